import { Button } from '@chakra-ui/react';
import type { Recipe } from '#shared/recipes/recipe-schemas';
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
  return (
    <>
      <Button variant="outline" size="sm" {...dialog.trigger(true)}>
        <CartIcon />
        {t('shopping.addToList')}
      </Button>
      {dialog.element}
    </>
  );
};
