import { expect, type Page, test } from '@playwright/test';
import { type Account, dialogTitled, registerAccount, signIn } from './support/app';
import { followingLive, liveFrames, otherBrowser } from './support/browsers';
import { addMemberThroughApi, chooseViewingAs, createGroupThroughApi } from './support/people';
import { apiSession, uniqueName } from './support/recipes';
import {
  addItemThroughApi,
  itemCheckbox,
  openShoppingList,
  sectionHeadings,
  shoppingRows,
  showTicked,
  tickedToggle,
  toggleCheckbox,
} from './support/shopping';

/** What the page's live socket has been told, and every request for the group's list. */
const watch = (page: Page, groupId: string) => {
  const frames = liveFrames(page);
  const listLoads: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes(`/api/shoppinglistitem/group/${groupId}`)) listLoads.push(request.url());
  });
  return {
    listLoads,
    /** Resolves once the page follows the group's list live. */
    following: () => followingLive(frames, groupId),
  };
};

/** Signs in, opens the shopping list and acts as the group; live from then on. */
const openGroupList = async (page: Page, account: Account, group: { id: string; name: string }) => {
  const watcher = watch(page, group.id);
  await signIn(page, account);
  await openShoppingList(page);
  await chooseViewingAs(page, 'Me', group.name);
  await expect(page.getByText(`The shared list of ${group.name}.`)).toBeVisible();
  await watcher.following();
  return watcher;
};

test.describe('a live shopping list', () => {
  // Two sign-ins (a deliberately slow password hash) and a group set up through the API.
  test.describe.configure({ timeout: 90_000 });

  test("one member's changes appear on another member's screen without a reload", async ({
    page,
    browser,
    request,
  }, testInfo) => {
    const [admin, member] = [await registerAccount(request), await registerAccount(request)];
    const session = await apiSession(request, admin);
    const group = await createGroupThroughApi(request, session.token, uniqueName('Live home'));
    await addMemberThroughApi(request, session.token, group.id, member);

    const memberPage = await otherBrowser(browser, testInfo);
    await openGroupList(page, admin, group);
    const memberScreen = await openGroupList(memberPage, member, group);
    await expect(page.getByText('Shopping list is empty', { exact: true })).toBeVisible();
    const loadsBefore = memberScreen.listLoads.length;

    await test.step('an item added on one screen appears on the other', async () => {
      await page.getByRole('button', { name: 'Add Item' }).click();
      const dialog = dialogTitled(page, 'Add Shopping List Item');
      await dialog.getByLabel('Item Name').fill('Oat milk');
      await dialog.getByLabel('Amount').fill('2');
      await dialog.getByLabel('Unit').fill('l');
      await dialog.getByRole('button', { name: 'Add Item' }).click();
      await expect(dialog).toBeHidden();
      await expect(itemCheckbox(memberPage, 'Oat milk (2 l)')).toBeVisible({ timeout: 2_000 });
      await expect(itemCheckbox(memberPage, 'Oat milk (2 l)')).not.toBeChecked();
    });

    await test.step('a tick on one screen shows on the other', async () => {
      await toggleCheckbox(itemCheckbox(page, 'Oat milk (2 l)'));
      // It sinks to the member's Ticked part too (closed at first on a phone).
      await expect(tickedToggle(memberPage)).toHaveText('Ticked (1)', { timeout: 2_000 });
      await showTicked(memberPage);
      await expect(itemCheckbox(memberPage, 'Oat milk (2 l)')).toBeChecked();
    });

    await test.step('and the other way round: the member adds, the admin sees it', async () => {
      await memberPage.getByRole('button', { name: 'Add Item' }).click();
      const dialog = dialogTitled(memberPage, 'Add Shopping List Item');
      await dialog.getByLabel('Item Name').fill('Bread');
      await dialog.getByRole('button', { name: 'Add Item' }).click();
      await showTicked(page);
      await expect(shoppingRows(page)).toHaveText(['Bread', 'Oat milk (2 l)'], { timeout: 2_000 });
    });

    await test.step('a delete and its Undo on one screen both show on the other', async () => {
      await page.getByRole('button', { name: 'Delete Bread' }).click();
      await expect(shoppingRows(memberPage)).toHaveText(['Oat milk (2 l)'], { timeout: 2_000 });
      await page
        .getByRole('status')
        .filter({ hasText: 'Removed Bread' })
        .getByRole('button', { name: 'Undo' })
        .click();
      await expect(shoppingRows(memberPage)).toHaveText(['Bread', 'Oat milk (2 l)'], { timeout: 2_000 });
    });

    // The member's screen changed by the socket alone: no reload, no polling of the list.
    expect(memberScreen.listLoads.length).toBe(loadsBefore);
    await memberPage.context().close();
  });
});

test("a group's new order of sections shows on a member's screen without a reload", async ({
  page,
  request,
}) => {
  test.setTimeout(90_000);
  const [admin, member] = [await registerAccount(request), await registerAccount(request)];
  const session = await apiSession(request, admin);
  const group = await createGroupThroughApi(request, session.token, uniqueName('Live aisles'));
  await addMemberThroughApi(request, session.token, group.id, member);
  for (const name of ['Bread', 'Apples', 'Milk'])
    await addItemThroughApi(request, session.token, { groupId: group.id }, { name });
  const watcher = await openGroupList(page, member, group);
  await expect(sectionHeadings(page)).toHaveText(['Produce', 'Dairy', 'Bakery']);
  const loadsBefore = watcher.listLoads.length;

  // Another member puts the bakery first, on their own device.
  const order = [
    'Bakery',
    'Produce',
    'Dairy',
    'Meat & Fish',
    'Pantry',
    'Frozen',
    'Drinks',
    'Household',
    'Other',
  ];
  const saved = await request.put('/api/shoppinglistitem/aisles/order', {
    headers: { authorization: `Bearer ${session.token}` },
    data: { order, groupId: group.id },
  });
  expect(saved.status()).toBe(200);
  await expect(sectionHeadings(page)).toHaveText(['Bakery', 'Produce', 'Dairy'], { timeout: 2_000 });
  // The settings were read again; the list itself was not.
  expect(watcher.listLoads.length).toBe(loadsBefore);
});
