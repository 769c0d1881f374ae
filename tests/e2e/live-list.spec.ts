import { expect, type Page, test } from '@playwright/test';
import { sections } from '#shared/shopping/aisles';
import { sendThroughApi } from './support/api';
import type { Account } from './support/app';
import { otherBrowser } from './support/browsers';
import { actAsGroupLive } from './support/live';
import { groupOfTwo } from './support/people';
import {
  addItemThroughApi,
  addListItem,
  itemCheckbox,
  openShoppingList,
  sectionHeadings,
  shoppingRows,
  showTicked,
  tickedToggle,
  toggleCheckbox,
} from './support/shopping';

/** Every request the page makes for the group's list, from now on. */
const listLoadsOf = (page: Page, groupId: string) => {
  const listLoads: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes(`/api/shoppinglistitem/group/${groupId}`)) listLoads.push(request.url());
  });
  return listLoads;
};

/** Signs in, opens the shopping list and acts as the group, live from then on; the list's loads. */
const openGroupList = async (page: Page, account: Account, group: { id: string; name: string }) => {
  const listLoads = listLoadsOf(page, group.id);
  await actAsGroupLive(page, account, group, openShoppingList);
  await expect(page.getByText(`The shared list of ${group.name}.`)).toBeVisible();
  return listLoads;
};

// Each test: two sign-ins (a deliberately slow password hash) and a group set up through the API.
test.describe.configure({ timeout: 90_000 });

test.describe('a live shopping list', () => {
  test("one member's changes appear on another member's screen without a reload", async ({
    page,
    browser,
    request,
  }, testInfo) => {
    const { admin, member, group } = await groupOfTwo(request, 'Live home');

    const memberPage = await otherBrowser(browser, testInfo);
    await openGroupList(page, admin, group);
    const memberLoads = await openGroupList(memberPage, member, group);
    await expect(page.getByText('Shopping list is empty', { exact: true })).toBeVisible();
    const loadsBefore = memberLoads.length;

    await test.step('an item added on one screen appears on the other', async () => {
      await addListItem(page, { name: 'Oat milk', amount: '2', unit: 'l' });
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
      await addListItem(memberPage, { name: 'Bread' });
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
    expect(memberLoads.length).toBe(loadsBefore);
    await memberPage.context().close();
  });
});

test("a group's new order of sections shows on a member's screen without a reload", async ({
  page,
  request,
}) => {
  const { member, session, group } = await groupOfTwo(request, 'Live aisles');
  for (const name of ['Bread', 'Apples', 'Milk'])
    await addItemThroughApi(request, session.token, { groupId: group.id }, { name });
  const listLoads = await openGroupList(page, member, group);
  await expect(sectionHeadings(page)).toHaveText(['Produce', 'Dairy', 'Bakery']);
  const loadsBefore = listLoads.length;

  // Another member puts the bakery first, on their own device.
  const order = ['Bakery', ...sections.filter((section) => section !== 'Bakery')];
  await sendThroughApi(
    request,
    session.token,
    'PUT',
    '/api/shoppinglistitem/aisles/order',
    {
      data: { order, groupId: group.id },
    },
    200,
  );
  await expect(sectionHeadings(page)).toHaveText(['Bakery', 'Produce', 'Dairy'], { timeout: 2_000 });
  // The settings were read again; the list itself was not.
  expect(listLoads.length).toBe(loadsBefore);
});
