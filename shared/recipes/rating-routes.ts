import * as z from 'zod';
import { defineRoutes } from '../http/define-route';
import { rating, ratingBody, ratingIdParams, recipeIdOfRatingParams } from './rating-schemas';

/** Ratings: one per user and recipe. */
export const ratingRoutes = defineRoutes('ratings', {
  ownRating: {
    method: 'GET',
    path: '/api/ratings/recipe/{recipeId}',
    auth: 'user',
    summary: "The caller's rating of a recipe; 404 when they have none",
    params: recipeIdOfRatingParams,
    response: rating,
  },
  averageRating: {
    method: 'GET',
    path: '/api/ratings/recipe/{recipeId}/average',
    auth: 'user',
    summary: "A recipe's average rating (0 when unrated)",
    params: recipeIdOfRatingParams,
    response: z.number(),
  },
  createRating: {
    method: 'POST',
    path: '/api/ratings/{recipeId}',
    auth: 'user',
    summary: 'Rate a recipe 1 to 5; one rating per user and recipe (409 if it exists)',
    params: recipeIdOfRatingParams,
    body: ratingBody,
    response: rating,
    status: 201,
  },
  updateRating: {
    method: 'PUT',
    path: '/api/ratings/{ratingId}',
    auth: 'user',
    summary: "Change the caller's own rating",
    params: ratingIdParams,
    body: ratingBody,
    response: rating,
  },
});
