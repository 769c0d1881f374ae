import { callApi } from '#web/lib/api-client';

export const updateRating = (ratingId: string, value: number) =>
  callApi('updateRating', { params: { ratingId }, body: { value } });
