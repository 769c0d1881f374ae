import { Button, IconButton } from '@chakra-ui/react';
import { HeartIcon } from '#web/components/ui/icons';
import { t } from '#web/lib/i18n/t';
import { useSetFavourite } from '../api/favourites';

interface FavouriteButtonProps {
  recipe: { id: string; isFavourite: boolean };
  /** The card's icon only, or the detail page's button with its words. */
  compact?: boolean;
}

/** The heart: named "Add to favourites" or "Remove from favourites", filled when it is one. */
export const FavouriteButton = ({ recipe, compact = false }: FavouriteButtonProps) => {
  const setFavourite = useSetFavourite();
  // Shown at once; the lists catch up when the server has it.
  const favourite = setFavourite.isPending ? Boolean(setFavourite.variables?.favourite) : recipe.isFavourite;
  const label = favourite ? t('recipes.removeFromFavourites') : t('recipes.addToFavourites');
  const toggle = () => setFavourite.mutate({ id: recipe.id, favourite: !favourite });
  const heart = <HeartIcon fill={favourite ? 'currentColor' : 'none'} />;
  return compact ? (
    <IconButton
      variant="ghost"
      // Smaller on a phone: the card's row of icons stays one line, and the card stays compact.
      size={{ base: 'xs', md: 'sm' }}
      color={favourite ? 'red.600' : undefined}
      aria-label={label}
      onClick={toggle}
    >
      {heart}
    </IconButton>
  ) : (
    <Button variant="outline" size="sm" color={favourite ? 'red.700' : undefined} onClick={toggle}>
      {heart}
      {label}
    </Button>
  );
};
