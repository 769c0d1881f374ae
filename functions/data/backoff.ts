/**
 * The one retry policy of the data layer: how many attempts, and a jittered exponential pause
 * between them ("full jitter": a random wait up to a cap that doubles each attempt), so requests
 * that clash once do not clash again in lockstep. `random` and `sleep` are injectable for tests.
 */
export interface Backoff {
  attempts: number;
  baseDelayMs: number;
  maxDelayMs: number;
  random: () => number;
  sleep: (ms: number) => Promise<void>;
}

export const defaultBackoff: Backoff = {
  attempts: 8,
  baseDelayMs: 10,
  maxDelayMs: 1000,
  random: Math.random,
  sleep: (ms) => new Promise((resolve) => setTimeout(resolve, ms)),
};

/** The pause before attempt `attempt` (1 for the first retry). */
export const backoffDelay = (attempt: number, { baseDelayMs, maxDelayMs, random }: Backoff): number =>
  random() * Math.min(maxDelayMs, baseDelayMs * 2 ** attempt);

/** What an attempt returns when it met a concurrent change and should run again. */
export const tryAgain = Symbol('tryAgain');

/**
 * Optimistic concurrency: runs `attempt` (read, decide, conditional write) until it returns a
 * result rather than `tryAgain`, pausing between attempts; after the last attempt throws what
 * `exhausted` makes.
 */
export const retryOnConflict = async <T>(
  attempt: () => Promise<T | typeof tryAgain>,
  exhausted: () => Error,
  backoff: Backoff = defaultBackoff,
): Promise<T> => {
  for (let round = 0; round < backoff.attempts; round++) {
    if (round > 0) await backoff.sleep(backoffDelay(round, backoff));
    const result = await attempt();
    if (result !== tryAgain) return result;
  }
  throw exhausted();
};
