import { createHash } from 'node:crypto';
import { TransactionCanceledException } from '@aws-sdk/client-dynamodb';
import { describe, expect, it } from 'vitest';
import type { LoginThrottle } from '#functions/data/login-throttle';
import {
  createSessions,
  type RefreshTokenRecord,
  type RotationOutcome,
  type SessionRecord,
  type Sessions,
} from '#functions/data/sessions';
import type { Table } from '#functions/data/table';
import { signingKey, type TokenKeys } from '#functions/lib/auth/access-token';
import { UnauthorizedError } from '#functions/lib/domain-errors';
import { createUserService, refreshGraceSeconds } from '#functions/users/user-service';
import { fakeUsers, instantBackoff, userRecord } from './fakes';

/**
 * The refresh grace period on an injected clock and key set: what the integration tests cannot
 * reach on DynamoDB Local (a rotation of the signing secret between two uses, a use that read the
 * token before a concurrent one spent it, DynamoDB cancelling one of two transactions at once).
 */

const hash = (token: string) => createHash('sha256').update(token).digest('hex');
const keyA = signingKey('a'.repeat(32));
const keyB = signingKey('b'.repeat(32));
const start = Date.parse('2026-03-01T10:00:00.000Z');

/** Sessions kept in maps, with the conditions of `rotate` that the table's transaction keeps. */
const fakeSessions = () => {
  const tokens = new Map<string, RefreshTokenRecord>();
  const sessions = new Map<string, SessionRecord>();
  /** Hashes whose next read answers the token as it was before it was spent (a read racing a write). */
  const staleOnce = new Set<string>();
  const store: Partial<Sessions> = {
    async start(session, firstTokenHash) {
      sessions.set(session.sessionId, session);
      tokens.set(firstTokenHash, { userId: session.userId, sessionId: session.sessionId, issuedAt: 0 });
      return true;
    },
    async findToken(tokenHash) {
      const token = tokens.get(tokenHash);
      if (token && staleOnce.delete(tokenHash)) return { ...token, spentAt: undefined };
      return token;
    },
    findSession: async (_userId, sessionId) => sessions.get(sessionId),
    async rotate({ token, oldHash, newHash, now }): Promise<RotationOutcome> {
      if (sessions.get(token.sessionId)?.revokedAt) return 'session-ended';
      const old = tokens.get(oldHash);
      if (!old || old.spentAt !== undefined) return 'reused';
      tokens.set(oldHash, { ...old, spentAt: now });
      tokens.set(newHash, { userId: token.userId, sessionId: token.sessionId, issuedAt: now });
      return 'rotated';
    },
    async revoke(_userId, sessionId, now) {
      const session = sessions.get(sessionId);
      if (session) sessions.set(sessionId, { ...session, revokedAt: now });
    },
  };
  return { sessions: store as Sessions, tokens, sessionById: sessions, staleOnce };
};

const setUp = () => {
  const clock = { now: start };
  const store = fakeSessions();
  const { users } = fakeUsers([userRecord('cook')]);
  const serviceWith = (keys: Pick<TokenKeys, 'current' | 'previous'>) =>
    createUserService({
      users,
      sessions: store.sessions,
      loginThrottle: {} as LoginThrottle,
      calendarLinks: { removeAllOf: async () => undefined },
      tokenKeys: async () => ({ ...keys, issuer: 'unit' }),
      now: () => clock.now,
    });
  const first = 'first-token';
  void store.sessions.start(
    { userId: 'cook', sessionId: 'session-1', createdAt: start / 1000, expiresAt: start / 1000 + 86_400 },
    hash(first),
  );
  return { clock, store, serviceWith, first };
};

const refused = new UnauthorizedError('Invalid or expired refresh token. Please sign in again.');

describe('refresh within the grace period', () => {
  it('answers the successor made with the previous key after the signing secret rotated', async () => {
    const { clock, store, serviceWith, first } = setUp();
    const rotated = await serviceWith({ current: keyA, previous: [] }).refresh('cook', first);
    clock.now += 5_000;

    const afterKeyRotation = serviceWith({ current: keyB, previous: [keyA] });
    expect((await afterKeyRotation.refresh('cook', first)).refreshToken).toBe(rotated.refreshToken);
    expect(store.sessionById.get('session-1')?.revokedAt).toBeUndefined();
  });

  it('treats it as reuse once the key it was made with is gone', async () => {
    const { clock, store, serviceWith, first } = setUp();
    await serviceWith({ current: keyA, previous: [] }).refresh('cook', first);
    clock.now += 5_000;

    await expect(serviceWith({ current: keyB, previous: [] }).refresh('cook', first)).rejects.toEqual(
      refused,
    );
    expect(store.sessionById.get('session-1')?.revokedAt).toBeDefined();
  });

  it('answers the successor to a use that read the token before a concurrent use spent it', async () => {
    const { store, serviceWith, first } = setUp();
    const service = serviceWith({ current: keyA, previous: [] });
    const rotated = await service.refresh('cook', first);
    store.staleOnce.add(hash(first));

    expect((await service.refresh('cook', first)).refreshToken).toBe(rotated.refreshToken);
    expect(store.sessionById.get('session-1')?.revokedAt).toBeUndefined();
  });

  it(`ends the session when the token was spent more than ${refreshGraceSeconds} s ago`, async () => {
    const { clock, store, serviceWith, first } = setUp();
    const service = serviceWith({ current: keyA, previous: [] });
    const rotated = await service.refresh('cook', first);
    clock.now += refreshGraceSeconds * 1000;
    expect((await service.refresh('cook', first)).refreshToken).toBe(rotated.refreshToken);
    clock.now += 1000;

    await expect(service.refresh('cook', first)).rejects.toEqual(refused);
    expect(store.sessionById.get('session-1')?.revokedAt).toBeDefined();
    await expect(service.refresh('cook', rotated.refreshToken)).rejects.toEqual(refused);
  });
});

describe('sessions.rotate', () => {
  const rotation = {
    token: { userId: 'cook', sessionId: 'session-1', issuedAt: 0 },
    oldHash: 'old',
    newHash: 'new',
    now: 100,
    sessionExpiresAt: 200,
  };
  const cancelled = (...codes: string[]) =>
    new TransactionCanceledException({
      message: 'Transaction cancelled',
      $metadata: {},
      CancellationReasons: codes.map((Code) => ({ Code })),
    });
  /** A table whose transactions fail with the given errors, one per try, and then succeed. */
  const tableFailing = (...errors: Error[]) => {
    let tries = 0;
    const table = {
      async tryTransact() {
        const error = errors[tries++];
        if (error) throw error;
        return undefined;
      },
    } as unknown as Table;
    return { table, tries: () => tries };
  };

  it('tries again when DynamoDB cancelled it for a transaction on the same items, running at once', async () => {
    const { table, tries } = tableFailing(cancelled('None', 'TransactionConflict', 'None'));
    const { backoff, pauses } = instantBackoff();
    expect(await createSessions(table, backoff).rotate(rotation)).toBe('rotated');
    expect(tries()).toBe(2);
    expect(pauses).toHaveLength(1);
  });

  it('gives up with an error, never an outcome, when the conflicts do not stop', async () => {
    const conflict = cancelled('None', 'TransactionConflict', 'None');
    const { table } = tableFailing(...Array.from({ length: 8 }, () => conflict));
    const { backoff } = instantBackoff();
    await expect(createSessions(table, backoff).rotate(rotation)).rejects.toThrow(/concurrent transactions/);
  });
});
