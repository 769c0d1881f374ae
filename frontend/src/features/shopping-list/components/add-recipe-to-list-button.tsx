import type { Recipe } from '#shared/recipes/recipe-schemas';
import { DialogButton } from '#web/components/ui/dialog-button';
import { CartIcon } from '#web/components/ui/icons';
import { t } from '#web/lib/i18n/t';
import { useContextOwner } from '#web/lib/use-context-owner';
import { lazyDialog, useLazyDialog } from '#web/lib/use-lazy-dialog';

// Loaded on first use, so the recipe pages stay light on their first load.
const addRecipeToList = lazyDialog(() => import('./add-recipe-to-list-dialog'));

/** 'Add to Shopping List' on a recipe, with its dialog. */
export const AddRecipeToListButton = ({ recipe }: { recipe: Recipe }) => {
  const owner = useContextOwner();
  const dialog = useLazyDialog(addRecipeToList, () => owner && { recipe, owner });
  if (!owner) return null;
  return <DialogButton dialog={dialog} icon={<CartIcon />} label={t('shopping.addToList')} />;
};
