import type { MealPlan } from '#shared/meal-plans/meal-plan-schemas';
import type { MealSlot } from '#shared/meal-plans/plan-rules';
import type { ContextOwner } from '#web/lib/acting-context';
import { callApi } from '#web/lib/api-client';
import { useRefreshingMutation } from '#web/lib/use-refreshing-mutation';
import { alreadyPlannedMessage } from '../utils/plans';
import { addPlanRecipe } from './add-plan-recipe';
import { MealPlanError } from './ensure-plan';
import { mealPlansKey } from './get-week-plans';
import { removePlanRecipe } from './remove-plan-recipe';

export type MoveMode = 'move' | 'copy';

export interface MoveRecipeInput {
  owner: ContextOwner | null;
  recipe: { id: string; name: string };
  mode: MoveMode;
  /** The day the recipe is planned on, and its plan. */
  from: { date: string; plan: MealPlan };
  /** Where it goes: a day (its plan, if it has one) and a meal. */
  to: { date: string; plan: MealPlan | undefined; slot: MealSlot };
}

/**
 * Moves or copies a planned recipe to another day (and meal), or to another meal of its own day.
 * A move adds to the target first and removes from the source only once that worked, so a failed
 * move loses nothing; a recipe is planned once a day, so a target that has it already is an error.
 */
export const moveOrCopyRecipe = async ({ owner, recipe, mode, from, to }: MoveRecipeInput) => {
  if (to.date === from.date) {
    if (mode === 'copy') throw new MealPlanError(alreadyPlannedMessage(recipe.name, to.date));
    return callApi('movePlanRecipeSlot', {
      params: { id: from.plan.id, recipeId: recipe.id },
      body: { slot: to.slot },
    });
  }
  const added = await addPlanRecipe({
    owner,
    date: to.date,
    plan: to.plan,
    recipeId: recipe.id,
    slot: to.slot,
  });
  if (mode === 'move') await removePlanRecipe({ planId: from.plan.id, recipeId: recipe.id });
  return added;
};

// Even a failed change may have created the target day's plan: reload the week.
export const useMoveOrCopyRecipe = () =>
  useRefreshingMutation({ mutationFn: moveOrCopyRecipe, stale: () => mealPlansKey, evenOnFailure: true });
