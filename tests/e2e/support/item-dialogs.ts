import { expect, type Locator, type Page } from '@playwright/test';
import { dialogTitled } from './app';

/** An item as a user types it into the list's or the pantry's dialog (left out: the field stays empty). */
export interface TypedItem {
  name: string;
  amount?: string;
  unit?: string;
}

/** Fills a form's fields, each found by its label: { 'Item Name': 'Milk', Amount: '2' }; undefined ones are left alone. */
export const fillFields = async (form: Locator, fields: Record<string, string | undefined>) => {
  for (const [label, value] of Object.entries(fields))
    if (value !== undefined) await form.getByLabel(label).fill(value);
};

/** Adds an item through the page's Add Item dialog (the shopping list's or the pantry's, by its title); the dialog closes. */
export const addThroughItemDialog = async (
  page: Page,
  title: 'Add Shopping List Item' | 'Add Pantry Item',
  fields: Record<string, string | undefined>,
) => {
  await page.getByRole('button', { name: 'Add Item' }).click();
  const dialog = dialogTitled(page, title);
  await fillFields(dialog, fields);
  await dialog.getByRole('button', { name: 'Add Item' }).click();
  await expect(dialog).toBeHidden();
};
