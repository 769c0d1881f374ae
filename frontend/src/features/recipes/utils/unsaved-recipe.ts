import * as z from 'zod';
import { imageUrlPattern, type RecipeInput } from '#shared/recipes/recipe-schemas';

/**
 * A new recipe the user has started and neither saved nor discarded, kept in this browser (one per
 * user) so that a reload, a closed tab or a phone that dropped the page loses nothing.
 */
export interface UnsavedRecipe {
  /** When it was last written, in epoch milliseconds. */
  savedAt: number;
  /** The form as typed; `imageUrl` is an upload not yet saved with any recipe. */
  values: RecipeInput;
  /** An imported recipe's photo, copied in when the recipe is saved. */
  imageSourceUrl: string | null;
}

type DraftStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

export const unsavedRecipeKey = (userId: string) => `w4dUnsavedRecipe:${userId}`;

// Loose on purpose: a draft holds what was typed, with the form's rules still unmet; only its shape
// is checked. The version lets a later shape read this one.
const count = z.number().nullable().catch(null);
const storedShape = z.object({
  version: z.literal(1),
  savedAt: z.number(),
  values: z.object({
    name: z.string(),
    description: z.string(),
    prepTime: count,
    cookTime: count,
    servings: count,
    imageUrl: z.string().regex(imageUrlPattern).nullable().catch(null),
    externalRecipeUrl: z.string().nullable(),
    ingredients: z.array(
      z.object({
        name: z.string(),
        amount: count,
        unit: z.string().nullable(),
        sortOrder: z.number(),
      }),
    ),
    instructions: z.array(z.string()),
  }),
  imageSourceUrl: z.string().nullable(),
});

/** The user's unsaved recipe, or null; anything unreadable counts as none. */
export const readUnsavedRecipe = (storage: DraftStorage, userId: string): UnsavedRecipe | null => {
  try {
    const parsed = storedShape.safeParse(JSON.parse(storage.getItem(unsavedRecipeKey(userId)) ?? 'null'));
    if (!parsed.success) return null;
    const { savedAt, values, imageSourceUrl } = parsed.data;
    return { savedAt, values, imageSourceUrl };
  } catch {
    return null;
  }
};

/** Keeps the recipe; a full or refused storage only means no draft, never a broken form. */
export const writeUnsavedRecipe = (
  storage: DraftStorage,
  userId: string,
  recipe: Omit<UnsavedRecipe, 'savedAt'>,
  now = Date.now(),
): void => {
  try {
    storage.setItem(unsavedRecipeKey(userId), JSON.stringify({ version: 1, savedAt: now, ...recipe }));
  } catch {
    // Nothing to do: the form still holds everything.
  }
};

export const clearUnsavedRecipe = (storage: DraftStorage, userId: string): void => {
  try {
    storage.removeItem(unsavedRecipeKey(userId));
  } catch {
    // As above.
  }
};

/** '17:42' today, 'Nov 21, 2026, 17:42' another day (in the browser's language). */
export const savedAtLabel = (savedAt: number, now = Date.now(), locale?: string): string => {
  const sameDay = new Date(savedAt).toDateString() === new Date(now).toDateString();
  return new Intl.DateTimeFormat(
    locale,
    sameDay ? { timeStyle: 'short' } : { dateStyle: 'medium', timeStyle: 'short' },
  ).format(savedAt);
};
