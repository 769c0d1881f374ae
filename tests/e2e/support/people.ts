import { type APIRequestContext, expect, type Page } from '@playwright/test';
import { postThroughApi } from './api';
import type { Account } from './app';
import { apiToken } from './recipes';

/** Where the 'Viewing as' dropdown lives: the header, at every size. */
export const viewingAsScope = async (page: Page) => page.getByRole('banner');

/** Picks an entry of the 'Viewing as' dropdown and checks the new label. */
export const chooseViewingAs = async (page: Page, from: string, choice: string) => {
  const scope = await viewingAsScope(page);
  await scope.getByRole('button', { name: `Viewing as: ${from}` }).click();
  await page.getByRole('menuitemradio', { name: choice, exact: true }).click();
  await expect(scope.getByRole('button', { name: `Viewing as: ${choice}` })).toBeVisible();
};

/** The label the 'Viewing as' button shows now, in sight without opening any menu. */
export const expectViewingAs = async (page: Page, label: string) => {
  const scope = await viewingAsScope(page);
  await expect(scope.getByRole('button', { name: `Viewing as: ${label}` })).toBeInViewport();
};

/** Set-up through the API: a group owned by the token's user. */
export const createGroupThroughApi = (request: APIRequestContext, token: string, name: string) =>
  postThroughApi<{ id: string; name: string }>(request, token, '/api/Group/create', { data: { name } });

/** Set-up through the API: the admin (by token) invites the member by email, who accepts. */
export const addMemberThroughApi = async (
  request: APIRequestContext,
  token: string,
  groupId: string,
  member: Pick<Account, 'email' | 'password'>,
) => {
  await postThroughApi(request, token, '/api/Group/add-user', { data: { groupId, email: member.email } });
  await postThroughApi(
    request,
    await apiToken(request, member),
    `/api/Group/${groupId}/invitation`,
    { data: { accept: true } },
    204,
  );
};
