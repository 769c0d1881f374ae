import { chakra, HStack, IconButton, LinkBox, LinkOverlay, Stack, Text } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router';
import type { RecipeSummary } from '#shared/recipes/recipe-schemas';
import { totalTime } from '#shared/recipes/recipe-times';
import {
  CalendarPlusIcon,
  ClockIcon,
  DeleteIconButton,
  EditIconButton,
  UsersIcon,
} from '#web/components/ui/icons';
import { paths } from '#web/config/paths';
import { activeLocale } from '#web/lib/i18n/language';
import { t } from '#web/lib/i18n/t';
import { formatMinutes } from '../utils/recipe-facts';
import { FavouriteButton } from './favourite-button';
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

/** Total time and servings, each only when the recipe has it. */
const RecipeFacts = ({ recipe }: { recipe: RecipeSummary }) => {
  const total = totalTime(recipe.prepTime, recipe.cookTime);
  return (
    <HStack gap="3" fontSize="sm" color="gray.700" wrap="wrap" rowGap="0">
      {total !== null && (
        <HStack as="span" gap="1" whiteSpace="nowrap">
          <ClockIcon />
          <span>
            <chakra.span srOnly>{`${t('recipes.totalTime')} `}</chakra.span>
            {formatMinutes(total)}
          </span>
        </HStack>
      )}
      {recipe.servings !== null && (
        <HStack as="span" gap="1" whiteSpace="nowrap">
          <UsersIcon />
          {t('recipes.serves', { count: recipe.servings })}
        </HStack>
      )}
    </HStack>
  );
};

/** With a pantry filter on: what the pantry lacks ("Missing: cream, chives"), or that nothing is. */
const MissingIngredients = ({ missing }: { missing: string[] }) => (
  <Text fontSize="sm" color={missing.length === 0 ? 'green.700' : 'gray.700'} lineClamp={2}>
    {missing.length === 0
      ? t('recipes.haveEverything')
      : t('recipes.missingNames', {
          // The language's own separator, without an "and": a list of names, not a sentence.
          names: new Intl.ListFormat(activeLocale(), { type: 'unit', style: 'short' }).format(missing),
        })}
  </Text>
);

/**
 * One recipe in the grid, compact so a screenful shows many (a thumbnail beside the name, rating,
 * total time and servings); the whole card opens the detail page, the icons act on the recipe.
 */
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
      w={{ base: '24', md: '28' }}
      minH={{ base: '24', md: '28' }}
      flexShrink={0}
      {...(priority ? { loading: 'eager', fetchPriority: 'high' } : {})}
    />
    <Stack gap="1" py="2.5" px="3" flex="1" minW="0">
      <Text
        as="h2"
        fontSize="md"
        fontWeight="semibold"
        lineHeight="short"
        lineClamp={2}
        overflowWrap="break-word"
      >
        <LinkOverlay asChild focusRing="none" _focusVisible={{ textDecoration: 'underline' }}>
          <RouterLink to={paths.recipe.getHref(recipe.id)} state={{ listSearch }}>
            {recipe.name}
          </RouterLink>
        </LinkOverlay>
      </Text>
      <RatingStars average={recipe.averageRating} total={recipe.totalRatings} />
      {recipe.missing && <MissingIngredients missing={recipe.missing} />}
      <HStack justify="space-between" mt="auto" gap="1" align="flex-end">
        <RecipeFacts recipe={recipe} />
        {/* Above the card's link, so the icons take their own clicks. */}
        <HStack
          gap="0"
          position="relative"
          zIndex="1"
          onPointerEnter={onIntent}
          onFocus={onIntent}
          flexShrink={0}
        >
          <FavouriteButton recipe={recipe} compact />
          <IconButton
            variant="ghost"
            size="sm"
            aria-label={t('recipes.addNamedToMealPlan', { name: recipe.name })}
            onClick={onAddToMealPlan}
          >
            <CalendarPlusIcon />
          </IconButton>
          {isOwner && (
            <>
              <EditIconButton aria-label={t('recipes.editNamed', { name: recipe.name })} onClick={onEdit} />
              <DeleteIconButton
                aria-label={t('recipes.deleteNamed', { name: recipe.name })}
                onClick={onDelete}
              />
            </>
          )}
        </HStack>
      </HStack>
    </Stack>
  </LinkBox>
);
