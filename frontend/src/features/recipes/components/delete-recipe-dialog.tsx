import { Text } from '@chakra-ui/react';
import { ConfirmDialog } from '#web/components/ui/confirm-dialog';
import { submitting } from '#web/components/ui/form-dialog';
import { t } from '#web/lib/i18n/t';
import type { DialogLifecycle } from '#web/lib/use-lazy-dialog';
import { useDeleteRecipe } from '../api/delete-recipe';

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
      {...submitting(dialog, deletion, remove, t('recipes.deleteFailed'))}
      title={t('recipes.deleteTitle')}
      confirmLabel={t('recipes.delete')}
      pendingLabel={t('recipes.deleting')}
    >
      <Text>{t('recipes.deleteConfirm')}</Text>
      <Text fontWeight="semibold">{recipeName}</Text>
    </ConfirmDialog>
  );
};

export default DeleteRecipeDialog;
