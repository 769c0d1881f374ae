import { Box, HStack, Link, Stack } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router';
import { DeleteIconButton, EditIconButton } from '#web/components/ui/icons';
import { LoadedList } from '#web/components/ui/loaded-list';
import { Panel } from '#web/components/ui/panel';
import { paths } from '#web/config/paths';
import { t } from '#web/lib/i18n/t';
import { useUserRecipes } from '../api/get-user-recipes';
import { RecipeImage } from './recipe-image';
import { RecipeTransfers } from './recipe-transfers';

/** Spec 9: the thumbnails of the Your Recipes card are 50 px. */
export const thumbnailSize = '50px';

interface UserRecipesCardProps {
  onEdit: (id: string) => void;
  onDelete: (id: string, name: string) => void;
  /** The pointer is near an action: time to fetch the dialogs' code. */
  onIntent?: () => void;
}

/** 'Your Recipes': each of the user's recipes with its thumbnail, and edit and delete buttons. */
export const UserRecipesCard = ({ onEdit, onDelete, onIntent }: UserRecipesCardProps) => {
  const recipes = useUserRecipes();
  const withImages = recipes.data?.some((recipe) => recipe.imageUrl) ?? false;
  return (
    <Panel title={t('recipes.yourRecipes')}>
      <RecipeTransfers />
      <LoadedList
        query={recipes}
        loadingLabel={t('recipes.loadingYourRecipes')}
        errorFallback={t('recipes.fetchUserRecipesFailed')}
        emptyText={t('recipes.noneAddedYet')}
      >
        {(list) => (
          <Stack as="ul" listStyle="none" gap="2" onPointerEnter={onIntent}>
            {list.map((recipe) => (
              <HStack as="li" key={recipe.id} gap="3" minH={thumbnailSize}>
                {recipe.imageUrl ? (
                  <RecipeImage
                    imageUrl={recipe.imageUrl}
                    variant="small"
                    alt=""
                    boxSize={thumbnailSize}
                    rounded="md"
                    flexShrink={0}
                  />
                ) : (
                  // Keeps the names in line when some recipes have a picture.
                  withImages && <Box boxSize={thumbnailSize} flexShrink={0} aria-hidden="true" />
                )}
                <Link asChild flex="1" fontWeight="medium" wordBreak="break-word">
                  <RouterLink to={paths.recipe.getHref(recipe.id)}>{recipe.name}</RouterLink>
                </Link>
                <EditIconButton
                  aria-label={t('recipes.editNamed', { name: recipe.name })}
                  title={t('recipes.edit')}
                  onClick={() => onEdit(recipe.id)}
                />
                <DeleteIconButton
                  aria-label={t('recipes.deleteNamed', { name: recipe.name })}
                  title={t('recipes.delete')}
                  onClick={() => onDelete(recipe.id, recipe.name)}
                />
              </HStack>
            ))}
          </Stack>
        )}
      </LoadedList>
    </Panel>
  );
};
