import { callApi } from '#web/lib/api-client';

export const createRating = (recipeId: string, value: number) =>
  callApi('createRating', { params: { recipeId }, body: { value } });
