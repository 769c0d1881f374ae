import { type DynamoDBDocumentClient, GetCommand, TransactWriteCommand } from '@aws-sdk/lib-dynamodb';
import { deleteAllMatching } from '../data/batch-delete';
import { transactionConditionFailed } from '../data/condition-failures';
import { keys } from '../data/keys';
import { cardOf, type RecipeRecord, recipeItems, shardOf, shardVersionAttribute } from './recipe-items';

/** The transaction item that tells catalogue readers a shard changed. */
export const bumpShardVersion = (tableName: string, recipeId: string) => ({
  Update: {
    TableName: tableName,
    Key: keys.catalogueVersions(),
    UpdateExpression: 'ADD #version :one',
    ExpressionAttributeNames: { '#version': shardVersionAttribute(shardOf(recipeId)) },
    ExpressionAttributeValues: { ':one': 1 },
  },
});

/** Fields a recipe update replaces; ratings, creator and creation time stay. */
const editableFields = [
  'name',
  'description',
  'prepTime',
  'cookTime',
  'servings',
  'imageUrl',
  'externalRecipeUrl',
  'ingredients',
  'instructions',
] as const satisfies readonly (keyof RecipeRecord)[];
const cardFields = editableFields.filter((field) => field !== 'ingredients' && field !== 'instructions');

const setExpression = (fields: readonly string[]) => ({
  UpdateExpression: `SET ${fields.map((field) => `#${field} = :${field}`).join(', ')}`,
  ExpressionAttributeNames: Object.fromEntries(fields.map((field) => [`#${field}`, field])),
});

export const createRecipeRepository = (db: DynamoDBDocumentClient, tableName: string) => ({
  async get(recipeId: string): Promise<RecipeRecord | undefined> {
    const { Item } = await db.send(new GetCommand({ TableName: tableName, Key: keys.recipe(recipeId) }));
    return Item as RecipeRecord | undefined;
  },

  /** The recipe and its card, and the shard's version, in one transaction. */
  async create(record: RecipeRecord): Promise<void> {
    const { recipe, card } = recipeItems(record);
    await db.send(
      new TransactWriteCommand({
        TransactItems: [
          { Put: { TableName: tableName, Item: recipe, ConditionExpression: 'attribute_not_exists(pk)' } },
          { Put: { TableName: tableName, Item: card } },
          bumpShardVersion(tableName, record.id),
        ],
      }),
    );
  },

  /**
   * Replaces the editable fields of recipe and card while the caller still owns the recipe.
   * Returns false when the recipe vanished or changed owner meanwhile.
   */
  async update(record: RecipeRecord, ownerId: string): Promise<boolean> {
    const values = (fields: readonly (keyof RecipeRecord)[]) =>
      Object.fromEntries(fields.map((field) => [`:${field}`, record[field] ?? null]));
    const card = cardOf(record);
    try {
      await db.send(
        new TransactWriteCommand({
          TransactItems: [
            {
              Update: {
                TableName: tableName,
                Key: keys.recipe(record.id),
                ...setExpression(editableFields),
                ConditionExpression: 'attribute_exists(pk) AND createdBy = :owner',
                ExpressionAttributeValues: { ...values(editableFields), ':owner': ownerId },
              },
            },
            {
              Update: {
                TableName: tableName,
                Key: keys.catalogueCard(shardOf(card.id), card.id),
                ...setExpression(cardFields),
                ConditionExpression: 'attribute_exists(pk)',
                ExpressionAttributeValues: values(cardFields),
              },
            },
            bumpShardVersion(tableName, record.id),
          ],
        }),
      );
      return true;
    } catch (error) {
      if (transactionConditionFailed(error, 0) || transactionConditionFailed(error, 1)) return false;
      throw error;
    }
  },

  /** Removes recipe and card while the caller owns it; false when it was already gone. */
  async delete(recipeId: string, ownerId: string): Promise<boolean> {
    try {
      await db.send(
        new TransactWriteCommand({
          TransactItems: [
            {
              Delete: {
                TableName: tableName,
                Key: keys.recipe(recipeId),
                ConditionExpression: 'attribute_exists(pk) AND createdBy = :owner',
                ExpressionAttributeValues: { ':owner': ownerId },
              },
            },
            { Delete: { TableName: tableName, Key: keys.catalogueCard(shardOf(recipeId), recipeId) } },
            bumpShardVersion(tableName, recipeId),
          ],
        }),
      );
      return true;
    } catch (error) {
      if (transactionConditionFailed(error, 0)) return false;
      throw error;
    }
  },

  /**
   * Deletes every rating of a deleted recipe. New ratings cannot appear meanwhile: rating
   * transactions check that the recipe exists.
   */
  async deleteRatings(recipeId: string): Promise<void> {
    await deleteAllMatching(db, {
      TableName: tableName,
      KeyConditionExpression: 'pk = :pk AND begins_with(sk, :prefix)',
      ExpressionAttributeValues: { ':pk': keys.recipe(recipeId).pk, ':prefix': keys.ratingPrefix },
    });
  },
});

export type RecipeRepository = ReturnType<typeof createRecipeRepository>;
