import { describe, expect, it } from 'vitest';
import { backoffDelay, retryOnConflict, tryAgain } from '#functions/data/backoff';
import { instantBackoff } from '../services/fakes';

const policy = (random: () => number, attempts = 5) => instantBackoff(attempts, random, 100);

describe('backoffDelay', () => {
  it('is a random share of a cap that doubles each attempt, up to the maximum', () => {
    const { backoff } = policy(() => 1);
    expect([1, 2, 3, 4, 5].map((attempt) => backoffDelay(attempt, backoff))).toEqual([20, 40, 80, 100, 100]);
    expect(backoffDelay(3, policy(() => 0.25).backoff)).toBe(20);
    expect(backoffDelay(3, policy(() => 0).backoff)).toBe(0);
  });
});

describe('retryOnConflict', () => {
  it('returns the first result, pausing before each retry only', async () => {
    const { backoff, pauses } = policy(() => 0.5);
    let calls = 0;
    const result = await retryOnConflict(
      async () => (++calls < 3 ? tryAgain : 'saved'),
      () => new Error('exhausted'),
      backoff,
    );
    expect(result).toBe('saved');
    expect(calls).toBe(3);
    expect(pauses).toEqual([10, 20]);
  });

  it('throws what `exhausted` makes after the last attempt', async () => {
    const { backoff, pauses } = policy(() => 0.5, 4);
    let calls = 0;
    await expect(
      retryOnConflict(
        async () => {
          calls++;
          return tryAgain;
        },
        () => new Error('still clashing'),
        backoff,
      ),
    ).rejects.toThrow('still clashing');
    expect(calls).toBe(4);
    expect(pauses).toHaveLength(3);
  });

  it('lets an attempt’s own error through at once', async () => {
    const { backoff } = policy(() => 0.5);
    await expect(
      retryOnConflict(
        async () => {
          throw new Error('gone');
        },
        () => new Error('exhausted'),
        backoff,
      ),
    ).rejects.toThrow('gone');
  });
});
