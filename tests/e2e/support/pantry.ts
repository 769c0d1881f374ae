import type { APIRequestContext } from '@playwright/test';
import { postThroughApi } from './api';
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
