import { describe, expect, it } from 'vitest';
import { ConflictError, NotFoundError } from '#functions/lib/domain-errors';
import { createMealPlanService } from '#functions/mealplans/meal-plan-service';
import { createNameLookup } from '#functions/mealplans/name-lookup';
import { maxRecipesPerPlan } from '#shared/meal-plans/plan-rules';
import {
  callerFor,
  fakeGroupsAndMemberships,
  fakeMealPlans,
  fakeRecipes,
  fakeUsers,
  recipeRecord,
  userRecord,
} from './fakes';

const recipeIds = Array.from({ length: maxRecipesPerPlan + 1 }, (_, index) => `r${index}`);

const setUp = () => {
  const { memberships } = fakeGroupsAndMemberships();
  const { mealPlans, weeksAsked } = fakeMealPlans();
  const { users } = fakeUsers([userRecord('cook')]);
  const service = createMealPlanService({
    plans: mealPlans,
    memberships,
    names: createNameLookup(
      users,
      fakeRecipes(recipeIds.map((id) => recipeRecord(id))) as Parameters<typeof createNameLookup>[1],
    ),
    now: () => new Date('2026-03-01T10:00:00.000Z'),
  });
  return { service, weeksAsked };
};

const cook = callerFor('cook');
const planBody = (id: string, date: string, recipes: string[]) => ({
  id,
  date,
  userId: 'cook',
  groupId: null,
  assignedTo: [],
  recipes: recipes.map((recipeId) => ({ id: recipeId })),
});

describe('meal plan rules', () => {
  it('reads the Monday-to-Sunday week around any date', async () => {
    const { service, weeksAsked } = setUp();
    await service.week(cook, { type: 'user', id: 'cook' }, '2026-03-05'); // a Thursday
    await service.week(cook, { type: 'user', id: 'cook' }, '2026-03-01'); // a Sunday
    await service.week(cook, { type: 'user', id: 'cook' }, '2025-12-29'); // a Monday, across the year
    expect(weeksAsked.map(({ monday, sunday }) => [monday, sunday])).toEqual([
      ['2026-03-02', '2026-03-08'],
      ['2026-02-23', '2026-03-01'],
      ['2025-12-29', '2026-01-04'],
    ]);
  });

  it('adds to the plan already on a day, up to the day being full', async () => {
    const { service } = setUp();
    const first = await service.createOrGet(cook, planBody('p1', '2026-03-03', recipeIds.slice(0, -2)));
    const second = await service.createOrGet(cook, planBody('p2', '2026-03-03', [recipeIds.at(-2) ?? '']));
    expect(second.id).toBe(first.id);
    expect(second.recipes).toHaveLength(maxRecipesPerPlan);
    await expect(
      service.createOrGet(cook, planBody('p3', '2026-03-03', [recipeIds.at(-1) ?? ''])),
    ).rejects.toEqual(new ConflictError(`A day can hold at most ${maxRecipesPerPlan} recipes.`));
    await expect(service.addRecipe(cook, 'p1', recipeIds.at(-1) ?? '')).rejects.toEqual(
      new ConflictError(`A day can hold at most ${maxRecipesPerPlan} recipes.`),
    );
    // Already planned: adding it again needs no room.
    expect((await service.addRecipe(cook, 'p1', 'r0')).recipes).toHaveLength(maxRecipesPerPlan);
  });

  it("hides someone else's plan", async () => {
    const { service } = setUp();
    await service.createOrGet(cook, planBody('p1', '2026-03-03', ['r0']));
    await expect(service.delete(callerFor('stranger'), 'p1')).rejects.toEqual(
      new NotFoundError('Meal plan not found.'),
    );
  });
});
