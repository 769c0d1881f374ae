import {
  DeleteCommand,
  type DynamoDBDocumentClient,
  GetCommand,
  PutCommand,
  paginateQuery,
  QueryCommand,
  type QueryCommandInput,
  TransactWriteCommand,
  UpdateCommand,
} from '@aws-sdk/lib-dynamodb';
import { type Backoff, defaultBackoff } from './backoff';
import { batchDelete, batchGet } from './batch';
import { transactionConditionFailed, unlessConditionFailed } from './condition-failures';
import type { IndexName, Key } from './table-definition';

/** A condition (or update) expression with the names and values it uses. */
interface Expression {
  ConditionExpression?: string;
  ExpressionAttributeNames?: Record<string, string>;
  ExpressionAttributeValues?: Record<string, unknown>;
}

/**
 * One write, as the entity module that owns the item builds it: used alone (`write`, `tryWrite`,
 * `update`) or as one action of a transaction another module composes. The table adds its name.
 */
export type WritePart =
  | { Put: Expression & { Item: Key & Record<string, unknown> } }
  | { Update: Expression & { Key: Key; UpdateExpression: string } }
  | { Delete: Expression & { Key: Key } }
  | { ConditionCheck: Expression & { Key: Key; ConditionExpression: string } };

export const putPart = (item: Key & Record<string, unknown>, condition: Expression = {}): WritePart => ({
  Put: { Item: item, ...condition },
});

export const updatePart = (key: Key, update: Expression & { UpdateExpression: string }): WritePart => ({
  Update: { Key: key, ...update },
});

export const deletePart = (key: Key, condition: Expression = {}): WritePart => ({
  Delete: { Key: key, ...condition },
});

export const checkPart = (key: Key, condition: Expression & { ConditionExpression: string }): WritePart => ({
  ConditionCheck: { Key: key, ...condition },
});

/** The condition of a write that creates an item: none may exist under its key. */
export const absent = { ConditionExpression: 'attribute_not_exists(pk)' } as const;
/** The condition of a write that changes an item: it must exist. */
export const present = { ConditionExpression: 'attribute_exists(pk)' } as const;

/** `SET #a = :a, #b = :b…` for the named fields of a record (a missing value stored as null). */
export const setFields = <T extends object>(record: T, fields: readonly (keyof T & string)[]) => ({
  UpdateExpression: `SET ${fields.map((field) => `#${field} = :${field}`).join(', ')}`,
  ExpressionAttributeNames: Object.fromEntries(fields.map((field) => [`#${field}`, field])),
  ExpressionAttributeValues: Object.fromEntries(fields.map((field) => [`:${field}`, record[field] ?? null])),
});

/** A key condition: a partition, optionally narrowed by sort key. */
export interface KeyQuery {
  partition: string;
  sortKey?: { beginsWith: string } | { between: [string, string] };
  /** Query the index instead of the table (its partition key is then the one matched). */
  index?: IndexName;
  filter?: string;
  /** The values the filter names (`:now`…), besides the key condition's own. */
  filterValues?: Record<string, unknown>;
  /** Highest sort key first (a listing's newest first). */
  descending?: boolean;
  consistent?: boolean;
  projection?: string;
}

const queryInput = (tableName: string, query: KeyQuery): QueryCommandInput => {
  const partitionKey = query.index ? `${query.index}pk` : 'pk';
  // An index is narrowed by its own sort key (gsi1sk), the table by sk.
  const sortKeyName = query.index ? `${query.index}sk` : 'sk';
  const sortKey = query.sortKey;
  const sortCondition = !sortKey
    ? ''
    : 'beginsWith' in sortKey
      ? ` AND begins_with(${sortKeyName}, :prefix)`
      : ` AND ${sortKeyName} BETWEEN :from AND :to`;
  const sortValues = !sortKey
    ? {}
    : 'beginsWith' in sortKey
      ? { ':prefix': sortKey.beginsWith }
      : { ':from': sortKey.between[0], ':to': sortKey.between[1] };
  return {
    TableName: tableName,
    IndexName: query.index,
    KeyConditionExpression: `${partitionKey} = :pk${sortCondition}`,
    FilterExpression: query.filter,
    ExpressionAttributeValues: { ':pk': query.partition, ...sortValues, ...query.filterValues },
    ScanIndexForward: query.descending ? false : undefined,
    ConsistentRead: query.consistent,
    ProjectionExpression: query.projection,
  };
};

/**
 * The single table as the entity modules (users.ts, recipes.ts, …) use it: reads, single writes,
 * transactions and batches, each mapping an expected condition failure to an outcome instead of
 * an exception. Entity modules build keys and items; this module knows only DynamoDB.
 */
export const createTable = (
  db: DynamoDBDocumentClient,
  tableName: string,
  backoff: Backoff = defaultBackoff,
) => {
  const named = (part: WritePart) => {
    const [[action, body]] = Object.entries(part) as [[string, object]];
    return { [action]: { TableName: tableName, ...body } };
  };

  const single = (part: WritePart, returnNew = false): Promise<{ Attributes?: Record<string, unknown> }> => {
    const options = { TableName: tableName, ...(returnNew ? { ReturnValues: 'ALL_NEW' as const } : {}) };
    if ('Put' in part) return db.send(new PutCommand({ ...options, ...part.Put }));
    if ('Update' in part) return db.send(new UpdateCommand({ ...options, ...part.Update }));
    if ('Delete' in part) return db.send(new DeleteCommand({ ...options, ...part.Delete }));
    throw new Error('A condition check is only part of a transaction');
  };

  return {
    async get<T>(
      key: Key,
      options: { consistent?: boolean; projection?: string } = {},
    ): Promise<T | undefined> {
      const { Item } = await db.send(
        new GetCommand({
          TableName: tableName,
          Key: key,
          ConsistentRead: options.consistent,
          ProjectionExpression: options.projection,
        }),
      );
      return Item as T | undefined;
    },

    /** Every item a key condition finds, across DynamoDB's 1 MB pages. */
    async query<T>(query: KeyQuery): Promise<T[]> {
      const items: T[] = [];
      for await (const page of paginateQuery({ client: db }, queryInput(tableName, query)))
        items.push(...((page.Items ?? []) as T[]));
      return items;
    },

    /** One page of a query, for a listing the caller pages through with a cursor. */
    async page<T>(query: KeyQuery, limit: number, startKey: Record<string, unknown> | undefined) {
      const { Items = [], LastEvaluatedKey } = await db.send(
        new QueryCommand({ ...queryInput(tableName, query), Limit: limit, ExclusiveStartKey: startKey }),
      );
      return { items: Items as T[], lastKey: LastEvaluatedKey };
    },

    batchGet: <T>(keyList: Key[]) => batchGet(db, tableName, keyList, backoff) as Promise<T[]>,

    /** Deletes every item a key condition finds (a parent's children going with it). */
    async deleteAll(query: KeyQuery): Promise<void> {
      const found = await this.query<Key>({ ...query, projection: 'pk, sk' });
      await batchDelete(
        db,
        tableName,
        found.map(({ pk, sk }) => ({ pk, sk })),
        backoff,
      );
    },

    /** Deletes items by key, in batches (a parent's children that another module found). */
    deleteKeys: (keyList: Key[]) => batchDelete(db, tableName, keyList, backoff),

    /** A single write; a failed condition is an error here. */
    async write(part: WritePart): Promise<void> {
      await single(part);
    },

    /** A single write whose condition may fail: false then. */
    tryWrite: (part: WritePart): Promise<boolean> =>
      unlessConditionFailed(
        single(part).then(() => true),
        false,
      ),

    /** An update of the item under `key` whose condition may fail: false then. */
    tryUpdate(key: Key, update: Expression & { UpdateExpression: string }): Promise<boolean> {
      return this.tryWrite(updatePart(key, update));
    },

    /** An update returning the item as it now is; undefined when its condition failed. */
    update: <T>(part: WritePart): Promise<T | undefined> =>
      unlessConditionFailed(
        single(part, true).then((written) => written.Attributes as T),
        undefined,
      ),

    /** A transaction whose conditions are not expected to fail. */
    async transact(parts: WritePart[]): Promise<void> {
      await db.send(new TransactWriteCommand({ TransactItems: parts.map(named) as never }));
    },

    /**
     * A transaction whose conditions may fail: undefined when written, otherwise the outcome named
     * for the first part whose condition failed (a failure with no outcome named is an error).
     */
    async tryTransact<Outcome>(
      parts: WritePart[],
      outcomes: readonly (Outcome | undefined)[],
    ): Promise<Outcome | undefined> {
      try {
        await this.transact(parts);
        return undefined;
      } catch (error) {
        const failed = parts.findIndex((_, index) => transactionConditionFailed(error, index));
        const outcome = outcomes[failed];
        if (failed >= 0 && outcome !== undefined) return outcome;
        throw error;
      }
    },
  };
};

export type Table = ReturnType<typeof createTable>;
