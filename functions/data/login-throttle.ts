import { createHash } from 'node:crypto';
import { addressKey } from '../lib/http/address-key';
import { absent, deletePart, putPart, type Table, updatePart } from './table';
import type { Key } from './table-definition';

/**
 * Failed password attempts, limited twice (see docs/security.md, "Sign-in throttling"):
 * - per email: after `maxFailures` attempts the email is locked for a back-off that doubles with
 *   each lock; attempts while locked are refused unchecked and do not extend the lock;
 * - per source address: failures in fixed windows, past which wrong passwords are refused.
 * Both are keyed by hashes, and the email's count is kept whether or not an account has it, so
 * nothing here (stored or answered) tells which emails have accounts.
 */
export const emailLimit = {
  maxFailures: 10,
  firstLockSeconds: 60,
  maxLockSeconds: 60 * 60,
  /** A day without failures forgets the past locks, so the back-off starts again from the first. */
  quietSeconds: 24 * 60 * 60,
};

export const addressLimit = {
  maxFailures: 100,
  windowSeconds: 15 * 60,
};

/** The count kept for one email (epoch seconds). */
export interface EmailFailures {
  /** Attempts since the last lock (or since the count began). */
  failures: number;
  /** Locks so far: the next lasts `firstLockSeconds * 2^locks`, up to `maxLockSeconds`. */
  locks: number;
  /** 0 when not locked. */
  lockedUntil: number;
  lastFailureAt: number;
}

export type Attempt = { allowed: true } | { allowed: false; retryAfter: number };

export const lockSeconds = (locks: number, limit = emailLimit) =>
  Math.min(limit.firstLockSeconds * 2 ** locks, limit.maxLockSeconds);

const fresh: EmailFailures = { failures: 0, locks: 0, lockedUntil: 0, lastFailureAt: 0 };

/**
 * One more attempt for an email at `now`: refused while locked (the stored count then stays as it
 * is), otherwise counted, and the attempt that reaches the limit starts the next lock.
 */
export const countAttempt = (
  stored: EmailFailures | undefined,
  now: number,
  limit = emailLimit,
): { allowed: true; next: EmailFailures } | { allowed: false; retryAfter: number } => {
  const current = !stored || now - stored.lastFailureAt >= limit.quietSeconds ? fresh : stored;
  if (current.lockedUntil > now) return { allowed: false, retryAfter: current.lockedUntil - now };
  const failures = current.failures + 1;
  const next =
    failures < limit.maxFailures
      ? { ...current, failures, lastFailureAt: now }
      : {
          failures: 0,
          locks: current.locks + 1,
          lockedUntil: now + lockSeconds(current.locks, limit),
          lastFailureAt: now,
        };
  return { allowed: true, next };
};

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');
/** The schemas already trim and lower-case emails; the key does too, so no caller can split a count. */
const emailFailuresKey = (email: string) => ({
  pk: `SIGNIN#${sha256(email.trim().toLowerCase())}`,
  sk: 'FAILURES',
});
/**
 * Wrong second-step codes of an account, counted apart from its email's attempts: a password reset
 * lifts the email's lock (the link proves the mailbox), but whoever holds the mailbox must not win
 * a fresh round of code guesses with each reset. Only a passed second step clears it.
 */
const secondStepFailuresKey = (userId: string) => ({
  pk: `SIGNIN#${sha256(`second-step:${userId}`)}`,
  sk: 'SECONDSTEP',
});
/** An address counts as its key (an IPv6 address as its /64), as in the routes' limits. */
const addressFailuresKey = (address: string, window: number) => ({
  pk: `SIGNINFROM#${sha256(addressKey(address))}`,
  sk: `WINDOW#${window}`,
});

type StoredEmailFailures = EmailFailures & { version: number };

/** Concurrent attempts on one email retry their conditional write; this many rounds, then refuse. */
const maxWriteRounds = 20;

/**
 * Counts one attempt on a counter (an email's, an account's second step) before the secret is
 * checked, so a burst of parallel attempts cannot slip past the limit: each is written on the
 * version it read (optimistic locking).
 */
const reserveOn = async (table: Table, key: Key, type: string, now: number): Promise<Attempt> => {
  for (let round = 0; round < maxWriteRounds; round++) {
    const stored = await table.get<StoredEmailFailures>(key, { consistent: true });
    const attempt = countAttempt(stored, now);
    if (!attempt.allowed) return attempt;
    const { failures, locks, lockedUntil, lastFailureAt } = attempt.next;
    const item = {
      ...key,
      type,
      failures,
      locks,
      lockedUntil,
      lastFailureAt,
      version: (stored?.version ?? 0) + 1,
      ttl: Math.max(now, lockedUntil) + emailLimit.quietSeconds,
    };
    const written = await table.tryWrite(
      putPart(
        item,
        stored
          ? {
              ConditionExpression: 'version = :seen',
              ExpressionAttributeValues: { ':seen': stored.version },
            }
          : absent,
      ),
    );
    if (written) return { allowed: true };
  }
  return { allowed: false, retryAfter: emailLimit.firstLockSeconds };
};

export const createLoginThrottle = (table: Table) => ({
  /** Counts one attempt for an email before its password (or a second step's code) is checked. */
  reserve: (email: string, now: number) => reserveOn(table, emailFailuresKey(email), 'SignInFailures', now),

  /** The right password: the email's count and past locks are forgotten. */
  succeeded: (email: string) => table.write(deletePart(emailFailuresKey(email))),

  /** Counts one second-step code of an account before it is checked (limited as an email is). */
  reserveSecondStep: (userId: string, now: number) =>
    reserveOn(table, secondStepFailuresKey(userId), 'SecondStepFailures', now),

  /** A passed second step: the account's code count is forgotten (a password reset does not). */
  secondStepSucceeded: (userId: string) => table.write(deletePart(secondStepFailuresKey(userId))),

  /** Counts a failure from a source address; refused once the window holds more than its limit. */
  async failedFrom(address: string, now: number): Promise<Attempt> {
    const window = Math.floor(now / addressLimit.windowSeconds);
    const windowEnd = (window + 1) * addressLimit.windowSeconds;
    const counted = await table.update<{ failures: number }>(
      updatePart(addressFailuresKey(address, window), {
        UpdateExpression: 'ADD failures :one SET #type = :type, #ttl = :ttl',
        ExpressionAttributeNames: { '#type': 'type', '#ttl': 'ttl' },
        ExpressionAttributeValues: { ':one': 1, ':type': 'SignInFailuresFrom', ':ttl': windowEnd },
      }),
    );
    return (counted?.failures ?? 0) > addressLimit.maxFailures
      ? { allowed: false, retryAfter: windowEnd - now }
      : { allowed: true };
  },
});

export type LoginThrottle = ReturnType<typeof createLoginThrottle>;
