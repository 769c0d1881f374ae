import { type APIRequestContext, expect, test } from '@playwright/test';
import { postThroughApi } from './support/api';
import { e2eAdmin, newAccount, signInThroughApi } from './support/app';
import { apiToken, uniqueName } from './support/recipes';

/**
 * The admin panel's invitation links, 50 at a time (issue 25, point 4). Two new SysAdmins make 55
 * links (each may make 30 an hour): the first maker's 30 are the oldest, so the first page, newest
 * first, holds at most 25 of theirs and "Show more" brings the rest.
 */
const newSysAdmin = async (request: APIRequestContext, adminToken: string, name: string) => {
  const account = { ...newAccount('link-maker'), name };
  await postThroughApi(request, adminToken, '/api/users/add-user', {
    data: { name, email: account.email, password: account.password, role: 'SysAdmin' },
  });
  return apiToken(request, account);
};

const makeLinks = async (request: APIRequestContext, token: string, count: number) => {
  for (let i = 0; i < count; i++)
    await postThroughApi(request, token, '/api/users/invitation-links', {
      data: { role: 'User', uses: 1, expiresInDays: 2 },
    });
};

test('the admin panel lists 50 links, and "Show more" appends the older ones', async ({ page, request }) => {
  test.setTimeout(240_000);
  const adminToken = await apiToken(request, e2eAdmin);
  const older = uniqueName('Older Maker');
  const newer = uniqueName('Newer Maker');
  await makeLinks(request, await newSysAdmin(request, adminToken, older), 30);
  await makeLinks(request, await newSysAdmin(request, adminToken, newer), 25);

  await signInThroughApi(page, request, e2eAdmin);
  await page.goto('/admin');
  const links = page.getByRole('region', { name: 'Invitation links' });
  const listed = links.getByRole('list', { name: 'Open invitation links' }).getByRole('listitem');
  await expect(listed).toHaveCount(50);
  await expect(listed.filter({ hasText: newer })).toHaveCount(25);
  const olderOnFirstPage = await listed.filter({ hasText: older }).count();
  expect(olderOnFirstPage).toBeLessThanOrEqual(25);

  const showMore = links.getByRole('button', { name: 'Show more' });
  await showMore.focus();
  await page.keyboard.press('Enter');
  await expect(listed.filter({ hasText: older })).toHaveCount(30);
  expect(await listed.count()).toBeGreaterThan(50);
  // The first page stays, with the next one after it: the newer maker's links are all still listed,
  // before the older maker's. (Other tests running meanwhile may make links of their own, newer still.)
  await expect(listed.filter({ hasText: newer })).toHaveCount(25);
  const rows = await listed.allTextContents();
  const firstRowOf = (maker: string) => rows.findIndex((row) => row.includes(maker));
  expect(firstRowOf(newer)).toBeLessThan(firstRowOf(older));
});
