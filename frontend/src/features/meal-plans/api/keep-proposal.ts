import type { MealPlan } from '#shared/meal-plans/meal-plan-schemas';
import type { ContextOwner } from '#web/lib/acting-context';
import { callApi } from '#web/lib/api-client';
import { useRefreshingMutation } from '#web/lib/use-refreshing-mutation';
import { mealsByDate, type ProposedMeal } from '../utils/proposal';
import { mealPlansKey } from './get-week-plans';

interface KeepRequest {
  owner: ContextOwner;
  meals: readonly ProposedMeal[];
  plans: ReadonlyMap<string, MealPlan>;
}

/**
 * Saves a proposal through the meal plan's own routes: each day's recipes in one create-or-get
 * (which adds them to a plan that exists), then the planned recipes they replace leave their day.
 */
const keepProposal = async ({ owner, meals, plans }: KeepRequest) => {
  const saved = await Promise.all(
    [...mealsByDate(meals)].map(([date, dayMeals]) =>
      callApi('createMealPlan', {
        body: {
          id: crypto.randomUUID(),
          date,
          ...owner,
          recipes: dayMeals.map((meal) => ({ id: meal.recipeId, slot: meal.slot })),
        },
      }),
    ),
  );
  const planIds = new Map(saved.map((plan) => [plan.date, plan.id]));
  await Promise.all(
    meals.flatMap((meal) => {
      const planId = planIds.get(meal.date) ?? plans.get(meal.date)?.id;
      return meal.replaces && planId && meal.replaces.id !== meal.recipeId
        ? [callApi('removeMealPlanRecipe', { params: { id: planId, recipeId: meal.replaces.id } })]
        : [];
    }),
  );
  return meals.length;
};

// A failure may come after some days were saved: the week is reloaded either way.
export const useKeepProposal = () =>
  useRefreshingMutation({ mutationFn: keepProposal, stale: () => mealPlansKey, evenOnFailure: true });
