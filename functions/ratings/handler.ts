import { defaultRepositories } from '../data/repositories';
import { createHandler } from '../lib/http/create-handler';
import { createRatingService } from './rating-service';

const { ratings, recipes } = defaultRepositories();
const service = createRatingService({ ratings, recipes });

export const handler = createHandler('ratings', {
  ownRating: ({ caller, params }) => service.own(caller, params.recipeId),
  averageRating: ({ params }) => service.average(params.recipeId),
  createRating: ({ caller, params, body }) => service.create(caller, params.recipeId, body.value),
  updateRating: ({ caller, params, body }) => service.change(caller, params.ratingId, body.value),
});
