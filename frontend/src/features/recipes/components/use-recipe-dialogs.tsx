import { useCallback } from 'react';
import type { RecipeDraft } from '#shared/imports/import-schemas';
import { lazyDialog, useLazyDialog } from '#web/lib/use-lazy-dialog';
import type { ImportStart } from '../utils/import-start';

// The form (react-hook-form, zod, dnd-kit) and the confirmation load when first wanted, so the
// list and detail pages stay light on their first load.
const recipeForm = lazyDialog(() => import('./recipe-form-dialog'));
const deleteRecipe = lazyDialog(() => import('./delete-recipe-dialog'));
const importRecipe = lazyDialog(() => import('./import-recipe-dialog'));

/** What the recipe form opens on: a saved recipe, a new one, or a new one from an import. */
type FormTarget = { recipeId: string } | { recipeId: null; draft?: RecipeDraft };

interface RecipeDialogsOptions {
  /** After a delete (the detail page goes back to the list). */
  onDeleted?: () => void;
  /** The edit dialog's message when saving fails without a server message. */
  updateFailed?: string;
}

/** The add, edit and delete dialogs of a recipe screen, loaded on first use. */
export const useRecipeDialogs = ({ onDeleted, updateFailed }: RecipeDialogsOptions = {}) => {
  const form = useLazyDialog(recipeForm, (target: FormTarget) => ({ ...target, updateFailed }));
  const importer = useLazyDialog(importRecipe, (start: ImportStart) => ({
    start,
    onDraft: (draft: RecipeDraft) => form.open({ recipeId: null, draft }),
  }));
  const deletion = useLazyDialog(deleteRecipe, ({ id, name }: { id: string; name: string }) => ({
    recipeId: id,
    recipeName: name,
    onDeleted,
  }));
  const { open: openForm, preload: preloadForm } = form;
  const { open: openDeletion, preload: preloadDeletion } = deletion;
  const { open: openImporter } = importer;
  return {
    openCreate: useCallback(() => openForm({ recipeId: null }), [openForm]),
    openEdit: useCallback((id: string) => openForm({ recipeId: id }), [openForm]),
    /** The Import Recipe dialog, empty or started from a shared address or the bookmarklet. */
    openImport: useCallback((start: ImportStart = {}) => openImporter(start), [openImporter]),
    importTrigger: importer.trigger({}),
    openDelete: useCallback((id: string, name: string) => openDeletion({ id, name }), [openDeletion]),
    preload: useCallback(() => {
      preloadForm();
      preloadDeletion();
    }, [preloadForm, preloadDeletion]),
    element: (
      <>
        {form.element}
        {deletion.element}
        {importer.element}
      </>
    ),
  };
};
