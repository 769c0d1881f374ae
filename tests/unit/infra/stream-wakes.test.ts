import { describe, expect, it } from 'vitest';
import { changedSortKeys, consumersMayTake, wakeOnConsumedChanges } from '../../../infra/local/stream-wakes';

const key = (sk: string) => ({ pk: { S: 'USER#u1' }, sk: { S: sk } });

/** The middleware as the shared client runs it (the context names the low-level command), over a DynamoDB answering `result`. */
const runThrough = async (commandName: string, input: Record<string, unknown>, result: Promise<unknown>) => {
  let wakes = 0;
  let middleware: unknown;
  wakeOnConsumedChanges(
    { middlewareStack: { add: (added: unknown) => (middleware = added) } } as never,
    () => {
      wakes += 1;
    },
  );
  const handler = (middleware as (next: unknown, context: unknown) => (args: unknown) => Promise<unknown>)(
    () => result,
    { commandName },
  );
  await handler({ input }).catch(() => undefined);
  return wakes;
};

describe('the local stream reader is woken by the changes its consumers take', () => {
  it('reads the changed sort keys of every kind of write, and none of a read', () => {
    expect(changedSortKeys('PutItem', { Item: key('SHOP#1') })).toEqual(['SHOP#1']);
    expect(changedSortKeys('UpdateItem', { Key: key('PROFILE') })).toEqual(['PROFILE']);
    expect(changedSortKeys('DeleteItem', { Key: key('RATING#r1') })).toEqual(['RATING#r1']);
    expect(
      changedSortKeys('TransactWriteItems', {
        TransactItems: [
          { Put: { Item: key('RATING#r1') } },
          { ConditionCheck: { Key: key('SHOP#checked-only') } },
          { Update: { Key: key('PANTRY#p1') } },
        ],
      }),
    ).toEqual(['RATING#r1', 'PANTRY#p1']);
    expect(
      changedSortKeys('BatchWriteItem', {
        RequestItems: { t: [{ PutRequest: { Item: key('AISLE#a') } }, { DeleteRequest: { Key: key('X') } }] },
      }),
    ).toEqual(['AISLE#a', 'X']);
    for (const read of ['GetItem', 'Query', 'Scan', 'BatchGetItem', 'TransactGetItems'])
      expect(changedSortKeys(read, { Key: key('SHOP#1') })).toEqual([]);
    // A command not known here may change anything.
    expect(changedSortKeys('ExecuteStatement', { Statement: 'UPDATE t SET a = 1' })).toEqual([undefined]);
  });

  it("takes the live lists' and the clean-up's keys, and an unknown one; not a rating's or a recipe's", () => {
    for (const sortKey of ['SHOP#i1', 'AISLE#dairy', 'PANTRY#p1', 'ALWAYS#HAVE', 'PROFILE', undefined])
      expect(consumersMayTake(sortKey)).toBe(true);
    for (const sortKey of ['RATING#r1', 'RECIPE#r1', 'SESSION#s1', 'PROFILE#other', 'CONN#c1'])
      expect(consumersMayTake(sortKey)).toBe(false);
  });

  it('wakes after a change a consumer takes has been made, and not for a failed one or a rating', async () => {
    expect(await runThrough('PutItemCommand', { Item: key('SHOP#1') }, Promise.resolve({}))).toBe(1);
    expect(await runThrough('PutItemCommand', { Item: key('SHOP#1') }, Promise.reject(new Error('no')))).toBe(
      0,
    );
    expect(
      await runThrough(
        'TransactWriteItemsCommand',
        { TransactItems: [{ Put: { Item: key('RATING#r') } }] },
        Promise.resolve({}),
      ),
    ).toBe(0);
    expect(await runThrough('GetItemCommand', { Key: key('SHOP#1') }, Promise.resolve({}))).toBe(0);
  });
});
