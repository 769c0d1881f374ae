import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { api, signedInUser } from './support/api';
import { createRecipe } from './support/recipes';
import { shownLines } from './support/shopping-lines';
import { putOldShoppingItem } from './support/stored-items';

/**
 * Issue 16: changes queued offline are sent late, perhaps twice. A create carries the client's id,
 * an update the time it was made; replaying either has the effect of once, the last change to a
 * field wins, and a removed item stays removed.
 */
type Person = Awaited<ReturnType<typeof signedInUser>>;

const listOf = async (person: Person) => {
  const response = await api('GET', `/api/shoppinglistitem/user/${person.session.id}`, {
    token: person.session.token,
  });
  expect(response.status).toBe(200);
  return response.body as {
    id: string;
    name: string;
    amount: number | null;
    unit: string | null;
    isChecked: boolean;
  }[];
};

const shown = async (person: Person) => shownLines(await listOf(person));

const create = (person: Person, body: Record<string, unknown>) =>
  api('POST', '/api/shoppinglistitem', {
    token: person.session.token,
    body: { userId: person.session.id, ...body },
  });

const update = (person: Person, id: string, body: Record<string, unknown>) =>
  api('PUT', `/api/shoppinglistitem/${id}`, { token: person.session.token, body });

const minutesAgo = (minutes: number) => new Date(Date.now() - minutes * 60_000).toISOString();

describe('a create replayed from the offline queue', () => {
  it('answers the item the first one made, and the list holds it once', async () => {
    const shopper = await signedInUser();
    const clientId = randomUUID();
    const first = await create(shopper, { name: 'Eggs', amount: 6, unit: 'pcs', clientId });
    expect(first.status).toBe(201);
    expect(first.body).toMatchObject({ name: 'Eggs', amount: 6, unit: 'pcs', isChecked: false });
    expect(first.body.id).toBe(`u_${shopper.session.id}_${clientId}`);
    const replay = await create(shopper, { name: 'Eggs', amount: 6, unit: 'pcs', clientId });
    expect(replay.status).toBe(201);
    expect(replay.body).toEqual(first.body);
    expect(await shown(shopper)).toEqual(['[ ] Eggs 6 pcs']);
  });

  it('keeps what a recipe merged into the item since, neither doubled nor undone', async () => {
    const shopper = await signedInUser();
    const recipe = await createRecipe(shopper.session.token);
    const clientId = randomUUID();
    const made = { name: 'tomatoes', amount: 2, unit: 'pc', clientId };
    expect((await create(shopper, made)).status).toBe(201);
    const merged = await api('POST', '/api/shoppinglistitem/from-recipe', {
      token: shopper.session.token,
      // Everything, salt too (a default "Always have"): this is about the merge, not the pantry.
      body: { recipeId: recipe.id, userId: shopper.session.id, ignorePantry: true },
    });
    expect(merged.status).toBe(200);
    expect(await shown(shopper)).toEqual(['[ ] Salt 0.5 tsp', '[ ] tomatoes 8 pcs']);
    const replay = await create(shopper, made);
    expect(replay.body).toMatchObject({ name: 'tomatoes', amount: 8 });
    expect(await shown(shopper)).toEqual(['[ ] Salt 0.5 tsp', '[ ] tomatoes 8 pcs']);
  });

  it('refuses a clientId that is not a UUID, with the field named', async () => {
    const shopper = await signedInUser();
    const response = await create(shopper, { name: 'Eggs', clientId: 'x_y' });
    expect(response.status).toBe(400);
    expect(response.body.fields).toEqual({ clientId: 'clientId must be a UUID' });
    expect(await listOf(shopper)).toEqual([]);
  });
});

describe('updates sent late', () => {
  it('a replayed update changes nothing the second time, and keeps the amounts', async () => {
    const shopper = await signedInUser();
    const item = (await create(shopper, { name: 'Milk', amount: 2, unit: 'l' })).body;
    const tick = { isChecked: true, changedAt: minutesAgo(1) };
    expect((await update(shopper, item.id, tick)).body).toMatchObject({ isChecked: true, amount: 2 });
    // Unticked on another phone since; the late replay of the tick must not tick it again.
    expect((await update(shopper, item.id, { isChecked: false })).status).toBe(200);
    const replay = await update(shopper, item.id, tick);
    expect(replay.status).toBe(200);
    expect(replay.body).toMatchObject({ isChecked: false, amount: 2, unit: 'l' });
    expect(await shown(shopper)).toEqual(['[ ] Milk 2 l']);
  });

  it('the last change to a field wins by the time it was made, field by field', async () => {
    const shopper = await signedInUser();
    const item = (await create(shopper, { name: 'Milk', amount: 1, unit: 'l' })).body;
    // The laptop renames at 10 minutes ago; the phone, offline, ticked at 20 and changed the
    // amount at 5 minutes ago, and its changes arrive only now.
    await update(shopper, item.id, { name: 'Oat milk', changedAt: minutesAgo(10) });
    await update(shopper, item.id, { amount: 3, changedAt: minutesAgo(5) });
    const late = await update(shopper, item.id, { name: 'Milk', isChecked: true, changedAt: minutesAgo(20) });
    expect(late.status).toBe(200);
    expect(late.body).toMatchObject({ name: 'Oat milk', amount: 3, isChecked: true });
    // An older amount loses to the newer one.
    await update(shopper, item.id, { amount: 9, changedAt: minutesAgo(8) });
    expect(await shown(shopper)).toEqual(['[x] Oat milk 3 l']);
  });

  it('a time in the future counts as now, so it does not win every later change', async () => {
    const shopper = await signedInUser();
    const item = (await create(shopper, { name: 'Rice', amount: 1, unit: 'kg' })).body;
    await update(shopper, item.id, { amount: 5, changedAt: new Date(Date.now() + 86_400_000).toISOString() });
    await new Promise((resolve) => setTimeout(resolve, 20));
    await update(shopper, item.id, { amount: 2, changedAt: new Date().toISOString() });
    expect(await shown(shopper)).toEqual(['[ ] Rice 2 kg']);
  });

  it('an update of a removed item is 404 and does not bring it back', async () => {
    const shopper = await signedInUser();
    const item = (await create(shopper, { name: 'Eggs', amount: 6, unit: 'pcs' })).body;
    expect(
      (await api('DELETE', `/api/shoppinglistitem/${item.id}`, { token: shopper.session.token })).status,
    ).toBe(204);
    const late = await update(shopper, item.id, { isChecked: true, changedAt: minutesAgo(1) });
    expect(late).toMatchObject({
      status: 404,
      body: { message: 'Shopping list item not found.', code: 'shopping_list_item_not_found' },
    });
    expect(await listOf(shopper)).toEqual([]);
  });

  it('refuses a changedAt that is not a date-time', async () => {
    const shopper = await signedInUser();
    const item = (await create(shopper, { name: 'Eggs' })).body;
    const response = await update(shopper, item.id, { isChecked: true, changedAt: 'yesterday' });
    expect(response.status).toBe(400);
    expect(response.body.fields).toEqual({ changedAt: 'changedAt must be an ISO date-time' });
    expect(await shown(shopper)).toEqual(['[ ] Eggs']);
  });
});

describe('items stored before change times were kept', () => {
  it('read as before, and take late changes field by field', async () => {
    const shopper = await signedInUser();
    // As the release before issue 16 wrote it: no fieldTimes.
    const id = await putOldShoppingItem(shopper.session.id, {
      name: 'Butter',
      amount: 250,
      unit: 'g',
      rev: 3,
    });
    const listed = await listOf(shopper);
    const old = listed[0] as (typeof listed)[number];
    expect(listed).toHaveLength(1);
    expect(old).toEqual({
      id,
      name: 'Butter',
      amount: 250,
      unit: 'g',
      isChecked: false,
      source: 'manual',
      recipeId: null,
      createdAt: '2026-01-05T10:00:00.000Z',
      userId: shopper.session.id,
      groupId: null,
    });
    const ticked = await update(shopper, old.id, { isChecked: true, changedAt: minutesAgo(2) });
    expect(ticked.body).toMatchObject({ isChecked: true, amount: 250 });
    expect(
      (await update(shopper, old.id, { isChecked: false, changedAt: minutesAgo(3) })).body.isChecked,
    ).toBe(true);
    // An old client's full-item update without a time still applies.
    expect((await update(shopper, old.id, { ...old, amount: 500 })).body).toMatchObject({ amount: 500 });
    expect(await shown(shopper)).toEqual(['[ ] Butter 500 g']);
  });

  it('take updates when stored even without a rev', async () => {
    const shopper = await signedInUser();
    // Stored without a rev either.
    const id = await putOldShoppingItem(shopper.session.id, { name: 'Salt', amount: null, unit: null });
    expect((await update(shopper, id, { isChecked: true, changedAt: minutesAgo(1) })).body.isChecked).toBe(
      true,
    );
    expect(await shown(shopper)).toEqual(['[x] Salt']);
  });
});
