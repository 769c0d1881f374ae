import * as z from 'zod';
import { ingredient, recipeFacts } from '../recipes/recipe-schemas';

/** What a user may ask the server to fetch: an absolute http(s) address of sensible length. */
export const pageUrl = z
  .string({ error: 'errors.webAddressRequired' })
  .trim()
  .min(1, 'errors.webAddressRequired')
  .max(2_000, 'errors.webAddressTooLong')
  .refine((value) => /^https?:\/\//i.test(value) && URL.canParse(value), {
    message: 'errors.webAddressScheme',
  });

/** The most page HTML the client may send: the server fetches at most this much itself. */
export const maxPageBytes = 5 * 1024 * 1024;

export const importRecipeBody = z.strictObject({
  url: pageUrl,
  /** The page as the browser has it (bookmarklet, share target, pasted source): nothing is fetched. */
  html: z.string().max(maxPageBytes, 'errors.pageTooLarge').optional(),
});

/**
 * An ingredient as a page gives it: a recipe's ingredient before it is saved (no id yet), with the
 * page's own line, and no unit where the line names none.
 */
export const draftIngredient = ingredient.omit({ id: true }).extend({
  /** The line as the page writes it, tags stripped and entities decoded. */
  text: z.string(),
  unit: z.string().nullable(),
});

/** A recipe read from a page, for the Add Recipe form: nothing is stored until the user saves. */
export const recipeDraft = z.object({
  ...recipeFacts,
  externalRecipeUrl: z.string(),
  imageSourceUrl: z.string().nullable(),
  ingredients: z.array(draftIngredient),
  instructions: z.array(z.string()),
  /** The page's categories, cuisines and keywords, as tags. */
  tags: z.array(z.string()),
});

export type RecipeDraft = z.infer<typeof recipeDraft>;

export const importRecipeResponse = z.object({ draft: recipeDraft });

export const noRecipeFoundMessage = 'No recipe found on that page';

/** A page the reader could not get through within its deadline (see functions/imports/page-reader.ts). */
export const pageReadTooSlowMessage = 'This page could not be read in time. Try pasting its text instead.';
