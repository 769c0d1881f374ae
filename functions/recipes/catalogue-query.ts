import type { RecipeListParams, RecipeSummary, SortField } from '#shared/recipes/recipe-schemas';
import { totalTime } from '#shared/recipes/recipe-times';

/** A card of the catalogue, with what search and sorting need precomputed once per load. */
export interface CatalogueEntry {
  summary: RecipeSummary;
  /** Lower-cased name, description, tags and ingredient names, searched case-insensitively. */
  searchText: string;
  /** Lower-cased tags, for the tag filter. */
  tagKeys: string[];
}

const collator = new Intl.Collator('en', { sensitivity: 'base', numeric: true });

const sortValue: Record<SortField, (summary: RecipeSummary) => string | number | null> = {
  CreatedAt: (summary) => summary.createdAt,
  Name: (summary) => summary.name,
  PrepTime: (summary) => summary.prepTime,
  CookTime: (summary) => summary.cookTime,
};

/**
 * Orders by the field, then by creation time and id so pages never overlap. A missing time sorts
 * last in both directions: "no prep time" is not "zero minutes".
 */
export const compareBy = (field: SortField, descending: boolean) => {
  const fieldOf = sortValue[field];
  const direction = descending ? -1 : 1;
  return (a: CatalogueEntry, b: CatalogueEntry): number => {
    const left = fieldOf(a.summary);
    const right = fieldOf(b.summary);
    if (left === null || right === null) {
      if (left !== right) return left === null ? 1 : -1;
    } else if (left !== right) {
      const order =
        typeof left === 'string' ? collator.compare(left, right as string) : left - (right as number);
      if (order !== 0) return order * direction;
    }
    const tie =
      a.summary.createdAt.localeCompare(b.summary.createdAt) || a.summary.id.localeCompare(b.summary.id);
    return tie * direction;
  };
};

export const toEntry = (summary: RecipeSummary, ingredientNames: readonly string[] = []): CatalogueEntry => ({
  summary,
  searchText: [summary.name, summary.description, ...summary.tags, ...ingredientNames]
    .join('\n')
    .toLowerCase(),
  tagKeys: summary.tags.map((tag) => tag.toLowerCase()),
});

type ListFilters = Pick<
  RecipeListParams,
  'searchTerm' | 'createdBy' | 'minRating' | 'maxTotalTime' | 'tag' | 'favourites'
>;

/**
 * Whether an entry passes the search and every filter the query sets; null when none is set.
 * `favouriteIds` are the caller's favourites, for the Favourites filter.
 */
const matcherOf = (
  { searchTerm, createdBy, minRating, maxTotalTime, tag, favourites }: ListFilters,
  favouriteIds: ReadonlySet<string>,
) => {
  const term = searchTerm.trim().toLowerCase();
  const tagKey = tag?.toLowerCase();
  const filtered = [createdBy, minRating, maxTotalTime, tagKey].some((value) => value !== undefined);
  if (!term && !filtered && !favourites) return null;
  return ({ summary, searchText, tagKeys }: CatalogueEntry): boolean => {
    if (term && !searchText.includes(term)) return false;
    if (tagKey !== undefined && !tagKeys.includes(tagKey)) return false;
    if (favourites && !favouriteIds.has(summary.id)) return false;
    if (createdBy !== undefined && summary.createdBy !== createdBy) return false;
    if (minRating !== undefined && summary.averageRating < minRating) return false;
    if (maxTotalTime !== undefined) {
      const total = totalTime(summary.prepTime, summary.cookTime);
      if (total === null || total > maxTotalTime) return false;
    }
    return true;
  };
};

/**
 * Search, filter, page and shape one response from entries already sorted for the query, each card
 * marked as the caller's favourite or not. Matches are counted, and only the page's own kept: a
 * broad search at 10,000 recipes builds no list of thousands to throw away.
 */
export const pageOf = (
  sorted: CatalogueEntry[],
  query: Pick<RecipeListParams, 'page' | 'pageSize'> & ListFilters,
  favouriteIds: ReadonlySet<string> = new Set(),
) => {
  const matches = matcherOf(query, favouriteIds);
  const start = (query.page - 1) * query.pageSize;
  const end = start + query.pageSize;
  let totalItems = sorted.length;
  let page = sorted.slice(start, end);
  if (matches) {
    totalItems = 0;
    page = [];
    for (const entry of sorted) {
      if (!matches(entry)) continue;
      if (totalItems >= start && totalItems < end) page.push(entry);
      totalItems++;
    }
  }
  const totalPages = Math.ceil(totalItems / query.pageSize);
  return {
    items: page.map(({ summary }) => ({ ...summary, isFavourite: favouriteIds.has(summary.id) })),
    totalItems,
    currentPage: query.page,
    pageSize: query.pageSize,
    totalPages,
    hasNext: query.page < totalPages,
    hasPrevious: query.page > 1,
  };
};
