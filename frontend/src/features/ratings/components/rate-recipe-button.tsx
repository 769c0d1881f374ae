import { DialogButton } from '#web/components/ui/dialog-button';
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
  return <DialogButton dialog={dialog} icon={<StarIcon />} label={t('ratings.rateRecipe')} />;
};
