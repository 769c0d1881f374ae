import { putPart, type Table, updatePart } from './table';
import { userPartition } from './users';

/** Failed sign-ins of one account in one fixed time window. */
const loginAttemptsKey = (userId: string, window: number) => ({
  pk: userPartition(userId),
  sk: `LOGIN#${window}`,
});

/** Failed sign-ins counted per account in fixed windows, reserved before the password is checked. */
export const createLoginThrottle = (table: Table, maxAttempts: number, windowSeconds: number) => {
  const windowOf = (now: number) => Math.floor(now / windowSeconds);
  const expiryOf = (window: number) => (window + 2) * windowSeconds;
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
      const counted = await table.tryWrite(
        updatePart(loginAttemptsKey(userId, window), {
          UpdateExpression: 'ADD attempts :one SET #ttl = :ttl',
          ConditionExpression: 'attribute_not_exists(attempts) OR attempts < :max',
          ExpressionAttributeNames: { '#ttl': 'ttl' },
          ExpressionAttributeValues: { ':one': 1, ':max': maxAttempts, ':ttl': expiryOf(window) },
        }),
      );
      return counted ? { allowed: true } : { allowed: false, retryAfter: (window + 1) * windowSeconds - now };
    },

    /** A successful sign-in clears the count, so only failures accumulate. */
    clear: (userId: string, now: number) =>
      table.write(
        putPart({ ...loginAttemptsKey(userId, windowOf(now)), attempts: 0, ttl: expiryOf(windowOf(now)) }),
      ),
  };
};

export type LoginThrottle = ReturnType<typeof createLoginThrottle>;
