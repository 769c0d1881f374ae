/**
 * The meal plan's fixed values, apart from its zod schemas (meal-plan-schemas.ts) so the meal plan
 * screen can use them without loading zod on its first load.
 */

/** A day holds at most this many recipes, which keeps a week's names to a few batch reads. */
export const maxRecipesPerPlan = 25;

/** The meals of a day, in the order a day shows them; a recipe planned without one is for Dinner. */
export const mealSlots = ['Breakfast', 'Lunch', 'Dinner', 'Snack'] as const;
export type MealSlot = (typeof mealSlots)[number];
export const defaultSlot: MealSlot = 'Dinner';

/** A day's note ("eating out", "leftovers") is at most this long. */
export const maxNoteLength = 200;
