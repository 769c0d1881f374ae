import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { sections } from '#shared/shopping/aisles';
import { api, refused, refusedField, sharedSignedInUser, signedInUser } from './support/api';
import { household as householdOf } from './support/groups';
import { createRecipe } from './support/recipes';
import { shownLines } from './support/shopping-lines';
import { putOldShoppingItem } from './support/stored-items';

type Person = Awaited<ReturnType<typeof signedInUser>>;
type Owner = { userId: string } | { groupId: string };

const mine = (person: Person): Owner => ({ userId: person.session.id });

const listPath = (owner: Owner) =>
  'userId' in owner
    ? `/api/shoppinglistitem/user/${owner.userId}`
    : `/api/shoppinglistitem/group/${owner.groupId}`;

const listOf = async (person: Person, owner: Owner = mine(person)) => {
  const response = await api('GET', listPath(owner), { token: person.session.token });
  expect(response.status, JSON.stringify(response.body)).toBe(200);
  return response.body;
};

/** The list as a shopper reads it. */
const shown = shownLines;

const addItem = (person: Person, body: Record<string, unknown>) =>
  api('POST', '/api/shoppinglistitem', {
    token: person.session.token,
    body: { amount: null, unit: '', isChecked: false, ...mine(person), ...body },
  });

const tick = (person: Person, id: string, isChecked = true) =>
  api('PUT', `/api/shoppinglistitem/${id}`, { token: person.session.token, body: { isChecked } });

const added = async (person: Person, body: Record<string, unknown>) => {
  const response = await addItem(person, body);
  expect(response.status, JSON.stringify(response.body)).toBe(201);
  return response.body;
};

/** A group of an admin and a member, and an outsider. */
const household = async () => {
  const people = await householdOf('Shop');
  return { ...people, groupOwner: { groupId: people.group.id } };
};

const planWeek = async (person: Person, owner: Owner, days: Record<string, string[]>) => {
  for (const [date, recipeIds] of Object.entries(days)) {
    const plan = await api('POST', '/api/mealplan/create', {
      token: person.session.token,
      body: { id: randomUUID(), date, ...owner, recipes: recipeIds.map((id) => ({ id })) },
    });
    expect(plan.status, JSON.stringify(plan.body)).toBe(200);
  }
};

// These tests are about merging: the pantry (and its default "Always have" salt, pepper, water and
// oil) is left out of them with `ignorePantry`; pantry-aware adding has its own tests
// (shopping-from-pantry.test.ts).
const generate = (person: Person, owner: Owner, weekStartDate: string) =>
  api('POST', '/api/shoppinglistitem/generate', {
    token: person.session.token,
    body: { weekStartDate, ignorePantry: true, ...owner },
  });

const fromRecipe = (person: Person, body: Record<string, unknown>) =>
  api('POST', '/api/shoppinglistitem/from-recipe', {
    token: person.session.token,
    body: { ...mine(person), ignorePantry: true, ...body },
  });

describe('a personal shopping list', () => {
  // Every item this shopper adds is refused, so their list stays empty after each refusal.
  const refusedShopper = sharedSignedInUser();

  it('adds items by hand; the server sets source, createdAt and the owner', async () => {
    const shopper = await signedInUser();
    const response = await addItem(shopper, {
      name: '  Milk ',
      amount: 2,
      unit: 'l',
      source: 'recipe',
      createdAt: '2000-01-01T00:00:00.000Z',
      recipeId: null,
      groupId: null,
    });
    expect(response.status).toBe(201);
    expect(response.body).toEqual({
      id: expect.any(String),
      name: 'Milk',
      amount: 2,
      unit: 'l',
      isChecked: false,
      source: 'manual',
      recipeId: null,
      createdAt: expect.any(String),
      userId: shopper.session.id,
      groupId: null,
    });
    expect(response.body.createdAt).not.toBe('2000-01-01T00:00:00.000Z');
    expect(Date.now() - Date.parse(response.body.createdAt)).toBeLessThan(60_000);
    expect(await listOf(shopper)).toEqual([response.body]);
  });

  it('lists items by name, ignoring case, without any bookkeeping fields', async () => {
    const shopper = await signedInUser();
    for (const name of ['bread', 'Apples', 'cheese', 'Bananas']) await added(shopper, { name });
    const list = await listOf(shopper);
    expect(list.map((item: { name: string }) => item.name)).toEqual(['Apples', 'Bananas', 'bread', 'cheese']);
    for (const item of list)
      expect(Object.keys(item).sort()).toEqual(
        [
          'amount',
          'createdAt',
          'groupId',
          'id',
          'isChecked',
          'name',
          'recipeId',
          'source',
          'unit',
          'userId',
        ].sort(),
      );
  });

  it('marks items from a recipe, and refuses a recipe that does not exist', async () => {
    const shopper = await signedInUser();
    const recipe = await createRecipe(shopper.session.token);
    const item = await added(shopper, { name: 'Tomatoes', amount: 6, unit: 'pcs', recipeId: recipe.id });
    expect(item).toMatchObject({ source: 'recipe', recipeId: recipe.id });
    const unknown = await addItem(shopper, { name: 'Ghost', recipeId: 'no-such-recipe' });
    expect(unknown).toMatchObject({
      status: 404,
      body: { message: 'Recipe not found.', code: 'recipe_not_found' },
    });
    expect(shown(await listOf(shopper))).toEqual(['[ ] Tomatoes 6 pcs']);
  });

  it('treats an empty amount and unit as none', async () => {
    const shopper = await signedInUser();
    const item = await added(shopper, { name: 'Salt', amount: '', unit: '' });
    expect(item).toMatchObject({ amount: null, unit: null });
    const bare = await api('POST', '/api/shoppinglistitem', {
      token: shopper.session.token,
      body: { name: 'Pepper', userId: shopper.session.id },
    });
    expect(bare).toMatchObject({ status: 201, body: { amount: null, unit: null, isChecked: false } });
  });

  it.each([
    [{ name: '' }, refusedField('name', 'Item name is required')],
    [{ name: '   ' }, refusedField('name', 'Item name is required')],
    [{ name: undefined }, refusedField('name', 'Item name is required')],
    [{ amount: 0 }, refusedField('amount', 'Amount must be greater than 0')],
    [{ amount: 0.05 }, refusedField('amount', 'Amount must be greater than 0')],
    [{ amount: 'two' }, refusedField('amount', 'Amount must be greater than 0')],
    [{ unit: '   ' }, refusedField('unit', 'Unit is required')],
    [{ unit: 5 }, refusedField('unit', 'Unit is required')],
    [{ userId: null }, refused('Give either userId or groupId')],
    [{ groupId: 'some-group' }, refused('Give either userId or groupId')],
    [{ ownerId: 'x' }, refused('Unrecognized key: "ownerId"')],
  ])('refuses %j with 400 and stores nothing', async (change, expected) => {
    const shopper = refusedShopper();
    const response = await addItem(shopper, { name: 'Eggs', amount: 6, unit: 'pcs', ...change });
    expect(response.status).toBe(400);
    expect(response.body).toMatchObject(expected);
    expect(await listOf(shopper)).toEqual([]);
  });

  it('updates an item with a partial or a full body', async () => {
    const shopper = await signedInUser();
    const item = await added(shopper, { name: 'Butter', amount: 250, unit: 'g' });
    const token = shopper.session.token;
    const checked = await api('PUT', `/api/shoppinglistitem/${item.id}`, {
      token,
      body: { isChecked: true },
    });
    expect(checked).toMatchObject({ status: 200, body: { ...item, isChecked: true } });
    // The client's checkbox sends the whole item back.
    const unchecked = await api('PUT', `/api/shoppinglistitem/${item.id}`, {
      token,
      body: { ...checked.body, isChecked: false },
    });
    expect(unchecked.body).toEqual(item);
    const edited = await api('PUT', `/api/shoppinglistitem/${item.id}`, {
      token,
      body: { name: 'Salted butter', amount: '', unit: '' },
    });
    expect(edited.body).toEqual({ ...item, name: 'Salted butter', amount: null, unit: null });
    expect(await listOf(shopper)).toEqual([edited.body]);
    const invalid = await api('PUT', `/api/shoppinglistitem/${item.id}`, { token, body: { amount: -1 } });
    expect(invalid).toMatchObject({
      status: 400,
      body: refusedField('amount', 'Amount must be greater than 0'),
    });
    expect(await listOf(shopper)).toEqual([edited.body]);
  });

  it('never moves an item to another owner or id', async () => {
    const [shopper, other] = await Promise.all([signedInUser(), signedInUser()]);
    const item = await added(shopper, { name: 'Rice', amount: 1, unit: 'kg' });
    const group = (
      await api('POST', '/api/Group/create', { token: shopper.session.token, body: { name: 'Mine' } })
    ).body;
    for (const body of [{ userId: other.session.id }, { groupId: group.id, userId: null }, { id: 'u_x_y' }]) {
      const response = await api('PUT', `/api/shoppinglistitem/${item.id}`, {
        token: shopper.session.token,
        body: { ...body, name: 'Moved' },
      });
      expect(response).toMatchObject({
        status: 400,
        body: {
          message: 'A shopping list item cannot change its id or owner.',
          code: 'item_id_or_owner_changed',
        },
      });
    }
    expect(await listOf(shopper)).toEqual([item]);
    expect(await listOf(other)).toEqual([]);
    expect(await listOf(shopper, { groupId: group.id })).toEqual([]);
  });

  it('deletes an item', async () => {
    const shopper = await signedInUser();
    const [keep, drop] = [await added(shopper, { name: 'Keep' }), await added(shopper, { name: 'Drop' })];
    const token = shopper.session.token;
    expect((await api('DELETE', `/api/shoppinglistitem/${drop.id}`, { token })).status).toBe(204);
    expect(await listOf(shopper)).toEqual([keep]);
    const again = await api('DELETE', `/api/shoppinglistitem/${drop.id}`, { token });
    expect(again).toMatchObject({
      status: 404,
      body: { message: 'Shopping list item not found.', code: 'shopping_list_item_not_found' },
    });
    const update = await api('PUT', `/api/shoppinglistitem/${drop.id}`, { token, body: { isChecked: true } });
    expect(update).toMatchObject({
      status: 404,
      body: { message: 'Shopping list item not found.', code: 'shopping_list_item_not_found' },
    });
    for (const bad of ['nonsense', 'u__', 'x_a_b'])
      expect((await api('DELETE', `/api/shoppinglistitem/${bad}`, { token })).status).toBe(404);
  });

  it('is private: someone else gets 404 everywhere and changes nothing', async () => {
    const [owner, other] = await Promise.all([signedInUser(), signedInUser()]);
    const item = await added(owner, { name: 'Secret sauce', amount: 1, unit: 'jar' });
    const recipe = await createRecipe(other.session.token);
    const token = other.session.token;
    const ownersList = { userId: owner.session.id };
    const attempts = [
      await api('GET', listPath(ownersList), { token }),
      await api('POST', '/api/shoppinglistitem', { token, body: { name: 'Intruder', ...ownersList } }),
      await fromRecipe(other, { recipeId: recipe.id, ...ownersList }),
      await api('POST', '/api/shoppinglistitem/generate', {
        token,
        body: { weekStartDate: '2026-11-16', ...ownersList },
      }),
    ];
    for (const attempt of attempts)
      expect(attempt).toMatchObject({
        status: 404,
        body: { message: 'Shopping list not found.', code: 'shopping_list_not_found' },
      });
    const byId = [
      await api('PUT', `/api/shoppinglistitem/${item.id}`, { token, body: { isChecked: true } }),
      await api('DELETE', `/api/shoppinglistitem/${item.id}`, { token }),
    ];
    for (const attempt of byId)
      expect(attempt).toMatchObject({
        status: 404,
        body: { message: 'Shopping list item not found.', code: 'shopping_list_item_not_found' },
      });
    expect(await listOf(owner)).toEqual([item]);
    expect(await listOf(other)).toEqual([]);
  });

  it('needs a signed-in caller', async () => {
    const response = await api('GET', '/api/shoppinglistitem/user/anyone');
    expect(response.status).toBe(401);
  });
});

describe("a group's shopping list", () => {
  it('is shared by its members and separate from their own lists', async () => {
    const { admin, member, groupOwner, group } = await household();
    const milk = await added(member, { name: 'Milk', amount: 1, unit: 'l', userId: null, ...groupOwner });
    expect(milk).toMatchObject({ groupId: group.id, userId: null, source: 'manual' });
    const checked = await api('PUT', `/api/shoppinglistitem/${milk.id}`, {
      token: admin.session.token,
      body: { ...milk, isChecked: true },
    });
    expect(checked.status).toBe(200);
    expect(await listOf(member, groupOwner)).toEqual([{ ...milk, isChecked: true }]);
    expect(await listOf(admin, groupOwner)).toEqual([{ ...milk, isChecked: true }]);
    expect(await listOf(admin)).toEqual([]);
    expect(await listOf(member)).toEqual([]);
    expect(
      (await api('DELETE', `/api/shoppinglistitem/${milk.id}`, { token: admin.session.token })).status,
    ).toBe(204);
    expect(await listOf(member, groupOwner)).toEqual([]);
  });

  it('is invisible to outsiders, who change nothing', async () => {
    const { admin, outsider, groupOwner, group } = await household();
    const bread = await added(admin, { name: 'Bread', userId: null, ...groupOwner });
    const recipe = await createRecipe(outsider.session.token);
    const token = outsider.session.token;
    const attempts = [
      await api('GET', listPath(groupOwner), { token }),
      await addItem(outsider, { name: 'Intruder', userId: null, ...groupOwner }),
      await fromRecipe(outsider, { recipeId: recipe.id, userId: null, ...groupOwner }),
      await generate(outsider, groupOwner, '2026-11-16'),
    ];
    for (const attempt of attempts)
      expect(attempt).toMatchObject({
        status: 404,
        body: { message: 'Group not found.', code: 'group_not_found' },
      });
    for (const attempt of [
      await api('PUT', `/api/shoppinglistitem/${bread.id}`, { token, body: { name: 'Cake' } }),
      await api('DELETE', `/api/shoppinglistitem/${bread.id}`, { token }),
    ])
      expect(attempt).toMatchObject({
        status: 404,
        body: { message: 'Shopping list item not found.', code: 'shopping_list_item_not_found' },
      });
    expect(await listOf(admin, groupOwner)).toEqual([bread]);
    // Ex-members lose access too, and the list goes with the group.
    await api('DELETE', `/api/Group/${group.id}`, { token: admin.session.token });
    expect((await api('GET', listPath(groupOwner), { token: admin.session.token })).status).toBe(404);
  });
});

describe('adding a recipe', () => {
  it("adds the recipe's ingredients scaled to the servings asked for", async () => {
    const shopper = await signedInUser();
    const recipe = await createRecipe(shopper.session.token, { servings: 4 }); // 6 pcs tomatoes, 0.5 tsp salt
    const response = await fromRecipe(shopper, { recipeId: recipe.id, servings: 2 });
    expect(response.status).toBe(200);
    expect(shown(response.body)).toEqual(['[ ] Salt 0.25 tsp', '[ ] Tomatoes 3 pcs']);
    for (const item of response.body) expect(item).toMatchObject({ source: 'recipe', recipeId: recipe.id });
    expect(await listOf(shopper)).toEqual(response.body);
  });

  it('adds only the ingredients chosen, and does not scale without servings', async () => {
    const shopper = await signedInUser();
    const recipe = await createRecipe(shopper.session.token, { servings: null });
    const tomatoes = recipe.ingredients.find(
      (ingredient: { name: string }) => ingredient.name === 'Tomatoes',
    );
    const response = await fromRecipe(shopper, {
      recipeId: recipe.id,
      servings: 8,
      ingredientIds: [tomatoes.id],
    });
    expect(shown(response.body)).toEqual(['[ ] Tomatoes 6 pcs']);
    const unknown = await fromRecipe(shopper, { recipeId: recipe.id, ingredientIds: ['nope'] });
    expect(unknown).toMatchObject({
      status: 400,
      body: refusedField('ingredientIds', 'Every id must name an ingredient of this recipe.'),
    });
    expect(shown(await listOf(shopper))).toEqual(['[ ] Tomatoes 6 pcs']);
  });

  it('merges into equal unchecked items, never into checked ones', async () => {
    const shopper = await signedInUser();
    const recipe = await createRecipe(shopper.session.token, { servings: 4 });
    await added(shopper, { name: ' tomatoes ', amount: 2, unit: null });
    const salt = await added(shopper, { name: 'salt', amount: 1, unit: 'tsp' });
    await tick(shopper, salt.id);
    const response = await fromRecipe(shopper, { recipeId: recipe.id });
    expect(shown(response.body)).toEqual(['[x] salt 1 tsp', '[ ] Salt 0.5 tsp', '[ ] tomatoes 8 pcs']);
    expect(shown(await listOf(shopper))).toEqual(shown(response.body));
  });

  it('refuses a recipe that does not exist, and bad servings', async () => {
    const shopper = await signedInUser();
    expect(await fromRecipe(shopper, { recipeId: 'no-such-recipe' })).toMatchObject({
      status: 404,
      body: { message: 'Recipe not found.', code: 'recipe_not_found' },
    });
    const recipe = await createRecipe(shopper.session.token);
    expect(await fromRecipe(shopper, { recipeId: recipe.id, servings: 0 })).toMatchObject({
      status: 400,
      body: refusedField('servings', 'Must serve at least 1 person'),
    });
    expect(await listOf(shopper)).toEqual([]);
  });
});

describe("generating from the week's plan", () => {
  const ingredient = (name: string, amount: number, unit: string, sortOrder: number) => ({
    name,
    amount,
    unit,
    sortOrder,
  });

  const twoRecipes = async (person: Person) => ({
    bread: await createRecipe(person.session.token, {
      name: 'Bread',
      ingredients: [ingredient('Flour', 500, 'g', 1), ingredient('Water', 300, 'ml', 2)],
    }),
    cake: await createRecipe(person.session.token, {
      name: 'Cake',
      ingredients: [
        ingredient('flour ', 1, 'kg', 1),
        ingredient('Sugar', 2, 'cups', 2),
        ingredient('Water', 0.2, 'l', 3),
      ],
    }),
  });

  it('merges an ingredient two recipes share in different units into one line', async () => {
    const cook = await signedInUser();
    const { bread, cake } = await twoRecipes(cook);
    await planWeek(cook, mine(cook), {
      '2026-11-17': [bread.id],
      '2026-11-20': [cake.id],
      '2026-11-24': [cake.id],
    });
    const response = await generate(cook, mine(cook), '2026-11-22'); // a Sunday: the week of 16 November
    expect(response.status).toBe(200);
    expect(shown(response.body)).toEqual(['[ ] Flour 1.5 kg', '[ ] Sugar 2 cups', '[ ] Water 500 ml']);
    expect(response.headers.get('x-left-out')).toBe('0');
    expect(response.body[0]).toMatchObject({ source: 'recipe', recipeId: bread.id, userId: cook.session.id });
    expect(Object.keys(response.body[0])).not.toContain('generated');
    expect(await listOf(cook)).toEqual(response.body);
  });

  it('does not double the list when run twice, and follows changes to the plan', async () => {
    const { admin, member, groupOwner } = await household();
    const { bread, cake } = await twoRecipes(admin);
    await planWeek(admin, groupOwner, { '2026-11-17': [bread.id] });
    const first = await generate(admin, groupOwner, '2026-11-16');
    expect(shown(first.body)).toEqual(['[ ] Flour 500 g', '[ ] Water 300 ml']);
    const second = await generate(member, groupOwner, '2026-11-18');
    expect(second.body).toEqual(first.body);

    // The cake joins the plan: only its part is added.
    await planWeek(member, groupOwner, { '2026-11-19': [cake.id] });
    const third = await generate(member, groupOwner, '2026-11-16');
    expect(shown(third.body)).toEqual(['[ ] Flour 1.5 kg', '[ ] Sugar 2 cups', '[ ] Water 500 ml']);
    expect(await listOf(admin, groupOwner)).toEqual(third.body);

    // The bread leaves the plan: its part goes, and the flour line keeps the cake's.
    const plans = await api(
      'GET',
      `/api/mealplan/group/${groupOwner.groupId}/week?weekStartDate=2026-11-16`,
      {
        token: admin.session.token,
      },
    );
    const breadDay = plans.body.find((plan: { date: string }) => plan.date === '2026-11-17');
    await api('DELETE', `/api/mealplan/${breadDay.id}`, { token: admin.session.token });
    const fourth = await generate(admin, groupOwner, '2026-11-16');
    expect(shown(fourth.body)).toEqual(['[ ] Flour 1 kg', '[ ] Sugar 2 cups', '[ ] Water 200 ml']);
    expect(await listOf(member, groupOwner)).toEqual(fourth.body);
  });

  // Issue 17 changed this on purpose: an ingredient already on the list, ticked or not, is left out
  // (it used to be merged into an unticked line, and topped up beyond a ticked one).
  it('leaves out what is already on the list, ticked or not, and keeps hand-added lines as they are', async () => {
    const cook = await signedInUser();
    const { bread, cake } = await twoRecipes(cook);
    await planWeek(cook, mine(cook), { '2026-12-01': [bread.id], '2026-12-02': [cake.id] });
    const water = await added(cook, { name: 'water', amount: 1, unit: 'l' });
    const flour = await added(cook, { name: 'Flour', amount: 1, unit: 'kg' });
    await tick(cook, flour.id);
    const once = await generate(cook, mine(cook), '2026-12-01');
    expect(shown(once.body)).toEqual(['[x] Flour 1 kg', '[ ] Sugar 2 cups', '[ ] water 1 l']);
    // Flour and water, each counted once though both recipes need them.
    expect(once.headers.get('x-left-out')).toBe('2');
    expect(once.body.find((item: { id: string }) => item.id === water.id)).toMatchObject({
      source: 'manual',
    });
    const twice = await generate(cook, mine(cook), '2026-12-01');
    expect(twice.body).toEqual(once.body);
    // Bought since: the next run adds nothing for it.
    const sugar = once.body.find((item: { name: string }) => item.name === 'Sugar');
    await tick(cook, sugar.id);
    const thrice = await generate(cook, mine(cook), '2026-12-01');
    expect(shown(thrice.body)).toEqual(['[x] Flour 1 kg', '[x] Sugar 2 cups', '[ ] water 1 l']);
    expect(thrice.headers.get('x-left-out')).toBe('3');
  });

  it('adds nothing for an empty week, and refuses a bad date', async () => {
    const cook = await signedInUser();
    const empty = await generate(cook, mine(cook), '2030-01-01');
    expect(empty).toMatchObject({ status: 200, body: [] });
    const bad = await generate(cook, mine(cook), '2026-02-30');
    expect(bad).toMatchObject({
      status: 400,
      body: refusedField('weekStartDate', 'date must be a real date in yyyy-MM-dd form'),
    });
  });
});

const clearTicked = (person: Person, owner: Owner = mine(person)) =>
  api('POST', '/api/shoppinglistitem/clear-ticked', { token: person.session.token, body: owner });

const restore = (person: Person, items: unknown[]) =>
  api('POST', '/api/shoppinglistitem/restore', { token: person.session.token, body: { items } });

describe('clearing ticked items (issue 16)', () => {
  it("removes only the list's ticked items and answers them; other lists keep theirs", async () => {
    const { admin, member, groupOwner } = await household();
    const eggs = await added(admin, { name: 'Eggs', amount: 6, unit: null, isChecked: true });
    await added(admin, { name: 'Bread' });
    const groupTicked = await added(member, { name: 'Milk', userId: null, ...groupOwner, isChecked: true });

    const response = await clearTicked(admin);
    expect(response.status, JSON.stringify(response.body)).toBe(200);
    expect(response.body).toEqual([eggs]);
    expect(shown(await listOf(admin))).toEqual(['[ ] Bread']);
    expect(await listOf(member, groupOwner)).toEqual([groupTicked]);

    // Nothing ticked: nothing to remove.
    expect((await clearTicked(admin)).body).toEqual([]);
  });

  it('refuses strangers with 404 and leaves the list as it was', async () => {
    const { admin, member, outsider, groupOwner } = await household();
    await added(member, { name: 'Milk', userId: null, ...groupOwner, isChecked: true });
    const mineTicked = await added(admin, { name: 'Eggs', isChecked: true });
    expect(await clearTicked(outsider, groupOwner)).toMatchObject({
      status: 404,
      body: { message: 'Group not found.', code: 'group_not_found' },
    });
    expect(await clearTicked(member, mine(admin))).toMatchObject({ status: 404 });
    expect(shown(await listOf(admin, groupOwner))).toEqual(['[x] Milk']);
    expect(await listOf(admin)).toEqual([mineTicked]);
    expect(await clearTicked(admin, {} as Owner)).toMatchObject({
      status: 400,
      body: refused('Give either userId or groupId'),
    });
  });

  it('keeps an item unticked while the clear is on its way', async () => {
    const shopper = await signedInUser();
    const ticked = await Promise.all(
      Array.from({ length: 20 }, (_, index) => added(shopper, { name: `Item ${index}`, isChecked: true })),
    );
    // Untick half while clearing: whatever order the writes meet in, an unticked item stays.
    const [cleared] = await Promise.all([
      clearTicked(shopper),
      ...ticked.slice(0, 10).map((item) => tick(shopper, item.id, false)),
    ]);
    const left = await listOf(shopper);
    const removedIds = new Set(cleared.body.map((item: { id: string }) => item.id));
    expect(left.every((item: { isChecked: boolean }) => !item.isChecked)).toBe(true);
    expect(left.length + removedIds.size).toBe(20);
    for (const item of left) expect(removedIds.has(item.id)).toBe(false);
    for (const item of ticked.slice(10)) expect(removedIds.has(item.id)).toBe(true);
  });
});

describe('undo: putting removed items back (issue 16)', () => {
  it('restores deleted and cleared items with their id, amount, tick, source and provenance', async () => {
    const shopper = await signedInUser();
    const recipe = await createRecipe(shopper.session.token, { name: 'Tomato soup', servings: 4 });
    const fromSoup = (await fromRecipe(shopper, { recipeId: recipe.id })).body;
    const tomatoes = fromSoup.find((item: { name: string }) => item.name === 'Tomatoes');
    expect(tomatoes).toMatchObject({ source: 'recipe', recipeId: recipe.id, recipeName: 'Tomato soup' });
    const eggs = await added(shopper, { name: 'Eggs', amount: 6, unit: 'pcs' });
    expect((await tick(shopper, tomatoes.id)).status).toBe(200);

    expect(
      (await api('DELETE', `/api/shoppinglistitem/${eggs.id}`, { token: shopper.session.token })).status,
    ).toBe(204);
    const cleared = (await clearTicked(shopper)).body;
    expect(cleared).toEqual([{ ...tomatoes, isChecked: true }]);

    const response = await restore(shopper, [eggs]);
    expect(response.status, JSON.stringify(response.body)).toBe(200);
    expect(response.body).toContainEqual(eggs);
    const back = await restore(shopper, cleared);
    expect(back.body).toContainEqual({ ...tomatoes, isChecked: true });
    expect(await listOf(shopper)).toEqual(back.body);
    expect(back.body).toHaveLength(fromSoup.length + 1);

    // Undo twice is once: the item is there already and stays as it is.
    expect(
      (await restore(shopper, [eggs])).body.filter((item: { id: string }) => item.id === eggs.id),
    ).toEqual([eggs]);
  });

  it('puts items only back on a list the caller may act for, under their own owner', async () => {
    const { admin, member, outsider, groupOwner } = await household();
    const milk = await added(member, { name: 'Milk', userId: null, ...groupOwner });
    await api('DELETE', `/api/shoppinglistitem/${milk.id}`, { token: member.session.token });
    expect(await restore(outsider, [milk])).toMatchObject({
      status: 404,
      body: { message: 'Group not found.', code: 'group_not_found' },
    });
    expect(await listOf(admin, groupOwner)).toEqual([]);
    // An id of one list with another owner named, or items of two lists: refused.
    expect(await restore(member, [{ ...milk, groupId: null, userId: member.session.id }])).toMatchObject({
      status: 400,
    });
    const mineItem = await added(admin, { name: 'Bread' });
    expect(await restore(admin, [milk, mineItem])).toMatchObject({
      status: 400,
      body: refusedField('items', 'Items can only be put back on the one list their ids name.'),
    });
    expect(await restore(admin, [{ ...milk, id: 'x_y' }])).toMatchObject({ status: 400 });
    expect((await restore(admin, [milk])).body).toEqual([milk]);
  });
});

describe('provenance (issue 16)', () => {
  it('stores the recipe name on items added from a recipe, by hand with a recipe id and from the plan', async () => {
    const shopper = await signedInUser();
    const recipe = await createRecipe(shopper.session.token, { name: 'Tomato soup', servings: 4 });
    const byHand = await added(shopper, { name: 'Basil', recipeId: recipe.id });
    expect(byHand).toMatchObject({ source: 'recipe', recipeName: 'Tomato soup' });
    expect(byHand.plannedDates).toBeUndefined();

    const planner = await signedInUser();
    const stew = await createRecipe(planner.session.token, { name: 'Winter stew', servings: 4 });
    await planWeek(planner, mine(planner), { '2026-10-12': [stew.id], '2026-10-14': [stew.id] });
    const generated = await generate(planner, mine(planner), '2026-10-12');
    expect(generated.status).toBe(200);
    for (const item of generated.body)
      expect(item).toMatchObject({
        recipeName: 'Winter stew',
        plannedDates: ['2026-10-12', '2026-10-14'],
      });
    expect(await listOf(planner)).toEqual(generated.body);
    // A hand-added item has none.
    const manual = await added(planner, { name: 'Matches' });
    expect(Object.keys(manual)).not.toContain('recipeName');
    expect(Object.keys(manual)).not.toContain('plannedDates');
  });

  it('reads items stored before provenance existed, and ticks, clears and restores them', async () => {
    const shopper = await signedInUser();
    // What was stored then is what the list shows now, with its owner.
    const stored = {
      name: 'Flour',
      amount: 1,
      unit: 'kg',
      isChecked: false,
      source: 'recipe',
      recipeId: 'gone-recipe',
      createdAt: '2025-01-01T00:00:00.000Z',
    };
    const id = await putOldShoppingItem(shopper.session.id, { ...stored, rev: 0 });
    const old = {
      id,
      ...stored,
      userId: shopper.session.id,
      groupId: null,
    };
    expect(await listOf(shopper)).toEqual([old]);
    expect((await tick(shopper, id)).body).toEqual({ ...old, isChecked: true });
    expect((await clearTicked(shopper)).body).toEqual([{ ...old, isChecked: true }]);
    expect((await restore(shopper, [{ ...old, isChecked: true }])).body).toEqual([
      { ...old, isChecked: true },
    ]);
  });
});

describe('merging on the new paths (issue 16)', () => {
  it('more of a ticked item is a new unticked line; amount-less items stay their own lines', async () => {
    const shopper = await signedInUser();
    const recipe = await createRecipe(shopper.session.token, { servings: 4 }); // 6 pcs tomatoes, 0.5 tsp salt
    const first = (await fromRecipe(shopper, { recipeId: recipe.id })).body;
    const tomatoes = first.find((item: { name: string }) => item.name === 'Tomatoes');
    await tick(shopper, tomatoes.id);
    await added(shopper, { name: 'Parsley' });
    await added(shopper, { name: 'parsley' });
    /** Adds the recipe to the list again: the list as it then shows. */
    const addRecipeAgain = async () => shown((await fromRecipe(shopper, { recipeId: recipe.id })).body);
    const again = await addRecipeAgain();
    expect(again).toEqual([
      '[ ] Parsley',
      '[ ] parsley',
      '[ ] Salt 1 tsp',
      '[x] Tomatoes 6 pcs',
      '[ ] Tomatoes 6 pcs',
    ]);
    // Cleared and put back (Undo), the ticked line is its own line again: nothing merged into it.
    const cleared = (await clearTicked(shopper)).body;
    const restored = (await restore(shopper, cleared)).body;
    expect(shown(restored)).toEqual(again);
    expect(await addRecipeAgain()).toEqual([
      '[ ] Parsley',
      '[ ] parsley',
      '[ ] Salt 1.5 tsp',
      '[x] Tomatoes 6 pcs',
      '[ ] Tomatoes 12 pcs',
    ]);
  });
});

const aislesPath = (owner: Owner) =>
  'userId' in owner
    ? `/api/shoppinglistitem/aisles/user/${owner.userId}`
    : `/api/shoppinglistitem/aisles/group/${owner.groupId}`;

const aislesOf = async (person: Person, owner: Owner = mine(person)) => {
  const response = await api('GET', aislesPath(owner), { token: person.session.token });
  expect(response.status, JSON.stringify(response.body)).toBe(200);
  return response.body;
};

/** The sections in the order the app knows them (a walk through a typical shop). */
const defaultOrder = [...sections];

describe('aisle settings (issue 16)', () => {
  it('remembers a section per name for the owner, whatever the case and spaces', async () => {
    const { admin, member, groupOwner } = await household();
    expect(await aislesOf(admin)).toEqual({ sections: {}, order: defaultOrder });
    const response = await api('PUT', '/api/shoppinglistitem/aisles/section', {
      token: member.session.token,
      body: { name: '  Oat   Milk ', section: 'Drinks', ...groupOwner },
    });
    expect(response.status, JSON.stringify(response.body)).toBe(200);
    expect(response.body).toEqual({ sections: { 'oat milk': 'Drinks' }, order: defaultOrder });
    // Every member sees it; the members' own lists do not.
    expect(await aislesOf(admin, groupOwner)).toEqual(response.body);
    expect((await aislesOf(admin)).sections).toEqual({});
    // A second choice for the same name replaces the first.
    await api('PUT', '/api/shoppinglistitem/aisles/section', {
      token: admin.session.token,
      body: { name: 'oat milk', section: 'Dairy', ...groupOwner },
    });
    expect((await aislesOf(member, groupOwner)).sections).toEqual({ 'oat milk': 'Dairy' });
  });

  it('keeps a group order of sections; refuses bad orders, bad sections and strangers', async () => {
    const { admin, member, outsider, groupOwner } = await household();
    const order = [
      'Bakery',
      'Produce',
      'Dairy',
      'Meat & Fish',
      'Frozen',
      'Pantry',
      'Drinks',
      'Household',
      'Other',
    ];
    const response = await api('PUT', '/api/shoppinglistitem/aisles/order', {
      token: member.session.token,
      body: { order, ...groupOwner },
    });
    expect(response.status, JSON.stringify(response.body)).toBe(200);
    expect((await aislesOf(admin, groupOwner)).order).toEqual(order);
    expect((await aislesOf(admin)).order).toEqual(defaultOrder);

    const twice = await api('PUT', '/api/shoppinglistitem/aisles/order', {
      token: member.session.token,
      body: { order: [...order.slice(0, 8), 'Bakery'], ...groupOwner },
    });
    expect(twice).toMatchObject({ status: 400, body: refusedField('order', 'Give every section once') });
    const unknown = await api('PUT', '/api/shoppinglistitem/aisles/section', {
      token: member.session.token,
      body: { name: 'Milk', section: 'Garden', ...groupOwner },
    });
    expect(unknown).toMatchObject({
      status: 400,
      body: { fields: { section: expect.stringContaining('Section must be one of') } },
    });
    const attempts = {
      '/api/shoppinglistitem/aisles/order': { order: defaultOrder, ...groupOwner },
      '/api/shoppinglistitem/aisles/section': { name: 'Milk', section: 'Other', ...groupOwner },
    };
    for (const [path, body] of Object.entries(attempts))
      expect(await api('PUT', path, { token: outsider.session.token, body })).toMatchObject({
        status: 404,
        body: { message: 'Group not found.', code: 'group_not_found' },
      });
    expect((await api('GET', aislesPath(groupOwner), { token: outsider.session.token })).status).toBe(404);
    expect((await api('GET', aislesPath(mine(admin)), { token: member.session.token })).status).toBe(404);
    expect((await aislesOf(admin, groupOwner)).order).toEqual(order);
  });
});
