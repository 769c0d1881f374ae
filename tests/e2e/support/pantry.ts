import { type APIRequestContext, expect, type Page } from '@playwright/test';
import { postThroughApi } from './api';
import { addThroughItemDialog, type TypedItem } from './item-dialogs';
import type { Owner } from './shopping';

export interface PantryItemInput {
  name: string;
  amount?: number | null;
  unit?: string | null;
  bestBefore?: string | null;
}

/** Set-up through the API: one item in the owner's pantry (merged like the list merges). */
export const stockThroughApi = (
  request: APIRequestContext,
  token: string,
  owner: Owner,
  item: PantryItemInput,
) => postThroughApi<{ id: string }>(request, token, '/api/pantry', { data: { ...item, ...owner } });

/** Set-up through the API: items in the owner's pantry, one after another. */
export const stockPantry = async (
  request: APIRequestContext,
  token: string,
  owner: Owner,
  items: PantryItemInput[],
) => {
  for (const item of items) await stockThroughApi(request, token, owner, item);
};

export const openPantry = async (page: Page) => {
  await page.goto('/pantry');
  await expect(page.getByRole('heading', { name: 'Pantry', level: 1 })).toBeVisible();
};

/** The pantry's rows as a cook reads them, in the order shown (section by section). */
export const pantryRows = (page: Page) =>
  page.getByRole('region', { name: 'Pantry items' }).getByRole('listitem');

/** Adds an item through the pantry's Add Item dialog, as a user types it; the dialog closes. */
export const addPantryItem = (page: Page, { name, amount, unit }: TypedItem) =>
  addThroughItemDialog(page, 'Add Pantry Item', { Name: name, Amount: amount, Unit: unit });
