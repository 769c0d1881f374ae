import { useCallback } from 'react';
import { lazyDialog, useLazyDialog } from '#web/lib/use-lazy-dialog';

// The form (react-hook-form, zod, dnd-kit) and the confirmation load when first wanted, so the
// list and detail pages stay light on their first load.
const recipeForm = lazyDialog(() => import('./recipe-form-dialog'));
const deleteRecipe = lazyDialog(() => import('./delete-recipe-dialog'));

interface RecipeDialogsOptions {
  /** After a delete (the detail page goes back to the list). */
  onDeleted?: () => void;
  /** The edit dialog's message when saving fails without a server message. */
  updateFailed?: string;
}

/** The add, edit and delete dialogs of a recipe screen, loaded on first use. */
export const useRecipeDialogs = ({ onDeleted, updateFailed }: RecipeDialogsOptions = {}) => {
  // null: a new recipe.
  const form = useLazyDialog(recipeForm, (recipeId: string | null) => ({ recipeId, updateFailed }));
  const deletion = useLazyDialog(deleteRecipe, ({ id, name }: { id: string; name: string }) => ({
    recipeId: id,
    recipeName: name,
    onDeleted,
  }));
  const { open: openForm, preload: preloadForm } = form;
  const { open: openDeletion, preload: preloadDeletion } = deletion;
  return {
    openCreate: useCallback(() => openForm(null), [openForm]),
    openEdit: useCallback((id: string) => openForm(id), [openForm]),
    openDelete: useCallback((id: string, name: string) => openDeletion({ id, name }), [openDeletion]),
    preload: useCallback(() => {
      preloadForm();
      preloadDeletion();
    }, [preloadForm, preloadDeletion]),
    element: (
      <>
        {form.element}
        {deletion.element}
      </>
    ),
  };
};
