import { describe, expect, it } from 'vitest';
import { createSessionCheck, type SessionState } from '#functions/lib/auth/session-check';

const start = Date.UTC(2030, 0, 1);
const inADay = start / 1000 + 24 * 3600;

/** A session store and a clock the test moves; counts the reads the check makes. */
const setUp = () => {
  const stored = new Map<string, SessionState>([['s1', { expiresAt: inADay }]]);
  const clock = { now: start };
  let reads = 0;
  const check = createSessionCheck({
    readSession: async (_userId, sessionId) => {
      reads += 1;
      const session = stored.get(sessionId);
      return session && { ...session };
    },
    now: () => clock.now,
  });
  const outcome = (sessionId = 's1') =>
    check.assertLive('u1', sessionId).then(
      () => 'live',
      (error: Error) => error.message,
    );
  return { stored, clock, check, outcome, reads: () => reads };
};

const ended = 'Your session has ended. Please sign in again.';

describe('session check', () => {
  it('reads a live session once and trusts that reading for 60 seconds', async () => {
    const { stored, clock, outcome, reads } = setUp();
    expect(await outcome()).toBe('live');
    stored.set('s1', { expiresAt: inADay, revokedAt: start / 1000 }); // revoked by another container
    clock.now = start + 59_999;
    expect(await outcome()).toBe('live');
    expect(reads()).toBe(1);
    clock.now = start + 60_000;
    expect(await outcome()).toBe(ended);
    expect(reads()).toBe(2);
  });

  it('refuses at once a session this container ended, without reading it', async () => {
    const { check, outcome, reads } = setUp();
    expect(await outcome()).toBe('live');
    check.markEnded('u1', 's1');
    expect(await outcome()).toBe(ended);
    expect(reads()).toBe(1);
  });

  it('never reads an ended session again', async () => {
    const { clock, outcome, reads } = setUp();
    expect(await outcome('gone')).toBe(ended);
    clock.now = start + 10 * 60_000;
    expect(await outcome('gone')).toBe(ended);
    expect(reads()).toBe(1);
  });

  it('refuses a session past its absolute expiry without reading it again', async () => {
    const { stored, clock, outcome, reads } = setUp();
    stored.set('s1', { expiresAt: start / 1000 + 30 });
    expect(await outcome()).toBe('live');
    clock.now = start + 30_000;
    expect(await outcome()).toBe(ended);
    expect(reads()).toBe(1);
  });

  it('reads once for many requests at once', async () => {
    const { outcome, reads } = setUp();
    expect(await Promise.all([outcome(), outcome(), outcome()])).toEqual(['live', 'live', 'live']);
    expect(reads()).toBe(1);
  });

  it('does not remember a failed read', async () => {
    let fail = true;
    const check = createSessionCheck({
      readSession: async () => {
        if (fail) throw new Error('ServiceUnavailable');
        return { expiresAt: inADay };
      },
      now: () => start,
    });
    await expect(check.assertLive('u1', 's1')).rejects.toThrow('ServiceUnavailable');
    fail = false;
    await expect(check.assertLive('u1', 's1')).resolves.toBeUndefined();
  });

  it('keys sessions by user: a session id under another user is another session', async () => {
    const { check, outcome } = setUp();
    check.markEnded('u2', 's1');
    expect(await outcome()).toBe('live');
  });
});
