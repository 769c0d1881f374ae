import type { MealPlan } from '#shared/meal-plans/meal-plan-schemas';
import { type MealSlot, mealSlots } from '#shared/meal-plans/plan-rules';

export type PlannedRecipe = MealPlan['recipes'][number];

/** A day's recipes by meal, in Breakfast, Lunch, Dinner, Snack order; only meals with recipes. */
export const recipesByMeal = (
  recipes: readonly PlannedRecipe[],
): { slot: MealSlot; recipes: PlannedRecipe[] }[] =>
  mealSlots
    .map((slot) => ({ slot, recipes: recipes.filter((recipe) => recipe.slot === slot) }))
    .filter((meal) => meal.recipes.length > 0);
