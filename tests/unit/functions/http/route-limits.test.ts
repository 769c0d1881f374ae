import { describe, expect, it } from 'vitest';
import type { ClientLimits, LimitCheck } from '#functions/data/client-limits';
import { TooManyRequestsError } from '#functions/lib/domain-errors';
import { createRouteLimits } from '#functions/lib/http/route-limits';

/** Counters that answer as told and record what was counted. */
const countersAnswering = (check: LimitCheck, admitted = true) => {
  const counted: string[] = [];
  const left: string[] = [];
  const counters: ClientLimits = {
    count: async (client, rule) => {
      counted.push(`${rule} ${client}`);
      return check;
    },
    enter: async (client, rule) => {
      counted.push(`enter ${rule} ${client}`);
      return admitted ? { leave: async () => void left.push(client) } : undefined;
    },
  };
  return { counters, counted, left };
};

const refusal = async (work: Promise<unknown>) => {
  const error = await work.then(
    () => undefined,
    (thrown: unknown) => thrown,
  );
  expect(error).toBeInstanceOf(TooManyRequestsError);
  const { message, retryAfterSeconds } = error as TooManyRequestsError;
  return { message, retryAfterSeconds };
};

describe('route limits', () => {
  it('counts nothing for a route without limits', async () => {
    const { counters, counted } = countersAnswering({ allowed: true });
    const limits = createRouteLimits(counters);
    await limits.checkAddress('login', undefined, '203.0.113.9');
    await limits.checkUser('login', {}, 'u1');
    expect(
      await limits.oneOfAtOnce('login', undefined, { address: '203.0.113.9', userId: 'u1' }, async () => 7),
    ).toBe(7);
    expect(counted).toEqual([]);
  });

  it('refuses an address over its rate with when to try again, in minutes', async () => {
    const { counters, counted } = countersAnswering({ allowed: false, retryAfter: 250 });
    const limits = createRouteLimits(counters);
    expect(
      await refusal(
        limits.checkAddress('register', { perAddress: { max: 30, perSeconds: 600 } }, '203.0.113.9'),
      ),
    ).toEqual({
      message: 'Too many requests from your address. Try again in 5 minutes.',
      retryAfterSeconds: 250,
    });
    expect(counted).toEqual(['register address:203.0.113.9']);
  });

  it('says "a minute" for a wait of a minute or less, and names the account for a user limit', async () => {
    const { counters } = countersAnswering({ allowed: false, retryAfter: 12 });
    const limits = createRouteLimits(counters);
    expect(
      await refusal(limits.checkUser('importRecipe', { perUser: { max: 60, perSeconds: 60 } }, 'u1')),
    ).toEqual({
      message: 'Too many requests from your account. Try again in a minute.',
      retryAfterSeconds: 12,
    });
  });

  it('runs the work among those at once, and leaves its places after it, even when it fails', async () => {
    const { counters, counted, left } = countersAnswering({ allowed: true });
    const limits = createRouteLimits(counters);
    const clients = { address: '203.0.113.9', userId: 'u1' };
    await expect(
      limits.oneOfAtOnce('importRecipe', { atOnce: 3 }, clients, async () => {
        throw new Error('the page broke');
      }),
    ).rejects.toThrow('the page broke');
    expect(counted).toEqual(['enter importRecipe address:203.0.113.9', 'enter importRecipe user:u1']);
    expect(left.sort()).toEqual(['address:203.0.113.9', 'user:u1']);
  });

  it('counts an IPv6 address as its /64, and an IPv4-mapped one as the IPv4 address', async () => {
    const { counters, counted } = countersAnswering({ allowed: true });
    const limits = createRouteLimits(counters);
    const rate = { perAddress: { max: 30, perSeconds: 600 } };
    for (const address of ['2001:db8:1:2::a', '2001:db8:1:2:ffff::b', '::ffff:203.0.113.9'])
      await limits.checkAddress('register', rate, address);
    await limits.oneOfAtOnce(
      'importRecipe',
      { atOnce: 3 },
      { address: '2001:db8:1:2::c', userId: undefined },
      async () => 1,
    );
    expect(counted).toEqual([
      'register address:2001:db8:1:2::/64',
      'register address:2001:db8:1:2::/64',
      'register address:203.0.113.9',
      'enter importRecipe address:2001:db8:1:2::/64',
    ]);
  });

  it('refuses a request over the places at once without running it', async () => {
    const { counters } = countersAnswering({ allowed: true }, false);
    const limits = createRouteLimits(counters);
    let ran = false;
    const refused = await refusal(
      limits.oneOfAtOnce(
        'importRecipe',
        { atOnce: 3 },
        { address: '203.0.113.9', userId: 'u1' },
        async () => {
          ran = true;
        },
      ),
    );
    expect(refused.message).toBe('Too many requests at once. Wait for one to finish, then try again.');
    expect(ran).toBe(false);
  });
});
