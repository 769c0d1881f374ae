import type { CardRecord } from '#functions/data/catalogue';

/** A card as stored before tags and ingredient search (issue 17): no `tags`, no `ingredientNames`. */
export const oldCard = {
  id: 'old-1',
  name: 'Grandma soup',
  description: 'Warm',
  prepTime: null,
  cookTime: 30,
  servings: 4,
  imageUrl: null,
  externalRecipeUrl: null,
  createdBy: 'u1',
  createdAt: '2025-01-01T00:00:00.000Z',
  ratingSum: 9,
  ratingCount: 2,
} satisfies CardRecord;
