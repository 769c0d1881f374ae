import { type Backoff, defaultBackoff, retryOnConflict, tryAgain } from './backoff';
import { transactionConflicted } from './condition-failures';
import { absent, putPart, type Table, updatePart, type WritePart } from './table';
import { userPartition } from './users';

export interface SessionRecord {
  userId: string;
  sessionId: string;
  createdAt: number;
  /** Absolute expiry (epoch seconds): rotation never extends a session past it. */
  expiresAt: number;
  revokedAt?: number;
  /**
   * The device that signed in (functions/lib/auth/device.ts), and when (epoch seconds) it last came
   * back, i.e. last rotated its refresh token. Absent on sessions stored before devices were listed:
   * they read as an unknown device last active when it signed in (`deviceSessionOf`).
   */
  browser?: string | null;
  system?: string | null;
  lastActiveAt?: number;
}

/** A stored session in either shape, with the device fields filled in. */
export const deviceSessionOf = (session: SessionRecord) => ({
  ...session,
  browser: session.browser ?? null,
  system: session.system ?? null,
  lastActiveAt: session.lastActiveAt ?? session.createdAt,
});

export interface RefreshTokenRecord {
  userId: string;
  sessionId: string;
  issuedAt: number;
  spentAt?: number;
}

export type RotationOutcome = 'rotated' | 'reused' | 'session-ended';

/** A refresh token to spend (read before, with its hash) for the new one's hash, at `now`. */
export interface Rotation {
  token: RefreshTokenRecord;
  oldHash: string;
  newHash: string;
  now: number;
  /** The session's absolute expiry, which the new token's item expires with. */
  sessionExpiresAt: number;
}

const sessionPrefix = 'SESSION#';
/** The attributes the session check reads; infra grants token-checking functions these alone. */
export const sessionStateAttributes = ['expiresAt', 'revokedAt'] as const;
/** A sign-in session, i.e. one refresh-token family, kept under its user so all can be listed. */
const sessionKey = (userId: string, sessionId: string) => ({
  pk: userPartition(userId),
  sk: `${sessionPrefix}${sessionId}`,
});
/** Refresh tokens are looked up by the SHA-256 of the token; the token itself is never stored. */
const refreshTokenKey = (tokenHash: string) => ({ pk: `REFRESH#${tokenHash}`, sk: 'REFRESH' });

const refreshTokenPut = (tokenHash: string, token: RefreshTokenRecord, expiresAt: number) =>
  putPart({ ...refreshTokenKey(tokenHash), type: 'RefreshToken', ...token, ttl: expiresAt }, absent);

/**
 * One try of `rotate`: the session live (and marked active now: a device comes back by refreshing,
 * so this costs no write of its own), the old token spent and the new one put, together.
 */
const rotateOnce = async (
  table: Table,
  { token, oldHash, newHash, now, sessionExpiresAt }: Rotation,
): Promise<RotationOutcome> =>
  (await table.tryTransact<RotationOutcome>(
    [
      updatePart(sessionKey(token.userId, token.sessionId), {
        UpdateExpression: 'SET lastActiveAt = :now',
        ConditionExpression: 'attribute_exists(pk) AND attribute_not_exists(revokedAt) AND expiresAt > :now',
        ExpressionAttributeValues: { ':now': now },
      }),
      updatePart(refreshTokenKey(oldHash), {
        UpdateExpression: 'SET spentAt = :now',
        ConditionExpression: 'attribute_exists(pk) AND attribute_not_exists(spentAt)',
        ExpressionAttributeValues: { ':now': now },
      }),
      refreshTokenPut(
        newHash,
        { userId: token.userId, sessionId: token.sessionId, issuedAt: now },
        sessionExpiresAt,
      ),
    ],
    ['session-ended', 'reused'],
  )) ?? 'rotated';

/** Sessions (refresh-token families) and their refresh tokens, stored by token hash. */
export const createSessions = (table: Table, backoff: Backoff = defaultBackoff) => ({
  /**
   * Starts a session with its first refresh token, in one transaction with `guard` (the account as
   * the sign-in read it: users.ts, `userParts.unchangedSince`). False, and nothing written, when the
   * guard's condition failed: the password changed or the account went while the sign-in ran.
   */
  start: async (session: SessionRecord, firstTokenHash: string, guard?: WritePart): Promise<boolean> => {
    const outcome = await table
      .tryTransact(
        [
          ...(guard ? [guard] : []),
          putPart({
            ...sessionKey(session.userId, session.sessionId),
            type: 'Session',
            ...session,
            ttl: session.expiresAt,
          }),
          refreshTokenPut(
            firstTokenHash,
            { userId: session.userId, sessionId: session.sessionId, issuedAt: session.createdAt },
            session.expiresAt,
          ),
        ],
        [guard ? 'changed' : undefined],
      )
      // Met a write to the account at that moment (a reset, say): refused as if it had changed.
      .catch((error: unknown) => {
        if (guard && transactionConflicted(error)) return 'changed';
        throw error;
      });
    return outcome === undefined;
  },

  // Strongly consistent: a token spent, a successor written or a session revoked a moment ago by a
  // concurrent refresh or logout must be seen.
  findToken: (tokenHash: string) =>
    table.get<RefreshTokenRecord>(refreshTokenKey(tokenHash), { consistent: true }),

  findSession: (userId: string, sessionId: string) =>
    table.get<SessionRecord>(sessionKey(userId, sessionId), { consistent: true }),

  /**
   * Only whether the session still lives, for the check every signed-in request makes: functions
   * that may not read the table otherwise are allowed exactly these attributes (api-function.ts).
   */
  readState: (userId: string, sessionId: string) =>
    table.get<Pick<SessionRecord, 'expiresAt' | 'revokedAt'>>(sessionKey(userId, sessionId), {
      projection: sessionStateAttributes.join(', '),
    }),

  /**
   * Spends the old token and issues the new one atomically, only while the session is live. If the
   * old token was spent meanwhile (a concurrent or replayed use), the caller treats it as reuse;
   * a session ended meanwhile counts first. DynamoDB cancels a transaction when another one on its
   * items runs at the same moment (the same token sent twice at once): it is tried again, and then
   * finds the token spent.
   */
  rotate: (rotation: Rotation): Promise<RotationOutcome> =>
    retryOnConflict(
      async () => {
        try {
          return await rotateOnce(table, rotation);
        } catch (error) {
          if (transactionConflicted(error)) return tryAgain;
          throw error;
        }
      },
      () => new Error('Refresh-token rotation kept meeting concurrent transactions'),
      backoff,
    ),

  /** Marks the session revoked; one already revoked or gone stays as it is. */
  async revoke(userId: string, sessionId: string, now: number): Promise<void> {
    await table.tryWrite(
      updatePart(sessionKey(userId, sessionId), {
        UpdateExpression: 'SET revokedAt = :now',
        ConditionExpression: 'attribute_exists(pk) AND attribute_not_exists(revokedAt)',
        ExpressionAttributeValues: { ':now': now },
      }),
    );
  },

  /**
   * Live sessions of a user at `now` (epoch seconds): revoked ones are skipped, and expired ones,
   * which the table's TTL removes only within a day or two.
   */
  listLive: async (userId: string, now: number) =>
    (
      await table.query<SessionRecord>({
        partition: userPartition(userId),
        sortKey: { beginsWith: sessionPrefix },
        filter: 'attribute_not_exists(revokedAt)',
        consistent: true,
      })
    ).filter((session) => session.expiresAt > now),
});

export type Sessions = ReturnType<typeof createSessions>;
