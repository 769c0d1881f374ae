import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '#web/lib/api-client';
import { mealPlansKey } from './get-week-plans';

export const removePlanRecipe = ({ planId, recipeId }: { planId: string; recipeId: string }) =>
  callApi('removeMealPlanRecipe', { params: { id: planId, recipeId } });

export const useRemovePlanRecipe = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: removePlanRecipe,
    onSettled: () => queryClient.invalidateQueries({ queryKey: mealPlansKey }),
  });
};
