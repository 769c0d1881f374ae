import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import {
  addressLimit,
  countAttempt,
  createLoginThrottle,
  type EmailFailures,
  emailLimit,
  lockSeconds,
} from '#functions/data/login-throttle';
import { memoryTable } from './memory-table';

const start = 1_800_000_000;

/** Attempts at one moment, each on the state the one before left; the outcomes in order. */
const attemptsAt = (state: EmailFailures | undefined, now: number, count: number) => {
  const outcomes: ReturnType<typeof countAttempt>[] = [];
  let current = state;
  for (let index = 0; index < count; index++) {
    const outcome = countAttempt(current, now);
    outcomes.push(outcome);
    if (outcome.allowed) current = outcome.next;
  }
  return { outcomes, state: current };
};

describe('counting attempts for one email', () => {
  it('allows ten attempts, the tenth starting a one-minute lock, and refuses the eleventh', () => {
    const { outcomes, state } = attemptsAt(undefined, start, 11);
    expect(outcomes.map((outcome) => outcome.allowed)).toEqual([...Array(10).fill(true), false]);
    expect(outcomes[10]).toEqual({ allowed: false, retryAfter: 60 });
    expect(state).toEqual({ failures: 0, locks: 1, lockedUntil: start + 60, lastFailureAt: start });
  });

  it('does not extend a lock for attempts made while it holds', () => {
    const { state: locked } = attemptsAt(undefined, start, 10);
    for (const second of [1, 30, 59]) {
      expect(countAttempt(locked, start + second)).toEqual({ allowed: false, retryAfter: 60 - second });
    }
    expect(countAttempt(locked, start + 60).allowed).toBe(true);
  });

  it('doubles the lock with each one, up to an hour', () => {
    expect([0, 1, 2, 3, 4, 5, 6, 7].map((locks) => lockSeconds(locks))).toEqual([
      60, 120, 240, 480, 960, 1920, 3600, 3600,
    ]);
    let state: EmailFailures | undefined;
    let now = start;
    const locks: number[] = [];
    for (let cycle = 0; cycle < 8; cycle++) {
      state = attemptsAt(state, now, 10).state;
      locks.push((state?.lockedUntil ?? 0) - now);
      expect(countAttempt(state, (state?.lockedUntil ?? 0) - 1).allowed).toBe(false);
      now = state?.lockedUntil ?? 0;
    }
    expect(locks).toEqual([60, 120, 240, 480, 960, 1920, 3600, 3600]);
  });

  it('forgets past locks after a quiet day', () => {
    let state = attemptsAt(undefined, start, 10).state;
    state = attemptsAt(state, start + 60, 10).state;
    expect(state?.locks).toBe(2);
    const later = (state?.lastFailureAt ?? 0) + emailLimit.quietSeconds;
    const { outcomes, state: after } = attemptsAt(state, later, 10);
    expect(outcomes.every((outcome) => outcome.allowed)).toBe(true);
    expect(after).toMatchObject({ locks: 1, lockedUntil: later + 60 });
  });
});

describe('the sign-in throttle on the table', () => {
  const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

  it('keys the count by a hash of the normalised email, storing no email and no account', async () => {
    const { table, items } = memoryTable();
    const throttle = createLoginThrottle(table);
    await throttle.reserve('ada@example.com', start);
    await throttle.reserve('  ADA@Example.com ', start + 5);
    expect([...items.values()]).toEqual([
      {
        pk: `SIGNIN#${sha256('ada@example.com')}`,
        sk: 'FAILURES',
        type: 'SignInFailures',
        failures: 2,
        locks: 0,
        lockedUntil: 0,
        lastFailureAt: start + 5,
        version: 2,
        ttl: start + 5 + emailLimit.quietSeconds,
      },
    ]);
  });

  it('holds the limit when attempts run concurrently', async () => {
    const { table } = memoryTable();
    const throttle = createLoginThrottle(table);
    const outcomes = await Promise.all(
      Array.from({ length: 15 }, () => throttle.reserve('burst@example.com', start)),
    );
    expect(outcomes.filter((outcome) => outcome.allowed)).toHaveLength(10);
    expect(outcomes.filter((outcome) => !outcome.allowed)).toHaveLength(5);
  });

  it('forgets the count and the locks after the right password', async () => {
    const { table, items } = memoryTable();
    const throttle = createLoginThrottle(table);
    for (let index = 0; index < 10; index++) await throttle.reserve('ok@example.com', start);
    expect((await throttle.reserve('ok@example.com', start + 1)).allowed).toBe(false);
    await throttle.succeeded('ok@example.com');
    expect(items.size).toBe(0);
    expect(await throttle.reserve('ok@example.com', start + 2)).toEqual({ allowed: true });
  });

  it('refuses failures from an address past its limit until its window ends', async () => {
    const { table, items } = memoryTable();
    const throttle = createLoginThrottle(table);
    const windowStart = Math.ceil(start / addressLimit.windowSeconds) * addressLimit.windowSeconds;
    const outcomes = [];
    for (let index = 0; index < addressLimit.maxFailures + 2; index++)
      outcomes.push(await throttle.failedFrom('203.0.113.9', windowStart + 10));
    expect(addressLimit.maxFailures).toBeGreaterThanOrEqual(100);
    expect(outcomes.slice(0, addressLimit.maxFailures).every((outcome) => outcome.allowed)).toBe(true);
    expect(outcomes.slice(addressLimit.maxFailures)).toEqual([
      { allowed: false, retryAfter: addressLimit.windowSeconds - 10 },
      { allowed: false, retryAfter: addressLimit.windowSeconds - 10 },
    ]);
    expect(await throttle.failedFrom('203.0.113.10', windowStart + 10)).toEqual({ allowed: true });
    expect(await throttle.failedFrom('203.0.113.9', windowStart + addressLimit.windowSeconds)).toEqual({
      allowed: true,
    });
    expect([...items.keys()][0]).toBe(
      `SIGNINFROM#${sha256('203.0.113.9')}|WINDOW#${windowStart / addressLimit.windowSeconds}`,
    );
  });

  it('counts the failures of every address of one IPv6 /64 together (a client rotating addresses)', async () => {
    const { table } = memoryTable();
    const throttle = createLoginThrottle(table);
    const windowStart = Math.ceil(start / addressLimit.windowSeconds) * addressLimit.windowSeconds;
    const outcomes = [];
    for (let index = 0; index <= addressLimit.maxFailures; index++)
      outcomes.push(await throttle.failedFrom(`2001:db8:7:8::${(index + 1).toString(16)}`, windowStart + 10));
    expect(outcomes.slice(0, addressLimit.maxFailures).every((outcome) => outcome.allowed)).toBe(true);
    expect(outcomes.at(-1)).toEqual({ allowed: false, retryAfter: addressLimit.windowSeconds - 10 });
    // Another /64 is another client.
    expect(await throttle.failedFrom('2001:db8:7:9::1', windowStart + 10)).toEqual({ allowed: true });
  });
});
