import { Box, Button, Field, HStack, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { type ReactNode, useEffect, useId, useRef, useState } from 'react';
import { useLocation, useSearchParams } from 'react-router';
import { ArrowDownIcon, ArrowUpIcon } from '#web/components/ui/icons';
import { LoadFailure } from '#web/components/ui/load-failure';
import { useActingContext } from '#web/lib/acting-context';
import { useUser } from '#web/lib/auth/session';
import { t } from '#web/lib/i18n/t';
import { useRecipes } from '../api/get-recipes';
import {
  defaultSort,
  isFiltered,
  listParamsOf,
  type RecipeListView,
  readListView,
  sortOptions,
  writeListView,
} from '../utils/list-search-params';
import { ChoiceSelect } from './choice-select';
import { BackIcon, ForwardIcon } from './directional-icons';
import { ListFilters } from './list-filters';
import { RecipeCard } from './recipe-card';
import { RecipeSearchField } from './recipe-search-field';

/** Spec 4: the search waits this long after the last keystroke. */
const searchDebounceMs = 300;

interface RecipeListProps {
  onEdit: (id: string) => void;
  onDelete: (id: string, name: string) => void;
  onAddToMealPlan: (recipe: { id: string; name: string }) => void;
  onIntent: () => void;
}

/** Search, sort, the card grid and paging; the view is kept in the address. */
export const RecipeList = ({ onEdit, onDelete, onAddToMealPlan, onIntent }: RecipeListProps) => {
  const user = useUser();
  const context = useActingContext();
  const location = useLocation();
  const [searchParams, setSearchParams] = useSearchParams();
  const view = readListView(searchParams);
  const sortId = useId();

  // A change made while the last is still on its way builds on that one, not on the address still
  // shown: two quick changes kept only the second (a filter turned off came back with the next one).
  // The addresses asked for and not reached yet are remembered. Reaching one of them keeps the last
  // change asked for (a render may still show an earlier one, as a transition renders it after the
  // next change was asked for); reaching any other (Back, forward, a link) makes it the view.
  const requested = useRef({ view, at: location.key, pending: [] as string[] });
  if (requested.current.at !== location.key) {
    const { pending } = requested.current;
    const reached = pending.indexOf(new URLSearchParams(location.search).toString());
    requested.current =
      reached === -1
        ? { view, at: location.key, pending: [] }
        : { view: requested.current.view, at: location.key, pending: pending.slice(reached + 1) };
  }
  const show = (next: RecipeListView, replace = false) => {
    const params = writeListView(next);
    requested.current.view = next;
    requested.current.pending.push(params.toString());
    setSearchParams(params, { replace });
  };

  // The box shows what is typed at once; the address (and the query) follow after a pause.
  const [draft, setDraft] = useState(view.search);
  const applied = useRef(view.search);
  useEffect(() => {
    // Back, forward or a link changed the search: the box follows.
    if (view.search.trim() !== applied.current.trim()) {
      applied.current = view.search;
      setDraft(view.search);
    }
  }, [view.search]);
  useEffect(() => {
    if (draft.trim() === applied.current.trim()) return;
    const timer = setTimeout(() => {
      applied.current = draft;
      // Typing replaces the history entry: back goes to the previous page, not each keystroke.
      show({ ...requested.current.view, search: draft, page: 1 }, true);
    }, searchDebounceMs);
    return () => clearTimeout(timer);
  });

  // "What can I make" reads the pantry of whoever the user acts as, like the shopping list.
  const query = useRecipes(listParamsOf(view, user?.id, context.type === 'group' ? context.id : undefined));
  const list = query.data;
  const totalPages = Math.max(1, list?.totalPages ?? 1);
  const direction = view.sortDescending ? t('recipes.descending') : t('recipes.ascending');

  /** A sort or page change also applies a search still waiting for its pause (a new search starts at page 1). */
  const change = (next: Partial<RecipeListView>) => {
    const searchChanged = draft.trim() !== applied.current.trim();
    applied.current = draft;
    show({ ...requested.current.view, ...next, search: draft, ...(searchChanged ? { page: 1 } : {}) });
  };

  const goToPage = (page: number) => {
    change({ page });
    window.scrollTo({ top: 0 });
  };

  let content: ReactNode;
  if (query.isPending) {
    content = <Text role="status">{t('recipes.loading')}</Text>;
  } else if (!list) {
    content = null;
  } else if (list.totalItems === 0 && isFiltered(view)) {
    content = <EmptyState title={t('recipes.noneFound')} hint={t('recipes.noneMatchFilters')} />;
  } else if (list.totalItems === 0) {
    content = view.search.trim() ? (
      <EmptyState
        title={t('recipes.noneFound')}
        hint={t('recipes.noneMatchSearch', { search: view.search.trim() })}
      />
    ) : (
      <EmptyState title={t('recipes.noRecipesYet')} hint={t('recipes.getStarted')} />
    );
  } else if (list.items.length === 0) {
    content = <EmptyState title={t('recipes.emptyPage')} hint={t('recipes.emptyPageHint')} />;
  } else {
    content = (
      <SimpleGrid
        as="ul"
        listStyle="none"
        columns={{ base: 1, md: 2, lg: 3 }}
        gap="3"
        aria-label={t('recipes.title')}
      >
        {list.items.map((recipe, index) => (
          <li key={recipe.id}>
            <RecipeCard
              recipe={recipe}
              isOwner={recipe.createdBy === user?.id}
              onEdit={() => onEdit(recipe.id)}
              onDelete={() => onDelete(recipe.id, recipe.name)}
              onAddToMealPlan={() => onAddToMealPlan({ id: recipe.id, name: recipe.name })}
              onIntent={onIntent}
              listSearch={location.search}
              priority={index === 0}
            />
          </li>
        ))}
      </SimpleGrid>
    );
  }

  return (
    <Stack gap={{ base: '3', md: '4' }}>
      <Stack
        direction={{ base: 'column', md: 'row' }}
        gap="3"
        align={{ base: 'stretch', md: 'flex-end' }}
        role="search"
      >
        <RecipeSearchField flex="1" value={draft} onChange={setDraft} />
        <HStack gap="3" align="flex-end">
          {/* On a phone the label sits beside the select and the order is an icon: one row, not two. */}
          <Field.Root
            w={{ base: 'full', md: '44' }}
            flexDirection={{ base: 'row', md: 'column' }}
            alignItems={{ base: 'center', md: 'flex-start' }}
          >
            <Field.Label htmlFor={sortId} fontSize="sm" whiteSpace="nowrap">
              {t('recipes.sortBy')}
            </Field.Label>
            <ChoiceSelect
              id={sortId}
              value={view.sortBy}
              options={sortOptions.map(({ value, label }) => ({ value, label: t(label) }))}
              onChange={(sortBy) => change({ sortBy: sortBy ?? defaultSort, page: 1 })}
            />
          </Field.Root>
          <Button
            variant="outline"
            bg="white"
            flexShrink={0}
            aria-label={t('recipes.sortOrder', { direction })}
            onClick={() => change({ sortDescending: !view.sortDescending, page: 1 })}
          >
            {view.sortDescending ? <ArrowDownIcon /> : <ArrowUpIcon />}
            <Box as="span" display={{ base: 'none', md: 'inline' }}>
              {direction}
            </Box>
          </Button>
        </HStack>
      </Stack>

      <ListFilters view={view} onChange={change} />

      {query.isError && <LoadFailure onRetry={query.refetch}>{t('recipes.fetchFailed')}</LoadFailure>}

      <Box aria-busy={query.isFetching}>{content}</Box>
      {list && (
        <Text srOnly role="status">
          {t('recipes.foundCount', { count: list.totalItems })}
        </Text>
      )}

      {list && (list.totalItems > 0 || view.page > 1) && (
        // A longer language's words wrap between the buttons and the page number, never inside them.
        <HStack as="nav" aria-label={t('recipes.pagination')} justify="center" gap="4" rowGap="2" wrap="wrap">
          <Button
            variant="outline"
            bg="white"
            disabled={!list.hasPrevious}
            onClick={() => goToPage(view.page - 1)}
          >
            <BackIcon />
            {t('recipes.previous')}
          </Button>
          <Text whiteSpace="nowrap">{t('recipes.pageOf', { page: view.page, pages: totalPages })}</Text>
          <Button
            variant="outline"
            bg="white"
            disabled={!list.hasNext}
            onClick={() => goToPage(view.page + 1)}
          >
            {t('recipes.next')}
            <ForwardIcon />
          </Button>
        </HStack>
      )}
    </Stack>
  );
};

const EmptyState = ({ title, hint }: { title: string; hint: string }) => (
  <Stack align="center" textAlign="center" gap="2" py="16" px="4" bg="white" borderWidth="1px" rounded="lg">
    <Text as="h2" fontSize="xl" fontWeight="semibold">
      {title}
    </Text>
    <Text color="gray.600">{hint}</Text>
  </Stack>
);
