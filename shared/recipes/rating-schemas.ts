import * as z from 'zod';

export const ratingBody = z.strictObject({
  value: z
    .number({ error: 'errors.ratingWholeNumberFrom15' })
    .int('errors.ratingWholeNumberFrom15')
    .min(1, 'errors.ratingWholeNumberFrom15')
    .max(5, 'errors.ratingWholeNumberFrom15'),
});

export const rating = z.object({
  id: z.string(),
  recipeId: z.string(),
  value: z.number(),
});

export type Rating = z.infer<typeof rating>;

export const recipeIdOfRatingParams = z.strictObject({ recipeId: z.string().min(1).max(64) });
export const ratingIdParams = z.strictObject({ ratingId: z.string().min(1).max(200) });
