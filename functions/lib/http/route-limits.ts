import type { RouteLimits } from '#shared/http/define-route';
import { addressClient, type ClientLimits, userClient } from '../../data/client-limits';
import { TooManyRequestsError } from '../domain-errors';

/** Whole minutes until the caller may try again: "a minute", "5 minutes" in the message. */
const minutesOf = (seconds: number) => Math.max(1, Math.ceil(seconds / 60));

/** A wait for a request under way is short: the import function gives up after 15 s. */
const atOnceRetrySeconds = 10;

/**
 * The routes' limits per client (shared/http/client-limits.ts), as the route handler applies them:
 * the address's rate before the caller is even authenticated (a flood costs one counter), the
 * user's rate once known, and the requests under way at once around the route's work.
 */
export const createRouteLimits = (counters: ClientLimits, now = () => Date.now() / 1000) => ({
  async checkAddress(rule: string, limits: RouteLimits | undefined, address: string): Promise<void> {
    if (!limits?.perAddress) return;
    const check = await counters.count(addressClient(address), rule, limits.perAddress, now());
    if (!check.allowed)
      throw new TooManyRequestsError('errors.tooManyRequestsFromAddress', check.retryAfter, {
        minutes: minutesOf(check.retryAfter),
      });
  },

  async checkUser(rule: string, limits: RouteLimits | undefined, userId: string | undefined): Promise<void> {
    if (!limits?.perUser || userId === undefined) return;
    const check = await counters.count(userClient(userId), rule, limits.perUser, now());
    if (!check.allowed)
      throw new TooManyRequestsError('errors.tooManyRequestsFromAccount', check.retryAfter, {
        minutes: minutesOf(check.retryAfter),
      });
  },

  /** Runs `work` if fewer than `atOnce` requests of this address and of this user are under way. */
  async oneOfAtOnce<T>(
    rule: string,
    limits: RouteLimits | undefined,
    clients: { address: string; userId: string | undefined },
    work: () => Promise<T>,
  ): Promise<T> {
    const atOnce = limits?.atOnce;
    if (atOnce === undefined) return work();
    const names = [addressClient(clients.address), ...(clients.userId ? [userClient(clients.userId)] : [])];
    const entered: { leave: () => Promise<void> }[] = [];
    try {
      for (const client of names) {
        const lease = await counters.enter(client, rule, atOnce, now());
        if (!lease) throw new TooManyRequestsError('errors.tooManyRequestsAtOnce', atOnceRetrySeconds);
        entered.push(lease);
      }
      return await work();
    } finally {
      await Promise.all(entered.map((lease) => lease.leave()));
    }
  },
});

export type RouteLimiter = ReturnType<typeof createRouteLimits>;
