import {
  ConditionalCheckFailedException,
  DynamoDBClient,
  TransactionCanceledException,
} from '@aws-sdk/client-dynamodb';
import {
  DynamoDBDocumentClient,
  type QueryCommand,
  type TransactWriteCommand,
  type UpdateCommand,
} from '@aws-sdk/lib-dynamodb';
import { describe, expect, it } from 'vitest';
import { createTable, putPart, updatePart } from '#functions/data/table';

/** A real document client (the paginator insists on one) whose `send` is a fake. */
const clientWith = (send: (command: unknown) => Promise<unknown>) => {
  const client = DynamoDBDocumentClient.from(new DynamoDBClient({ region: 'us-east-1' }));
  Object.assign(client, { send });
  return client;
};

const cancelled = (codes: string[]) =>
  new TransactionCanceledException({
    message: 'Transaction cancelled',
    $metadata: {},
    CancellationReasons: codes.map((Code) => ({ Code })),
  });

describe('the table helper', () => {
  it('follows LastEvaluatedKey through every page of a query', async () => {
    const inputs: QueryCommand['input'][] = [];
    const pages = [
      { Items: [{ id: 1 }, { id: 2 }], LastEvaluatedKey: { pk: 'P', sk: '2' } },
      { Items: [{ id: 3 }], LastEvaluatedKey: { pk: 'P', sk: '3' } },
      { Items: [] },
    ];
    const table = createTable(
      clientWith(async (command) => {
        inputs.push({ ...(command as QueryCommand).input });
        return pages[inputs.length - 1];
      }),
      'unit-table',
    );
    expect(await table.query({ partition: 'P', sortKey: { beginsWith: 'SHOP#' } })).toEqual([
      { id: 1 },
      { id: 2 },
      { id: 3 },
    ]);
    expect(inputs.map((input) => input.ExclusiveStartKey)).toEqual([
      undefined,
      { pk: 'P', sk: '2' },
      { pk: 'P', sk: '3' },
    ]);
    expect(inputs[0]).toMatchObject({
      TableName: 'unit-table',
      KeyConditionExpression: 'pk = :pk AND begins_with(sk, :prefix)',
      ExpressionAttributeValues: { ':pk': 'P', ':prefix': 'SHOP#' },
    });
  });

  it('names the outcome of the first part whose condition failed, and rethrows the rest', async () => {
    let failure: Error = cancelled(['None', 'ConditionalCheckFailed', 'None']);
    const sent: unknown[] = [];
    const table = createTable(
      clientWith(async (command) => {
        sent.push(command);
        throw failure;
      }),
      'unit-table',
    );
    const parts = [
      putPart({ pk: 'A', sk: 'A' }),
      putPart({ pk: 'B', sk: 'B' }),
      putPart({ pk: 'C', sk: 'C' }),
    ];
    expect(await table.tryTransact(parts, ['first', 'second'])).toBe('second');
    expect((sent[0] as TransactWriteCommand).input.TransactItems?.[1]).toEqual({
      Put: { TableName: 'unit-table', Item: { pk: 'B', sk: 'B' } },
    });
    failure = cancelled(['None', 'None', 'ConditionalCheckFailed']);
    await expect(table.tryTransact(parts, ['first', 'second'])).rejects.toBe(failure);
  });

  it('turns a failed condition of a single update into undefined', async () => {
    const sent: unknown[] = [];
    const table = createTable(
      clientWith(async (command) => {
        sent.push(command);
        throw new ConditionalCheckFailedException({ message: 'failed', $metadata: {} });
      }),
      'unit-table',
    );
    const part = updatePart(
      { pk: 'A', sk: 'A' },
      { UpdateExpression: 'SET x = :x', ExpressionAttributeValues: { ':x': 1 } },
    );
    expect(await table.update(part)).toBeUndefined();
    expect(await table.tryWrite(part)).toBe(false);
    expect((sent[0] as UpdateCommand).input).toMatchObject({
      TableName: 'unit-table',
      ReturnValues: 'ALL_NEW',
    });
  });
});
