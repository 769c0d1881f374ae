import { createHash } from 'node:crypto';
import type { Recipe, RecipeFields, RecipeSummary } from '#shared/recipes/recipe-schemas';
import { keys } from '../data/keys';

/** Cards are spread over this many partitions; a write touches one, so a reload reads 1/32 of the catalogue. */
export const catalogueShards = 32;

export const shardOf = (recipeId: string): number =>
  createHash('sha256').update(recipeId).digest().readUInt16BE(0) % catalogueShards;

export const shardVersionAttribute = (shard: number) => `s${shard}`;

/** The stored recipe: the API fields plus the rating sum and count the average is computed from. */
export interface RecipeRecord extends Omit<Recipe, 'averageRating' | 'totalRatings'> {
  ratingSum: number;
  ratingCount: number;
}

export type CardRecord = Omit<RecipeRecord, 'ingredients' | 'instructions'>;

const averageOf = (sum: number, count: number) => (count > 0 ? sum / count : 0);

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
});

export const toRecipe = (record: RecipeRecord): Recipe => ({
  ...toSummary(record),
  ingredients: record.ingredients,
  instructions: record.instructions,
});

export const cardOf = ({
  ingredients: _ingredients,
  instructions: _instructions,
  ...card
}: RecipeRecord): CardRecord => card;

/** The editable fields as stored, with ids given to new ingredients. */
export const storedFields = (fields: RecipeFields, newId: () => string) => ({
  ...fields,
  ingredients: fields.ingredients.map((ingredient) => ({ ...ingredient, id: ingredient.id ?? newId() })),
});

/** The two items a recipe is stored as: the full recipe, and its card in the catalogue. */
export const recipeItems = (record: RecipeRecord) => ({
  recipe: { ...keys.recipe(record.id), type: 'Recipe', ...record },
  card: { ...keys.catalogueCard(shardOf(record.id), record.id), type: 'Card', ...cardOf(record) },
});
