import type { SortField } from '#shared/recipes/recipe-schemas';
import type { RecipeListParams } from '../api/get-recipes';

/** Spec 9: the recipe list's defaults. */
export const recipePageSize = 12;
export const defaultSort: SortField = 'CreatedAt';

/**
 * The sort selector's options, in the spec's order (a plain list: no zod on the first load);
 * each label is a catalogue key, for `t()` at render.
 */
export const sortOptions: readonly { value: SortField; label: string }[] = [
  { value: 'CreatedAt', label: 'recipes.sortDate' },
  { value: 'Name', label: 'recipes.sortName' },
  { value: 'PrepTime', label: 'recipes.sortPrepTime' },
  { value: 'CookTime', label: 'recipes.sortCookTime' },
];

/** The minimum-rating filter's choices (stars, average at least). */
export const minRatingOptions: readonly number[] = [4.5, 4, 3];
/** The maximum-total-time filter's choices, in minutes. */
export const maxTimeOptions: readonly number[] = [15, 30, 45, 60, 90, 120];
/** "What can I make": how many ingredients the pantry may lack (0: "Can make now"). */
export const missingOptions: readonly number[] = [0, 1, 2, 3];

export interface RecipeListView {
  search: string;
  sortBy: SortField;
  sortDescending: boolean;
  page: number;
  /** Only the user's own recipes. */
  mine: boolean;
  minRating: number | null;
  maxTime: number | null;
  /** Only the user's favourites. */
  favourites: boolean;
  /** Only recipes with this tag. */
  tag: string | null;
  /** Only recipes the pantry lacks at most this many ingredients of (0: "Can make now"). */
  missing: number | null;
}

const isSortField = (value: string | null): value is SortField =>
  sortOptions.some((option) => option.value === value);

/** A number the address carries, if it is one of the offered choices. */
const choiceOf = (raw: string | null, choices: readonly number[]): number | null => {
  const value = Number(raw);
  return raw !== null && choices.includes(value) ? value : null;
};

/**
 * The list's state lives in the address (`?q=&sort=&order=&page=&mine=&rating=&time=&fav=&tag=&missing=`), so
 * reload, back and forward and shared links show the same page. Anything unreadable falls back to
 * the default.
 */
export const readListView = (params: URLSearchParams): RecipeListView => {
  const sort = params.get('sort');
  const page = Number(params.get('page'));
  return {
    search: (params.get('q') ?? '').slice(0, 100),
    sortBy: isSortField(sort) ? sort : defaultSort,
    sortDescending: params.get('order') !== 'asc',
    page: Number.isInteger(page) && page >= 1 && page <= 100_000 ? page : 1,
    mine: params.get('mine') === '1',
    minRating: choiceOf(params.get('rating'), minRatingOptions),
    maxTime: choiceOf(params.get('time'), maxTimeOptions),
    favourites: params.get('fav') === '1',
    tag: params.get('tag')?.trim().slice(0, 40) || null,
    missing: choiceOf(params.get('missing'), missingOptions),
  };
};

/** The address for a view; defaults are left out so the plain list stays at a plain /recipes. */
export const writeListView = (view: RecipeListView): URLSearchParams => {
  const params = new URLSearchParams();
  if (view.search.trim()) params.set('q', view.search);
  if (view.sortBy !== defaultSort) params.set('sort', view.sortBy);
  if (!view.sortDescending) params.set('order', 'asc');
  if (view.mine) params.set('mine', '1');
  if (view.minRating !== null) params.set('rating', String(view.minRating));
  if (view.maxTime !== null) params.set('time', String(view.maxTime));
  if (view.favourites) params.set('fav', '1');
  if (view.tag !== null) params.set('tag', view.tag);
  if (view.missing !== null) params.set('missing', String(view.missing));
  if (view.page > 1) params.set('page', String(view.page));
  return params;
};

/** Whether the view narrows the list beyond the search (for the empty state's wording). */
export const isFiltered = (view: RecipeListView): boolean =>
  view.mine ||
  view.minRating !== null ||
  view.maxTime !== null ||
  view.favourites ||
  view.tag !== null ||
  view.missing !== null;

/**
 * The API query for a view: its page of `recipePageSize` recipes; "mine" needs the user's id, and
 * what can be made is read from the pantry of the group acted for (`pantryGroupId`), else the user's.
 */
export const listParamsOf = (
  view: RecipeListView,
  userId?: string,
  pantryGroupId?: string,
): RecipeListParams => ({
  page: view.page,
  pageSize: recipePageSize,
  sortBy: view.sortBy,
  sortDescending: view.sortDescending,
  searchTerm: view.search.trim(),
  ...(view.mine && userId ? { createdBy: userId } : {}),
  ...(view.minRating !== null ? { minRating: view.minRating } : {}),
  ...(view.maxTime !== null ? { maxTotalTime: view.maxTime } : {}),
  ...(view.favourites ? { favourites: true } : {}),
  ...(view.tag !== null ? { tag: view.tag } : {}),
  ...(view.missing !== null
    ? { missingAtMost: view.missing, ...(pantryGroupId ? { pantryGroupId } : {}) }
    : {}),
});
