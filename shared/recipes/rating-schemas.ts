import * as z from 'zod';

export const ratingBody = z.strictObject({
  value: z
    .number({ error: 'Rating must be a whole number from 1 to 5' })
    .int('Rating must be a whole number from 1 to 5')
    .min(1, 'Rating must be a whole number from 1 to 5')
    .max(5, 'Rating must be a whole number from 1 to 5'),
});

export const rating = z.object({
  id: z.string(),
  recipeId: z.string(),
  value: z.number(),
});

export type Rating = z.infer<typeof rating>;

export const recipeIdOfRatingParams = z.strictObject({ recipeId: z.string().min(1).max(64) });
export const ratingIdParams = z.strictObject({ ratingId: z.string().min(1).max(200) });
