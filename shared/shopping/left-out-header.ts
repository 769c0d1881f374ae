/**
 * How many planned ingredients generating left out because they were already on the list (issue
 * 17): a header of the generate answer, in a module of its own so the meal plan screen reads it
 * without loading the list's zod schemas.
 */
export const leftOutHeader = 'x-left-out';
