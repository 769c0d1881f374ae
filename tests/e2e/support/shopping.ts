import { randomUUID } from 'node:crypto';
import { type APIRequestContext, expect, type Locator, type Page } from '@playwright/test';
import { postThroughApi } from './api';
import { addThroughItemDialog, type TypedItem } from './item-dialogs';
import { seedRecipe, uniqueName } from './recipes';

/** Whose list or plan a set-up call is for: a user's own, or a group's. */
export type Owner = { userId: string } | { groupId: string };

/** Set-up through the API: an item on the owner's shopping list. */
export const addItemThroughApi = (
  request: APIRequestContext,
  token: string,
  owner: Owner,
  item: { name: string; amount?: number | null; unit?: string | null },
) =>
  postThroughApi<{ id: string; name: string }>(request, token, '/api/shoppinglistitem', {
    data: { amount: null, unit: null, ...item, ...owner },
  });

/** Set-up through the API: the recipe planned on the date (yyyy-MM-dd) for the owner. */
export const planRecipeThroughApi = async (
  request: APIRequestContext,
  token: string,
  owner: Owner,
  date: string,
  recipeId: string,
) => {
  // The day's plan may exist already: create-or-get answers either way.
  const plan = await postThroughApi<{ id: string }>(
    request,
    token,
    '/api/mealplan',
    { data: { id: randomUUID(), date, ...owner } },
    'ok',
  );
  await postThroughApi(request, token, `/api/mealplan/${plan.id}/recipes`, { data: { recipeId } }, 'ok');
};

/**
 * Set-up through the API: pancakes (600 g flour, 2 eggs), a new recipe of the session's user,
 * planned on their own plan on the date. The shopping tests count on those two ingredients.
 */
export const planPancakesThroughApi = async (
  request: APIRequestContext,
  session: { id: string; token: string },
  date: string,
  label = 'Pancakes',
) => {
  const pancakes = await seedRecipe(request, session.token, {
    name: uniqueName(label),
    ingredients: [
      { name: 'Flour', amount: 600, unit: 'g' },
      { name: 'Eggs', amount: 2, unit: 'pcs' },
    ],
  });
  await planRecipeThroughApi(request, session.token, { userId: session.id }, date, pancakes.id);
  return pancakes;
};

/** Adds an item through the list's Add Item dialog, as a user types it; the dialog closes. */
export const addListItem = (page: Page, { name, amount, unit }: TypedItem) =>
  addThroughItemDialog(page, 'Add Shopping List Item', { 'Item Name': name, Amount: amount, Unit: unit });

export const openShoppingList = async (page: Page) => {
  await page.goto('/shopping-list');
  await expect(page.getByRole('heading', { name: 'Shopping List', level: 1 })).toBeVisible();
};

/** The list's rows, in the order shown: section by section, then the ticked ones when shown. */
export const shoppingRows = (page: Page) =>
  page.getByRole('region', { name: 'Shopping list items' }).getByRole('listitem');

/** The disclosure of the Ticked part: 'Ticked (2)'. */
export const tickedToggle = (page: Page) => page.getByRole('button', { name: /^Ticked \(\d+\)$/ });

/** Opens the Ticked part if it is closed (it starts closed on a phone, open on a desktop). */
export const showTicked = async (page: Page) => {
  const toggle = tickedToggle(page);
  await expect(toggle).toBeVisible();
  if ((await toggle.getAttribute('aria-expanded')) !== 'true') await toggle.click();
  await expect(toggle).toHaveAttribute('aria-expanded', 'true');
};

/** The rows of one store section, under its heading. */
export const sectionRows = (page: Page, section: string) =>
  page.getByRole('list', { name: section, exact: true }).getByRole('listitem');

/** The store sections' headings, in the order shown. */
export const sectionHeadings = (page: Page) =>
  page.getByRole('region', { name: 'Shopping list items' }).getByRole('heading', { level: 2 });

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
