import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { MealPlan } from '#shared/meal-plans/meal-plan-schemas';
import type { ContextOwner } from '#web/lib/acting-context';
import { callApi } from '#web/lib/api-client';
import { ensurePlan } from './ensure-plan';
import { mealPlansKey } from './get-week-plans';

export interface AddPlanRecipeInput {
  owner: ContextOwner | null;
  date: string;
  /** The day's plan when the screen has it; otherwise it is created first (spec 4). */
  plan: MealPlan | undefined;
  recipeId: string;
}

export const addPlanRecipe = async ({ owner, date, plan, recipeId }: AddPlanRecipeInput) => {
  const target = await ensurePlan(owner, date, plan);
  return callApi('addMealPlanRecipe', { params: { id: target.id }, body: { recipeId } });
};

export const useAddPlanRecipe = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: addPlanRecipe,
    onSettled: () => queryClient.invalidateQueries({ queryKey: mealPlansKey }),
  });
};
