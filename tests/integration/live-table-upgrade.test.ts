import { DescribeTableCommand, UpdateTableCommand } from '@aws-sdk/client-dynamodb';
import type { _Record } from '@aws-sdk/client-dynamodb-streams';
import { DynamoDBDocumentClient, GetCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import { describe, expect, it } from 'vitest';
import { messageOf } from '#functions/live/stream-messages';
import { ensureTable } from '../../infra/local/create-table';
import { followTableStream } from '../../infra/local/table-stream';
import { ownDynamoDb } from './support/own-dynamodb';

/**
 * A data directory from before live lists: its table has no stream. The next start adds one and
 * keeps every item; the local runtime's stream reader then sees changes to shopping items.
 */
const tableName = 'before-live-lists';
const local = ownDynamoDb('stream-upgrade');

const streamOf = async () =>
  (await local.client.send(new DescribeTableCommand({ TableName: tableName }))).Table?.StreamSpecification;

describe('a table made before live lists', () => {
  it('gets its stream on the next start, keeps its items, and the stream reader sees new changes', async () => {
    // The old shape: the table as before, without a stream.
    await ensureTable(local.client, tableName);
    await local.client.send(
      new UpdateTableCommand({ TableName: tableName, StreamSpecification: { StreamEnabled: false } }),
    );
    expect((await streamOf())?.StreamEnabled ?? false).toBe(false);
    const db = DynamoDBDocumentClient.from(local.client);
    const oldItem = {
      pk: 'USER#u1',
      sk: 'SHOP#old',
      type: 'ShoppingItem',
      id: 'u_u1_old',
      name: 'Tea',
      isChecked: false,
    };
    await db.send(new PutCommand({ TableName: tableName, Item: oldItem }));

    expect(await ensureTable(local.client, tableName)).toBe('exists');
    expect(await streamOf()).toEqual({ StreamEnabled: true, StreamViewType: 'NEW_AND_OLD_IMAGES' });
    const { Item } = await db.send(
      new GetCommand({ TableName: tableName, Key: { pk: 'USER#u1', sk: 'SHOP#old' } }),
    );
    expect(Item).toEqual(oldItem);

    const received: _Record[] = [];
    const stream = followTableStream({
      tableName,
      endpoint: local.dynamo.endpoint,
      region: 'local',
      credentials: { accessKeyId: 'local', secretAccessKey: 'local' },
      onRecords: async (records) => {
        received.push(...records);
      },
    });
    try {
      // The reader starts at the stream's latest record: wait until it is reading before writing.
      await new Promise((done) => setTimeout(done, 1_000));
      await db.send(
        new PutCommand({
          TableName: tableName,
          Item: {
            ...oldItem,
            sk: 'SHOP#new',
            id: 'u_u1_new',
            name: 'Milk',
            ownerType: 'user',
            ownerId: 'u1',
            createdAt: '2026-11-25T10:00:00.000Z',
            source: 'manual',
            rev: 0,
          },
        }),
      );
      await expect
        .poll(() => received.map((record) => messageOf(record as Parameters<typeof messageOf>[0])), {
          timeout: 5_000,
        })
        .toEqual([
          expect.objectContaining({ type: 'item-changed', item: expect.objectContaining({ name: 'Milk' }) }),
        ]);
    } finally {
      await stream.stop();
    }
  });
});
