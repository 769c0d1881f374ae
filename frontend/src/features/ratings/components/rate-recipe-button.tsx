import { Button } from '@chakra-ui/react';
import { StarIcon } from '#web/components/ui/icons';
import { t } from '#web/lib/i18n/t';
import { lazyDialog, useLazyDialog } from '#web/lib/use-lazy-dialog';

const rateRecipe = lazyDialog(() => import('./rate-recipe-dialog'));

interface RateRecipeButtonProps {
  recipeId: string;
  recipeName: string;
  onRated: (recipeId: string) => Promise<unknown>;
}

/** 'Rate Recipe' and its dialog (loaded on first use). */
export const RateRecipeButton = (props: RateRecipeButtonProps) => {
  const dialog = useLazyDialog(rateRecipe, () => props);
  return (
    <>
      <Button variant="outline" size="sm" {...dialog.trigger(true)}>
        <StarIcon />
        {t('ratings.rateRecipe')}
      </Button>
      {dialog.element}
    </>
  );
};
