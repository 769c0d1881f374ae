import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createConnection } from 'node:net';
import { networkInterfaces, tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type RunningDynamoDb, startDynamoDbLocal } from '../../infra/local/dynamodb-local';
import { freePort } from '../../infra/local/free-port';

const dataDir = mkdtempSync(join(tmpdir(), 'recipe-planner-ddb-binding-'));
const port = await freePort();
let dynamo: RunningDynamoDb;

beforeAll(async () => {
  dynamo = await startDynamoDbLocal(dataDir, port);
});
afterAll(async () => {
  await dynamo?.stop();
  rmSync(dataDir, { recursive: true, force: true });
});

/** 'connected' or the socket error's code. */
const connect = (host: string) =>
  new Promise<string>((done) => {
    const socket = createConnection({ host, port, timeout: 2_000 });
    socket.once('connect', () => {
      socket.destroy();
      done('connected');
    });
    socket.once('timeout', () => {
      socket.destroy();
      done('timeout');
    });
    socket.once('error', (error: NodeJS.ErrnoException) => done(error.code ?? 'error'));
  });

/** The local addresses listening on the port, from the kernel's socket tables (hex, as Linux writes them). */
const listeningAddresses = () =>
  ['/proc/net/tcp', '/proc/net/tcp6']
    .filter((file) => existsSync(file))
    .flatMap((file) => readFileSync(file, 'utf8').split('\n').slice(1))
    .map((line) => line.trim().split(/\s+/))
    .filter(
      (fields) =>
        fields[3] === '0A' && fields[1]?.endsWith(`:${port.toString(16).toUpperCase().padStart(4, '0')}`),
    )
    .map((fields) => fields[1]?.split(':')[0]);

describe('DynamoDB Local (local runtime)', () => {
  it('listens on 127.0.0.1 only', async () => {
    expect(await connect('127.0.0.1')).toBe('connected');
    const external = Object.values(networkInterfaces())
      .flat()
      .filter((address) => address && !address.internal && !address.address.startsWith('fe80'))
      .map((address) => address?.address ?? '');
    for (const address of external)
      expect({ address, result: await connect(address) }).toEqual({ address, result: 'ECONNREFUSED' });
    // 127.0.0.1 itself, or as an IPv4-mapped IPv6 address (a Java socket is often IPv6).
    if (process.platform === 'linux')
      expect(listeningAddresses().map((hex) => hex?.replace(/^0{16}FFFF0{4}/, ''))).toEqual(['0100007F']);
  });
});
