import { type APIRequestContext, expect, type Page } from '@playwright/test';
import { postThroughApi } from './api';
import { isPhone, openMobileMenu } from './app';

/** Where the 'Viewing as' dropdown lives: the header on a desktop, the slide-in menu on a phone. */
export const viewingAsScope = async (page: Page) =>
  isPhone(page) ? await openMobileMenu(page) : page.getByRole('banner');

/** Picks an entry of the 'Viewing as' dropdown and checks the new label; the phone menu is closed again. */
export const chooseViewingAs = async (page: Page, from: string, choice: string) => {
  const scope = await viewingAsScope(page);
  await scope.getByRole('button', { name: `Viewing as: ${from}` }).click();
  await page.getByRole('menuitemradio', { name: choice, exact: true }).click();
  await expect(scope.getByRole('button', { name: `Viewing as: ${choice}` })).toBeVisible();
  if (isPhone(page)) await scope.getByRole('button', { name: 'Close menu' }).click();
};

/** The label the 'Viewing as' button shows now. */
export const expectViewingAs = async (page: Page, label: string) => {
  const scope = await viewingAsScope(page);
  await expect(scope.getByRole('button', { name: `Viewing as: ${label}` })).toBeVisible();
  if (isPhone(page)) await scope.getByRole('button', { name: 'Close menu' }).click();
};

/** Set-up through the API: a group owned by the token's user. */
export const createGroupThroughApi = (request: APIRequestContext, token: string, name: string) =>
  postThroughApi<{ id: string; name: string }>(request, token, '/api/Group/create', { data: { name } });

export const addMemberThroughApi = async (
  request: APIRequestContext,
  token: string,
  groupId: string,
  email: string,
) => {
  await postThroughApi(request, token, '/api/Group/add-user', { data: { groupId, email } });
};
