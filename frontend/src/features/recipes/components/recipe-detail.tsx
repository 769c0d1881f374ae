import { Box, Button, Flex, Heading, HStack, Link, Stack, Text } from '@chakra-ui/react';
import { type ReactNode, useId } from 'react';
import { Link as RouterLink, useLocation, useNavigate } from 'react-router';
import type { Recipe } from '#shared/recipes/recipe-schemas';
import { totalTime } from '#shared/recipes/recipe-times';
import { CalendarPlusIcon, ExternalLinkIcon, PencilIcon, TrashIcon } from '#web/components/ui/icons';
import { LoadFailure } from '#web/components/ui/load-failure';
import { paths } from '#web/config/paths';
import { isApiError } from '#web/lib/api-client';
import { useUser } from '#web/lib/auth/session';
import { t } from '#web/lib/i18n/t';
import { useRecipe } from '../api/get-recipe';
import { formatMinutes, sourceHost } from '../utils/recipe-facts';
import { BackIcon } from './directional-icons';
import { FavouriteButton } from './favourite-button';
import { KitchenControls, useKitchenView } from './kitchen-view';
import { RatingStars } from './rating-stars';
import { RecipeImage } from './recipe-image';

interface RecipeDetailProps {
  id: string;
  onEdit: () => void;
  onDelete: (name: string) => void;
  /** Opens the add-to-meal-plan dialog (the meal-plans feature's, plugged in by the route). */
  onAddToMealPlan: (recipe: Recipe) => void;
  onIntent: () => void;
  /** More actions from other features (rating). */
  renderActions?: (recipe: Recipe) => ReactNode;
}

const BackLink = () => {
  // Back to the page of the list the card was on, when it came from one.
  const listSearch = (useLocation().state as { listSearch?: string } | null)?.listSearch ?? '';
  return (
    <Link asChild color="green.700" fontWeight="medium" alignSelf="flex-start">
      <RouterLink to={`${paths.recipes.getHref()}${listSearch}`}>
        <BackIcon />
        {t('recipes.backToRecipes')}
      </RouterLink>
    </Link>
  );
};

/** Everything about one recipe, with its actions. */
export const RecipeDetail = ({
  id,
  onEdit,
  onDelete,
  onAddToMealPlan,
  onIntent,
  renderActions,
}: RecipeDetailProps) => {
  const user = useUser();
  const query = useRecipe(id);
  const kitchen = useKitchenView({ servings: query.data?.servings ?? null });
  const navigate = useNavigate();
  const ingredientsId = useId();
  const instructionsId = useId();

  if (query.isPending) {
    return (
      <Stack gap="6">
        <BackLink />
        <Text role="status">{t('recipes.loading')}</Text>
      </Stack>
    );
  }
  if (query.isError) {
    const missing = isApiError(query.error) && query.error.status === 404;
    return (
      <Stack gap="6">
        <title>
          {t('common.pageTitle', { title: missing ? t('recipes.notFoundTitle') : t('recipes.recipe') })}
        </title>
        <BackLink />
        {missing ? (
          <Heading as="h1" size="xl">
            {t('recipes.notFound')}
          </Heading>
        ) : (
          <LoadFailure onRetry={query.refetch}>{t('recipes.fetchOneFailed')}</LoadFailure>
        )}
      </Stack>
    );
  }

  const recipe = query.data;
  const isOwner = recipe.createdBy === user?.id;
  const total = totalTime(recipe.prepTime, recipe.cookTime);
  const host = recipe.externalRecipeUrl ? sourceHost(recipe.externalRecipeUrl) : null;
  const ingredients = [...recipe.ingredients].sort((a, b) => a.sortOrder - b.sortOrder);
  const facts: [string, string][] = [];
  if (recipe.prepTime !== null) facts.push([t('recipes.prepTime'), formatMinutes(recipe.prepTime)]);
  if (recipe.cookTime !== null) facts.push([t('recipes.cookTime'), formatMinutes(recipe.cookTime)]);
  if (total !== null) facts.push([t('recipes.totalTime'), formatMinutes(total)]);

  return (
    <Stack gap="6" as="article">
      <title>{t('common.pageTitle', { title: recipe.name })}</title>
      <BackLink />
      <Stack gap="3">
        <Heading as="h1" size={{ base: '2xl', md: '3xl' }} overflowWrap="anywhere">
          {recipe.name}
        </Heading>
        <RatingStars average={recipe.averageRating} total={recipe.totalRatings} size="md" />
        {recipe.tags.length > 0 && (
          <HStack as="ul" aria-label={t('recipes.tags')} gap="2" wrap="wrap" listStyle="none">
            {recipe.tags.map((tag) => (
              <li key={tag}>
                <Link asChild fontSize="sm" px="2" py="0.5" rounded="full" bg="green.50" color="green.800">
                  <RouterLink to={`${paths.recipes.getHref()}?${new URLSearchParams({ tag })}`}>
                    {tag}
                  </RouterLink>
                </Link>
              </li>
            ))}
          </HStack>
        )}
        <HStack gap="2" wrap="wrap" onPointerEnter={onIntent} onFocus={onIntent}>
          {recipe.instructions.length > 0 && (
            <Button
              colorPalette="green"
              size="sm"
              onClick={() => void navigate(`${paths.cook.getHref(recipe.id)}${kitchen.search}`)}
            >
              {t('cook.cook')}
            </Button>
          )}
          <FavouriteButton recipe={recipe} />
          {renderActions?.(recipe)}
          <Button variant="outline" size="sm" onClick={() => onAddToMealPlan(recipe)}>
            <CalendarPlusIcon />
            {t('recipes.addToMealPlan')}
          </Button>
          {isOwner && (
            <>
              <Button variant="outline" size="sm" onClick={onEdit}>
                <PencilIcon />
                {t('recipes.edit')}
              </Button>
              <Button variant="outline" size="sm" colorPalette="red" onClick={() => onDelete(recipe.name)}>
                <TrashIcon />
                {t('recipes.delete')}
              </Button>
            </>
          )}
        </HStack>
      </Stack>

      <Flex direction={{ base: 'column', md: 'row' }} gap="6" align="flex-start">
        <RecipeImage
          imageUrl={recipe.imageUrl}
          variant="full"
          alt={t('recipes.photoOf', { name: recipe.name })}
          w={{ base: 'full', md: '50%' }}
          maxW="800px"
          aspectRatio={4 / 3}
          rounded="lg"
          loading="eager"
          fetchPriority="high"
        />
        <Stack gap="4" flex="1" minW="0">
          <Text whiteSpace="pre-line" overflowWrap="anywhere" dir="auto">
            {recipe.description}
          </Text>
          {facts.length > 0 && (
            <Box as="dl" display="grid" gridTemplateColumns="auto 1fr" columnGap="4" rowGap="1">
              {facts.map(([term, value]) => (
                <Box key={term} display="contents">
                  <Box as="dt" fontWeight="semibold" color="gray.700">
                    {term}
                  </Box>
                  <Box as="dd">{value}</Box>
                </Box>
              ))}
            </Box>
          )}
          {recipe.externalRecipeUrl && (
            <Text>
              {t('recipes.source')}{' '}
              <Link
                href={recipe.externalRecipeUrl}
                target="_blank"
                rel="noopener noreferrer"
                color="green.700"
                textDecoration="underline"
              >
                {host ?? recipe.externalRecipeUrl}
                <ExternalLinkIcon aria-label={t('recipes.opensInNewTab')} role="img" aria-hidden="false" />
              </Link>
            </Text>
          )}
        </Stack>
      </Flex>

      <KitchenControls view={kitchen} />

      <Flex direction={{ base: 'column', md: 'row' }} gap="8">
        {ingredients.length > 0 && (
          <Stack gap="3" flex="1">
            <Heading as="h2" size="lg" id={ingredientsId}>
              {t('recipes.ingredients')}
            </Heading>
            <Stack as="ul" aria-labelledby={ingredientsId} gap="1" ps="5" listStyleType="disc">
              {ingredients.map((ingredient) => {
                const quantity = kitchen.quantityOf(ingredient);
                return (
                  <li key={ingredient.id}>
                    <Text as="span" fontWeight="medium">
                      {ingredient.name}
                    </Text>
                    {quantity && `: ${quantity}`}
                  </li>
                );
              })}
            </Stack>
          </Stack>
        )}
        {recipe.instructions.length > 0 && (
          <Stack gap="3" flex="2">
            <Heading as="h2" size="lg" id={instructionsId}>
              {t('recipes.instructions')}
            </Heading>
            <Stack as="ol" aria-labelledby={instructionsId} gap="2" ps="6" listStyleType="decimal">
              {recipe.instructions.map((step, index) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: steps are plain strings and may repeat
                <Box as="li" key={index} whiteSpace="pre-line" dir="auto">
                  {step}
                </Box>
              ))}
            </Stack>
          </Stack>
        )}
      </Flex>
    </Stack>
  );
};
