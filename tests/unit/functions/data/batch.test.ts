import { BatchGetCommand, type BatchWriteCommand } from '@aws-sdk/lib-dynamodb';
import { describe, expect, it } from 'vitest';
import { batchDelete, batchGet, type Sender } from '#functions/data/batch';
import { UnprocessedItemsError } from '#functions/data/unprocessed-items-error';
import { instantBackoff } from '../services/fakes';

const table = 'unit-table';
const keyOf = (index: number) => ({ pk: `P#${index}`, sk: 'S' });

const backoff = () => {
  const { backoff: policy, pauses } = instantBackoff(4, () => 1);
  return { policy, pauses };
};

/** A fake DynamoDB that processes at most `perRound` keys of each request and leaves the rest. */
const throttlingDb = (perRound: number) => {
  const requests: (BatchGetCommand | BatchWriteCommand)[] = [];
  const deleted: unknown[] = [];
  const db: Sender = {
    async send(command) {
      requests.push(command);
      if (command instanceof BatchGetCommand) {
        const keys = command.input.RequestItems?.[table]?.Keys ?? [];
        const left = keys.slice(perRound);
        return {
          Responses: { [table]: keys.slice(0, perRound).map((key) => ({ ...key, found: true })) },
          UnprocessedKeys: left.length > 0 ? { [table]: { Keys: left } } : {},
        };
      }
      const writes = command.input.RequestItems?.[table] ?? [];
      deleted.push(...writes.slice(0, perRound).map((write) => write.DeleteRequest?.Key));
      const left = writes.slice(perRound);
      return { UnprocessedItems: left.length > 0 ? { [table]: left } : {} };
    },
  };
  return { db, requests, deleted };
};

describe('batchGet', () => {
  it('asks again for unprocessed keys, pausing between rounds, in chunks of 100', async () => {
    const { db, requests } = throttlingDb(60);
    const { policy, pauses } = backoff();
    const keys = Array.from({ length: 150 }, (_, index) => keyOf(index));
    const found = await batchGet(db, table, keys, policy);
    expect(found.map(({ pk }) => pk)).toEqual(keys.map(({ pk }) => pk));
    expect(
      requests.map((request) => (request as BatchGetCommand).input.RequestItems?.[table]?.Keys?.length),
    ).toEqual([100, 40, 50]);
    expect(pauses).toEqual([20]);
  });

  it('throws when keys stay unprocessed after every round', async () => {
    const { db, requests } = throttlingDb(0);
    const { policy, pauses } = backoff();
    await expect(batchGet(db, table, [keyOf(1), keyOf(2)], policy)).rejects.toEqual(
      new UnprocessedItemsError('BatchGetItem', 2),
    );
    expect(requests).toHaveLength(4);
    expect(pauses).toEqual([20, 40, 80]);
  });

  it('sends nothing for no keys', async () => {
    const { db, requests } = throttlingDb(0);
    expect(await batchGet(db, table, [], backoff().policy)).toEqual([]);
    expect(requests).toHaveLength(0);
  });
});

describe('batchDelete', () => {
  it('deletes in chunks of 25, retrying what is left', async () => {
    const { db, requests, deleted } = throttlingDb(20);
    const keys = Array.from({ length: 30 }, (_, index) => keyOf(index));
    await batchDelete(db, table, keys, backoff().policy);
    expect(deleted).toEqual(keys);
    expect(
      requests.map((request) => (request as BatchWriteCommand).input.RequestItems?.[table]?.length),
    ).toEqual([25, 5, 5]);
  });

  it('throws a named error when items stay unprocessed', async () => {
    const { db } = throttlingDb(0);
    const failure = await batchDelete(db, table, [keyOf(1)], backoff().policy).catch(
      (error: unknown) => error,
    );
    expect(failure).toBeInstanceOf(UnprocessedItemsError);
    expect(failure).toMatchObject({
      name: 'UnprocessedItemsError',
      operation: 'BatchWriteItem',
      unprocessed: 1,
    });
  });
});
