import { afterEach, describe, expect, it } from 'vitest';
import type { ListOwner, LiveList, LiveMessage } from '#shared/shopping/live-protocol';
import { api, type signedInUser } from './support/api';
import { household } from './support/groups';
import { type LiveClient, liveHousehold, openLive } from './support/live';

type Person = Awaited<ReturnType<typeof signedInUser>>;

/** The spec's answer time for a live change on the local runtime. */
const withinMs = 1_000;

const clients: LiveClient[] = [];
afterEach(async () => {
  await Promise.all(clients.splice(0).map((client) => client.close()));
});

/** A live connection of this person, following one list of the owner. */
const following = async (person: Person, listOwner: ListOwner, list?: LiveList) => {
  const client = await openLive(person.session.token);
  clients.push(client);
  const answer = await client.subscribe(listOwner, list);
  expect(answer).toEqual(
    list === 'pantry' ? { type: 'subscribed', listOwner, list } : { type: 'subscribed', listOwner },
  );
  return client;
};

const stock = async (person: Person, owner: Record<string, string>, name: string, extra = {}) => {
  const response = await api('POST', '/api/pantry', {
    token: person.session.token,
    body: { name, amount: 1, unit: 'kg', ...owner, ...extra },
  });
  expect(response.status, JSON.stringify(response.body)).toBe(201);
  return response.body as { id: string; name: string; amount: number };
};

const pantryChange = (id: string) => (message: LiveMessage) =>
  message.type === 'item-changed' && message.list === 'pantry' && message.item.id === id;

describe('live pantries over the WebSocket (issue 27)', () => {
  it("sends every change to a group's pantry to each member's screen within a second, and nothing to its shopping list's", async () => {
    const { admin, member, group, listOwner, owner } = await liveHousehold('Pantry live');
    const [memberPantry, adminPantry, memberShopping] = await Promise.all([
      following(member, listOwner, 'pantry'),
      following(admin, listOwner, 'pantry'),
      following(member, listOwner),
    ]);

    // Add: the whole item, in the API's shape, as a GET shows it.
    let started = Date.now();
    const flour = await stock(admin, owner, 'Flour', { bestBefore: '2026-12-24' });
    const [added] = await Promise.all(
      [memberPantry, adminPantry].map((client) => client.next(pantryChange(flour.id), withinMs)),
    );
    expect(Date.now() - started).toBeLessThan(withinMs);
    const listed = await api('GET', `/api/pantry/group/${group.id}`, { token: member.session.token });
    expect(added).toMatchObject({ list: 'pantry', listOwner, item: (listed.body as unknown[])[0] });

    // Edit, then delete: each on the other member's screen within a second.
    started = Date.now();
    const edited = await api('PUT', `/api/pantry/${flour.id}`, {
      token: member.session.token,
      body: { amount: 2.5 },
    });
    expect(edited.status).toBe(200);
    const change = await adminPantry.next(
      (message) => pantryChange(flour.id)(message) && 'item' in message && message.item.amount === 2.5,
      withinMs,
    );
    expect(change).toMatchObject({ item: { name: 'Flour', amount: 2.5, unit: 'kg' } });
    const deleted = await api('DELETE', `/api/pantry/${flour.id}`, { token: member.session.token });
    expect(deleted.status).toBe(204);
    await adminPantry.next(
      (message) => message.type === 'item-removed' && message.list === 'pantry' && message.id === flour.id,
      withinMs,
    );
    expect(Date.now() - started).toBeLessThan(2 * withinMs);

    // "Always have" edited: each screen is told to read them again.
    const always = await api('PUT', '/api/pantry/always-have', {
      token: admin.session.token,
      body: { names: ['salt', 'olive oil'], ...owner },
    });
    expect(always.status).toBe(200);
    await memberPantry.next(
      (message) => message.type === 'always-have-changed' && message.list === 'pantry',
      withinMs,
    );

    // The shopping list's follower (a client that names no list) got none of it.
    expect(memberShopping.messages.filter((message) => message.type !== 'subscribed')).toEqual([]);
  });

  it("sends a pantry's changes to nobody outside the group, and refuses to let a stranger follow it", async () => {
    const { admin, outsider, group } = await household('Pantry private');
    const stranger = await openLive(outsider.session.token);
    clients.push(stranger);
    expect(await stranger.subscribe({ type: 'group', id: group.id }, 'pantry')).toEqual({
      type: 'error',
      message: 'Group not found.',
    });
    expect(await stranger.subscribe({ type: 'user', id: admin.session.id }, 'pantry')).toEqual({
      type: 'error',
      message: 'Pantry not found.',
    });
    const ownShopping = await following(outsider, { type: 'user', id: outsider.session.id });
    const watcher = await following(admin, { type: 'group', id: group.id }, 'pantry');
    const secret = await stock(admin, { groupId: group.id }, 'Saffron');
    await watcher.next(pantryChange(secret.id));
    await stock(admin, { userId: admin.session.id }, 'Truffle');
    await new Promise((done) => setTimeout(done, 500));
    for (const client of [stranger, ownShopping])
      expect(client.messages.filter((message) => message.type.startsWith('item-'))).toEqual([]);
  });

  it('refuses a list it does not know, with a clear message', async () => {
    const { admin, group } = await household('Pantry bad');
    const client = await openLive(admin.session.token);
    clients.push(client);
    client.send({ type: 'subscribe', listOwner: { type: 'group', id: group.id }, list: 'fridge' });
    expect(await client.next((message) => message.type === 'error')).toEqual({
      type: 'error',
      message: expect.stringContaining('list must be shopping or pantry'),
    });
  });
});
