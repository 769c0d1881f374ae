import { lazyDialog, useLazyDialog } from '#web/lib/use-lazy-dialog';
import type { PlannedRecipe } from './add-to-meal-plan-dialog';

// Loaded on first use: the recipe list and detail pages keep their first load light.
const addToMealPlan = lazyDialog(() => import('./add-to-meal-plan-dialog'));

/** The add-to-meal-plan dialog for a recipe screen: `open` it with the recipe. */
export const useAddToMealPlan = () => useLazyDialog(addToMealPlan, (recipe: PlannedRecipe) => ({ recipe }));
