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
const cardPrefix = 'CARD#';
const cardKey = (recipeId: string) => ({
  pk: shardPartition(shardOf(recipeId)),
  sk: `${cardPrefix}${recipeId}`,
});
/** One counter per shard, bumped in the same transaction as every card change. */
export const versionsKey = () => ({ pk: 'CATALOG', sk: 'VERSIONS' });

/**
 * A card's fields as stored, each under a one-letter name, the id only in the sort key. DynamoDB
 * bills a read by the bytes of every attribute name and value, and a cold start reads every card:
 * the long names and the repeated id were a third of a card (1,000 RCU at 10,000 recipes, 690 now).
 * `ratingSum` and `ratingCount` keep their names: ratings ADD to them on cards of either shape.
 */
const storedNames = {
  name: 'n',
  description: 'd',
  prepTime: 'p',
  cookTime: 'c',
  servings: 'v',
  imageUrl: 'i',
  externalRecipeUrl: 'u',
  createdBy: 'b',
  createdAt: 'a',
  tags: 't',
  ingredientNames: 'g',
} as const satisfies Partial<Record<keyof CardRecord, string>>;
type StoredField = keyof typeof storedNames;
const storedFields = Object.keys(storedNames) as StoredField[];

/** A card's short-named attributes, a missing value stored as null. */
const storedFieldsOf = (card: CardRecord) =>
  Object.fromEntries(storedFields.map((field) => [storedNames[field], card[field] ?? null]));

export const cardItem = (card: CardRecord) => ({
  ...cardKey(card.id),
  type: 'Card',
  ...storedFieldsOf(card),
  ratingSum: card.ratingSum,
  ratingCount: card.ratingCount,
});

/**
 * A stored card as a record, in either shape: short names (cardItem), or the long names and `id`
 * of cards written before them, which read as they are.
 */
export const cardOfItem = (item: Record<string, unknown>): CardRecord => {
  if (item[storedNames.name] === undefined) return item as unknown as CardRecord;
  const card: Record<string, unknown> = {
    id: String(item.sk).slice(cardPrefix.length),
    ratingSum: item.ratingSum,
    ratingCount: item.ratingCount,
  };
  for (const field of storedFields) card[field] = item[storedNames[field]];
  return card as unknown as CardRecord;
};

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

/**
 * The catalogue projection: cards in shard partitions and the versions item. Its writes are parts
 * of the recipe and rating transactions (recipes.ts, ratings.ts); each card change comes with
 * `bumpVersion`, which tells warm readers to reload that shard.
 */
export const catalogueParts = {
  putCard: (card: CardRecord) => putPart(cardItem(card)),
  /**
   * Rewrites every field but the ratings in the short-named shape, and removes the long names a card
   * written before them had, so an edited old card is a new one.
   */
  updateCard: (card: CardRecord) => {
    const stored = storedFieldsOf(card);
    const set = setFields(stored, Object.keys(stored));
    const legacy = ['id', ...storedFields];
    return updatePart(cardKey(card.id), {
      ...set,
      UpdateExpression: `${set.UpdateExpression} REMOVE ${legacy.map((name) => `#old_${name}`).join(', ')}`,
      ExpressionAttributeNames: {
        ...set.ExpressionAttributeNames,
        ...Object.fromEntries(legacy.map((name) => [`#old_${name}`, name])),
      },
      ...present,
    });
  },
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

  /** Bumps the shards of these recipes at once, after changes made without their bumps. */
  async bumpShardsOf(recipeIds: string[]): Promise<void> {
    const shards = [...new Set(recipeIds.map(shardOf))];
    if (shards.length === 0) return;
    await table.write(
      updatePart(versionsKey(), {
        UpdateExpression: `ADD ${shards.map((shard) => `#s${shard} :one`).join(', ')}`,
        ExpressionAttributeNames: Object.fromEntries(
          shards.map((shard) => [`#s${shard}`, shardVersionAttribute(shard)]),
        ),
        ExpressionAttributeValues: { ':one': 1 },
      }),
    );
  },

  async shardCards(shard: number): Promise<CardRecord[]> {
    const items = await table.query<Record<string, unknown>>({
      partition: shardPartition(shard),
      consistent: true,
    });
    return items.map(cardOfItem);
  },
});

export type Catalogue = ReturnType<typeof createCatalogue>;
