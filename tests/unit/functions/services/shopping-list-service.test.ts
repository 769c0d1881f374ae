import { describe, expect, it } from 'vitest';
import type { ShoppingItemRecord } from '#functions/data/shopping-items';
import { ConflictError } from '#functions/lib/domain-errors';
import { createShoppingListService } from '#functions/shoppinglist/shopping-list-service';
import { type AmountLine, pantryStock } from '#shared/pantry/coverage';
import {
  callerFor,
  fakeGroupsAndMemberships,
  fakeMealPlans,
  fakeRecipes,
  fakeShoppingItems,
  instantBackoff,
  recipeRecord,
} from './fakes';

const flour: ShoppingItemRecord = {
  id: 'u_cook_k1',
  key: 'k1',
  name: 'Flour',
  amount: 100,
  unit: 'g',
  isChecked: false,
  source: 'manual',
  recipeId: null,
  createdAt: '2026-03-01T09:00:00.000Z',
  ownerType: 'user',
  ownerId: 'cook',
  rev: 0,
};

const pancakes = recipeRecord('pancakes', {
  servings: 2,
  ingredients: [
    { id: 'i1', name: 'flour', amount: 200, unit: 'g', sortOrder: 1 },
    { id: 'i2', name: 'Milk', amount: 300, unit: 'ml', sortOrder: 2 },
  ],
});

/** The service over the shopping items `store` and these recipes, with no plans or groups, on Mar 1 2026. */
const serviceOver = (
  store: ReturnType<typeof fakeShoppingItems>,
  recipes: Parameters<typeof fakeRecipes>[0],
  rest: Pick<Parameters<typeof createShoppingListService>[0], 'newId' | 'backoff'>,
  pantry: AmountLine[] = [],
) =>
  createShoppingListService({
    items: store.items,
    plans: fakeMealPlans().mealPlans,
    memberships: fakeGroupsAndMemberships().memberships,
    recipes: fakeRecipes(recipes),
    pantryStockOf: async () => pantryStock(pantry, ['salt']),
    now: () => new Date('2026-03-01T10:00:00.000Z'),
    ...rest,
  });

const setUp = (conflicts: number, attempts = 8) => {
  const store = fakeShoppingItems([flour], conflicts);
  const { backoff, pauses } = instantBackoff(attempts);
  let ids = 0;
  const service = serviceOver(store, [pancakes], { newId: () => `new${++ids}`, backoff });
  return { service, store, pauses };
};

const addPancakes = { recipeId: 'pancakes', servings: 4, userId: 'cook', groupId: null };

describe('adding a recipe to a shopping list', () => {
  it('merges like ingredients into the list and adds the rest, scaled to the servings', async () => {
    const { service } = setUp(0);
    const { list } = await service.addRecipe(callerFor('cook'), addPancakes);
    expect(list.map(({ name, amount, unit }) => ({ name, amount, unit }))).toEqual([
      { name: 'Flour', amount: 500, unit: 'g' },
      { name: 'Milk', amount: 600, unit: 'ml' },
    ]);
  });

  it('leaves out what the pantry holds, adds the shortfall, and adds everything when told to', async () => {
    const pantry = [
      { name: 'Milk', amount: 1, unit: 'l' },
      { name: 'flour', amount: 150, unit: 'g' },
    ];
    const service = () =>
      serviceOver(fakeShoppingItems([], 0), [pancakes], { backoff: instantBackoff(8).backoff }, pantry);
    const lines = (list: { name: string; amount: number | null; unit: string | null }[]) =>
      list.map(({ name, amount, unit }) => `${name} ${amount} ${unit}`);
    const fromPantry = await service().addRecipe(callerFor('cook'), addPancakes);
    expect(lines(fromPantry.list)).toEqual(['flour 250 g']);
    expect(fromPantry.pantryLeftOut).toEqual({ count: 1, ingredientIds: ['i2'] });
    const everything = await service().addRecipe(callerFor('cook'), { ...addPancakes, ignorePantry: true });
    expect(lines(everything.list)).toEqual(['flour 400 g', 'Milk 600 ml']);
    expect(everything.pantryLeftOut).toEqual({ count: 0, ingredientIds: [] });
  });

  it('reads the list again and recomputes when someone changed it meanwhile', async () => {
    const { service, store, pauses } = setUp(2);
    const { list } = await service.addRecipe(callerFor('cook'), addPancakes);
    expect(list.find((item) => item.name === 'Flour')?.amount).toBe(500);
    expect(store.state.reads).toBe(3); // the first read, then one after each clash
    expect(pauses).toHaveLength(2);
    expect([...store.byKey.values()]).toHaveLength(2);
  });

  it('gives up with a conflict when the list keeps changing', async () => {
    const { service, store } = setUp(3, 3);
    await expect(service.addRecipe(callerFor('cook'), addPancakes)).rejects.toEqual(
      new ConflictError('The shopping list changed meanwhile. Please try again.'),
    );
    expect(store.byKey.get('k1')?.amount).toBe(100);
  });
});

describe('recipes with ingredients stored before amounts became optional, and after', () => {
  it('adds old rows scaled as before, and amount-less rows as their own lines', async () => {
    // The first release stored every ingredient with a number amount and a unit text.
    const stew = recipeRecord('stew', {
      servings: 2,
      ingredients: [
        { id: 'i1', name: 'Beef', amount: 500, unit: 'g', sortOrder: 1 },
        { id: 'i2', name: 'Eggs', amount: 2, unit: '', sortOrder: 2 },
        { id: 'i3', name: 'Salt to taste', amount: null, unit: '', sortOrder: 3 },
      ],
    });
    const store = fakeShoppingItems([], 0);
    const service = serviceOver(store, [stew], { newId: () => 'id', backoff: instantBackoff(8).backoff });
    const { list } = await service.addRecipe(callerFor('cook'), { ...addPancakes, recipeId: 'stew' });
    expect(list.map(({ name, amount, unit }) => ({ name, amount, unit }))).toEqual([
      { name: 'Beef', amount: 1, unit: 'kg' },
      { name: 'Eggs', amount: 4, unit: null },
      { name: 'Salt to taste', amount: null, unit: null },
    ]);
  });
});
