/**
 * How many planned ingredients generating left out because they were already on the list (issue
 * 17): a header of the generate answer, in a module of its own so the meal plan screen reads it
 * without loading the list's zod schemas.
 */
export const leftOutHeader = 'x-left-out';

/**
 * How many ingredients adding a recipe or a week left out because the pantry (or "Always have")
 * holds enough of them (issue 27): a header, so the answer stays the list older clients expect.
 */
export const pantryLeftOutHeader = 'x-left-out-pantry';

/**
 * Which of the recipe's ingredients adding it left out for the pantry: their ids, each
 * URI-encoded (an id is any short text), joined by commas; "Add anyway" sends them back.
 */
export const pantryLeftOutIdsHeader = 'x-left-out-pantry-ids';
