import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import type { PantryItem } from '#shared/pantry/pantry-schemas';
import { api, okBody, refused, refusedField, signedInUser } from './support/api';
import { household } from './support/groups';

type Person = Awaited<ReturnType<typeof signedInUser>>;
type Owner = { userId: string } | { groupId: string };

const mine = (person: Person): Owner => ({ userId: person.session.id });
const pantryPath = (owner: Owner) =>
  'userId' in owner ? `/api/pantry/user/${owner.userId}` : `/api/pantry/group/${owner.groupId}`;

const pantryOf = async (person: Person, owner: Owner = mine(person)) =>
  okBody<PantryItem[]>(await api('GET', pantryPath(owner), { token: person.session.token }));

/** The pantry as a cook reads it: "Flour 1.5 kg (best before 2026-12-01)". */
const shown = async (person: Person, owner: Owner = mine(person)) =>
  (await pantryOf(person, owner)).map((item) =>
    [item.name, item.amount, item.unit, item.bestBefore && `(${item.bestBefore})`]
      .filter((part) => part !== null)
      .join(' '),
  );

const stock = (person: Person, body: Record<string, unknown>, owner: Owner = mine(person)) =>
  api('POST', '/api/pantry', { token: person.session.token, body: { ...owner, ...body } });

const stocked = async (person: Person, body: Record<string, unknown>, owner: Owner = mine(person)) => {
  const response = await stock(person, body, owner);
  expect(response.status, JSON.stringify(response.body)).toBe(201);
  return response.body;
};

describe('pantry', () => {
  it('starts empty, takes items in the shape the issue gives, and merges the same ingredient', async () => {
    const cook = await signedInUser();
    expect(await pantryOf(cook)).toEqual([]);
    const flour = await stocked(cook, { name: 'Flour', amount: 1, unit: 'kg', bestBefore: '2026-12-10' });
    expect(flour).toEqual({
      id: expect.stringMatching(/^u_/),
      name: 'Flour',
      amount: 1,
      unit: 'kg',
      bestBefore: '2026-12-10',
      userId: cook.session.id,
      groupId: null,
    });
    // Case and convertible units: one item, the sooner date kept.
    const merged = await stocked(cook, { name: 'flour', amount: 500, unit: 'g', bestBefore: '2026-12-01' });
    expect(merged).toMatchObject({ id: flour.id, amount: 1.5, unit: 'kg', bestBefore: '2026-12-01' });
    await stocked(cook, { name: 'Eier', amount: 6, unit: null });
    await stocked(cook, { name: 'Ei', amount: 2 });
    await stocked(cook, { name: 'Basil' });
    expect(await shown(cook)).toEqual(['Basil', 'Eier 8', 'Flour 1.5 kg (2026-12-01)']);
  });

  it('edits and deletes an item; an item of another owner is 404', async () => {
    const cook = await signedInUser();
    const stranger = await signedInUser();
    const milk = await stocked(cook, { name: 'Milk', amount: 1, unit: 'l' });
    const edited = await api('PUT', `/api/pantry/${milk.id}`, {
      token: cook.session.token,
      body: { amount: 2, bestBefore: '2026-12-24' },
    });
    expect(edited.body).toMatchObject({ name: 'Milk', amount: 2, unit: 'l', bestBefore: '2026-12-24' });
    const cleared = await api('PUT', `/api/pantry/${milk.id}`, {
      token: cook.session.token,
      body: { bestBefore: null, amount: '' },
    });
    expect(cleared.body).toMatchObject({ amount: null, bestBefore: null });

    for (const [method, body] of [
      ['PUT', { amount: 9 }],
      ['DELETE', undefined],
    ] as const) {
      const attempt = await api(method, `/api/pantry/${milk.id}`, { token: stranger.session.token, body });
      expect(attempt.status).toBe(404);
    }
    expect(await shown(cook)).toEqual(['Milk l']);
    expect((await api('GET', pantryPath(mine(cook)), { token: stranger.session.token })).status).toBe(404);

    expect((await api('DELETE', `/api/pantry/${milk.id}`, { token: cook.session.token })).status).toBe(204);
    expect((await api('DELETE', `/api/pantry/${milk.id}`, { token: cook.session.token })).status).toBe(404);
    expect(
      (await api('PUT', '/api/pantry/not-an-id', { token: cook.session.token, body: { amount: 1 } })).status,
    ).toBe(404);
    expect(await pantryOf(cook)).toEqual([]);
  });

  it("a group's pantry is its members': shared between them, 404 for anyone else", async () => {
    const { admin, member, outsider, group } = await household('Pantry');
    const ours = { groupId: group.id };
    const rice = await stocked(admin, { name: 'Rice', amount: 1, unit: 'kg' }, ours);
    expect(rice).toMatchObject({ groupId: group.id, userId: null });
    await stocked(member, { name: 'rice', amount: 1, unit: 'kg' }, ours);
    expect(await shown(admin, ours)).toEqual(['Rice 2 kg']);
    expect((await api('GET', pantryPath(ours), { token: outsider.session.token })).status).toBe(404);
    expect((await stock(outsider, { name: 'Planted' }, ours)).status).toBe(404);
    expect((await api('DELETE', `/api/pantry/${rice.id}`, { token: outsider.session.token })).status).toBe(
      404,
    );
    expect(await shown(member, ours)).toEqual(['Rice 2 kg']);
  });

  it('refuses bad input with a clear 400 and changes nothing', async () => {
    const cook = await signedInUser();
    const bad = [
      [{ name: 'x'.repeat(101) }, refusedField('name', 'Item name must be at most 100 characters')],
      [{ name: '' }, refusedField('name', 'Item name is required')],
      [{ name: 'Salt', amount: 0 }, refusedField('amount', 'Amount must be greater than 0')],
      [{ name: 'Salt', amount: 100_001 }, refusedField('amount', 'Amount must be at most 100000')],
      [
        { name: 'Salt', bestBefore: '2026-02-30' },
        refusedField('bestBefore', 'date must be a real date in yyyy-MM-dd form'),
      ],
      [
        { name: 'Salt', bestBefore: '01/12/2026' },
        refusedField('bestBefore', 'date must be a real date in yyyy-MM-dd form'),
      ],
      [{ name: 'Salt', secret: true }, refused('')],
    ] as const;
    for (const [body, answer] of bad) {
      const response = await stock(cook, body);
      expect(response.status, JSON.stringify(body)).toBe(400);
      expect(response.body).toEqual(answer);
    }
    const both = await api('POST', '/api/pantry', {
      token: cook.session.token,
      body: { name: 'Salt', userId: cook.session.id, groupId: 'g' },
    });
    expect(both.status).toBe(400);
    expect(await pantryOf(cook)).toEqual([]);
  });

  it('an offline add sent twice adds its amount once', async () => {
    const cook = await signedInUser();
    await stocked(cook, { name: 'Sugar', amount: 500, unit: 'g' });
    const clientId = randomUUID();
    const first = await stocked(cook, { name: 'sugar', amount: 250, unit: 'g', clientId });
    const again = await stocked(cook, { name: 'sugar', amount: 250, unit: 'g', clientId });
    expect(again).toEqual(first);
    const fresh = randomUUID();
    const created = await stocked(cook, { name: 'Yeast', amount: 1, unit: 'pack', clientId: fresh });
    expect(created.id).toBe(`u_${cook.session.id}_${fresh}`);
    expect(await stocked(cook, { name: 'Yeast', amount: 1, unit: 'pack', clientId: fresh })).toEqual(created);
    expect(await shown(cook)).toEqual(['Sugar 750 g', 'Yeast 1 pack']);
  });
});

describe('offline adds replayed side by side', () => {
  it('two copies of one add sent at once add its amount once', async () => {
    const cook = await signedInUser();
    await stocked(cook, { name: 'Rice', amount: 100, unit: 'g' });
    for (const name of ['Rice', 'Lentils']) {
      const clientId = randomUUID();
      const both = await Promise.all(
        [0, 1].map(() => stock(cook, { name, amount: 500, unit: 'g', clientId })),
      );
      expect(both.map((response) => response.status)).toEqual([201, 201]);
    }
    expect(await shown(cook)).toEqual(['Lentils 500 g', 'Rice 600 g']);
  });
});

describe('taking out of the pantry', () => {
  it('subtracts, never below zero, and removes what is used up', async () => {
    const cook = await signedInUser();
    await stocked(cook, { name: 'Flour', amount: 1, unit: 'kg' });
    await stocked(cook, { name: 'Butter', amount: 100, unit: 'g' });
    await stocked(cook, { name: 'Basil' });
    const used = await api('POST', '/api/pantry/use', {
      token: cook.session.token,
      body: {
        ...mine(cook),
        lines: [
          { name: 'flour', amount: 300, unit: 'g' },
          { name: 'butter', amount: 250, unit: 'g' },
          { name: 'basil', amount: null, unit: null },
          { name: 'cream', amount: 1, unit: 'cup' },
        ],
      },
    });
    expect(used.status, JSON.stringify(used.body)).toBe(200);
    expect(
      used.body.map(
        (item: { name: string; amount: number; unit: string }) => `${item.name} ${item.amount} ${item.unit}`,
      ),
    ).toEqual(['Flour 700 g']);
    expect(await shown(cook)).toEqual(['Flour 700 g']);
  });

  it('is refused for a pantry the caller does not share, and with no lines', async () => {
    const cook = await signedInUser();
    const stranger = await signedInUser();
    await stocked(cook, { name: 'Flour', amount: 1, unit: 'kg' });
    const attempt = await api('POST', '/api/pantry/use', {
      token: stranger.session.token,
      body: { ...mine(cook), lines: [{ name: 'Flour', amount: 1, unit: 'kg' }] },
    });
    expect(attempt.status).toBe(404);
    const empty = await api('POST', '/api/pantry/use', {
      token: cook.session.token,
      body: { ...mine(cook), lines: [] },
    });
    expect(empty.status).toBe(400);
    expect(await shown(cook)).toEqual(['Flour 1 kg']);
  });
});

describe('always have', () => {
  it('is salt, pepper, water and oil until edited; then the names as saved', async () => {
    const { admin, member, outsider, group } = await household('Staples');
    const path = `/api/pantry/always-have/group/${group.id}`;
    expect((await api('GET', path, { token: member.session.token })).body).toEqual({
      names: ['salt', 'pepper', 'water', 'oil'],
      isDefault: true,
    });
    const saved = await api('PUT', '/api/pantry/always-have', {
      token: admin.session.token,
      body: { groupId: group.id, names: ['Salz', 'Zucker'] },
    });
    expect(saved.body).toEqual({ names: ['Salz', 'Zucker'], isDefault: false });
    expect((await api('GET', path, { token: member.session.token })).body).toEqual(saved.body);
    expect((await api('GET', path, { token: outsider.session.token })).status).toBe(404);
    const planted = await api('PUT', '/api/pantry/always-have', {
      token: outsider.session.token,
      body: { groupId: group.id, names: [] },
    });
    expect(planted.status).toBe(404);
    const twice = await api('PUT', '/api/pantry/always-have', {
      token: admin.session.token,
      body: { groupId: group.id, names: ['Salz', 'salz'] },
    });
    expect(twice.status).toBe(400);
    expect(twice.body).toEqual(refusedField('names', 'Each name only once in Always have'));
    const many = await api('PUT', '/api/pantry/always-have', {
      token: admin.session.token,
      body: { groupId: group.id, names: Array.from({ length: 51 }, (_, index) => `Name ${index}`) },
    });
    expect(many.status).toBe(400);
    expect((await api('GET', path, { token: member.session.token })).body).toEqual(saved.body);
  });
});

describe('put away ticked', () => {
  it("moves the list's ticked items into the pantry, merged, and Undo takes them back", async () => {
    const cook = await signedInUser();
    const token = cook.session.token;
    await stocked(cook, { name: 'Milk', amount: 1, unit: 'l' });
    const add = (name: string, amount: number | null, unit: string | null, isChecked: boolean) =>
      api('POST', '/api/shoppinglistitem', { token, body: { name, amount, unit, isChecked, ...mine(cook) } });
    await add('milk', 500, 'ml', true);
    await add('Apples', 6, null, true);
    await add('Bread', null, null, false);

    const putAway = await api('POST', '/api/shoppinglistitem/put-away', { token, body: mine(cook) });
    expect(putAway.status, JSON.stringify(putAway.body)).toBe(200);
    expect(putAway.body.moved.map((item: { name: string }) => item.name)).toEqual(['Apples', 'milk']);
    expect(await shown(cook)).toEqual(['Apples 6', 'Milk 1.5 l']);
    const list = await api('GET', `/api/shoppinglistitem/user/${cook.session.id}`, { token });
    expect(list.body.map((item: { name: string }) => item.name)).toEqual(['Bread']);

    // Undo: back on the list as they were, and back out of the pantry.
    const moved = putAway.body.moved as { name: string; amount: number | null; unit: string | null }[];
    const takenBack = await api('POST', '/api/pantry/use', {
      token,
      body: { ...mine(cook), lines: moved.map(({ name, amount, unit }) => ({ name, amount, unit })) },
    });
    expect(takenBack.status).toBe(200);
    const restored = await api('POST', '/api/shoppinglistitem/restore', { token, body: { items: moved } });
    expect(restored.status, JSON.stringify(restored.body)).toBe(200);
    expect(
      restored.body.map((item: { name: string; isChecked: boolean }) => `${item.name} ${item.isChecked}`),
    ).toEqual(['Apples true', 'Bread false', 'milk true']);
    expect(await shown(cook)).toEqual(['Milk 1 l']);
  });

  it('with nothing ticked moves nothing; a stranger moves nothing', async () => {
    const { admin, outsider, group } = await household('Put away');
    const ours = { groupId: group.id };
    await api('POST', '/api/shoppinglistitem', {
      token: admin.session.token,
      body: { name: 'Oats', amount: 1, unit: 'kg', isChecked: true, ...ours },
    });
    const attempt = await api('POST', '/api/shoppinglistitem/put-away', {
      token: outsider.session.token,
      body: ours,
    });
    expect(attempt.status).toBe(404);
    expect(await pantryOf(admin, ours)).toEqual([]);
    const first = await api('POST', '/api/shoppinglistitem/put-away', {
      token: admin.session.token,
      body: ours,
    });
    expect(first.body.moved).toHaveLength(1);
    const second = await api('POST', '/api/shoppinglistitem/put-away', {
      token: admin.session.token,
      body: ours,
    });
    expect(second.body.moved).toEqual([]);
    expect(await shown(admin, ours)).toEqual(['Oats 1 kg']);
  });

  it('moves at most 50 items a tap; the rest stay ticked for the next', async () => {
    const cook = await signedInUser();
    const token = cook.session.token;
    for (let at = 0; at < 60; at += 10)
      await Promise.all(
        Array.from({ length: 10 }, (_, index) =>
          api('POST', '/api/shoppinglistitem', {
            token,
            body: { name: `Spice ${at + index}`, amount: 1, unit: 'g', isChecked: true, ...mine(cook) },
          }),
        ),
      );
    const first = await api('POST', '/api/shoppinglistitem/put-away', { token, body: mine(cook) });
    expect(first.status, JSON.stringify(first.body)).toBe(200);
    expect(first.body.moved).toHaveLength(50);
    const list = await api('GET', `/api/shoppinglistitem/user/${cook.session.id}`, { token });
    expect(list.body.filter((item: { isChecked: boolean }) => item.isChecked)).toHaveLength(10);
    const second = await api('POST', '/api/shoppinglistitem/put-away', { token, body: mine(cook) });
    expect(second.body.moved).toHaveLength(10);
    expect(await pantryOf(cook)).toHaveLength(60);
  });
});
