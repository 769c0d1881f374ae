import type { MealPlan } from '#shared/meal-plans/meal-plan-schemas';
import type { MealSlot } from '#shared/meal-plans/plan-rules';
import type { ContextOwner } from '#web/lib/acting-context';
import { callApi } from '#web/lib/api-client';
import { useRefreshingMutation } from '#web/lib/use-refreshing-mutation';
import { alreadyPlannedMessage } from '../utils/plans';
import { ensurePlan, MealPlanError } from './ensure-plan';
import { mealPlansKey } from './get-week-plans';

export interface AddPlanRecipeInput {
  owner: ContextOwner | null;
  date: string;
  /** The day's plan when the screen has it; otherwise it is created first (spec 4). */
  plan: MealPlan | undefined;
  recipeId: string;
  /** The meal; the server plans it for Dinner without one. */
  slot?: MealSlot;
}

/** Adds a recipe to a day (once a day: one already there is an error that says so). */
export const addPlanRecipe = async ({ owner, date, plan, recipeId, slot }: AddPlanRecipeInput) => {
  const target = await ensurePlan(owner, date, plan);
  const planned = target.recipes.find((recipe) => recipe.id === recipeId);
  if (planned) throw new MealPlanError(alreadyPlannedMessage(planned.name, date));
  return callApi('addMealPlanRecipe', { params: { id: target.id }, body: { recipeId, slot } });
};

// Even a failed change may have created the day's plan or met one changed meanwhile: reload the week.
export const useAddPlanRecipe = () =>
  useRefreshingMutation({ mutationFn: addPlanRecipe, stale: () => mealPlansKey, evenOnFailure: true });
