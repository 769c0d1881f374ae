import { BatchGetCommand, BatchWriteCommand } from '@aws-sdk/lib-dynamodb';
import { type Backoff, backoffDelay, defaultBackoff } from './backoff';
import type { Key } from './table-definition';
import { UnprocessedItemsError } from './unprocessed-items-error';

/** What the batch helpers need of a client: a plain fake `send` serves in tests. */
export interface Sender {
  send(command: BatchGetCommand | BatchWriteCommand): Promise<Record<string, unknown>>;
}

const chunks = <T>(list: T[], size: number): T[][] =>
  Array.from({ length: Math.ceil(list.length / size) }, (_, index) =>
    list.slice(index * size, (index + 1) * size),
  );

/**
 * Sends one batch request, then again with whatever DynamoDB left unprocessed, pausing with the
 * back-off between rounds; throws when items are still left after the last round.
 */
const untilProcessed = async <Request>(
  operation: UnprocessedItemsError['operation'],
  first: Request[],
  round: (requests: Request[]) => Promise<Request[]>,
  backoff: Backoff,
): Promise<void> => {
  let left = first;
  for (let attempt = 0; attempt < backoff.attempts && left.length > 0; attempt++) {
    if (attempt > 0) await backoff.sleep(backoffDelay(attempt, backoff));
    left = await round(left);
  }
  if (left.length > 0) throw new UnprocessedItemsError(operation, left.length);
};

/** Reads items by key, 100 per BatchGetItem; keys with no item are skipped. */
export const batchGet = async (
  db: Sender,
  tableName: string,
  keyList: Key[],
  backoff: Backoff = defaultBackoff,
): Promise<Record<string, unknown>[]> => {
  const found: Record<string, unknown>[] = [];
  for (const chunk of chunks(keyList, 100)) {
    await untilProcessed(
      'BatchGetItem',
      chunk,
      async (Keys) => {
        const result = (await db.send(new BatchGetCommand({ RequestItems: { [tableName]: { Keys } } }))) as {
          Responses?: Record<string, Record<string, unknown>[]>;
          UnprocessedKeys?: Record<string, { Keys?: Key[] }>;
        };
        found.push(...(result.Responses?.[tableName] ?? []));
        return result.UnprocessedKeys?.[tableName]?.Keys ?? [];
      },
      backoff,
    );
  }
  return found;
};

/** Deletes items by key, 25 per BatchWriteItem. */
export const batchDelete = async (
  db: Sender,
  tableName: string,
  keyList: Key[],
  backoff: Backoff = defaultBackoff,
): Promise<void> => {
  for (const chunk of chunks(keyList, 25)) {
    await untilProcessed(
      'BatchWriteItem',
      chunk.map((Key) => ({ DeleteRequest: { Key } })),
      async (requests) => {
        const result = (await db.send(
          new BatchWriteCommand({ RequestItems: { [tableName]: requests } }),
        )) as { UnprocessedItems?: Record<string, { DeleteRequest: { Key: Key } }[]> };
        return result.UnprocessedItems?.[tableName] ?? [];
      },
      backoff,
    );
  }
};
