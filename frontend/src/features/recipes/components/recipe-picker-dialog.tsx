import { Box, Button, chakra, HStack, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { type ReactNode, useState } from 'react';
import type { RecipeSummary } from '#shared/recipes/recipe-schemas';
import { totalTime } from '#shared/recipes/recipe-times';
import { FormAlert } from '#web/components/ui/form-alert';
import { LoadFailure } from '#web/components/ui/load-failure';
import { Modal } from '#web/components/ui/modal';
import { t } from '#web/lib/i18n/t';
import { useDebouncedValue } from '#web/lib/use-debounced-value';
import type { DialogLifecycle } from '#web/lib/use-lazy-dialog';
import { useRecipes } from '../api/get-recipes';
import { defaultSort } from '../utils/list-search-params';
import { formatMinutes } from '../utils/recipe-facts';
import { BackIcon, ForwardIcon } from './directional-icons';
import { RatingStars } from './rating-stars';
import { RecipeImage } from './recipe-image';
import { RecipeSearchField } from './recipe-search-field';

/** Spec 9: the picker pages its own list, six at a time, with the list page's sort. */
export const pickerPageSize = 6;
const searchDebounceMs = 300;

export interface RecipePickRequest {
  title: string;
  /** The detail view's button, e.g. 'Add to Meal Plan'. */
  confirmLabel: string;
  /** Does whatever picking means; the dialog closes when it resolves and shows `errorText` when it fails. */
  onPick: (recipe: RecipeSummary) => Promise<unknown>;
  errorText: (error: unknown) => string;
  /** More choices shown with the chosen recipe, e.g. the meal plan's Meal select. */
  options?: ReactNode;
}

interface RecipePickerDialogProps extends DialogLifecycle {
  request: RecipePickRequest;
}

/** Choose a recipe: search, a two-column grid with its own paging, and a detail view to confirm. */
const RecipePickerDialog = ({ request, ...dialog }: RecipePickerDialogProps) => {
  const [chosen, setChosen] = useState<RecipeSummary | null>(null);
  const [pending, setPending] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);

  const pick = async (recipe: RecipeSummary) => {
    setPending(true);
    setFailure(null);
    try {
      await request.onPick(recipe);
      dialog.onClose();
    } catch (error) {
      setFailure(request.errorText(error));
    } finally {
      setPending(false);
    }
  };

  return (
    <Modal {...dialog} title={request.title} size="lg">
      {/* Kept mounted while a recipe is shown, so Back returns to the same search and page. */}
      <Box hidden={chosen !== null}>
        <RecipeChoices onChoose={setChosen} />
      </Box>
      {chosen && (
        <PickedRecipe
          recipe={chosen}
          confirmLabel={request.confirmLabel}
          options={request.options}
          pending={pending}
          failure={failure}
          onBack={() => {
            setChosen(null);
            setFailure(null);
          }}
          onConfirm={() => void pick(chosen)}
        />
      )}
    </Modal>
  );
};

export default RecipePickerDialog;

const RecipeChoices = ({ onChoose }: { onChoose: (recipe: RecipeSummary) => void }) => {
  const [draft, setDraft] = useState('');
  const search = useDebouncedValue(draft.trim(), searchDebounceMs);
  // Spec 4: a new search starts again at page 1.
  const [paging, setPaging] = useState({ search, page: 1 });
  const page = paging.search === search ? paging.page : 1;
  const query = useRecipes({
    page,
    pageSize: pickerPageSize,
    sortBy: defaultSort,
    sortDescending: true,
    searchTerm: search,
  });
  const list = query.data;

  let content: ReactNode = null;
  if (query.isPending) {
    content = <Text role="status">{t('recipes.loadingRecipes')}</Text>;
  } else if (list && list.items.length === 0) {
    content = (
      <Text color="gray.600" py="6" textAlign="center">
        {search ? t('recipes.noneMatchSearchShort', { search }) : t('recipes.noRecipesYet')}
      </Text>
    );
  } else if (list) {
    content = (
      <SimpleGrid as="ul" listStyle="none" columns={2} gap="3" aria-label={t('recipes.toChooseFrom')}>
        {list.items.map((recipe) => (
          <li key={recipe.id}>
            <chakra.button
              type="button"
              onClick={() => onChoose(recipe)}
              w="full"
              h="full"
              display="flex"
              flexDirection="column"
              textAlign="start"
              borderWidth="1px"
              rounded="md"
              overflow="hidden"
              bg="white"
              cursor="pointer"
              _hover={{ shadow: 'md' }}
              focusRing="outside"
            >
              <RecipeImage imageUrl={recipe.imageUrl} variant="small" alt="" aspectRatio={4 / 3} w="full" />
              <Text p="2" fontWeight="medium" lineClamp={2} overflowWrap="anywhere">
                {recipe.name}
              </Text>
            </chakra.button>
          </li>
        ))}
      </SimpleGrid>
    );
  }

  return (
    <Stack gap="4">
      <RecipeSearchField role="search" value={draft} onChange={setDraft} />
      {query.isError && <LoadFailure onRetry={query.refetch}>{t('recipes.fetchPickerFailed')}</LoadFailure>}
      {/* Busy from the first keystroke: the results are about to change. */}
      <Box aria-busy={query.isFetching || draft.trim() !== search}>{content}</Box>
      {list && (
        <Text srOnly role="status">
          {t('recipes.foundCount', { count: list.totalItems })}
        </Text>
      )}
      {list && list.totalItems > 0 && (
        <HStack
          as="nav"
          aria-label={t('recipes.recipePages')}
          justify="center"
          gap="3"
          rowGap="2"
          wrap="wrap"
        >
          <Button
            variant="outline"
            size="sm"
            disabled={!list.hasPrevious}
            onClick={() => setPaging({ search, page: page - 1 })}
          >
            <BackIcon />
            {t('recipes.previous')}
          </Button>
          <Text fontSize="sm" whiteSpace="nowrap">
            {t('recipes.pageOf', { page, pages: Math.max(1, list.totalPages) })}
          </Text>
          <Button
            variant="outline"
            size="sm"
            disabled={!list.hasNext}
            onClick={() => setPaging({ search, page: page + 1 })}
          >
            {t('recipes.next')}
            <ForwardIcon />
          </Button>
        </HStack>
      )}
    </Stack>
  );
};

interface PickedRecipeProps {
  recipe: RecipeSummary;
  confirmLabel: string;
  options: ReactNode;
  pending: boolean;
  failure: string | null;
  onBack: () => void;
  onConfirm: () => void;
}

const PickedRecipe = ({
  recipe,
  confirmLabel,
  options,
  pending,
  failure,
  onBack,
  onConfirm,
}: PickedRecipeProps) => {
  const total = totalTime(recipe.prepTime, recipe.cookTime);
  return (
    <Stack gap="4">
      <RecipeImage
        imageUrl={recipe.imageUrl}
        variant="small"
        alt={t('recipes.photoOf', { name: recipe.name })}
        aspectRatio={16 / 9}
        w="full"
        rounded="md"
      />
      <Stack gap="2">
        <Text as="h3" fontSize="xl" fontWeight="semibold" overflowWrap="anywhere">
          {recipe.name}
        </Text>
        <RatingStars average={recipe.averageRating} total={recipe.totalRatings} />
        {total !== null && (
          <Text color="gray.700">{t('recipes.totalTimeIs', { time: formatMinutes(total) })}</Text>
        )}
        <Text whiteSpace="pre-line" lineClamp={6} overflowWrap="anywhere" dir="auto">
          {recipe.description}
        </Text>
      </Stack>
      {options}
      {failure && <FormAlert status="error">{failure}</FormAlert>}
      <HStack justify="space-between" gap="3" wrap="wrap">
        <Button variant="outline" onClick={onBack} disabled={pending}>
          <BackIcon />
          {t('recipes.back')}
        </Button>
        <Button colorPalette="green" onClick={onConfirm} loading={pending} loadingText={t('recipes.adding')}>
          {confirmLabel}
        </Button>
      </HStack>
    </Stack>
  );
};
