import { afterAll, describe, expect, it } from 'vitest';
import { clientLimits } from '#shared/http/client-limits';
import { createClientLimits, underWayLeaseSeconds } from '../../functions/data/client-limits';
import { createTable } from '../../functions/data/table';
import { hostilePages } from '../support/hostile-pages';
import { login, register, signedInUser, uniqueEmail } from './support/api';
import { apiFrom, newLoopbackAddress } from './support/from-address';
import { runtimeTableClient } from './support/stored-items';

/**
 * Limits per client address (issue 24): a flood from one address gets 429 with a message and a
 * retry-after, while another address, sending at the same time, is served as usual. Each test
 * sends from loopback addresses of its own (127/8), so nothing else in the suite adds to its counts.
 */
const refusedFromAddress = {
  status: 429,
  body: {
    message: expect.stringMatching(
      /^Too many requests from your address\. Try again in (a minute|\d+ minutes)\.$/,
    ),
  },
};

/** `count` requests from one address, `parallel` at a time; their statuses in order. */
const burst = async (
  count: number,
  parallel: number,
  send: (index: number) => Promise<{ status: number }>,
) => {
  const statuses: number[] = [];
  for (let start = 0; start < count; start += parallel) {
    const batch = Array.from({ length: Math.min(parallel, count - start) }, (_, offset) =>
      send(start + offset),
    );
    statuses.push(...(await Promise.all(batch)).map((response) => response.status));
  }
  return statuses;
};

const signUpBody = (email = uniqueEmail('limits')) => ({
  name: 'Limit Tester',
  email,
  password: 'password-1',
  confirmPassword: 'password-1',
});

describe('refresh token: per address', () => {
  it('serves 60 refreshes a minute from one address (many devices behind one router)', async () => {
    const household = newLoopbackAddress();
    const account = await register();
    let { id: userId, refreshToken } = await login(account.email, account.password);
    for (let index = 0; index < 60; index++) {
      const response = await apiFrom(household, 'POST', '/api/users/refresh-token', { userId, refreshToken });
      expect(response.status, `refresh ${index + 1}`).toBe(200);
      refreshToken = response.body.refreshToken;
    }
  });

  it('refuses a flood from one address with 429, while a member elsewhere refreshes as usual', async () => {
    const flooder = newLoopbackAddress();
    const member = newLoopbackAddress();
    const account = await register();
    const session = await login(account.email, account.password);
    const junk = { userId: session.id, refreshToken: 'junk-token-that-is-long-enough-to-be-checked' };

    const flood = burst(clientLimits.refreshToken.perAddress.max + 40, 20, () =>
      apiFrom(flooder, 'POST', '/api/users/refresh-token', junk),
    );
    // Meanwhile, from another address, the member's devices refresh one after another, as usual.
    const other = await register();
    let { id: userId, refreshToken } = await login(other.email, other.password);
    const memberStatuses: number[] = [];
    for (let index = 0; index < 10; index++) {
      const response = await apiFrom(member, 'POST', '/api/users/refresh-token', { userId, refreshToken });
      memberStatuses.push(response.status);
      refreshToken = response.body.refreshToken;
    }
    const statuses = await flood;
    expect(memberStatuses).toEqual(Array(10).fill(200));
    // At most the limit is answered at all; the rest are refused before any token is read.
    expect(statuses.filter((status) => status !== 429).length).toBeLessThanOrEqual(
      clientLimits.refreshToken.perAddress.max,
    );
    expect(statuses.slice(-10)).toEqual(Array(10).fill(429));

    // Even a real token is refused from the flooding address: the limit counts requests, not failures.
    const fromFlooder = await apiFrom(flooder, 'POST', '/api/users/refresh-token', {
      userId: session.id,
      refreshToken: session.refreshToken,
    });
    expect(fromFlooder).toMatchObject(refusedFromAddress);
    expect(Number(fromFlooder.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(Number(fromFlooder.headers.get('retry-after'))).toBeLessThanOrEqual(70);

    // The same session, from another address, is served: nothing of it was spent by the flood.
    const fromMember = await apiFrom(member, 'POST', '/api/users/refresh-token', {
      userId: session.id,
      refreshToken: session.refreshToken,
    });
    expect(fromMember.status).toBe(200);
    expect(fromMember.body.refreshToken).toEqual(expect.any(String));
  });
});

describe('register: per address', () => {
  it('serves 20 sign-ups from one address (a household, a class)', async () => {
    const school = newLoopbackAddress();
    const statuses = await burst(20, 4, () => apiFrom(school, 'POST', '/api/users/register', signUpBody()));
    expect(statuses).toEqual(Array(20).fill(201));
  });

  it('refuses more than 30 within 10 minutes from one address, and stores nothing; others sign up meanwhile', async () => {
    const spammer = newLoopbackAddress();
    // Refused sign-ups count too (a 400 costs as much to answer): a spammer gains nothing by errors.
    const invalid = { ...signUpBody(), confirmPassword: 'something-else' };
    const statuses = await burst(clientLimits.register.perAddress.max, 10, () =>
      apiFrom(spammer, 'POST', '/api/users/register', invalid),
    );
    expect(statuses).toEqual(Array(clientLimits.register.perAddress.max).fill(400));

    const email = uniqueEmail('refused');
    const refused = await apiFrom(spammer, 'POST', '/api/users/register', signUpBody(email));
    expect(refused).toMatchObject({
      status: 429,
      body: {
        message: expect.stringMatching(/^Too many requests from your address\. Try again in \d+ minutes\.$/),
      },
    });
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(60);
    // Nothing was stored: the email is free for a sign-up from elsewhere, which is served at once.
    const elsewhere = await apiFrom(newLoopbackAddress(), 'POST', '/api/users/register', signUpBody(email));
    expect(elsewhere.status).toBe(201);
    expect((await login(email, 'password-1')).name).toBe('Limit Tester');
  });
});

describe('calendar feed: per address', () => {
  it('refuses a flood of guesses from one address; another address still gets its answer', async () => {
    const guesser = newLoopbackAddress();
    const guess = (index: number) =>
      apiFrom(guesser, 'GET', `/api/calendar/${String(index).padStart(43, 'A')}.ics`);
    const statuses = await burst(clientLimits.calendarFeedFile.perAddress.max + 5, 25, guess);
    expect(statuses.slice(0, 60)).toEqual(Array(60).fill(404));
    expect(statuses.slice(-5)).toEqual(Array(5).fill(429));
    expect(await guess(0)).toMatchObject(refusedFromAddress);
    expect((await apiFrom(newLoopbackAddress(), 'GET', `/api/calendar/${'B'.repeat(43)}.ics`)).status).toBe(
      404,
    );
  });
});

describe('import a page: per address and per user', () => {
  const importFrom = (address: string, token: string) =>
    apiFrom(
      address,
      'POST',
      '/api/recipes/import',
      { url: 'not a web address' },
      { authorization: `Bearer ${token}` },
    );

  it('serves imports one after another from one user, and refuses more than 60 within a minute', async () => {
    const cook = await signedInUser();
    const kitchen = newLoopbackAddress();
    const statuses = await burst(clientLimits.importRecipe.perAddress.max, 1, () =>
      importFrom(kitchen, cook.session.token),
    );
    expect(statuses).toEqual(Array(clientLimits.importRecipe.perAddress.max).fill(400));
    expect(await importFrom(kitchen, cook.session.token)).toMatchObject(refusedFromAddress);
    // Another member at another address is served.
    const other = await signedInUser();
    expect((await importFrom(newLoopbackAddress(), other.session.token)).status).toBe(400);
  });

  it('counts a user across addresses: 429 from the account once over the limit', async () => {
    const cook = await signedInUser();
    const statuses = await burst(clientLimits.importRecipe.perUser.max, 10, () =>
      importFrom(newLoopbackAddress(), cook.session.token),
    );
    expect(statuses).toEqual(Array(clientLimits.importRecipe.perUser.max).fill(400));
    const refused = await importFrom(newLoopbackAddress(), cook.session.token);
    expect(refused).toMatchObject({
      status: 429,
      body: {
        message: expect.stringMatching(
          /^Too many requests from your account\. Try again in (a minute|2 minutes)\.$/,
        ),
      },
    });
    expect(refused.headers.get('retry-after')).toMatch(/^\d+$/);
  });
});

/** A signed-in POST, each from a loopback address of its own: only the per-user limit counts it. */
const postFromNewAddress = (token: string, path: string, body: unknown) =>
  apiFrom(newLoopbackAddress(), 'POST', path, body, { authorization: `Bearer ${token}` });

const newGroupOf = (token: string, name: string) => postFromNewAddress(token, '/api/Group/create', { name });

describe('adding group members: per group admin', () => {
  it('refuses an admin more than 30 add-user calls within an hour; another admin goes on', async () => {
    const admin = await signedInUser();
    const group = await newGroupOf(admin.session.token, 'Big family');
    expect(group.status).toBe(201);
    const add = (token: string, groupId: string) =>
      postFromNewAddress(token, '/api/Group/add-user', { groupId, email: uniqueEmail('nobody') });
    const statuses = await burst(clientLimits.addGroupMember.perUser.max, 10, () =>
      add(admin.session.token, group.body.id),
    );
    expect(statuses).toEqual(Array(clientLimits.addGroupMember.perUser.max).fill(404));
    const refused = await add(admin.session.token, group.body.id);
    expect(refused).toMatchObject({
      status: 429,
      body: {
        message: expect.stringMatching(/^Too many requests from your account\. Try again in \d+ minutes\.$/),
      },
    });

    const otherAdmin = await signedInUser();
    const otherGroup = await newGroupOf(otherAdmin.session.token, 'Small');
    expect((await add(otherAdmin.session.token, otherGroup.body.id)).status).toBe(404);
  });
});

describe("requests under way at once (in the runtime's table)", () => {
  const client = runtimeTableClient();
  afterAll(() => client.destroy());
  const limits = createClientLimits(createTable(client, 'recipe-planner'));
  const now = () => Date.now() / 1000;

  it('admits exactly 3 of many parallel requests, a slot again once one leaves, and forgets a crashed one', async () => {
    const who = `address:${newLoopbackAddress()}`;
    const entered = await Promise.all(
      Array.from({ length: 10 }, () => limits.enter(who, 'importRecipe', 3, now())),
    );
    const admitted = entered.filter((lease) => lease !== undefined);
    expect(admitted).toHaveLength(3);
    for (const lease of admitted) await lease?.leave();
    // One after another: exactly 3 are admitted, the fourth refused, and a slot comes back on leaving.
    const inTurn = [];
    for (let index = 0; index < 4; index++) inTurn.push(await limits.enter(who, 'importRecipe', 3, now()));
    expect(inTurn.map((lease) => lease !== undefined)).toEqual([true, true, true, false]);
    await inTurn[0]?.leave();
    expect(await limits.enter(who, 'importRecipe', 3, now())).toBeDefined();

    // Requests that never left (a crashed function) stop counting when their lease ends.
    const crashed = `address:${newLoopbackAddress()}`;
    for (let index = 0; index < 3; index++)
      expect(await limits.enter(crashed, 'importRecipe', 3, now())).toBeDefined();
    expect(await limits.enter(crashed, 'importRecipe', 3, now())).toBeUndefined();
    expect(await limits.enter(crashed, 'importRecipe', 3, now() + underWayLeaseSeconds - 1)).toBeUndefined();
    expect(await limits.enter(crashed, 'importRecipe', 3, now() + underWayLeaseSeconds + 1)).toBeDefined();
  });
});

describe('import a page: 3 at once', () => {
  it('of 6 imports sent at once by one user, admits exactly 3 and refuses the others with 429', async () => {
    const cook = await signedInUser();
    const kitchen = newLoopbackAddress();
    // A page that takes about a second to read, so the first three are still under way when the
    // last ones arrive.
    const html = hostilePages['deep nesting of tables']?.(512 * 1024);
    const importPage = () =>
      apiFrom(
        kitchen,
        'POST',
        '/api/recipes/import',
        { url: 'https://recipes.invalid/tables', html },
        { authorization: `Bearer ${cook.session.token}` },
      );
    const responses = await Promise.all(Array.from({ length: 6 }, importPage));
    const refused = responses.filter((response) => response.status === 429);
    const admitted = responses.filter((response) => response.status !== 429);
    expect(admitted).toHaveLength(3);
    for (const response of admitted) expect([200, 422]).toContain(response.status);
    for (const response of refused) {
      expect(response.body).toEqual({
        message: 'Too many requests at once. Wait for one to finish, then try again.',
        code: 'too_many_requests_at_once',
      });
      expect(response.headers.get('retry-after')).toBe('10');
    }
    // Every place was left: the next import is admitted.
    expect((await importPage()).status).not.toBe(429);
  });
});
