import { HStack, IconButton, LinkBox, LinkOverlay, Stack, Text } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router';
import type { RecipeSummary } from '#shared/recipes/recipe-schemas';
import { CalendarPlusIcon, DeleteIconButton, EditIconButton } from '#web/components/ui/icons';
import { paths } from '#web/config/paths';
import { RatingStars } from './rating-stars';
import { RecipeImage } from './recipe-image';

export interface RecipeCardProps {
  recipe: RecipeSummary;
  /** Edit and delete are offered to the recipe's creator only (spec 6). */
  isOwner: boolean;
  onEdit: () => void;
  onDelete: () => void;
  /** Opens the add-to-meal-plan dialog (the meal-plans feature's, plugged in by the route). */
  onAddToMealPlan: () => void;
  /** Warms the dialog's code when the pointer or focus reaches an action. */
  onIntent?: () => void;
  /** Handed to the detail page so its back link returns to this page of the list. */
  listSearch: string;
  /** The first card's photo is likely the largest thing on screen: load it at once, not lazily. */
  priority?: boolean;
}

/** One recipe in the grid; the whole card opens the detail page, the icons act on the recipe. */
export const RecipeCard = ({
  recipe,
  isOwner,
  onEdit,
  onDelete,
  onAddToMealPlan,
  onIntent,
  listSearch,
  priority = false,
}: RecipeCardProps) => (
  <LinkBox
    as="article"
    h="full"
    display="flex"
    flexDirection="column"
    layerStyle="card"
    overflow="hidden"
    transition="box-shadow 0.15s"
    _hover={{ shadow: 'md' }}
    // The card's link is the title; the ring goes round the whole card when it has keyboard focus.
    css={{ '&:has(h2 a:focus-visible)': { outline: '3px solid {colors.green.600}', outlineOffset: '2px' } }}
  >
    <RecipeImage
      imageUrl={recipe.imageUrl}
      variant="small"
      alt=""
      aspectRatio={4 / 3}
      w="full"
      {...(priority ? { loading: 'eager', fetchPriority: 'high' } : {})}
    />
    <Stack gap="2" p="4" flex="1">
      <Text as="h2" fontSize="lg" fontWeight="semibold" lineHeight="short">
        <LinkOverlay asChild focusRing="none" _focusVisible={{ textDecoration: 'underline' }}>
          <RouterLink to={paths.recipe.getHref(recipe.id)} state={{ listSearch }}>
            {recipe.name}
          </RouterLink>
        </LinkOverlay>
      </Text>
      <Text color="gray.700" lineClamp={2}>
        {recipe.description}
      </Text>
      <HStack justify="space-between" mt="auto" pt="2" wrap="wrap" gap="2">
        <RatingStars average={recipe.averageRating} total={recipe.totalRatings} />
        {/* Above the card's link, so the icons take their own clicks. */}
        <HStack gap="1" position="relative" zIndex="1" onPointerEnter={onIntent} onFocus={onIntent}>
          <IconButton
            variant="ghost"
            size="sm"
            aria-label={`Add ${recipe.name} to meal plan`}
            onClick={onAddToMealPlan}
          >
            <CalendarPlusIcon />
          </IconButton>
          {isOwner && (
            <>
              <EditIconButton aria-label={`Edit ${recipe.name}`} onClick={onEdit} />
              <DeleteIconButton aria-label={`Delete ${recipe.name}`} onClick={onDelete} />
            </>
          )}
        </HStack>
      </HStack>
    </Stack>
  </LinkBox>
);
