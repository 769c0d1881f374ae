import { Button } from '@chakra-ui/react';
import { lazy, Suspense, useState } from 'react';
import { StarIcon } from '../../../components/ui/icons';

const loadDialog = () => import('./rate-recipe-dialog');
const RateRecipeDialog = lazy(loadDialog);

interface RateRecipeButtonProps {
  recipeId: string;
  recipeName: string;
  onRated: (recipeId: string) => Promise<unknown>;
}

/** 'Rate Recipe' and its dialog (loaded on first use). */
export const RateRecipeButton = ({ recipeId, recipeName, onRated }: RateRecipeButtonProps) => {
  const [state, setState] = useState<{ open: boolean; key: number } | null>(null);
  return (
    <>
      <Button
        variant="outline"
        size="sm"
        onPointerEnter={() => void loadDialog()}
        onFocus={() => void loadDialog()}
        onClick={() => setState((previous) => ({ open: true, key: (previous?.key ?? 0) + 1 }))}
      >
        <StarIcon />
        Rate Recipe
      </Button>
      {state && (
        <Suspense fallback={null}>
          <RateRecipeDialog
            key={state.key}
            recipeId={recipeId}
            recipeName={recipeName}
            open={state.open}
            onClose={() => setState((previous) => previous && { ...previous, open: false })}
            onExitComplete={() => setState((previous) => (previous?.open ? previous : null))}
            onRated={onRated}
          />
        </Suspense>
      )}
    </>
  );
};
