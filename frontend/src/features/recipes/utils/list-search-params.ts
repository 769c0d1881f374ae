import type { SortField } from '#shared/recipes/recipe-schemas';
import type { RecipeListParams } from '../api/get-recipes';

/** Spec 9: the recipe list's defaults. */
export const recipePageSize = 12;
export const defaultSort: SortField = 'CreatedAt';

/** The sort selector's options, in the spec's order (a plain list: no zod on the first load). */
export const sortOptions: readonly { value: SortField; label: string }[] = [
  { value: 'CreatedAt', label: 'Date' },
  { value: 'Name', label: 'Name' },
  { value: 'PrepTime', label: 'Prep Time' },
  { value: 'CookTime', label: 'Cook Time' },
];

export interface RecipeListView {
  search: string;
  sortBy: SortField;
  sortDescending: boolean;
  page: number;
}

const isSortField = (value: string | null): value is SortField =>
  sortOptions.some((option) => option.value === value);

/**
 * The list's state lives in the address (`?q=&sort=&order=&page=`), so reload, back and forward
 * and shared links show the same page. Anything unreadable falls back to the default.
 */
export const readListView = (params: URLSearchParams): RecipeListView => {
  const sort = params.get('sort');
  const page = Number(params.get('page'));
  return {
    search: (params.get('q') ?? '').slice(0, 100),
    sortBy: isSortField(sort) ? sort : defaultSort,
    sortDescending: params.get('order') !== 'asc',
    page: Number.isInteger(page) && page >= 1 && page <= 100_000 ? page : 1,
  };
};

/** The address for a view; defaults are left out so the plain list stays at a plain /recipes. */
export const writeListView = (view: RecipeListView): URLSearchParams => {
  const params = new URLSearchParams();
  if (view.search.trim()) params.set('q', view.search);
  if (view.sortBy !== defaultSort) params.set('sort', view.sortBy);
  if (!view.sortDescending) params.set('order', 'asc');
  if (view.page > 1) params.set('page', String(view.page));
  return params;
};

/** The API query for a view: its page of `recipePageSize` recipes. */
export const listParamsOf = (view: RecipeListView): RecipeListParams => ({
  page: view.page,
  pageSize: recipePageSize,
  sortBy: view.sortBy,
  sortDescending: view.sortDescending,
  searchTerm: view.search.trim(),
});
