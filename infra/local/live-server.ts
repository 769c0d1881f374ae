import { randomBytes } from 'node:crypto';
import { type IncomingMessage, type Server, STATUS_CODES } from 'node:http';
import type { Duplex } from 'node:stream';
import { type WebSocket, WebSocketServer } from 'ws';
import { createLiveHandlers, liveSortKeyPrefixes, type PostToConnection, type SocketEvent } from '#functions';
import { livePath, liveProtocol } from '#shared/shopping/live-protocol';
import type { TableGuard } from './table-guard';

/** API Gateway's limit on one WebSocket message; a larger frame closes the socket (1009). */
const maxFrameBytes = 128 * 1024;

/**
 * The stream records the stream function's event filter lets through in AWS (a shopping list's
 * items and aisle settings, by their `sk` prefixes: infra/constructs/live-updates.ts). Locally the
 * same filter saves the handler every recipe, rating and session write (issue 28, point 8).
 */
const isListRecord = (record: unknown) => {
  const sortKey = (record as { dynamodb?: { Keys?: { sk?: { S?: string } } } }).dynamodb?.Keys?.sk?.S;
  return sortKey !== undefined && liveSortKeyPrefixes.some((prefix) => sortKey.startsWith(prefix));
};

const logError = (message: string, error: unknown) =>
  console.error(JSON.stringify({ level: 'error', message, error: String(error) }));

/** The upgrade request's headers as API Gateway passes them: one string each. */
const headersOf = (request: IncomingMessage) =>
  Object.fromEntries(
    Object.entries(request.headers).map(([name, value]) => [
      name,
      Array.isArray(value) ? value.join(', ') : value,
    ]),
  );

const refuse = (socket: Duplex, statusCode: number, body = '') => {
  socket.end(
    `HTTP/1.1 ${statusCode} ${STATUS_CODES[statusCode] ?? 'Error'}\r\n` +
      `content-type: application/json; charset=utf-8\r\ncontent-length: ${Buffer.byteLength(body)}\r\nconnection: close\r\n\r\n${body}`,
  );
};

/**
 * What API Gateway's WebSocket API does in AWS, on the local runtime's own HTTP server: upgrades
 * requests to `livePath`, and runs the live function's handler for $connect, each message and
 * $disconnect with the same events, so the protocol and its checks are the same code. Messages
 * to clients (the handler's replies and the table stream's changes) go down the ws sockets. Each
 * runs as its function under the table guard, which holds it to that function's role.
 */
export const attachLiveServer = async (server: Server, guard: TableGuard) => {
  const sockets = new Map<string, WebSocket>();
  const post: PostToConnection = (connectionId, message) => {
    const socket = sockets.get(connectionId);
    if (!socket || socket.readyState !== socket.OPEN) return Promise.resolve('gone');
    return new Promise((resolve) =>
      socket.send(JSON.stringify(message), (error) => resolve(error ? 'gone' : 'sent')),
    );
  };
  const handlers = await createLiveHandlers(post);
  const live = new WebSocketServer({
    noServer: true,
    maxPayload: maxFrameBytes,
    handleProtocols: (offered) => (offered.has(liveProtocol) ? liveProtocol : false),
  });

  const run = (event: SocketEvent) =>
    guard
      .runAs('live', () => handlers.socket(event))
      .catch((error: unknown) => {
        logError(`Live ${event.requestContext.routeKey} failed`, error);
        return { statusCode: 500, body: JSON.stringify({ message: 'Internal server error' }) };
      });

  const accept = (connectionId: string, socket: WebSocket) => {
    sockets.set(connectionId, socket);
    // One message at a time per connection, in the order they came.
    let queue: Promise<unknown> = Promise.resolve();
    socket.on('message', (data, isBinary) => {
      const body = isBinary ? Buffer.from(data as Buffer).toString('base64') : data.toString();
      queue = queue.then(() =>
        run({ requestContext: { routeKey: '$default', connectionId }, body, isBase64Encoded: isBinary }),
      );
    });
    socket.on('close', () => {
      sockets.delete(connectionId);
      queue = queue.then(() => run({ requestContext: { routeKey: '$disconnect', connectionId } }));
    });
    socket.on('error', (error) => logError('Live socket failed', error));
  };

  server.on('upgrade', (request: IncomingMessage, socket: Duplex, head: Buffer) => {
    const { pathname } = new URL(request.url ?? '/', 'http://localhost');
    if (pathname !== livePath) return refuse(socket, 404, JSON.stringify({ message: 'Not Found' }));
    // API Gateway's connection ids are opaque base64 strings; so are these.
    const connectionId = randomBytes(12).toString('base64url');
    void run({ requestContext: { routeKey: '$connect', connectionId }, headers: headersOf(request) }).then(
      (result) => {
        if (result.statusCode !== 200) return refuse(socket, result.statusCode, result.body);
        live.handleUpgrade(request, socket, head, (ws) => accept(connectionId, ws));
      },
    );
  });

  return {
    /** Hands a batch of table stream records to the live stream handler. */
    onStreamRecords: async (records: unknown[]) => {
      const lists = records.filter(isListRecord);
      if (lists.length === 0) return;
      await guard.runAs('liveStream', () =>
        handlers.stream({ Records: lists as Parameters<typeof handlers.stream>[0]['Records'] }),
      );
    },
    close: () => {
      for (const socket of sockets.values()) socket.terminate();
      live.close();
    },
  };
};
