import { Text } from '@chakra-ui/react';
import { ConfirmDialog } from '#web/components/ui/confirm-dialog';
import { FormAlert } from '#web/components/ui/form-alert';
import { errorMessage } from '#web/lib/error-message';
import { useDeleteRecipe } from '../api/delete-recipe';

export const deleteFailedMessage = 'Failed to delete recipe';

interface DeleteRecipeDialogProps {
  recipeId: string;
  recipeName: string;
  open: boolean;
  onClose: () => void;
  onExitComplete: () => void;
  onDeleted?: () => void;
}

/** Asks before deleting; the recipe's image and ratings go with it. */
const DeleteRecipeDialog = ({
  recipeId,
  recipeName,
  open,
  onClose,
  onExitComplete,
  onDeleted,
}: DeleteRecipeDialogProps) => {
  const deletion = useDeleteRecipe();
  const remove = () =>
    deletion.mutate(recipeId, {
      onSuccess: () => {
        onClose();
        onDeleted?.();
      },
    });
  return (
    <ConfirmDialog
      title="Delete Recipe"
      confirmLabel="Delete"
      pendingLabel="Deleting..."
      pending={deletion.isPending}
      open={open}
      onConfirm={remove}
      onClose={onClose}
      onExitComplete={onExitComplete}
    >
      <Text>Are you sure you want to delete this recipe?</Text>
      <Text fontWeight="semibold">{recipeName}</Text>
      {deletion.isError && (
        <FormAlert status="error">{errorMessage(deletion.error, deleteFailedMessage)}</FormAlert>
      )}
    </ConfirmDialog>
  );
};

export default DeleteRecipeDialog;
