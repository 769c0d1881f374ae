import type { Recipe } from '#shared/recipes/recipe-schemas';
import { type CardRecord, catalogueParts, editableSummaryFields } from './catalogue';
import { absent, deletePart, present, putPart, setFields, type Table, updatePart } from './table';

/** The stored recipe: its card's fields plus ingredients and instructions. */
export interface RecipeRecord
  extends Omit<CardRecord, 'ingredientNames'>,
    Pick<Recipe, 'ingredients' | 'instructions'> {}

/** A recipe's partition holds the recipe and its ratings. */
export const recipePartition = (recipeId: string) => `RECIPE#${recipeId}`;
const recipeKey = (recipeId: string) => ({ pk: recipePartition(recipeId), sk: 'RECIPE' });

export const recipeItem = (record: RecipeRecord) => ({ ...recipeKey(record.id), type: 'Recipe', ...record });

export const cardOf = ({ ingredients, instructions: _instructions, ...card }: RecipeRecord): CardRecord => ({
  ...card,
  ingredientNames: ingredients.map((ingredient) => ingredient.name),
});

/** Fields a recipe update replaces; ratings, creator and creation time stay. */
const editableFields = [...editableSummaryFields, 'ingredients', 'instructions'] as const;

const ownedBy = (ownerId: string) => ({
  ConditionExpression: 'attribute_exists(pk) AND createdBy = :owner',
  ExpressionAttributeValues: { ':owner': ownerId },
});

/** For ratings.ts: moves the recipe's rating sum and count, while the recipe exists. */
export const addRatingTotals = (recipeId: string, sumDelta: number, countDelta: number) =>
  updatePart(recipeKey(recipeId), {
    UpdateExpression: 'ADD ratingSum :sum, ratingCount :count',
    ...present,
    ExpressionAttributeValues: { ':sum': sumDelta, ':count': countDelta },
  });

/**
 * Recipes. Each write changes the recipe's card in the catalogue and bumps its shard's version in
 * the same transaction (the parts come from catalogue.ts).
 */
export const createRecipes = (table: Table) => ({
  get: (recipeId: string) => table.get<RecipeRecord>(recipeKey(recipeId)),

  /** Recipes by id in one batch read; missing ones are skipped. */
  findMany: (recipeIds: string[]) => table.batchGet<RecipeRecord>([...new Set(recipeIds)].map(recipeKey)),

  /** Recipes' ingredient names by id, for catalogue cards written before they held them. */
  async ingredientNamesOf(recipeIds: string[]): Promise<Map<string, string[]>> {
    const found = await table.batchGet<Pick<RecipeRecord, 'id' | 'ingredients'>>(
      [...new Set(recipeIds)].map(recipeKey),
    );
    return new Map(
      found.map(({ id, ingredients }) => [id, ingredients.map((ingredient) => ingredient.name)]),
    );
  },

  async totals(recipeId: string): Promise<{ ratingSum: number; ratingCount: number } | undefined> {
    return table.get(recipeKey(recipeId), { projection: 'ratingSum, ratingCount' });
  },

  create: (record: RecipeRecord) =>
    table.transact([
      putPart(recipeItem(record), absent),
      catalogueParts.putCard(cardOf(record)),
      catalogueParts.bumpVersion(record.id),
    ]),

  /**
   * Replaces the editable fields of recipe and card while the caller still owns the recipe.
   * Returns false when the recipe vanished or changed owner meanwhile.
   */
  async update(record: RecipeRecord, ownerId: string): Promise<boolean> {
    const { ExpressionAttributeValues, ...set } = setFields(record, editableFields);
    const owned = ownedBy(ownerId);
    const refused = await table.tryTransact(
      [
        updatePart(recipeKey(record.id), {
          ...set,
          ConditionExpression: owned.ConditionExpression,
          ExpressionAttributeValues: { ...ExpressionAttributeValues, ...owned.ExpressionAttributeValues },
        }),
        catalogueParts.updateCard(cardOf(record)),
        catalogueParts.bumpVersion(record.id),
      ],
      ['gone', 'gone'],
    );
    return !refused;
  },

  /**
   * Removes recipe and card while the caller owns it; false when it was already gone. Many deletions
   * at once (an account's) leave out the shard's version bump, which they would all contend for, and
   * bump the shards once afterwards (`catalogue.bumpShardsOf`).
   */
  async delete(recipeId: string, ownerId: string, bumpVersion = true): Promise<boolean> {
    const refused = await table.tryTransact(
      [
        deletePart(recipeKey(recipeId), ownedBy(ownerId)),
        catalogueParts.deleteCard(recipeId),
        ...(bumpVersion ? [catalogueParts.bumpVersion(recipeId)] : []),
      ],
      ['gone'],
    );
    return !refused;
  },
});

export type Recipes = ReturnType<typeof createRecipes>;
