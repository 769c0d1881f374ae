import { type APIRequestContext, expect, type Page } from '@playwright/test';
import { postThroughApi } from './api';
import { type Account, registerAccount } from './app';
import { apiSession, apiToken, uniqueName } from './recipes';

/** Where the 'Viewing as' dropdown lives: the header, at every size. */
export const viewingAsScope = async (page: Page) => page.getByRole('banner');

/**
 * Picks an entry of the 'Viewing as' dropdown and checks the new label. A click that lands while
 * the menu is still opening (its groups' list refetched under it) can be lost, as a too-quick tap
 * is: the pick is tried again, from the menu as it is then, until the label shows the choice.
 */
export const chooseViewingAs = async (page: Page, from: string, choice: string) => {
  const scope = await viewingAsScope(page);
  const chosen = scope.getByRole('button', { name: `Viewing as: ${choice}` });
  const entry = page.getByRole('menuitemradio', { name: choice, exact: true });
  await expect(async () => {
    if (!(await entry.isVisible())) await scope.getByRole('button', { name: `Viewing as: ${from}` }).click();
    await entry.click({ timeout: 3_000 });
    await expect(chosen).toBeVisible({ timeout: 3_000 });
  }).toPass({ timeout: 15_000 });
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

/**
 * Set-up through the API: a group (its name made from `label`) of two new accounts, its admin and a
 * member who accepted; `session` is the admin's id and token.
 */
export const groupOfTwo = async (request: APIRequestContext, label: string) => {
  const [admin, member] = [await registerAccount(request), await registerAccount(request)];
  const session = await apiSession(request, admin);
  const group = await createGroupThroughApi(request, session.token, uniqueName(label));
  await addMemberThroughApi(request, session.token, group.id, member);
  return { admin, member, session, group };
};
