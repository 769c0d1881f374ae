import { createServer, request, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { _Record } from '@aws-sdk/client-dynamodb-streams';
import { DynamoDBDocumentClient, PutCommand } from '@aws-sdk/lib-dynamodb';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ensureTable } from '../../infra/local/create-table';
import { followTableStream } from '../../infra/local/table-stream';
import { ownDynamoDb } from './support/own-dynamodb';

/**
 * What the local runtime's stream reader costs DynamoDB Local (issue 28, point 8): its calls are
 * counted by a proxy in front of DynamoDB Local, by the action each names, while idle and under a
 * run of writes each followed by a wake, as the runtime wakes it after every change a consumer takes.
 */
const tableName = 'stream-reads';
const local = ownDynamoDb('stream-reads');
const calls = new Map<string, number>();
let proxy: Server;
let proxyEndpoint = '';

beforeAll(async () => {
  await ensureTable(local.client, tableName);
  const target = new URL(local.dynamo.endpoint);
  proxy = createServer((incoming, answer) => {
    const action = String(incoming.headers['x-amz-target'] ?? '').split('.')[1] ?? '';
    calls.set(action, (calls.get(action) ?? 0) + 1);
    const forwarded = request(
      {
        host: target.hostname,
        port: target.port,
        path: incoming.url,
        method: incoming.method,
        headers: incoming.headers,
      },
      (response) => {
        answer.writeHead(response.statusCode ?? 502, response.headers);
        response.pipe(answer);
      },
    );
    incoming.pipe(forwarded);
  });
  await new Promise<void>((listening) => proxy.listen(0, '127.0.0.1', listening));
  proxyEndpoint = `http://127.0.0.1:${(proxy.address() as AddressInfo).port}`;
});
afterAll(() => proxy?.close());

const sleep = (ms: number) => new Promise((done) => setTimeout(done, ms));
const getRecordsCalls = () => calls.get('GetRecords') ?? 0;

describe('the local stream reader', () => {
  it('reads little while idle, at most every 20 ms under writes, and delivers every write', async () => {
    const received: _Record[] = [];
    const stream = followTableStream({
      tableName,
      endpoint: proxyEndpoint,
      region: 'local',
      credentials: { accessKeyId: 'local', secretAccessKey: 'local' },
      onRecords: async (records) => {
        received.push(...records);
      },
    });
    const db = DynamoDBDocumentClient.from(local.client);
    try {
      await sleep(1_000); // reading from the stream's latest record before anything is written

      const idleFrom = getRecordsCalls();
      await sleep(2_000);
      const idleReads = getRecordsCalls() - idleFrom;

      // 200 writes from 8 writers at once, each followed by a wake, as the runtime wakes the reader
      // after every change to a shopping list (a busy shared list).
      const writes = 200;
      const writers = 8;
      const busyFrom = getRecordsCalls();
      const started = Date.now();
      await Promise.all(
        Array.from({ length: writers }, async (_, writer) => {
          for (let index = writer; index < writes; index += writers) {
            await db.send(
              new PutCommand({
                TableName: tableName,
                Item: { pk: 'RECIPE#r', sk: `RATING#${index}`, value: index },
              }),
            );
            stream.wake();
          }
        }),
      );
      await expect.poll(() => received.length, { timeout: 10_000 }).toBe(writes);
      const busyMs = Date.now() - started;
      const busyReads = getRecordsCalls() - busyFrom;
      console.log(
        `GetRecords: ${idleReads} in 2 s idle; ${busyReads} in ${busyMs} ms of ${writes} writes with a wake each`,
      );

      // Every 250 ms while idle, on each open shard (DynamoDB Local keeps one or two open).
      expect(idleReads).toBeLessThanOrEqual(2 * 2 * 4 + 2);
      // No more than one read per 20 ms per shard, however many writes wake it.
      expect(busyReads).toBeLessThanOrEqual(2 * Math.ceil(busyMs / 20) + 2);
      expect(new Set(received.map((record) => record.dynamodb?.Keys?.sk?.S)).size).toBe(writes);
    } finally {
      stream.stop();
    }
  });
});
