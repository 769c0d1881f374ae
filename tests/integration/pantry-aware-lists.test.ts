import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { api, refusedField, signedInUser } from './support/api';
import { household } from './support/groups';
import { stockPantry } from './support/pantry';
import { createRecipe } from './support/recipes';
import { shownLines } from './support/shopping-lines';

/**
 * Issue 27, point 4: adding a recipe or a week to a shopping list leaves out what the owner's pantry
 * and "Always have" list hold in enough quantity and adds only the shortfall; `ignorePantry` adds
 * everything. Through the real API, the pantry as its repository stores it.
 */
type Person = Awaited<ReturnType<typeof signedInUser>>;

const quiche = (token: string) =>
  createRecipe(token, {
    name: 'Leek quiche',
    servings: 4,
    ingredients: [
      { name: 'Flour', amount: 250, unit: 'g', sortOrder: 1 },
      { name: 'Eggs', amount: 3, unit: '', sortOrder: 2 },
      { name: 'Cream', amount: 200, unit: 'ml', sortOrder: 3 },
      { name: 'Leeks', amount: 2, unit: '', sortOrder: 4 },
      { name: 'Salt', amount: 1, unit: 'tsp', sortOrder: 5 },
      { name: 'Pepper', amount: null, unit: '', sortOrder: 6 },
    ],
  });

const listOf = async (person: Person, path = `/api/shoppinglistitem/user/${person.session.id}`) =>
  shownLines((await api('GET', path, { token: person.session.token })).body).sort();

const fromRecipe = (person: Person, body: Record<string, unknown>) =>
  api('POST', '/api/shoppinglistitem/from-recipe', {
    token: person.session.token,
    body: { userId: person.session.id, ...body },
  });

describe('adding a recipe to the list, with a pantry', () => {
  it('adds only what is missing and the shortfall, and says how many the pantry held', async () => {
    const cook = await signedInUser();
    const recipe = await quiche(cook.session.token);
    await stockPantry({ type: 'user', id: cook.session.id }, [
      { name: 'flour', amount: 0.1, unit: 'kg' },
      { name: 'Eggs', amount: 6 },
      { name: 'cream', amount: 250, unit: 'ml' },
    ]);

    const response = await fromRecipe(cook, { recipeId: recipe.id });
    expect(response.status, JSON.stringify(response.body)).toBe(200);
    // Flour: 150 g short. Eggs and cream at home; salt and pepper "Always have" (the default).
    expect(shownLines(response.body).sort()).toEqual(['[ ] Flour 150 g', '[ ] Leeks 2']);
    expect(response.headers.get('x-left-out-pantry')).toBe('4');
    const ids = (response.headers.get('x-left-out-pantry-ids') ?? '').split(',');
    const names = ids.map((id) => recipe.ingredients.find((each: { id: string }) => each.id === id)?.name);
    expect(names).toEqual(['Eggs', 'Cream', 'Salt', 'Pepper']);

    // "Add anyway": those left out, with nothing left out for the pantry this time.
    const anyway = await fromRecipe(cook, { recipeId: recipe.id, ingredientIds: ids, ignorePantry: true });
    expect(anyway.status, JSON.stringify(anyway.body)).toBe(200);
    expect(anyway.headers.get('x-left-out-pantry')).toBe('0');
    expect(await listOf(cook)).toEqual([
      '[ ] Cream 200 ml',
      '[ ] Eggs 3',
      '[ ] Flour 150 g',
      '[ ] Leeks 2',
      '[ ] Pepper',
      '[ ] Salt 1 tsp',
    ]);
  });

  it('scales to the servings before it compares, and keeps an edited "Always have" list', async () => {
    const cook = await signedInUser();
    const recipe = await quiche(cook.session.token);
    await stockPantry({ type: 'user', id: cook.session.id }, [{ name: 'Eggs', amount: 4 }], ['Leeks']);
    const response = await fromRecipe(cook, { recipeId: recipe.id, servings: 8 });
    expect(response.status, JSON.stringify(response.body)).toBe(200);
    // 6 eggs needed, 4 at home; salt and pepper are no longer "Always have", leeks are.
    expect(shownLines(response.body).sort()).toEqual([
      '[ ] Cream 400 ml',
      '[ ] Eggs 2',
      '[ ] Flour 500 g',
      '[ ] Pepper',
      '[ ] Salt 2 tsp',
    ]);
    expect(response.headers.get('x-left-out-pantry')).toBe('1');
  });

  it('adds everything with ignorePantry, and refuses a bad one with 400, changing nothing', async () => {
    const cook = await signedInUser();
    const recipe = await quiche(cook.session.token);
    const refused = await fromRecipe(cook, { recipeId: recipe.id, ignorePantry: 'yes' });
    expect(refused).toMatchObject({
      status: 400,
      body: refusedField('ignorePantry', 'ignorePantry must be true or false'),
    });
    expect(await listOf(cook)).toEqual([]);
    const all = await fromRecipe(cook, { recipeId: recipe.id, ignorePantry: true });
    expect(all.status).toBe(200);
    expect(all.body).toHaveLength(6);
    expect(all.headers.get('x-left-out-pantry')).toBe('0');
  });
});

describe("generating a group's week, with the group's pantry", () => {
  it("leaves out what the group's pantry holds, and adds it once when asked to", async () => {
    const { admin, member, group } = await household('Pantry week');
    const recipe = await quiche(admin.session.token);
    for (const date of ['2026-11-17', '2026-11-19']) {
      const plan = await api('POST', '/api/mealplan/create', {
        token: admin.session.token,
        body: { id: randomUUID(), date, groupId: group.id, recipes: [{ id: recipe.id }] },
      });
      expect(plan.status, JSON.stringify(plan.body)).toBe(200);
    }
    // The member's own pantry is not the group's: it changes nothing here.
    await stockPantry({ type: 'user', id: member.session.id }, [{ name: 'Leeks', amount: 10 }]);
    await stockPantry({ type: 'group', id: group.id }, [
      { name: 'Flour', amount: 1, unit: 'kg' },
      { name: 'Eggs', amount: 4 },
    ]);
    const generate = (body: Record<string, unknown> = {}) =>
      api('POST', '/api/shoppinglistitem/generate', {
        token: member.session.token,
        body: { weekStartDate: '2026-11-16', groupId: group.id, ...body },
      });
    const groupList = `/api/shoppinglistitem/group/${group.id}`;

    const first = await generate();
    expect(first.status, JSON.stringify(first.body)).toBe(200);
    // Twice the quiche: 500 g flour (1 kg at home), 6 eggs (4 at home), salt and pepper always had.
    expect(shownLines(first.body).sort()).toEqual(['[ ] Cream 400 ml', '[ ] Eggs 2', '[ ] Leeks 4']);
    expect(first.headers.get('x-left-out-pantry')).toBe('3');
    expect(first.headers.get('x-left-out')).toBe('0');

    // "Add anyway" runs the week again without the pantry: the week's part is replaced, not doubled.
    const anyway = await generate({ ignorePantry: true });
    expect(anyway.headers.get('x-left-out-pantry')).toBe('0');
    const everything = [
      '[ ] Cream 400 ml',
      '[ ] Eggs 6',
      '[ ] Flour 500 g',
      '[ ] Leeks 4',
      '[ ] Pepper',
      '[ ] Salt 2 tsp',
    ];
    expect(await listOf(member, groupList)).toEqual(everything);
    expect((await generate({ ignorePantry: true })).status).toBe(200);
    expect(await listOf(member, groupList)).toEqual(everything);
  });
});
