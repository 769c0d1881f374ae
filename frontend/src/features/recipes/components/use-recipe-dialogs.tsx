import { lazy, type ReactNode, Suspense, useCallback, useState } from 'react';

// The form (react-hook-form, zod, dnd-kit) and the confirmation load when first wanted, so the
// list and detail pages stay light on their first load.
const loadFormDialog = () => import('./recipe-form-dialog');
const loadDeleteDialog = () => import('./delete-recipe-dialog');
const RecipeFormDialog = lazy(loadFormDialog);
const DeleteRecipeDialog = lazy(loadDeleteDialog);

type Target =
  | { kind: 'create' }
  | { kind: 'edit'; id: string }
  | { kind: 'delete'; id: string; name: string };

interface DialogState {
  target: Target;
  open: boolean;
  /** A new key for every opening: each one starts with a fresh form. */
  key: number;
}

interface RecipeDialogsOptions {
  /** After a delete (the detail page goes back to the list). */
  onDeleted?: () => void;
  /** The edit dialog's message when saving fails without a server message. */
  updateFailed?: string;
}

/** The add, edit and delete dialogs of a recipe screen, loaded on first use. */
export const useRecipeDialogs = ({ onDeleted, updateFailed }: RecipeDialogsOptions = {}) => {
  const [state, setState] = useState<DialogState | null>(null);

  const open = useCallback((target: Target) => {
    setState((previous) => ({ target, open: true, key: (previous?.key ?? 0) + 1 }));
  }, []);
  const close = useCallback(() => setState((previous) => previous && { ...previous, open: false }), []);
  const unmount = useCallback(() => setState((previous) => (previous?.open ? previous : null)), []);

  const preload = useCallback(() => {
    void loadFormDialog();
    void loadDeleteDialog();
  }, []);

  let element: ReactNode = null;
  if (state) {
    const { target } = state;
    element = (
      <Suspense fallback={null}>
        {target.kind === 'delete' ? (
          <DeleteRecipeDialog
            key={state.key}
            recipeId={target.id}
            recipeName={target.name}
            open={state.open}
            onClose={close}
            onExitComplete={unmount}
            onDeleted={onDeleted}
          />
        ) : (
          <RecipeFormDialog
            key={state.key}
            recipeId={target.kind === 'edit' ? target.id : null}
            open={state.open}
            onClose={close}
            onExitComplete={unmount}
            updateFailed={updateFailed}
          />
        )}
      </Suspense>
    );
  }

  return {
    openCreate: useCallback(() => open({ kind: 'create' }), [open]),
    openEdit: useCallback((id: string) => open({ kind: 'edit', id }), [open]),
    openDelete: useCallback((id: string, name: string) => open({ kind: 'delete', id, name }), [open]),
    preload,
    element,
  };
};
