import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, describe, expect, inject, it } from 'vitest';
import { readArea } from '#shared/i18n/catalogues';
import { sections } from '#shared/shopping/aisles';
import type { ListOwner, LiveMessage } from '#shared/shopping/live-protocol';
import { signAccessToken, signingKey } from '../../functions/lib/auth/access-token';
import { api, login, signedInUser } from './support/api';
import { household } from './support/groups';
import { type LiveClient, liveHousehold, openLive } from './support/live';
import { createRecipe } from './support/recipes';

type Person = Awaited<ReturnType<typeof signedInUser>>;

/** The spec's answer time for a live change on the local runtime. */
const withinMs = 1_000;

const clients: LiveClient[] = [];
afterEach(async () => {
  await Promise.all(clients.splice(0).map((client) => client.close()));
});

/** A live connection of this person, following the list. */
const following = async (person: Person, listOwner: ListOwner) => {
  const client = await openLive(person.session.token);
  clients.push(client);
  expect(await client.subscribe(listOwner)).toEqual({ type: 'subscribed', listOwner });
  return client;
};

const changed =
  (
    id: string,
    check: (message: Extract<LiveMessage, { type: 'item-changed'; list?: undefined }>) => boolean = () =>
      true,
  ) =>
  (message: LiveMessage) =>
    message.type === 'item-changed' && message.list === undefined && message.item.id === id && check(message);

/** Runs a write and waits for its message on each client; the delay is measured from before the write. */
const arrivesWithin = async <T>(
  write: () => Promise<T>,
  receivers: LiveClient[],
  matches: (result: T) => (message: LiveMessage) => boolean,
) => {
  const started = Date.now();
  const written = write();
  const result = await written;
  const received = await Promise.all(receivers.map((client) => client.next(matches(result), withinMs)));
  expect(Date.now() - started).toBeLessThan(withinMs);
  return { result, received };
};

const addTo = async (person: Person, owner: Record<string, string>, name: string, extra = {}) => {
  const response = await api('POST', '/api/shoppinglistitem', {
    token: person.session.token,
    body: { name, amount: 2, unit: 'l', ...owner, ...extra },
  });
  expect(response.status, JSON.stringify(response.body)).toBe(201);
  return response.body as { id: string; name: string };
};

describe('live shopping lists over the WebSocket', () => {
  it("sends every change to a group's list to the writer's other screen and to every member, within a second", async () => {
    const { admin, member, group, listOwner, owner } = await liveHousehold('Live');
    const [laptop, phone, memberPhone] = await Promise.all([
      following(admin, listOwner),
      following(admin, listOwner),
      following(member, listOwner),
    ]);
    const others = [phone, memberPhone];

    // Add: the whole item, in the API's shape.
    const { result: milk, received } = await arrivesWithin(
      () => addTo(admin, owner, 'Milk'),
      others,
      (item) => changed(item.id),
    );
    const listed = (
      await api('GET', `/api/shoppinglistitem/group/${group.id}`, { token: member.session.token })
    ).body as unknown[];
    for (const message of received)
      expect(message).toEqual({ type: 'item-changed', listOwner, item: listed[0], rev: 0 });
    // The writer's own screen hears it too (it patches its cache idempotently).
    await laptop.next(changed(milk.id));

    // Tick.
    const tick = () =>
      api('PUT', `/api/shoppinglistitem/${milk.id}`, {
        token: admin.session.token,
        body: { isChecked: true },
      });
    await arrivesWithin(tick, others, () =>
      changed(milk.id, (message) => message.item.isChecked && message.rev === 1),
    );

    // Edit, by the member this time: the admin's screens hear it.
    const edit = () =>
      api('PUT', `/api/shoppinglistitem/${milk.id}`, {
        token: member.session.token,
        body: { name: 'Oat milk', amount: 3, unit: 'l', isChecked: false },
      });
    await arrivesWithin(edit, [laptop, phone], () =>
      changed(
        milk.id,
        ({ item, rev }) => item.name === 'Oat milk' && item.amount === 3 && !item.isChecked && rev === 2,
      ),
    );

    // Remove: one past the last revision, so a late change never brings it back.
    const remove = () => api('DELETE', `/api/shoppinglistitem/${milk.id}`, { token: admin.session.token });
    const { received: removals } = await arrivesWithin(
      remove,
      others,
      () => (message) => message.type === 'item-removed' && message.id === milk.id,
    );
    for (const message of removals)
      expect(message).toEqual({ type: 'item-removed', listOwner, id: milk.id, rev: 3 });

    // Undo puts it back above the removal's revision, so the screens that saw it go take it back.
    const undo = () =>
      api('POST', '/api/shoppinglistitem/restore', { token: admin.session.token, body: { items: listed } });
    const { received: restored } = await arrivesWithin(undo, others, () =>
      changed(milk.id, ({ rev }) => rev > 3),
    );
    for (const message of restored)
      expect(message).toMatchObject({ type: 'item-changed', listOwner, item: { id: milk.id, name: 'Milk' } });
  });

  it("sends a personal list's changes to its owner's other screens", async () => {
    const shopper = await signedInUser();
    const listOwner: ListOwner = { type: 'user', id: shopper.session.id };
    // A second sign-in: another device, its own session.
    const laptopSession = await login(shopper.email, shopper.password);
    const phone = await following(shopper, listOwner);
    const laptop = await following({ ...shopper, session: laptopSession }, listOwner);
    await arrivesWithin(
      () => addTo(shopper, { userId: shopper.session.id }, 'Bread', { amount: null, unit: null }),
      [phone, laptop],
      (item) =>
        changed(
          item.id,
          (message) => message.item.name === 'Bread' && message.item.userId === shopper.session.id,
        ),
    );
  });

  it('sends what generating from the meal plan adds, item by item', async () => {
    const { admin, member, group, listOwner } = await liveHousehold('Plan');
    const memberPhone = await following(member, listOwner);
    const recipe = await createRecipe(admin.session.token, {
      ingredients: [
        { name: 'Leeks', amount: 3, unit: 'pcs', sortOrder: 1 },
        { name: 'Cream', amount: 200, unit: 'ml', sortOrder: 2 },
      ],
    });
    const plan = await api('POST', '/api/mealplan/create', {
      token: admin.session.token,
      body: { id: randomUUID(), date: '2026-11-18', groupId: group.id, recipes: [{ id: recipe.id }] },
    });
    expect(plan.status, JSON.stringify(plan.body)).toBe(200);
    const generate = () =>
      api('POST', '/api/shoppinglistitem/generate', {
        token: admin.session.token,
        body: { weekStartDate: '2026-11-16', groupId: group.id },
      });
    const named = (name: string) => () => (message: LiveMessage) =>
      message.type === 'item-changed' && message.item.name === name;
    const { result } = await arrivesWithin(generate, [memberPhone], named('Leeks'));
    await memberPhone.next(named('Cream')());
    const list = result.body as { id: string; name: string }[];
    const sent = memberPhone.messages.flatMap((message) =>
      message.type === 'item-changed' ? [message.item] : [],
    );
    expect(sent.map((item) => item.id).sort()).toEqual(list.map((item) => item.id).sort());
  });

  it("refuses to let a stranger follow someone else's list, and sends them nothing", async () => {
    const { admin, outsider, group } = await household('Private');
    const stranger = await openLive(outsider.session.token);
    clients.push(stranger);
    expect(await stranger.subscribe({ type: 'group', id: group.id })).toEqual({
      type: 'error',
      message: 'Group not found.',
    });
    expect(await stranger.subscribe({ type: 'user', id: admin.session.id })).toEqual({
      type: 'error',
      message: 'Shopping list not found.',
    });
    const watcher = await following(admin, { type: 'group', id: group.id });
    const secret = await addTo(admin, { groupId: group.id }, 'Secret sauce');
    await watcher.next(changed(secret.id));
    await addTo(admin, { userId: admin.session.id }, 'Private pills');
    await new Promise((done) => setTimeout(done, 500));
    expect(stranger.messages.filter((message) => message.type.startsWith('item-'))).toEqual([]);
  });

  it("tells every member's screen when the group's aisle settings change, within a second", async () => {
    const { admin, member, group, listOwner } = await liveHousehold('Aisles');
    const [memberPhone, stranger] = await Promise.all([
      following(member, listOwner),
      signedInUser().then((person) => following(person, { type: 'user', id: person.session.id })),
    ]);
    const aislesChanged = (message: LiveMessage) =>
      message.type === 'aisles-changed' && message.listOwner.id === group.id;
    const order = [...sections].reverse();
    const { received } = await arrivesWithin(
      () =>
        api('PUT', '/api/shoppinglistitem/aisles/order', {
          token: admin.session.token,
          body: { order, groupId: group.id },
        }),
      [memberPhone],
      () => aislesChanged,
    );
    expect(received).toEqual([{ type: 'aisles-changed', listOwner }]);
    // What the member's screen then reads is the new order.
    const read = await api('GET', `/api/shoppinglistitem/aisles/group/${group.id}`, {
      token: member.session.token,
    });
    expect((read.body as { order: string[] }).order).toEqual(order);

    await arrivesWithin(
      () =>
        api('PUT', '/api/shoppinglistitem/aisles/section', {
          token: admin.session.token,
          body: { name: 'Oat milk', section: 'Drinks', groupId: group.id },
        }),
      [memberPhone],
      () => aislesChanged,
    );
    // Nobody outside the group hears of it.
    expect(stranger.messages.some((message) => message.type === 'aisles-changed')).toBe(false);
  });

  it('stops sending to a member removed from the group at once', async () => {
    const { admin, member, group, listOwner } = await liveHousehold('Leaving');
    const [adminPhone, memberPhone] = await Promise.all([
      following(admin, listOwner),
      following(member, listOwner),
    ]);
    const before = await addTo(admin, { groupId: group.id }, 'Apples');
    await memberPhone.next(changed(before.id));

    const removed = await api('DELETE', `/api/Group/${group.id}/users/${member.session.id}`, {
      token: admin.session.token,
    });
    expect(removed.status).toBe(204);
    const after = await addTo(admin, { groupId: group.id }, 'Pears');
    await adminPhone.next(changed(after.id));
    await new Promise((done) => setTimeout(done, 500));
    expect(
      memberPhone.messages.some((message) => message.type === 'item-changed' && message.item.id === after.id),
    ).toBe(false);
    // Nor can they follow it again.
    expect(await memberPhone.subscribe(listOwner)).toEqual({ type: 'error', message: 'Group not found.' });
  });

  it('stops sending to a connection whose session has ended (signed out on that device)', async () => {
    const shopper = await signedInUser();
    const listOwner: ListOwner = { type: 'user', id: shopper.session.id };
    const laptopSession = await login(shopper.email, shopper.password);
    const laptop = { ...shopper, session: laptopSession };
    const [phone, laptopScreen] = [await following(shopper, listOwner), await following(laptop, listOwner)];
    const out = await api('POST', '/api/users/logout', {
      body: { refreshToken: shopper.session.refreshToken },
    });
    expect(out.status).toBe(204);
    const added = await addTo(laptop, { userId: shopper.session.id }, 'Coffee');
    await laptopScreen.next(changed(added.id));
    await new Promise((done) => setTimeout(done, 500));
    expect(phone.messages.some((message) => message.type === 'item-changed')).toBe(false);
  });

  it('refuses a connection without a valid, live access token', async () => {
    const person = await signedInUser();
    const refusal = (promise: Promise<unknown>) => expect(promise).rejects.toMatchObject({ status: 401 });
    await refusal(openLive('not-a-token'));
    await refusal(openLive(person.session.token, ['recipe-planner.live.v1']));
    // Signed with the runtime's own key, but expired a minute ago.
    const secret = readFileSync(join(inject('dataDir'), 'jwt-secret'), 'utf8').trim();
    const { token: expired } = await signAccessToken(
      {
        userId: person.session.id,
        email: person.email,
        name: person.name,
        role: 'User',
        avatar: null,
        sessionId: 'whatever',
      },
      { current: signingKey(secret), previous: [], issuer: 'recipe-planner' },
      Date.now() - 16 * 60_000,
    );
    await refusal(openLive(expired));
    // A token of a session that has ended (logout) is refused like the HTTP API refuses it.
    const logout = await api('POST', '/api/users/logout', {
      body: { refreshToken: person.session.refreshToken },
    });
    expect(logout.status).toBe(204);
    await refusal(openLive(person.session.token));
  });

  it('caps open connections: at most 10 per session and 30 per user; a closed one frees its place', async () => {
    const person = await signedInUser();
    const refused = (promise: Promise<unknown>) => expect(promise).rejects.toMatchObject({ status: 429 });
    const open = async (token: string, count: number) => {
      for (let index = 0; index < count; index++) clients.push(await openLive(token));
    };
    await open(person.session.token, 10);
    await refused(openLive(person.session.token));

    // Another session of the same user (another device) has places of its own, up to 30 in all.
    const sessions = [await login(person.email, person.password), await login(person.email, person.password)];
    for (const session of sessions) await open(session.token, 10);
    const fourth = await login(person.email, person.password);
    await refused(openLive(fourth.token));

    // Another user is not touched by this one's connections.
    const other = await signedInUser();
    clients.push(await openLive(other.session.token));

    // Closing a tab frees its place (once its disconnect reaches the server); refused attempts took none.
    await clients[0]?.close();
    const reopened = async () => {
      try {
        clients.push(await openLive(person.session.token));
        return true;
      } catch {
        return false;
      }
    };
    await expect.poll(reopened, { timeout: 5_000 }).toBe(true);
    await refused(openLive(fourth.token));
    // What an open connection still does: follow its list.
    expect(await clients.at(-1)?.subscribe({ type: 'user', id: person.session.id })).toMatchObject({
      type: 'subscribed',
    });
  });

  it("writes its error messages in the connection's language: the account's, else the browser's", async () => {
    const person = await signedInUser();
    const german = await openLive(person.session.token, undefined, { 'accept-language': 'de-DE,de;q=0.9' });
    clients.push(german);
    const errors = readArea('de', 'errors');
    german.send('not json');
    expect(await german.next((message) => message.type === 'error')).toEqual({
      type: 'error',
      message: errors['errors.liveMessageNotJson'],
    });
    expect(await german.subscribe({ type: 'group', id: randomUUID() })).toEqual({
      type: 'error',
      message: errors['errors.groupNotFound'],
    });

    // The account's own language wins over the browser's (the token carries it).
    const chosen = await api('PUT', '/api/users/update', {
      token: person.session.token,
      body: { name: 'Test User', avatar: null, language: 'ar' },
    });
    expect(chosen.status).toBe(200);
    const { token } = await login(person.email, person.password);
    const arabic = await openLive(token, undefined, { 'accept-language': 'de' });
    clients.push(arabic);
    arabic.send({ type: 'shout' });
    expect(await arabic.next((message) => message.type === 'error')).toEqual({
      type: 'error',
      message: readArea('ar', 'errors')['errors.liveTypeInvalid'],
    });
  });

  it('answers bad messages with an error message and keeps the connection', async () => {
    const person = await signedInUser();
    const client = await openLive(person.session.token);
    clients.push(client);
    const answerTo = async (message: unknown) => {
      const from = client.messages.length;
      client.send(message);
      return client.next((received) => client.messages.indexOf(received) >= from);
    };
    expect(await answerTo('not json')).toEqual({ type: 'error', message: 'Message must be JSON.' });
    expect(await answerTo({ type: 'shout' })).toEqual({
      type: 'error',
      message: 'type must be subscribe or ping',
    });
    expect(await answerTo({ type: 'subscribe' })).toMatchObject({
      type: 'error',
      message: expect.any(String),
    });
    expect(await answerTo({ type: 'subscribe', listOwner: { type: 'planet', id: 'x' } })).toMatchObject({
      type: 'error',
      message: expect.stringContaining('listOwner.type must be user or group'),
    });
    expect(await answerTo({ type: 'ping', extra: 1 })).toMatchObject({ type: 'error' });
    expect(await answerTo('x'.repeat(5_000))).toEqual({ type: 'error', message: 'Message is too large.' });
    expect(await answerTo({ type: 'ping' })).toEqual({ type: 'pong' });
    expect(await client.subscribe({ type: 'user', id: person.session.id })).toEqual({
      type: 'subscribed',
      listOwner: { type: 'user', id: person.session.id },
    });
  });
});
