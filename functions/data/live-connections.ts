import type { Locale } from '#shared/i18n/locales';
import type { LiveList } from '#shared/shopping/live-protocol';
import type { Owner } from './owner';
import { ownerPartition } from './owner';
import { deletePart, putPart, type Table } from './table';

/**
 * Live connections (WebSocket, issue 16) and the lists each one follows. A connection's records
 * share its partition (`LIVE#<connectionId>`), so a disconnect deletes them in one Query and batch;
 * each subscription is also filed under its list in gsi1 (`LIVELIST#<owner partition>`), so a
 * change to a list finds its listeners in one Query. Every record expires by TTL: API Gateway
 * closes a connection after two hours at most, and a disconnect that never arrived leaves nothing.
 * Each connection is also filed under its user (`LIVEUSER#<userId>`, in the table itself, so one
 * strongly consistent Query counts them) for the caps on connections per session and per user.
 */
export interface LiveConnectionRecord {
  connectionId: string;
  userId: string;
  /** The access token's session: a connection whose session ended receives nothing more. */
  sessionId: string;
  connectedAt: string;
  /**
   * The language its error messages are written in (issue 26); connections recorded before have
   * none, and read English.
   */
  language?: Locale;
}

export interface LiveSubscriptionRecord {
  connectionId: string;
  userId: string;
  sessionId: string;
  ownerType: Owner['type'];
  ownerId: string;
  /** The list followed; subscriptions recorded before the pantry was live have none: the shopping list. */
  list?: 'pantry';
}

/** The list a subscription record follows (none recorded: the shopping list). */
export const listOf = (record: Pick<LiveSubscriptionRecord, 'list'>): LiveList => record.list ?? 'shopping';

/** API Gateway's longest connection is 2 hours; a record lives a little longer. */
export const liveRecordLifetimeSeconds = 3 * 60 * 60;
/** A connection follows at most this many lists (a screen shows one; a few tabs' worth of switching). */
export const maxSubscriptionsPerConnection = 10;
/** Open connections of one session (tabs of one browser), and of one user (all their devices). */
export const maxConnectionsPerSession = 10;
export const maxConnectionsPerUser = 30;

/** One open connection as filed under its user. */
export interface OpenConnection {
  connectionId: string;
  sessionId: string;
  ttl: number;
}

const connectionPartition = (connectionId: string) => `LIVE#${connectionId}`;
const connectionKey = (connectionId: string) => ({ pk: connectionPartition(connectionId), sk: 'CONNECTION' });
const subscriptionPrefix = 'SUB#';
/**
 * Where a list's subscriptions are filed: the shopping list's keys are those of the first
 * subscriptions (no list name), so records written before and after the pantry read alike.
 */
const listPart = (owner: Owner, list: LiveList) =>
  list === 'shopping' ? ownerPartition(owner) : `${list.toUpperCase()}@${ownerPartition(owner)}`;
const subscriptionKey = (connectionId: string, owner: Owner, list: LiveList) => ({
  pk: connectionPartition(connectionId),
  sk: `${subscriptionPrefix}${listPart(owner, list)}`,
});
const listListeners = (owner: Owner, list: LiveList) => `LIVELIST#${listPart(owner, list)}`;
const userConnectionKey = ({ userId, sessionId, connectionId }: LiveConnectionRecord) => ({
  pk: `LIVEUSER#${userId}`,
  sk: `${sessionId}#${connectionId}`,
});

const expiry = (now: Date) => Math.floor(now.getTime() / 1000) + liveRecordLifetimeSeconds;

export const createLiveConnections = (table: Table) => ({
  connect: (record: LiveConnectionRecord, now: Date) =>
    table.transact([
      putPart({ ...connectionKey(record.connectionId), type: 'LiveConnection', ...record, ttl: expiry(now) }),
      putPart({
        ...userConnectionKey(record),
        type: 'LiveConnectionOfUser',
        connectionId: record.connectionId,
        sessionId: record.sessionId,
        ttl: expiry(now),
      }),
    ]),

  /**
   * A user's open connections (strongly consistent: a connection counts as soon as it is recorded).
   * One whose disconnect never came counts until its record's lifetime ends.
   */
  async openOf(userId: string, now: Date): Promise<OpenConnection[]> {
    const filed = await table.query<OpenConnection>({ partition: `LIVEUSER#${userId}`, consistent: true });
    return filed.filter((connection) => connection.ttl > now.getTime() / 1000);
  },

  get: (connectionId: string) => table.get<LiveConnectionRecord>(connectionKey(connectionId)),

  /** The lists a connection follows. */
  subscriptionsOf: (connectionId: string) =>
    table.query<LiveSubscriptionRecord>({
      partition: connectionPartition(connectionId),
      sortKey: { beginsWith: subscriptionPrefix },
    }),

  subscribe: (connection: LiveConnectionRecord, owner: Owner, list: LiveList, now: Date) =>
    table.write(
      putPart({
        ...subscriptionKey(connection.connectionId, owner, list),
        gsi1pk: listListeners(owner, list),
        gsi1sk: connection.connectionId,
        type: 'LiveSubscription',
        connectionId: connection.connectionId,
        userId: connection.userId,
        sessionId: connection.sessionId,
        ownerType: owner.type,
        ownerId: owner.id,
        ...(list === 'shopping' ? {} : { list }),
        ttl: expiry(now),
      } satisfies LiveSubscriptionRecord & Record<string, unknown>),
    ),

  /** Stops one connection following one list (a member removed from the group). */
  unsubscribe: (connectionId: string, owner: Owner, list: LiveList) =>
    table.tryWrite({ Delete: { Key: subscriptionKey(connectionId, owner, list) } }),

  /** Every connection following a list (gsi1: eventually consistent, a new one shows within a moment). */
  listenersOf: (owner: Owner, list: LiveList) =>
    table.query<LiveSubscriptionRecord>({ partition: listListeners(owner, list), index: 'gsi1' }),

  /** The connection, everything it follows, and its entry under its user. */
  async disconnect(connectionId: string): Promise<void> {
    const record = await table.get<LiveConnectionRecord>(connectionKey(connectionId), { consistent: true });
    await table.deleteAll({ partition: connectionPartition(connectionId) });
    if (record) await table.write(deletePart(userConnectionKey(record)));
  },
});

export type LiveConnections = ReturnType<typeof createLiveConnections>;
