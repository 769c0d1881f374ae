import { Button } from '@chakra-ui/react';
import { lazy, Suspense } from 'react';
import { StarIcon } from '#web/components/ui/icons';
import { useDialogState } from '#web/lib/use-dialog-state';

const loadDialog = () => import('./rate-recipe-dialog');
const RateRecipeDialog = lazy(loadDialog);

interface RateRecipeButtonProps {
  recipeId: string;
  recipeName: string;
  onRated: (recipeId: string) => Promise<unknown>;
}

/** 'Rate Recipe' and its dialog (loaded on first use). */
export const RateRecipeButton = ({ recipeId, recipeName, onRated }: RateRecipeButtonProps) => {
  const dialog = useDialogState();
  return (
    <>
      <Button
        variant="outline"
        size="sm"
        onPointerEnter={() => void loadDialog()}
        onFocus={() => void loadDialog()}
        onClick={() => dialog.show(true)}
      >
        <StarIcon />
        Rate Recipe
      </Button>
      {dialog.state && (
        <Suspense fallback={null}>
          <RateRecipeDialog
            key={dialog.state.key}
            recipeId={recipeId}
            recipeName={recipeName}
            open={dialog.state.open}
            onClose={dialog.close}
            onExitComplete={dialog.onExitComplete}
            onRated={onRated}
          />
        </Suspense>
      )}
    </>
  );
};
