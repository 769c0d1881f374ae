import type { Locale } from '#shared/i18n/locales';
import { liveProtocol } from '#shared/shopping/live-protocol';
import { defaultTable } from '../data/default-table';
import { createLiveConnections } from '../data/live-connections';
import { createMemberships } from '../data/memberships';
import { verifyAccessToken } from '../lib/auth/access-token';
import { defaultSessionCheck } from '../lib/auth/default-session-check';
import { jwtKeys, reloadJwtKeys } from '../lib/auth/jwt-secret';
import {
  type DomainError,
  ForbiddenError,
  TooManyRequestsError,
  UnauthorizedError,
} from '../lib/domain-errors';
import type { ApiEvent } from '../lib/http/api-event';
import { checkOrigin } from '../lib/http/origin-check';
import { headerLocale } from '../lib/i18n/request-locale';
import { translateError } from '../lib/i18n/translate';
import { logger } from '../lib/logger';
import { createLiveFanout, type PostToConnection } from './live-fanout';
import { createLiveService } from './live-service';
import type { StreamRecord } from './stream-messages';

/** What API Gateway's WebSocket API hands the function for $connect, $disconnect and messages. */
export interface SocketEvent {
  requestContext: { routeKey: string; connectionId: string; domainName?: string; stage?: string };
  headers?: Record<string, string | undefined>;
  body?: string;
  isBase64Encoded?: boolean;
}

export interface SocketResult {
  statusCode: number;
  headers?: Record<string, string>;
  body?: string;
}

/** A header of the connect request, by its name in any case. */
const headerOf = (event: SocketEvent, wanted: string): string | undefined =>
  Object.entries(event.headers ?? {}).find(([name]) => name.toLowerCase() === wanted)?.[1];

/** The header's offered subprotocols: ours, then the access token (see live-protocol.ts). */
const tokenOffered = (event: SocketEvent): string | undefined => {
  const offered = (headerOf(event, 'sec-websocket-protocol') ?? '')
    .split(',')
    .map((protocol) => protocol.trim());
  return offered[0] === liveProtocol ? offered[1] : undefined;
};

const refusal = (statusCode: number, error: DomainError, locale: Locale): SocketResult => ({
  statusCode,
  body: JSON.stringify({ message: translateError(locale, error.key, error.values) }),
});

/**
 * The live functions wired to the table, for one way of reaching the clients: API Gateway's
 * management API in AWS (handler.ts, stream-handler.ts), the ws sockets in the local runtime. Both
 * run these same handlers on the same events.
 */
export const createLiveHandlers = (post: PostToConnection) => {
  const table = defaultTable();
  const connections = createLiveConnections(table);
  const memberships = createMemberships(table);
  const sessionCheck = defaultSessionCheck();
  const service = createLiveService({
    connections,
    memberships,
    sessionCheck,
    verifyToken: async (token) => verifyAccessToken(token, await jwtKeys(), reloadJwtKeys),
  });
  const fanout = createLiveFanout({ connections, memberships, sessionCheck, post });

  const socket = async (event: SocketEvent): Promise<SocketResult> => {
    const { routeKey, connectionId } = event.requestContext;
    if (routeKey === '$connect') {
      const locale = headerLocale(headerOf(event, 'accept-language'));
      try {
        checkOrigin(event as unknown as ApiEvent);
        await service.connect(connectionId, tokenOffered(event), locale);
        // The browser closes a socket whose server does not pick one of the offered protocols.
        return { statusCode: 200, headers: { 'Sec-WebSocket-Protocol': liveProtocol } };
      } catch (error) {
        if (error instanceof UnauthorizedError) return refusal(401, error, locale);
        if (error instanceof ForbiddenError) return refusal(403, error, locale);
        if (error instanceof TooManyRequestsError) return refusal(429, error, locale);
        throw error;
      }
    }
    if (routeKey === '$disconnect') {
      await service.disconnect(connectionId);
      return { statusCode: 200 };
    }
    const text = event.isBase64Encoded
      ? Buffer.from(event.body ?? '', 'base64').toString('utf8')
      : (event.body ?? '');
    for (const reply of await service.receive(connectionId, text)) await post(connectionId, reply);
    return { statusCode: 200 };
  };

  const stream = async (event: { Records: StreamRecord[] }): Promise<void> => {
    const sent = await fanout.publish(event.Records);
    logger.debug('Live changes sent', { records: event.Records.length, messages: sent });
  };

  return { socket, stream };
};

export type LiveHandlers = ReturnType<typeof createLiveHandlers>;
