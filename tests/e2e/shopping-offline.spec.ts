import { expect, type Page, test } from '@playwright/test';
import { dialogTitled, logOut, signIn } from './support/app';
import { controlledByServiceWorker } from './support/browsers';
import { registeredSession } from './support/recipes';
import {
  addItemThroughApi,
  itemCheckbox,
  openShoppingList,
  shoppingRows,
  showTicked,
  toggleCheckbox,
} from './support/shopping';

const offlineText = 'Offline — changes will be sent when you are back online';

// The service worker is what keeps the app and the list offline (other specs block it).
test.use({ serviceWorkers: 'allow' });

const rowOf = (page: Page, label: string) => shoppingRows(page).filter({ has: itemCheckbox(page, label) });

test.describe('the shopping list offline', () => {
  test.describe.configure({ timeout: 90_000 });

  test('ticks and adds offline, survives a reload offline, and sends each change once when back online', async ({
    page,
    context,
    browser,
    request,
    baseURL,
  }) => {
    const { account, session } = await registeredSession(request);
    const owner = { userId: session.id };
    await addItemThroughApi(request, session.token, owner, { name: 'Milk', amount: 2, unit: 'l' });
    await addItemThroughApi(request, session.token, owner, { name: 'Bread' });

    await signIn(page, account);
    await openShoppingList(page);
    // Shown: the session's refresh is done (a reload during it would lose the rotated cookie).
    // In aisle order: Dairy before Bakery.
    await expect(shoppingRows(page)).toHaveText(['Milk (2 l)', 'Bread']);
    await controlledByServiceWorker(page);
    // Read once through the service worker, which keeps the answer for offline use.
    await page.reload();
    await expect(shoppingRows(page)).toHaveText(['Milk (2 l)', 'Bread']);
    // The same list open in another browser (another device of the user), which stays online.
    const other = await browser.newContext({ baseURL });
    const otherPage = await other.newPage();
    await signIn(otherPage, account);
    await openShoppingList(otherPage);
    await expect(shoppingRows(otherPage)).toHaveText(['Milk (2 l)', 'Bread']);

    await test.step('offline: the page says so, and a tick and a new item show at once, marked waiting', async () => {
      await context.setOffline(true);
      await expect(page.getByText(offlineText, { exact: true })).toBeVisible();
      await toggleCheckbox(itemCheckbox(page, 'Milk (2 l)'));
      // A ticked item sinks to the Ticked part (closed on a phone).
      await showTicked(page);
      await expect(itemCheckbox(page, 'Milk (2 l)')).toBeChecked();
      await expect(rowOf(page, 'Milk (2 l)').getByText('Waiting to send')).toBeVisible();

      await page.getByRole('button', { name: 'Add Item' }).click();
      const dialog = dialogTitled(page, 'Add Shopping List Item');
      await dialog.getByLabel('Item Name').fill('Eggs');
      await dialog.getByLabel('Amount').fill('6');
      await dialog.getByLabel('Unit').fill('pcs');
      await dialog.getByRole('button', { name: 'Add Item' }).click();
      await expect(dialog).toBeHidden();
      await expect(rowOf(page, 'Eggs (6 pcs)').getByText('Waiting to send')).toBeVisible();
      await expect(rowOf(page, 'Bread').getByText('Waiting to send')).toHaveCount(0);
    });

    await test.step('a reload offline opens the app signed in, with the list and the waiting changes', async () => {
      await page.reload();
      await expect(page.getByRole('heading', { name: 'Shopping List', level: 1 })).toBeVisible();
      await expect(page.getByText(offlineText, { exact: true })).toBeVisible();
      await showTicked(page);
      await expect(shoppingRows(page)).toHaveCount(3);
      await expect(itemCheckbox(page, 'Milk (2 l)')).toBeChecked();
      await expect(itemCheckbox(page, 'Eggs (6 pcs)')).not.toBeChecked();
      await expect(page.getByText('Waiting to send')).toHaveCount(2);
    });

    await test.step('back online, the changes are sent and the marks go', async () => {
      await context.setOffline(false);
      await expect(page.getByText(offlineText, { exact: true })).toBeHidden();
      await expect(page.getByText('Waiting to send')).toHaveCount(0, { timeout: 20_000 });
    });

    await test.step('the server has each change exactly once', async () => {
      const response = await request.get(`/api/shoppinglistitem/user/${session.id}`, {
        headers: { Authorization: `Bearer ${session.token}` },
      });
      expect(response.status()).toBe(200);
      const list = (await response.json()) as {
        name: string;
        amount: number | null;
        unit: string | null;
        isChecked: boolean;
      }[];
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
    const { account, session } = await registeredSession(request);
    const eggs = await addItemThroughApi(request, session.token, { userId: session.id }, { name: 'Eggs' });

    await signIn(page, account);
    await openShoppingList(page);
    await expect(shoppingRows(page)).toHaveText(['Eggs']);
    await controlledByServiceWorker(page);
    await page.reload();
    await expect(shoppingRows(page)).toHaveText(['Eggs']);

    await context.setOffline(true);
    await toggleCheckbox(itemCheckbox(page, 'Eggs'));
    await showTicked(page);
    await expect(rowOf(page, 'Eggs').getByText('Waiting to send')).toBeVisible();
    const removed = await request.delete(`/api/shoppinglistitem/${eggs.id}`, {
      headers: { Authorization: `Bearer ${session.token}` },
    });
    expect(removed.status()).toBe(204);

    await context.setOffline(false);
    await expect(
      page.getByRole('alert').filter({ hasText: 'Eggs was removed on another device' }),
    ).toBeVisible({
      timeout: 20_000,
    });
    await expect(page.getByText('Shopping list is empty', { exact: true })).toBeVisible();
    const list = await request.get(`/api/shoppinglistitem/user/${session.id}`, {
      headers: { Authorization: `Bearer ${session.token}` },
    });
    expect(await list.json()).toEqual([]);

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
