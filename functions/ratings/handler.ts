import { defaultTable } from '../data/default-table';
import { createRatings } from '../data/ratings';
import { createRecipes } from '../data/recipes';
import { createHandler } from '../lib/http/create-handler';
import { createRatingService } from './rating-service';

const table = defaultTable();
const service = createRatingService({ ratings: createRatings(table), recipes: createRecipes(table) });

export const handler = createHandler('ratings', {
  ownRating: ({ caller, params }) => service.own(caller, params.recipeId),
  averageRating: ({ params }) => service.average(params.recipeId),
  createRating: ({ caller, params, body }) => service.create(caller, params.recipeId, body.value),
  updateRating: ({ caller, params, body }) => service.change(caller, params.ratingId, body.value),
});
