import {
  type DynamoDBDocumentClient,
  GetCommand,
  PutCommand,
  TransactWriteCommand,
  UpdateCommand,
} from '@aws-sdk/lib-dynamodb';
import { isConditionFailure, transactionConditionFailed } from '../data/condition-failures';
import { keys } from '../data/keys';
import { queryAll } from '../data/query-all';

export interface SessionRecord {
  userId: string;
  sessionId: string;
  createdAt: number;
  /** Absolute expiry (epoch seconds): rotation never extends a session past it. */
  expiresAt: number;
  revokedAt?: number;
}

export interface RefreshTokenRecord {
  userId: string;
  sessionId: string;
  issuedAt: number;
  spentAt?: number;
}

export type RotationOutcome = 'rotated' | 'reused' | 'session-ended';

/** Sessions (refresh-token families) and their refresh tokens, stored by token hash. */
export const createSessionRepository = (db: DynamoDBDocumentClient, tableName: string) => ({
  async start(session: SessionRecord, firstTokenHash: string): Promise<void> {
    await db.send(
      new TransactWriteCommand({
        TransactItems: [
          {
            Put: {
              TableName: tableName,
              Item: {
                ...keys.session(session.userId, session.sessionId),
                type: 'Session',
                ...session,
                ttl: session.expiresAt,
              },
            },
          },
          {
            Put: {
              TableName: tableName,
              Item: {
                ...keys.refreshToken(firstTokenHash),
                type: 'RefreshToken',
                userId: session.userId,
                sessionId: session.sessionId,
                issuedAt: session.createdAt,
                ttl: session.expiresAt,
              },
              ConditionExpression: 'attribute_not_exists(pk)',
            },
          },
        ],
      }),
    );
  },

  async findToken(tokenHash: string): Promise<RefreshTokenRecord | undefined> {
    const { Item } = await db.send(
      new GetCommand({ TableName: tableName, Key: keys.refreshToken(tokenHash) }),
    );
    return Item as RefreshTokenRecord | undefined;
  },

  async findSession(userId: string, sessionId: string): Promise<SessionRecord | undefined> {
    const { Item } = await db.send(
      new GetCommand({ TableName: tableName, Key: keys.session(userId, sessionId) }),
    );
    return Item as SessionRecord | undefined;
  },

  /**
   * Spends the old token and issues the new one atomically, only while the session is live. If the
   * old token was spent meanwhile (a concurrent or replayed use), the caller treats it as reuse.
   */
  async rotate(
    token: RefreshTokenRecord,
    oldHash: string,
    newHash: string,
    now: number,
    sessionExpiresAt: number,
  ): Promise<RotationOutcome> {
    try {
      await db.send(
        new TransactWriteCommand({
          TransactItems: [
            {
              Update: {
                TableName: tableName,
                Key: keys.refreshToken(oldHash),
                UpdateExpression: 'SET spentAt = :now',
                ConditionExpression: 'attribute_exists(pk) AND attribute_not_exists(spentAt)',
                ExpressionAttributeValues: { ':now': now },
              },
            },
            {
              ConditionCheck: {
                TableName: tableName,
                Key: keys.session(token.userId, token.sessionId),
                ConditionExpression:
                  'attribute_exists(pk) AND attribute_not_exists(revokedAt) AND expiresAt > :now',
                ExpressionAttributeValues: { ':now': now },
              },
            },
            {
              Put: {
                TableName: tableName,
                Item: {
                  ...keys.refreshToken(newHash),
                  type: 'RefreshToken',
                  userId: token.userId,
                  sessionId: token.sessionId,
                  issuedAt: now,
                  ttl: sessionExpiresAt,
                },
                ConditionExpression: 'attribute_not_exists(pk)',
              },
            },
          ],
        }),
      );
      return 'rotated';
    } catch (error) {
      if (transactionConditionFailed(error, 0)) return 'reused';
      if (transactionConditionFailed(error, 1)) return 'session-ended';
      throw error;
    }
  },

  async revoke(userId: string, sessionId: string, now: number): Promise<void> {
    try {
      await db.send(
        new UpdateCommand({
          TableName: tableName,
          Key: keys.session(userId, sessionId),
          UpdateExpression: 'SET revokedAt = :now',
          ConditionExpression: 'attribute_exists(pk) AND attribute_not_exists(revokedAt)',
          ExpressionAttributeValues: { ':now': now },
        }),
      );
    } catch (error) {
      if (!isConditionFailure(error)) throw error;
    }
  },

  /** Live sessions of a user; expired ones are removed by the table's TTL, revoked ones are skipped. */
  async listLive(userId: string): Promise<SessionRecord[]> {
    return queryAll<SessionRecord>(db, {
      TableName: tableName,
      KeyConditionExpression: 'pk = :pk AND begins_with(sk, :prefix)',
      FilterExpression: 'attribute_not_exists(revokedAt)',
      ExpressionAttributeValues: { ':pk': keys.user(userId).pk, ':prefix': keys.sessionPrefix },
    });
  },
});

export type SessionRepository = ReturnType<typeof createSessionRepository>;

/** Failed sign-ins counted per account in fixed windows, reserved before the password is checked. */
export const createLoginThrottle = (
  db: DynamoDBDocumentClient,
  tableName: string,
  maxAttempts: number,
  windowSeconds: number,
) => {
  const windowOf = (now: number) => Math.floor(now / windowSeconds);
  return {
    /**
     * Counts one attempt and says whether it may proceed. Counting before the (slow) password check
     * makes the limit hold under a burst of parallel attempts: the counter is atomic.
     * Returns the seconds to wait when the account is throttled.
     */
    async reserve(
      userId: string,
      now: number,
    ): Promise<{ allowed: true } | { allowed: false; retryAfter: number }> {
      const window = windowOf(now);
      try {
        await db.send(
          new UpdateCommand({
            TableName: tableName,
            Key: keys.loginAttempts(userId, window),
            UpdateExpression: 'ADD attempts :one SET #ttl = :ttl',
            ConditionExpression: 'attribute_not_exists(attempts) OR attempts < :max',
            ExpressionAttributeNames: { '#ttl': 'ttl' },
            ExpressionAttributeValues: {
              ':one': 1,
              ':max': maxAttempts,
              ':ttl': (window + 2) * windowSeconds,
            },
          }),
        );
        return { allowed: true };
      } catch (error) {
        if (!isConditionFailure(error)) throw error;
        return { allowed: false, retryAfter: (window + 1) * windowSeconds - now };
      }
    },

    /** A successful sign-in clears the count, so only failures accumulate. */
    async clear(userId: string, now: number): Promise<void> {
      await db.send(
        new PutCommand({
          TableName: tableName,
          Item: {
            ...keys.loginAttempts(userId, windowOf(now)),
            attempts: 0,
            ttl: (windowOf(now) + 2) * windowSeconds,
          },
        }),
      );
    },
  };
};

export type LoginThrottle = ReturnType<typeof createLoginThrottle>;
