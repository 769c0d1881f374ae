import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Rating } from '#shared/recipes/rating-schemas';
import { errorMessage } from '#web/lib/error-message';
import { t } from '#web/lib/i18n/t';
import { createRating } from './create-rating';
import { ownRatingKey } from './get-own-rating';
import { updateRating } from './update-rating';

interface RateRecipeVariables {
  recipeId: string;
  /** The caller's current rating: updated when there is one, created otherwise (spec 4). */
  existing: Rating | null;
  value: number;
}

export const rateRecipe = ({ recipeId, existing, value }: RateRecipeVariables) =>
  existing ? updateRating(existing.id, value) : createRating(recipeId, value);

/** What the dialog says when rating fails: the server's reason when it gave one. */
export const ratingErrorMessage = (error: unknown, updating: boolean): string =>
  errorMessage(error, updating ? t('ratings.updateFailed') : t('ratings.addFailed'));

/**
 * Creates or updates the caller's rating, then runs `onRated` (the recipe screens reload the
 * recipe there, so the average and count refresh).
 */
export const useRateRecipe = (onRated: (recipeId: string) => Promise<unknown>) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: rateRecipe,
    onSuccess: (saved, { recipeId }) => {
      queryClient.setQueryData(ownRatingKey(recipeId), saved);
      return onRated(recipeId);
    },
  });
};
