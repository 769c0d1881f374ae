import { Button } from '@chakra-ui/react';
import { lazy, Suspense } from 'react';
import type { Recipe } from '#shared/recipes/recipe-schemas';
import { CartIcon } from '#web/components/ui/icons';
import { useContextOwner } from '#web/lib/use-context-owner';
import { useDialogState } from '#web/lib/use-dialog-state';

// Loaded on first use, so the recipe pages stay light on their first load.
const loadDialog = () => import('./add-recipe-to-list-dialog');
const AddRecipeToListDialog = lazy(loadDialog);

/** 'Add to Shopping List' on a recipe, with its dialog. */
export const AddRecipeToListButton = ({ recipe }: { recipe: Recipe }) => {
  const dialog = useDialogState();
  const owner = useContextOwner();
  if (!owner) return null;
  return (
    <>
      <Button
        variant="outline"
        size="sm"
        onPointerEnter={() => void loadDialog()}
        onFocus={() => void loadDialog()}
        onClick={() => dialog.show(true)}
      >
        <CartIcon />
        Add to Shopping List
      </Button>
      {dialog.state && (
        <Suspense fallback={null}>
          <AddRecipeToListDialog
            key={dialog.state.key}
            recipe={recipe}
            owner={owner}
            open={dialog.state.open}
            onClose={dialog.close}
            onExitComplete={dialog.onExitComplete}
          />
        </Suspense>
      )}
    </>
  );
};
