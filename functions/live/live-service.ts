import * as z from 'zod';
import { defaultLocale, type Locale } from '#shared/i18n/locales';
import type { LiveMessage } from '#shared/shopping/live-protocol';
import type { LiveConnectionRecord, LiveConnections } from '../data/live-connections';
import {
  listOf,
  maxConnectionsPerSession,
  maxConnectionsPerUser,
  maxSubscriptionsPerConnection,
} from '../data/live-connections';
import type { Memberships } from '../data/memberships';
import type { Caller } from '../lib/auth/access-token';
import type { SessionCheck } from '../lib/auth/session-check';
import { DomainError, NotFoundError, TooManyRequestsError } from '../lib/domain-errors';
import { describeIssues, issuesOf } from '../lib/http/validation-error';
import { translateError } from '../lib/i18n/translate';
import { createOwnerAccess } from '../lib/owner-access';

/** The largest client message read (a subscribe is under 200 bytes). */
export const maxRequestBytes = 4096;

const listOwner = z.strictObject({
  type: z.enum(['user', 'group'], { error: 'errors.liveListOwnerTypeInvalid' }),
  id: z.string().min(1).max(64),
});

const liveRequest = z.discriminatedUnion(
  'type',
  [
    z.strictObject({
      type: z.literal('subscribe'),
      listOwner,
      // Absent: the shopping list, as every subscription before the pantry was live.
      list: z.enum(['shopping', 'pantry'], { error: 'errors.liveListInvalid' }).default('shopping'),
    }),
    z.strictObject({ type: z.literal('ping') }),
  ],
  { error: 'errors.liveTypeInvalid' },
);

export interface LiveServiceDependencies {
  connections: LiveConnections;
  memberships: Pick<Memberships, 'get'>;
  /** Verifies an access token exactly as the HTTP API does (signature, expiry); throws UnauthorizedError. */
  verifyToken: (token: string) => Promise<Caller>;
  sessionCheck: Pick<SessionCheck, 'assertLive'>;
  now?: () => Date;
}

/** An error message to a client, in its connection's language. */
const errorMessage = (locale: Locale, key: string, values?: Record<string, unknown>): LiveMessage => ({
  type: 'error',
  message: translateError(locale, key, values),
});

export const tooManyConnections = 'errors.tooManyConnections';

type Parsed = { request: z.output<typeof liveRequest> } | { error: (locale: Locale) => LiveMessage };

const parseRequest = (text: string): Parsed => {
  if (text.length > maxRequestBytes)
    return { error: (locale) => errorMessage(locale, 'errors.liveMessageTooLarge') };
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    return { error: (locale) => errorMessage(locale, 'errors.liveMessageNotJson') };
  }
  const parsed = liveRequest.safeParse(json);
  if (parsed.success) return { request: parsed.data };
  const issues = issuesOf(parsed.error);
  return { error: (locale) => ({ type: 'error', message: describeIssues(issues, 'body', locale).message }) };
};

/** A connection's language; connections recorded before issue 26 have none and read English. */
const languageOf = (connection: LiveConnectionRecord | undefined): Locale =>
  connection?.language ?? defaultLocale;

/**
 * The WebSocket side of live lists: who may connect, which lists a connection may follow. The
 * transport (API Gateway or the local runtime's ws server) only carries frames to and from here.
 */
export const createLiveService = ({
  connections,
  memberships,
  verifyToken,
  sessionCheck,
  now = () => new Date(),
}: LiveServiceDependencies) => {
  const ownerAccess = createOwnerAccess(memberships);

  return {
    /**
     * Authorises a new connection with the access token (and its session), and records it; over
     * the caps of a session or a user it is refused (429) and its record goes again. Recorded
     * first and counted after, so of parallel connects none slips past: the last to count sees all.
     */
    async connect(connectionId: string, token: string | undefined, headerLanguage: Locale): Promise<Caller> {
      const caller = await verifyToken(token ?? '');
      await sessionCheck.assertLive(caller.userId, caller.sessionId);
      const connectedAt = now();
      await connections.connect(
        {
          connectionId,
          userId: caller.userId,
          sessionId: caller.sessionId,
          connectedAt: connectedAt.toISOString(),
          // Its error messages' language, as an HTTP answer's: the user's choice, else the browser's.
          language: caller.language ?? headerLanguage,
        },
        connectedAt,
      );
      const open = await connections.openOf(caller.userId, connectedAt);
      const ofSession = open.filter((connection) => connection.sessionId === caller.sessionId);
      if (open.length > maxConnectionsPerUser || ofSession.length > maxConnectionsPerSession) {
        await connections.disconnect(connectionId);
        throw new TooManyRequestsError(tooManyConnections, 60);
      }
      return caller;
    },

    /** Answers one client message; a bad one gets an error message, never an exception. */
    async receive(connectionId: string, text: string): Promise<LiveMessage[]> {
      const parsed = parseRequest(text);
      // A bad message costs a read of its connection's language; a ping, none.
      if ('error' in parsed) return [parsed.error(languageOf(await connections.get(connectionId)))];
      const { request } = parsed;
      if (request.type === 'ping') return [{ type: 'pong' }];
      const [connection, following] = await Promise.all([
        connections.get(connectionId),
        connections.subscriptionsOf(connectionId),
      ]);
      if (!connection) return [errorMessage(defaultLocale, 'errors.liveNotSignedIn')];
      const locale = languageOf(connection);
      const { listOwner: owner, list } = request;
      try {
        await sessionCheck.assertLive(connection.userId, connection.sessionId);
        const already = following.some(
          (sub) => sub.ownerType === owner.type && sub.ownerId === owner.id && listOf(sub) === list,
        );
        if (!already && following.length >= maxSubscriptionsPerConnection)
          return [errorMessage(locale, 'errors.liveTooManyLists', { max: maxSubscriptionsPerConnection })];
        // The same answer for a stranger's list and one that does not exist: ids reveal nothing.
        await ownerAccess(
          { userId: connection.userId } as Caller,
          owner,
          () =>
            new NotFoundError(list === 'pantry' ? 'errors.pantryNotFound' : 'errors.shoppingListNotFound'),
        );
        await connections.subscribe(connection, owner, list, now());
        // The shopping list's answer as it always was, so its first clients read it unchanged.
        return [
          list === 'pantry'
            ? { type: 'subscribed', listOwner: owner, list }
            : { type: 'subscribed', listOwner: owner },
        ];
      } catch (error) {
        if (error instanceof DomainError) return [errorMessage(locale, error.key, error.values)];
        throw error;
      }
    },

    disconnect: (connectionId: string) => connections.disconnect(connectionId),
  };
};

export type LiveService = ReturnType<typeof createLiveService>;
