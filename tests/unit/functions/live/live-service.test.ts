import { describe, expect, it } from 'vitest';
import type { LiveConnectionRecord, LiveConnections } from '#functions/data/live-connections';
import { createLiveService } from '#functions/live/live-service';

/** The service with one recorded connection (reads counted); nothing else is reached by a bad message. */
const serviceWith = (connection: LiveConnectionRecord) => {
  const reads: string[] = [];
  const service = createLiveService({
    connections: {
      get: async (connectionId: string) => {
        reads.push(connectionId);
        return connectionId === connection.connectionId ? connection : undefined;
      },
    } as unknown as LiveConnections,
    memberships: { get: async () => undefined },
    verifyToken: async () => {
      throw new Error('not used');
    },
    sessionCheck: { assertLive: async () => undefined },
  });
  return Object.assign(service, { reads });
};

const connection = {
  connectionId: 'c1',
  userId: 'u1',
  sessionId: 's1',
  connectedAt: '2026-11-27T10:00:00.000Z',
};

describe("the live socket's error messages", () => {
  it('are written in the language recorded with the connection', async () => {
    const service = serviceWith({ ...connection, language: 'pl' });
    expect(await service.receive('c1', 'not json')).toEqual([
      { type: 'error', message: 'Wiadomość musi być w formacie JSON.' },
    ]);
    expect(await service.receive('c1', JSON.stringify({ type: 'shout' }))).toEqual([
      { type: 'error', message: 'type musi mieć wartość subscribe lub ping' },
    ]);
  });

  it('read English on a connection recorded before issue 26 (no language)', async () => {
    const service = serviceWith(connection);
    expect(await service.receive('c1', 'x'.repeat(5_000))).toEqual([
      { type: 'error', message: 'Message is too large.' },
    ]);
  });

  it('need no read of the connection for a ping', async () => {
    const service = serviceWith({ ...connection, language: 'de' });
    expect(await service.receive('c1', JSON.stringify({ type: 'ping' }))).toEqual([{ type: 'pong' }]);
    expect(service.reads).toEqual([]);
  });
});
