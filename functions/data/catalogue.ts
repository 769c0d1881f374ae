import { createHash } from 'node:crypto';
import type { Recipe } from '#shared/recipes/recipe-schemas';
import { deletePart, present, putPart, setFields, type Table, updatePart } from './table';

/** Cards are spread over this many partitions; a write touches one, so a reload reads 1/32 of the catalogue. */
export const catalogueShards = 32;

export const shardOf = (recipeId: string): number =>
  createHash('sha256').update(recipeId).digest().readUInt16BE(0) % catalogueShards;

/** The attribute of the versions item counting one shard's changes (`s0`…`s31`). */
export const shardVersionAttribute = (shard: number) => `s${shard}`;

/** A recipe's compact card: what the list shows, with the rating sum and count the average comes from. */
export interface CardRecord
  extends Omit<
    Recipe,
    'averageRating' | 'totalRatings' | 'ingredients' | 'instructions' | 'isFavourite' | 'tags'
  > {
  ratingSum: number;
  ratingCount: number;
  /** Absent on items written before tags existed: none. */
  tags?: string[];
  /**
   * The ingredients' names, so the list's search finds "leek" in a soup. Absent on cards written
   * before search looked at ingredients: the reader takes them from the recipes then.
   */
  ingredientNames?: string[];
}

export const shardPartition = (shard: number) => `CATALOG#${shard}`;
const cardKey = (recipeId: string) => ({ pk: shardPartition(shardOf(recipeId)), sk: `CARD#${recipeId}` });
/** One counter per shard, bumped in the same transaction as every card change. */
export const versionsKey = () => ({ pk: 'CATALOG', sk: 'VERSIONS' });

export const cardItem = (card: CardRecord) => ({ ...cardKey(card.id), type: 'Card', ...card });

/** Fields a recipe update replaces on both recipe and card; ratings, creator and creation time stay. */
export const editableSummaryFields = [
  'name',
  'description',
  'prepTime',
  'cookTime',
  'servings',
  'imageUrl',
  'externalRecipeUrl',
  'tags',
] as const satisfies readonly (keyof CardRecord)[];

const editableCardFields = [...editableSummaryFields, 'ingredientNames'] as const;

/**
 * The catalogue projection: cards in shard partitions and the versions item. Its writes are parts
 * of the recipe and rating transactions (recipes.ts, ratings.ts); each card change comes with
 * `bumpVersion`, which tells warm readers to reload that shard.
 */
export const catalogueParts = {
  putCard: (card: CardRecord) => putPart(cardItem(card)),
  updateCard: (card: CardRecord) =>
    updatePart(cardKey(card.id), { ...setFields(card, editableCardFields), ...present }),
  deleteCard: (recipeId: string) => deletePart(cardKey(recipeId)),
  addRatingTotals: (recipeId: string, sumDelta: number, countDelta: number) =>
    updatePart(cardKey(recipeId), {
      UpdateExpression: 'ADD ratingSum :sum, ratingCount :count',
      ...present,
      ExpressionAttributeValues: { ':sum': sumDelta, ':count': countDelta },
    }),
  bumpVersion: (recipeId: string) =>
    updatePart(versionsKey(), {
      UpdateExpression: 'ADD #version :one',
      ExpressionAttributeNames: { '#version': shardVersionAttribute(shardOf(recipeId)) },
      ExpressionAttributeValues: { ':one': 1 },
    }),
};

/** The catalogue's reads, for the warm reader's cache (recipes/catalogue-reader.ts). */
export const createCatalogue = (table: Table) => ({
  /** Each shard's counter (strongly consistent, so a user sees their own new recipe at once). */
  async versions(): Promise<Record<string, number>> {
    return (await table.get<Record<string, number>>(versionsKey(), { consistent: true })) ?? {};
  },

  shardCards: (shard: number) =>
    table.query<CardRecord>({ partition: shardPartition(shard), consistent: true }),
});

export type Catalogue = ReturnType<typeof createCatalogue>;
