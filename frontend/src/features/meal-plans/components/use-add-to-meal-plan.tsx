import { lazy, Suspense } from 'react';
import { useDialogState } from '#web/lib/use-dialog-state';
import type { PlannedRecipe } from './add-to-meal-plan-dialog';

// Loaded on first use: the recipe list and detail pages keep their first load light.
const loadDialog = () => import('./add-to-meal-plan-dialog');
const AddToMealPlanDialog = lazy(loadDialog);

/** The add-to-meal-plan dialog for a recipe screen: `open` it with the recipe. */
export const useAddToMealPlan = () => {
  const { state, show, close, onExitComplete } = useDialogState<PlannedRecipe>();
  const element = state && (
    <Suspense fallback={null}>
      <AddToMealPlanDialog
        key={state.key}
        recipe={state.target}
        open={state.open}
        onClose={close}
        onExitComplete={onExitComplete}
      />
    </Suspense>
  );
  return { open: show, preload: loadDialog, element };
};
