import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { MealPlan } from '#shared/meal-plans/meal-plan-schemas';
import type { ContextOwner } from '#web/lib/acting-context';
import { callApi } from '#web/lib/api-client';
import { ensurePlan } from './ensure-plan';
import { mealPlansKey } from './get-week-plans';

export interface AssignChefsInput {
  owner: ContextOwner | null;
  date: string;
  plan: MealPlan | undefined;
  chefIds: readonly string[];
}

/** Replaces the day's chefs; a day without a plan gets one first. */
export const assignChefs = async ({ owner, date, plan, chefIds }: AssignChefsInput) => {
  const target = await ensurePlan(owner, date, plan);
  return callApi('updateMealPlan', {
    params: { id: target.id },
    body: { assignedTo: chefIds.map((id) => ({ id })) },
  });
};

export const useAssignChefs = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: assignChefs,
    onSettled: () => queryClient.invalidateQueries({ queryKey: mealPlansKey }),
  });
};
