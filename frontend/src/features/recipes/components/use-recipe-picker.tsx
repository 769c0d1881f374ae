import { lazy, Suspense } from 'react';
import { useDialogState } from '#web/lib/use-dialog-state';
import type { RecipePickRequest } from './recipe-picker-dialog';

// The picker loads when first wanted, not with the page that offers it.
const loadPicker = () => import('./recipe-picker-dialog');
const RecipePickerDialog = lazy(loadPicker);

export type { RecipePickRequest };

/** A recipe picker for another feature's screen: `open` it with what picking means there. */
export const useRecipePicker = () => {
  const { state, show, close, onExitComplete } = useDialogState<RecipePickRequest>();
  const element = state && (
    <Suspense fallback={null}>
      <RecipePickerDialog
        key={state.key}
        request={state.target}
        open={state.open}
        onClose={close}
        onExitComplete={onExitComplete}
      />
    </Suspense>
  );
  return { open: show, preload: loadPicker, element };
};
