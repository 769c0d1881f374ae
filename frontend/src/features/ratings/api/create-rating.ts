import { callApi } from '#web/lib/api-client';

export const addRatingFailedMessage = 'Failed to add rating';

export const createRating = (recipeId: string, value: number) =>
  callApi('createRating', { params: { recipeId }, body: { value } });
