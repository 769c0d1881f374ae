import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { readThroughApi, sendThroughApi } from './support/api';
import { logOut, signIn } from './support/app';
import { backOnline, goOffline, keptForOffline, offlineNotice, waitingMarks } from './support/offline';
import { registeredSession } from './support/recipes';
import {
  addItemThroughApi,
  addListItem,
  itemCheckbox,
  openShoppingList,
  shoppingRows,
  showTicked,
  toggleCheckbox,
} from './support/shopping';

// The service worker is what keeps the app and the list offline (other specs block it).
test.use({ serviceWorkers: 'allow' });

const rowOf = (page: Page, label: string) => shoppingRows(page).filter({ has: itemCheckbox(page, label) });

/** What the server holds on the user's list. */
const storedList = (request: APIRequestContext, session: { id: string; token: string }) =>
  readThroughApi<{ name: string; amount: number | null; unit: string | null; isChecked: boolean }[]>(
    request,
    session.token,
    `/api/shoppinglistitem/user/${session.id}`,
  );

test.describe('the shopping list offline', () => {
  test.describe.configure({ timeout: 90_000 });

  test('ticks and adds offline, survives a reload offline, and sends each change once when back online', async ({
    page,
    browser,
    request,
    baseURL,
  }) => {
    const { account, session, mine } = await registeredSession(request);
    await addItemThroughApi(request, session.token, mine, { name: 'Milk', amount: 2, unit: 'l' });
    await addItemThroughApi(request, session.token, mine, { name: 'Bread' });

    await signIn(page, account);
    await openShoppingList(page);
    // Shown before the reload: the session's refresh is done (a reload during it would lose the
    // rotated cookie). In aisle order: Dairy before Bakery.
    await keptForOffline(page, shoppingRows(page), ['Milk (2 l)', 'Bread']);
    // The same list open in another browser (another device of the user), which stays online.
    const other = await browser.newContext({ baseURL });
    const otherPage = await other.newPage();
    await signIn(otherPage, account);
    await openShoppingList(otherPage);
    await expect(shoppingRows(otherPage)).toHaveText(['Milk (2 l)', 'Bread']);

    await test.step('offline: the page says so, and a tick and a new item show at once, marked waiting', async () => {
      await goOffline(page);
      await toggleCheckbox(itemCheckbox(page, 'Milk (2 l)'));
      // A ticked item sinks to the Ticked part (closed on a phone).
      await showTicked(page);
      await expect(itemCheckbox(page, 'Milk (2 l)')).toBeChecked();
      await expect(waitingMarks(rowOf(page, 'Milk (2 l)'))).toBeVisible();

      await addListItem(page, { name: 'Eggs', amount: '6', unit: 'pcs' });
      await expect(waitingMarks(rowOf(page, 'Eggs (6 pcs)'))).toBeVisible();
      await expect(waitingMarks(rowOf(page, 'Bread'))).toHaveCount(0);
    });

    await test.step('a reload offline opens the app signed in, with the list and the waiting changes', async () => {
      await page.reload();
      await expect(page.getByRole('heading', { name: 'Shopping List', level: 1 })).toBeVisible();
      await expect(offlineNotice(page)).toBeVisible();
      await showTicked(page);
      await expect(shoppingRows(page)).toHaveCount(3);
      await expect(itemCheckbox(page, 'Milk (2 l)')).toBeChecked();
      await expect(itemCheckbox(page, 'Eggs (6 pcs)')).not.toBeChecked();
      await expect(waitingMarks(page)).toHaveCount(2);
    });

    await test.step('back online, the changes are sent and the marks go', async () => {
      await backOnline(page);
    });

    await test.step('the server has each change exactly once', async () => {
      const list = await storedList(request, session);
      expect(list.map(({ name, amount, unit, isChecked }) => ({ name, amount, unit, isChecked }))).toEqual([
        { name: 'Bread', amount: null, unit: null, isChecked: false },
        { name: 'Eggs', amount: 6, unit: 'pcs', isChecked: false },
        { name: 'Milk', amount: 2, unit: 'l', isChecked: true },
      ]);
    });

    await test.step("the other browser's open screen shows the changes live, without a reload", async () => {
      await showTicked(otherPage);
      await expect(shoppingRows(otherPage)).toHaveText(['Eggs (6 pcs)', 'Bread', 'Milk (2 l)']);
      await expect(itemCheckbox(otherPage, 'Milk (2 l)')).toBeChecked();
      await expect(otherPage.getByRole('heading', { name: 'Shopping List', level: 1 })).toBeVisible();
      await other.close();
    });
  });

  test('a change to an item removed meanwhile on another device is dropped with a notice; logout forgets the offline data', async ({
    page,
    context,
    request,
  }) => {
    const { account, session, mine } = await registeredSession(request);
    const eggs = await addItemThroughApi(request, session.token, mine, { name: 'Eggs' });

    await signIn(page, account);
    await openShoppingList(page);
    await keptForOffline(page, shoppingRows(page), ['Eggs']);

    await goOffline(page);
    await toggleCheckbox(itemCheckbox(page, 'Eggs'));
    await showTicked(page);
    await expect(waitingMarks(rowOf(page, 'Eggs'))).toBeVisible();
    await sendThroughApi(request, session.token, 'DELETE', `/api/shoppinglistitem/${eggs.id}`, {}, 204);

    await context.setOffline(false);
    await expect(
      page.getByRole('alert').filter({ hasText: 'Eggs was removed on another device' }),
    ).toBeVisible({
      timeout: 20_000,
    });
    await expect(page.getByText('Shopping list is empty', { exact: true })).toBeVisible();
    expect(await storedList(request, session)).toEqual([]);

    const offlineData = () =>
      page.evaluate(async () => ({
        listCache: await caches.has('api-reads'),
        queue: await new Promise<number>((resolve, reject) => {
          const open = indexedDB.open('recipe-planner-offline');
          open.onerror = () => reject(open.error);
          open.onsuccess = () => {
            const count = open.result.transaction('calls').objectStore('calls').count();
            count.onsuccess = () => resolve(count.result);
          };
        }),
      }));
    expect(await offlineData()).toEqual({ listCache: true, queue: 0 });
    await logOut(page);
    await expect(page).toHaveURL(/\/login$/);
    await expect.poll(offlineData).toEqual({ listCache: false, queue: 0 });
  });
});
