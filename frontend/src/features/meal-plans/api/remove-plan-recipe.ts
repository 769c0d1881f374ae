import { callApi } from '#web/lib/api-client';
import { useRefreshingMutation } from '#web/lib/use-refreshing-mutation';
import { mealPlansKey } from './get-week-plans';

export const removePlanRecipe = ({ planId, recipeId }: { planId: string; recipeId: string }) =>
  callApi('removeMealPlanRecipe', { params: { id: planId, recipeId } });

// Even a failed change may have created the day's plan or met one changed meanwhile: reload the week.
export const useRemovePlanRecipe = () =>
  useRefreshingMutation({ mutationFn: removePlanRecipe, stale: () => mealPlansKey, evenOnFailure: true });
