import {
  DeleteCommand,
  type DynamoDBDocumentClient,
  GetCommand,
  PutCommand,
  TransactWriteCommand,
  UpdateCommand,
} from '@aws-sdk/lib-dynamodb';
import type { Generated } from '#shared/shopping/merge';
import type { itemSources } from '#shared/shopping/shopping-schemas';
import { batchGet } from '../data/batch-get';
import { isConditionFailure, transactionConditionFailed } from '../data/condition-failures';
import { keys } from '../data/keys';
import { queryAll } from '../data/query-all';
import { type Owner, ownerPartition } from '../mealplans/meal-plan-repository';
import type { RecipeRecord } from '../recipes/recipe-items';

/**
 * Item ids name their owner: `u_<userId>_<key>` or `g_<groupId>_<key>`, the key being a random UUID.
 * A route given an id so knows the item's partition without reading anything, and can check the
 * caller's membership and read the item side by side.
 */
export const itemIdOf = (owner: Owner, key: string) =>
  `${owner.type === 'user' ? 'u' : 'g'}_${owner.id}_${key}`;

export const parseItemId = (id: string): { owner: Owner; key: string } | undefined => {
  const [type, ownerId, key, ...rest] = id.split('_');
  if (!ownerId || !key || rest.length > 0 || (type !== 'u' && type !== 'g')) return undefined;
  return { owner: { type: type === 'u' ? 'user' : 'group', id: ownerId }, key };
};

/** A stored item: the API fields (but the owner as type and id) and the merge bookkeeping. */
export interface ShoppingItemRecord {
  id: string;
  key: string;
  name: string;
  amount: number | null;
  unit: string | null;
  isChecked: boolean;
  source: (typeof itemSources)[number];
  recipeId: string | null;
  createdAt: string;
  ownerType: Owner['type'];
  ownerId: string;
  /** Bumped by every write; list-wide changes are conditioned on it. */
  rev: number;
  /** What each week's generation put into the item (see shared/shopping/merge.ts). */
  generated?: Generated;
}

export type ItemChanges = Pick<ShoppingItemRecord, 'name' | 'amount' | 'unit' | 'isChecked'>;

/** Changes to many items of one list, written together; each existing item only if no one changed it since it was read. */
export interface ListWrite {
  put: ShoppingItemRecord[];
  replace: ShoppingItemRecord[];
  delete: ShoppingItemRecord[];
}

/** DynamoDB's limit of items in one transaction. */
const transactionSize = 100;

const ownerOf = (record: Pick<ShoppingItemRecord, 'ownerType' | 'ownerId'>): Owner => ({
  type: record.ownerType,
  id: record.ownerId,
});

const itemKey = (record: Pick<ShoppingItemRecord, 'ownerType' | 'ownerId' | 'key'>) =>
  keys.shoppingItem(ownerPartition(ownerOf(record)), record.key);

const itemOf = (record: ShoppingItemRecord) => ({ ...itemKey(record), type: 'ShoppingItem', ...record });

export const createShoppingListRepository = (db: DynamoDBDocumentClient, tableName: string) => ({
  /** An owner's whole list: one Query on its partition (more pages only past 1 MB). */
  async list(owner: Owner): Promise<ShoppingItemRecord[]> {
    return queryAll<ShoppingItemRecord>(db, {
      TableName: tableName,
      KeyConditionExpression: 'pk = :pk AND begins_with(sk, :prefix)',
      ExpressionAttributeValues: { ':pk': ownerPartition(owner), ':prefix': keys.shoppingItemPrefix },
      ConsistentRead: true,
    });
  },

  async get(owner: Owner, key: string): Promise<ShoppingItemRecord | undefined> {
    const { Item } = await db.send(
      new GetCommand({
        TableName: tableName,
        Key: keys.shoppingItem(ownerPartition(owner), key),
        ConsistentRead: true,
      }),
    );
    return Item as ShoppingItemRecord | undefined;
  },

  async create(record: ShoppingItemRecord): Promise<void> {
    await db.send(
      new PutCommand({
        TableName: tableName,
        Item: itemOf(record),
        ConditionExpression: 'attribute_not_exists(pk)',
      }),
    );
  },

  /**
   * Sets the editable fields of an existing item; undefined when it is gone. `keepGenerated` false
   * drops the merge bookkeeping: an item renamed or measured differently is no longer what a
   * generation put there.
   */
  async update(
    owner: Owner,
    key: string,
    changes: ItemChanges,
    keepGenerated: boolean,
  ): Promise<ShoppingItemRecord | undefined> {
    try {
      const { Attributes } = await db.send(
        new UpdateCommand({
          TableName: tableName,
          Key: keys.shoppingItem(ownerPartition(owner), key),
          UpdateExpression: `SET #name = :name, amount = :amount, #unit = :unit, isChecked = :isChecked ADD rev :one${keepGenerated ? '' : ' REMOVE generated'}`,
          ConditionExpression: 'attribute_exists(pk)',
          ExpressionAttributeNames: { '#name': 'name', '#unit': 'unit' },
          ExpressionAttributeValues: {
            ':name': changes.name,
            ':amount': changes.amount,
            ':unit': changes.unit,
            ':isChecked': changes.isChecked,
            ':one': 1,
          },
          ReturnValues: 'ALL_NEW',
        }),
      );
      return Attributes as ShoppingItemRecord;
    } catch (error) {
      if (isConditionFailure(error)) return undefined;
      throw error;
    }
  },

  /** Whether there was an item to delete. */
  async delete(owner: Owner, key: string): Promise<boolean> {
    try {
      await db.send(
        new DeleteCommand({
          TableName: tableName,
          Key: keys.shoppingItem(ownerPartition(owner), key),
          ConditionExpression: 'attribute_exists(pk)',
        }),
      );
      return true;
    } catch (error) {
      if (isConditionFailure(error)) return false;
      throw error;
    }
  },

  /**
   * Writes a list-wide change in transactions of up to 100 items. 'conflict' when an item was
   * changed or deleted since it was read (its `rev` moved): read the list again and recompute.
   */
  async write(change: ListWrite): Promise<'done' | 'conflict'> {
    const unchanged = (record: ShoppingItemRecord) => ({
      ConditionExpression: 'rev = :seen',
      ExpressionAttributeValues: { ':seen': record.rev },
    });
    const actions = [
      ...change.put.map((record) => ({
        Put: { TableName: tableName, Item: itemOf(record), ConditionExpression: 'attribute_not_exists(pk)' },
      })),
      ...change.replace.map((record) => ({
        Put: { TableName: tableName, Item: itemOf({ ...record, rev: record.rev + 1 }), ...unchanged(record) },
      })),
      ...change.delete.map((record) => ({
        Delete: { TableName: tableName, Key: itemKey(record), ...unchanged(record) },
      })),
    ];
    for (let start = 0; start < actions.length; start += transactionSize) {
      const batch = actions.slice(start, start + transactionSize);
      try {
        await db.send(new TransactWriteCommand({ TransactItems: batch }));
      } catch (error) {
        if (batch.some((_, index) => transactionConditionFailed(error, index))) return 'conflict';
        throw error;
      }
    }
    return 'done';
  },

  /** Recipes by id in one batch read; missing ones are skipped. */
  async recipes(recipeIds: string[]): Promise<RecipeRecord[]> {
    const items = await batchGet(db, tableName, [...new Set(recipeIds)].map(keys.recipe));
    return items.filter((item) => item.type === 'Recipe') as unknown as RecipeRecord[];
  },
});

export type ShoppingListRepository = ReturnType<typeof createShoppingListRepository>;
