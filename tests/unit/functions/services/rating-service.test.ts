import { describe, expect, it } from 'vitest';
import type { RatingRecord, Ratings } from '#functions/data/ratings';
import { ConflictError, NotFoundError } from '#functions/lib/domain-errors';
import { createRatingService } from '#functions/ratings/rating-service';
import { callerFor, fakeRecipes, instantBackoff, recipeRecord } from './fakes';

/** One stored rating whose first `clashes` changes meet a concurrent change of the same rating. */
const fakeRatings = (clashes: number) => {
  let stored: RatingRecord = { recipeId: 'soup', userId: 'rater', value: 2, createdAt: '' };
  let left = clashes;
  const ratings: Pick<Ratings, 'get' | 'create' | 'change'> = {
    get: async (recipeId, userId) =>
      recipeId === stored.recipeId && userId === stored.userId ? stored : undefined,
    create: async () => 'conflict',
    async change(rating, previous) {
      if (left > 0) {
        left--;
        stored = { ...stored, value: previous === 5 ? 4 : 5 }; // the other tab's change landed first
        return 'conflict';
      }
      if (stored.value !== previous) return 'conflict';
      stored = rating;
      return 'written';
    },
  };
  return { ratings, current: () => stored };
};

const setUp = (clashes: number, attempts = 8) => {
  const store = fakeRatings(clashes);
  const { backoff, pauses } = instantBackoff(attempts);
  const service = createRatingService({
    ratings: store.ratings,
    recipes: fakeRecipes([recipeRecord('soup')]),
    backoff,
  });
  return { service, store, pauses };
};

describe('changing a rating', () => {
  it('retries after a clash, pausing a jittered, growing time', async () => {
    const { service, store, pauses } = setUp(3);
    expect(await service.change(callerFor('rater'), 'soup_rater', 3)).toEqual({
      id: 'soup_rater',
      recipeId: 'soup',
      value: 3,
    });
    expect(store.current().value).toBe(3);
    expect(pauses).toEqual([10, 20, 40]); // random() = 0.5 of 20, 40, 80 ms
  });

  it('answers a conflict when every attempt clashes', async () => {
    const { service } = setUp(5, 4);
    await expect(service.change(callerFor('rater'), 'soup_rater', 3)).rejects.toEqual(
      new ConflictError('The rating changed while saving. Please try again.'),
    );
  });

  it("answers someone else's rating as not found", async () => {
    const { service } = setUp(0);
    await expect(service.change(callerFor('intruder'), 'soup_rater', 3)).rejects.toEqual(
      new NotFoundError('Rating not found.'),
    );
  });
});
