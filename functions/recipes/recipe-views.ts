import type { Recipe, RecipeFields, RecipeSummary } from '#shared/recipes/recipe-schemas';
import type { CardRecord } from '../data/catalogue';
import type { RecipeRecord } from '../data/recipes';

const averageOf = (sum: number, count: number) => (count > 0 ? sum / count : 0);

/** A card as the API lists it. */
export const toSummary = (card: CardRecord): RecipeSummary => ({
  id: card.id,
  name: card.name,
  description: card.description,
  prepTime: card.prepTime ?? null,
  cookTime: card.cookTime ?? null,
  servings: card.servings ?? null,
  imageUrl: card.imageUrl ?? null,
  externalRecipeUrl: card.externalRecipeUrl ?? null,
  createdBy: card.createdBy,
  createdAt: card.createdAt,
  averageRating: averageOf(card.ratingSum, card.ratingCount),
  totalRatings: card.ratingCount,
  tags: card.tags ?? [],
  // Whose favourite it is depends on the caller: the service marks it per request.
  isFavourite: false,
});

export const toRecipe = (record: RecipeRecord, isFavourite = false): Recipe => ({
  ...toSummary(record),
  isFavourite,
  ingredients: record.ingredients,
  instructions: record.instructions,
});

/** The editable fields as stored, with ids given to new ingredients. */
export const storedFields = (fields: RecipeFields, newId: () => string) => ({
  ...fields,
  ingredients: fields.ingredients.map((ingredient) => ({ ...ingredient, id: ingredient.id ?? newId() })),
});
