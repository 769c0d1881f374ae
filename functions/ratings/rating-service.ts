import type { Rating } from '#shared/recipes/rating-schemas';
import { retryOnConflict, tryAgain } from '../data/backoff';
import type { RatingRecord, Ratings } from '../data/ratings';
import type { Recipes } from '../data/recipes';
import type { Caller } from '../lib/auth/access-token';
import { ConflictError, NotFoundError } from '../lib/domain-errors';
import { defaultSideEffects, type SideEffects } from '../lib/side-effects';

/** A rating's id names its recipe and rater: one rating per user and recipe, found with one read. */
export const ratingIdOf = (recipeId: string, userId: string) => `${recipeId}_${userId}`;
const parseRatingId = (ratingId: string) => {
  const separator = ratingId.lastIndexOf('_');
  return separator > 0
    ? { recipeId: ratingId.slice(0, separator), userId: ratingId.slice(separator + 1) }
    : undefined;
};

const toRating = (record: RatingRecord): Rating => ({
  id: ratingIdOf(record.recipeId, record.userId),
  recipeId: record.recipeId,
  value: record.value,
});

const recipeNotFound = () => new NotFoundError('errors.recipeNotFound');
const ratingNotFound = () => new NotFoundError('errors.ratingNotFound');

export interface RatingServiceDependencies extends Partial<Pick<SideEffects, 'now' | 'backoff'>> {
  ratings: Pick<Ratings, 'get' | 'create' | 'change'>;
  recipes: Pick<Recipes, 'totals'>;
}

export const createRatingService = (dependencies: RatingServiceDependencies) => {
  const { ratings, recipes, now, backoff } = { ...defaultSideEffects, ...dependencies };
  return {
    async own(caller: Caller, recipeId: string) {
      const record = await ratings.get(recipeId, caller.userId);
      if (!record) throw ratingNotFound();
      return toRating(record);
    },

    async average(recipeId: string) {
      const totals = await recipes.totals(recipeId);
      if (!totals) throw recipeNotFound();
      return totals.ratingCount > 0 ? totals.ratingSum / totals.ratingCount : 0;
    },

    async create(caller: Caller, recipeId: string, value: number) {
      const record: RatingRecord = { recipeId, userId: caller.userId, value, createdAt: now().toISOString() };
      const outcome = await ratings.create(record);
      if (outcome === 'conflict') throw new ConflictError('errors.haveAlreadyRatedRecipe');
      if (outcome === 'recipe-missing') throw recipeNotFound();
      return toRating(record);
    },

    /**
     * Only the rater's own rating; someone else's id is answered as not found. The condition on the
     * old value makes concurrent changes by the same user (two tabs, a double tap) safe; a clash
     * reads again and retries.
     */
    async change(caller: Caller, ratingId: string, value: number) {
      const id = parseRatingId(ratingId);
      if (!id || id.userId !== caller.userId) throw ratingNotFound();
      return retryOnConflict(
        async () => {
          const existing = await ratings.get(id.recipeId, caller.userId);
          if (!existing) throw ratingNotFound();
          const outcome = await ratings.change({ ...existing, value }, existing.value);
          if (outcome === 'recipe-missing') throw recipeNotFound();
          return outcome === 'written' ? toRating({ ...existing, value }) : tryAgain;
        },
        () => new ConflictError('errors.ratingChangedWhileSaving'),
        backoff,
      );
    },
  };
};
