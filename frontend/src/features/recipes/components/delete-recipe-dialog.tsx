import { Text } from '@chakra-ui/react';
import { ConfirmDialog } from '#web/components/ui/confirm-dialog';
import { submitting } from '#web/components/ui/form-dialog';
import type { DialogLifecycle } from '#web/lib/use-lazy-dialog';
import { useDeleteRecipe } from '../api/delete-recipe';

export const deleteFailedMessage = 'Failed to delete recipe';

interface DeleteRecipeDialogProps extends DialogLifecycle {
  recipeId: string;
  recipeName: string;
  onDeleted?: () => void;
}

/** Asks before deleting; the recipe's image and ratings go with it. */
const DeleteRecipeDialog = ({ recipeId, recipeName, onDeleted, ...dialog }: DeleteRecipeDialogProps) => {
  const deletion = useDeleteRecipe();
  const remove = () =>
    deletion.mutate(recipeId, {
      onSuccess: () => {
        dialog.onClose();
        onDeleted?.();
      },
    });
  return (
    <ConfirmDialog
      {...submitting(dialog, deletion, remove, deleteFailedMessage)}
      title="Delete Recipe"
      confirmLabel="Delete"
      pendingLabel="Deleting..."
    >
      <Text>Are you sure you want to delete this recipe?</Text>
      <Text fontWeight="semibold">{recipeName}</Text>
    </ConfirmDialog>
  );
};

export default DeleteRecipeDialog;
