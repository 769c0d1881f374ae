import type { RecipeListParams, RecipeSummary, SortField } from '#shared/recipes/recipe-schemas';
import { totalTime } from '#shared/recipes/recipe-times';

/** A card of the catalogue, with what search and sorting need precomputed once per load. */
export interface CatalogueEntry {
  summary: RecipeSummary;
  /** Lower-cased name and description, searched case-insensitively. */
  searchText: string;
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

export const toEntry = (summary: RecipeSummary): CatalogueEntry => ({
  summary,
  searchText: `${summary.name}\n${summary.description}`.toLowerCase(),
});

type ListFilters = Pick<RecipeListParams, 'searchTerm' | 'createdBy' | 'minRating' | 'maxTotalTime'>;

/** Whether an entry passes the search and every filter the query sets; null when none is set. */
const matcherOf = ({ searchTerm, createdBy, minRating, maxTotalTime }: ListFilters) => {
  const term = searchTerm.trim().toLowerCase();
  if (!term && createdBy === undefined && minRating === undefined && maxTotalTime === undefined) return null;
  return ({ summary, searchText }: CatalogueEntry): boolean => {
    if (term && !searchText.includes(term)) return false;
    if (createdBy !== undefined && summary.createdBy !== createdBy) return false;
    if (minRating !== undefined && summary.averageRating < minRating) return false;
    if (maxTotalTime !== undefined) {
      const total = totalTime(summary.prepTime, summary.cookTime);
      if (total === null || total > maxTotalTime) return false;
    }
    return true;
  };
};

/** Search, filter, page and shape one response from entries already sorted for the query. */
export const pageOf = (
  sorted: CatalogueEntry[],
  query: Pick<RecipeListParams, 'page' | 'pageSize'> & ListFilters,
) => {
  const matches = matcherOf(query);
  const shown = matches ? sorted.filter(matches) : sorted;
  const totalItems = shown.length;
  const totalPages = Math.ceil(totalItems / query.pageSize);
  const start = (query.page - 1) * query.pageSize;
  return {
    items: shown.slice(start, start + query.pageSize).map((entry) => entry.summary),
    totalItems,
    currentPage: query.page,
    pageSize: query.pageSize,
    totalPages,
    hasNext: query.page < totalPages,
    hasPrevious: query.page > 1,
  };
};
