import type { MealPlan } from '#shared/meal-plans/meal-plan-schemas';
import type { ContextOwner } from '#web/lib/acting-context';
import { callApi } from '#web/lib/api-client';
import { useRefreshingMutation } from '#web/lib/use-refreshing-mutation';
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

// Even a failed change may have created the day's plan or met one changed meanwhile: reload the week.
export const useAssignChefs = () =>
  useRefreshingMutation({ mutationFn: assignChefs, stale: () => mealPlansKey, evenOnFailure: true });
