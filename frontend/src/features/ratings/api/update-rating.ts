import { callApi } from '#web/lib/api-client';

export const updateRatingFailedMessage = 'Failed to update rating';

export const updateRating = (ratingId: string, value: number) =>
  callApi('updateRating', { params: { ratingId }, body: { value } });
