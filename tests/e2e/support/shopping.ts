import { randomUUID } from 'node:crypto';
import { type APIRequestContext, expect, type Locator, type Page } from '@playwright/test';

/** Whose list or plan a set-up call is for: a user's own, or a group's. */
export type Owner = { userId: string } | { groupId: string };

const authed = (token: string) => ({ Authorization: `Bearer ${token}` });

/** Set-up through the API: an item on the owner's shopping list. */
export const addItemThroughApi = async (
  request: APIRequestContext,
  token: string,
  owner: Owner,
  item: { name: string; amount?: number | null; unit?: string | null },
) => {
  const response = await request.post('/api/shoppinglistitem', {
    headers: authed(token),
    data: { amount: null, unit: null, ...item, ...owner },
  });
  expect(response.status(), await response.text()).toBe(201);
  return (await response.json()) as { id: string; name: string };
};

/** Set-up through the API: the recipe planned on the date (yyyy-MM-dd) for the owner. */
export const planRecipeThroughApi = async (
  request: APIRequestContext,
  token: string,
  owner: Owner,
  date: string,
  recipeId: string,
) => {
  const created = await request.post('/api/mealplan', {
    headers: authed(token),
    data: { id: randomUUID(), date, ...owner },
  });
  expect(created.ok(), await created.text()).toBe(true);
  const plan = (await created.json()) as { id: string };
  const added = await request.post(`/api/mealplan/${plan.id}/recipes`, {
    headers: authed(token),
    data: { recipeId },
  });
  expect(added.ok(), await added.text()).toBe(true);
};

export const openShoppingList = async (page: Page) => {
  await page.goto('/shopping-list');
  await expect(page.getByRole('heading', { name: 'Shopping List', level: 1 })).toBeVisible();
};

/** The list's rows, in the order shown. */
export const shoppingRows = (page: Page) =>
  page.getByRole('list', { name: 'Shopping list items' }).getByRole('listitem');

/** The checkbox of a row, named by its text: 'Milk (2 l)'. */
export const itemCheckbox = (page: Page, label: string) =>
  page.getByRole('checkbox', { name: label, exact: true });

/**
 * Ticks or unticks a checkbox as a user does, by its label: the real input is visually hidden
 * under the drawn box, so Playwright cannot click it itself.
 */
export const toggleCheckbox = (checkbox: Locator) => checkbox.locator('xpath=ancestor::label[1]').click();

/**
 * The server's answer to the next change of an item. A tick shows at once (optimistic), so a test
 * that reloads must first wait for the save, as a user who reloads too soon could lose the tick.
 */
export const itemSaved = (page: Page) =>
  page.waitForResponse(
    (response) => response.request().method() === 'PUT' && response.url().includes('/api/shoppinglistitem/'),
  );
