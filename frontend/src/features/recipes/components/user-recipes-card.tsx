import { Box, HStack, IconButton, Link, Spinner, Stack, Text } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router';
import { PencilIcon, TrashIcon } from '#web/components/ui/icons';
import { Panel } from '#web/components/ui/panel';
import { paths } from '#web/config/paths';
import { errorMessage } from '#web/lib/error-message';
import { useUserRecipes } from '../api/get-user-recipes';
import { RecipeImage } from './recipe-image';

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
    <Panel title="Your Recipes">
      {recipes.isPending ? (
        <Spinner size="sm" aria-label="Loading your recipes" />
      ) : recipes.isError ? (
        <Text color="fg.error">{errorMessage(recipes.error, 'Failed to fetch user recipes')}</Text>
      ) : recipes.data.length === 0 ? (
        <Text color="gray.600">You have not added any recipes yet.</Text>
      ) : (
        <Stack as="ul" listStyle="none" gap="2" onPointerEnter={onIntent}>
          {recipes.data.map((recipe) => (
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
              <IconButton
                size="sm"
                variant="ghost"
                aria-label={`Edit ${recipe.name}`}
                title="Edit"
                onClick={() => onEdit(recipe.id)}
              >
                <PencilIcon />
              </IconButton>
              <IconButton
                size="sm"
                variant="ghost"
                colorPalette="red"
                aria-label={`Delete ${recipe.name}`}
                title="Delete"
                onClick={() => onDelete(recipe.id, recipe.name)}
              >
                <TrashIcon />
              </IconButton>
            </HStack>
          ))}
        </Stack>
      )}
    </Panel>
  );
};
