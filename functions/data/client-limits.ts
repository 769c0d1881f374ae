import { createHash, randomUUID } from 'node:crypto';
import type { RequestRate } from '#shared/http/define-route';
import { addressKey } from '../lib/http/address-key';
import { present, type Table, updatePart } from './table';

/**
 * Counters of requests per client (an address, or a user) for the routes' limits
 * (shared/http/client-limits.ts), in the table so every function and container sees one count.
 * A client's counters share one partition keyed by a hash (no address is stored), and each item
 * expires by TTL.
 *
 * A rate is counted in buckets of a sixth of its period: each request ADDs one to the current
 * bucket (atomic, so parallel requests cannot slip past) and reads the six before it. The seven
 * together cover between one period and 7/6 of one, so any period holds at most `max` admitted
 * requests, while a steady rate up to 6/7 of `max` is never refused. Refused requests count too,
 * and a container remembers its refusals until their retry-after: a client that keeps flooding
 * stays refused, and its flood costs no more table writes.
 */
export type LimitCheck = { allowed: true } | { allowed: false; retryAfter: number };

const bucketsPerPeriod = 6;

/**
 * How long a request holds its place among those "at once", unless it leaves sooner: the longest
 * timeout of a function with such a limit (imports, 15 s: infra/stacks/function-access.ts) and a
 * margin, so a run the platform killed stops counting soon after it could have ended.
 */
export const underWayLeaseSeconds = 20;

/** The attributes of the item of requests under way: one per request, its lease's end. */
const leasePrefix = 'lease_';

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');
const partitionOf = (client: string) => `LIMIT#${sha256(client)}`;

/**
 * The client of a limit: an address (as its key: an IPv6 address counts as its /64), or a user;
 * kept apart so one can never be taken for the other.
 */
export const addressClient = (address: string) => `address:${addressKey(address)}`;
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

/** The most refusals a container remembers; past it the oldest is forgotten (and asked of the table again). */
const maxRemembered = 10_000;

export const createClientLimits = (table: Table) => {
  /**
   * Refusals this container gave, until their retry-after: a flood from one client then costs no
   * further table writes here (while it lasted, each refused request was one UpdateItem and one
   * BatchGetItem more, which on DynamoDB Local slowed every other client's writes). Other
   * containers still count in the table. By `client` and rule.
   */
  const refusedUntil = new Map<string, number>();
  const remembered = (key: string, now: number): LimitCheck | undefined => {
    const until = refusedUntil.get(key);
    if (until === undefined) return undefined;
    if (until > now) return { allowed: false, retryAfter: Math.ceil(until - now) };
    refusedUntil.delete(key);
    return undefined;
  };
  const remember = (key: string, check: LimitCheck, now: number) => {
    if (check.allowed) return;
    if (refusedUntil.size >= maxRemembered) refusedUntil.delete(refusedUntil.keys().next().value ?? '');
    refusedUntil.set(key, now + check.retryAfter);
  };

  /** Counts one request in the table: the current bucket raised, the six before it read. */
  const countInTable = async (
    client: string,
    rule: string,
    rate: RequestRate,
    now: number,
  ): Promise<LimitCheck> => {
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
  };

  return {
    /**
     * Counts one request of `client` to `rule` at `now` (epoch seconds), and says whether it fits the
     * rate; a client this container refused is refused again, uncounted, until its retry-after.
     */
    async count(client: string, rule: string, rate: RequestRate, now: number): Promise<LimitCheck> {
      const memoryKey = `${rule}|${client}`;
      const known = remembered(memoryKey, now);
      if (known) return known;
      const check = await countInTable(client, rule, rate, now);
      remember(memoryKey, check, now);
      return check;
    },

    /**
     * Enters one request of `client` to `rule` among those under way at once. A client's requests
     * under way for a rule are attributes of one item, so DynamoDB applies their entries one after
     * another, and the item an entry gets back holds its own lease and those entered before it (and
     * not yet gone). A request is admitted when fewer than `max` live leases came before it: of a
     * burst of N, exactly the first `max` are admitted, and never more than `max` at once (a refused
     * request's lease, until it is removed, can only refuse one more). Undefined when refused;
     * otherwise `leave` it when done. A lease whose request crashed stops counting when it ends, and
     * the next entry removes it. The item stays small: the rate limits, counted first, cap the
     * entries a client makes.
     */
    async enter(client: string, rule: string, max: number, now: number) {
      const key = { pk: partitionOf(client), sk: `ATONCE#${rule}` };
      const mine = `${leasePrefix}${randomUUID()}`;
      const expiresAt = now + underWayLeaseSeconds;
      const item = await table.update<Record<string, unknown>>(
        updatePart(key, {
          UpdateExpression: 'SET #mine = :expiresAt, #type = :type, #ttl = :expiresAt',
          ExpressionAttributeNames: { '#mine': mine, '#type': 'type', '#ttl': 'ttl' },
          ExpressionAttributeValues: { ':expiresAt': expiresAt, ':type': 'RequestsUnderWay' },
        }),
      );
      const leases = Object.entries(item ?? {}).filter(([name]) => name.startsWith(leasePrefix));
      const before = leases.filter(([name, end]) => name !== mine && Number(end) > now);
      const ended = leases.filter(([, end]) => Number(end) <= now).map(([name]) => name);
      const remove = async (names: string[]) => {
        if (names.length === 0) return;
        // Only on the item as it is: after TTL deleted it, an update would make a new one without TTL.
        await table.tryWrite(
          updatePart(key, {
            ...present,
            UpdateExpression: `REMOVE ${names.map((_, index) => `#lease${index}`).join(', ')}`,
            ExpressionAttributeNames: Object.fromEntries(
              names.map((name, index) => [`#lease${index}`, name]),
            ),
          }),
        );
      };
      if (before.length < max) {
        await remove(ended);
        return { leave: () => remove([mine]) };
      }
      await remove([...ended, mine]);
      return undefined;
    },
  };
};

export type ClientLimits = ReturnType<typeof createClientLimits>;
