import { dynamo } from '../lib/aws/dynamo-client';
import { tableConfig } from '../lib/config';
import { createHandler } from '../lib/http/create-handler';
import { createRatingRepository } from './rating-repository';
import { createRatingService } from './rating-service';

const service = createRatingService(createRatingRepository(dynamo, tableConfig().TABLE_NAME));

export const handler = createHandler('ratings', {
  ownRating: ({ caller, params }) => service.own(caller, params.recipeId),
  averageRating: ({ params }) => service.average(params.recipeId),
  createRating: ({ caller, params, body }) => service.create(caller, params.recipeId, body.value),
  updateRating: ({ caller, params, body }) => service.change(caller, params.ratingId, body.value),
});
