import { Button, Stack, Text } from '@chakra-ui/react';
import { FormAlert } from '../../../components/ui/form-alert';
import { Modal } from '../../../components/ui/modal';
import { ApiError } from '../../../lib/api-client';
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
    <Modal
      title="Delete Recipe"
      role="alertdialog"
      open={open}
      onClose={onClose}
      onExitComplete={onExitComplete}
      size="sm"
      footer={
        <>
          <Button variant="outline" onClick={onClose}>
            Cancel
          </Button>
          <Button colorPalette="red" onClick={remove} loading={deletion.isPending} loadingText="Deleting...">
            Delete
          </Button>
        </>
      }
    >
      <Stack gap="4">
        <Text>Are you sure you want to delete this recipe?</Text>
        <Text fontWeight="semibold">{recipeName}</Text>
        {deletion.isError && (
          <FormAlert status="error">
            {(deletion.error instanceof ApiError &&
              deletion.error.status !== 0 &&
              deletion.error.serverMessage) ||
              deleteFailedMessage}
          </FormAlert>
        )}
      </Stack>
    </Modal>
  );
};

export default DeleteRecipeDialog;
