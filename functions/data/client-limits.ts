import { createHash, randomUUID } from 'node:crypto';
import type { RequestRate } from '#shared/http/define-route';
import { deletePart, putPart, type Table, updatePart } from './table';

/**
 * Counters of requests per client (an address, or a user) for the routes' limits
 * (shared/http/client-limits.ts), in the table so every function and container sees one count.
 * A client's counters share one partition keyed by a hash (no address is stored), and each item
 * expires by TTL.
 *
 * A rate is counted in buckets of a sixth of its period: each request ADDs one to the current
 * bucket (atomic, so parallel requests cannot slip past) and reads the six before it. The seven
 * together cover between one period and 7/6 of one, so any period holds at most `max` admitted
 * requests, while a steady rate up to 6/7 of `max` is never refused. Refused requests count too:
 * a client that keeps flooding stays refused.
 */
export type LimitCheck = { allowed: true } | { allowed: false; retryAfter: number };

const bucketsPerPeriod = 6;

/** How long a request holds its place among those "at once": longer than any function's timeout. */
export const underWayLeaseSeconds = 60;

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');
const partitionOf = (client: string) => `LIMIT#${sha256(client)}`;

/** The client of a limit: an address, or a user; kept apart so one can never be taken for the other. */
export const addressClient = (address: string) => `address:${address}`;
export const userClient = (userId: string) => `user:${userId}`;

/**
 * When the client may try again: the oldest buckets leave the window one by one, at the end of
 * the bucket six after them, until what is left (plus one request) fits.
 */
const secondsUntilRoom = (
  counts: number[],
  firstBucket: number,
  bucketSeconds: number,
  max: number,
  now: number,
) => {
  let left = counts.reduce((sum, count) => sum + count, 0);
  for (const [index, count] of counts.entries()) {
    left -= count;
    if (left + 1 <= max)
      return Math.max(1, Math.ceil((firstBucket + index + 1 + bucketsPerPeriod) * bucketSeconds - now));
  }
  return Math.ceil(bucketSeconds * (bucketsPerPeriod + 1));
};

export const createClientLimits = (table: Table) => ({
  /** Counts one request of `client` to `rule` at `now` (epoch seconds), and says whether it fits the rate. */
  async count(client: string, rule: string, rate: RequestRate, now: number): Promise<LimitCheck> {
    const bucketSeconds = rate.perSeconds / bucketsPerPeriod;
    const current = Math.floor(now / bucketSeconds);
    const firstBucket = current - bucketsPerPeriod;
    const pk = partitionOf(client);
    const keyOf = (bucket: number) => ({ pk, sk: `RATE#${rule}#${bucket}` });
    const earlier = Array.from({ length: bucketsPerPeriod }, (_, index) => firstBucket + index);
    const [counted, previous] = await Promise.all([
      table.update<{ requests: number }>(
        updatePart(keyOf(current), {
          UpdateExpression: 'ADD requests :one SET #type = :type, #ttl = :ttl',
          ExpressionAttributeNames: { '#type': 'type', '#ttl': 'ttl' },
          ExpressionAttributeValues: {
            ':one': 1,
            ':type': 'ClientRequests',
            // Read as an earlier bucket for one more period, then gone.
            ':ttl': Math.ceil((current + bucketsPerPeriod + 2) * bucketSeconds),
          },
        }),
      ),
      // Closed buckets, so an eventually consistent read is enough.
      table.batchGet<{ sk: string; requests: number }>(earlier.map(keyOf)),
    ]);
    const byKey = new Map(previous.map((item) => [item.sk, item.requests]));
    const counts = [...earlier.map((bucket) => byKey.get(keyOf(bucket).sk) ?? 0), counted?.requests ?? 1];
    const total = counts.reduce((sum, count) => sum + count, 0);
    return total <= rate.max
      ? { allowed: true }
      : { allowed: false, retryAfter: secondsUntilRoom(counts, firstBucket, bucketSeconds, rate.max, now) };
  },

  /**
   * Enters one request of `client` to `rule` among those under way at once: its own item, then a
   * strongly consistent count of the live ones. Of parallel requests, the last to count sees every
   * earlier one, so no more than `max` are ever admitted (a race can refuse one too many, never
   * admit one). Undefined when over `max` (its item is gone again); otherwise `leave` it when done.
   * An item whose request crashed stops counting after its lease, and TTL deletes it.
   */
  async enter(client: string, rule: string, max: number, now: number) {
    const pk = partitionOf(client);
    const prefix = `ATONCE#${rule}#`;
    const key = { pk, sk: `${prefix}${randomUUID()}` };
    const expiresAt = now + underWayLeaseSeconds;
    await table.write(putPart({ ...key, type: 'RequestUnderWay', expiresAt, ttl: expiresAt }));
    const underWay = await table.query<{ expiresAt: number }>({
      partition: pk,
      sortKey: { beginsWith: prefix },
      consistent: true,
    });
    const leave = () => table.write(deletePart(key));
    if (underWay.filter((item) => item.expiresAt > now).length <= max) return { leave };
    await leave();
    return undefined;
  },
});

export type ClientLimits = ReturnType<typeof createClientLimits>;
