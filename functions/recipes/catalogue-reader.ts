import type { RecipeListParams, SortField } from '#shared/recipes/recipe-schemas';
import type { Catalogue } from '../data/catalogue';
import {
  type CatalogueEntry,
  type CatalogueOrder,
  cardOf,
  compareBy,
  entriesBy,
  orderOf,
  type PantryFilter,
  pageOf,
  toEntry,
} from './catalogue-query';
import { createShardCache, type IngredientNamesOf, shardCardsWithNames } from './catalogue-shards';
import { toSummary } from './recipe-views';

/** The caller's favourite recipe ids, or the read that brings them. */
type FavouriteIds = ReadonlySet<string> | Promise<ReadonlySet<string>>;

/**
 * The recipe catalogue as a warm function holds it: every card, cached per shard with the shard's
 * version (catalogue-shards.ts). Each request reads the one small versions item; only shards whose
 * version moved since the last request are queried again. Sorted orders are memoised until
 * anything changes, so a warm list request costs one GetItem and no sorting, however many recipes
 * there are.
 */
export const createCatalogueReader = (
  catalogue: Pick<Catalogue, 'versions' | 'shardCards'>,
  ingredientNamesOf: IngredientNamesOf,
) => {
  let sortedCache = new Map<string, CatalogueOrder>();
  const shards = createShardCache(catalogue, async (shard) =>
    (await shardCardsWithNames(catalogue, ingredientNamesOf, shard)).map(({ card, ingredientNames }) =>
      toEntry(toSummary(card), ingredientNames),
    ),
  );

  /** Brings the cache up to date with the table; returns every entry. */
  const refresh = async (): Promise<CatalogueEntry[]> => {
    const { all, changed } = await shards();
    if (changed) sortedCache = new Map();
    return all;
  };

  const sorted = (entries: CatalogueEntry[], sortBy: SortField, descending: boolean) => {
    const cacheKey = `${sortBy}:${descending}`;
    let order = sortedCache.get(cacheKey);
    if (!order) {
      order = orderOf([...entries].sort(compareBy(sortBy, descending)));
      sortedCache.set(cacheKey, order);
    }
    return order;
  };

  return {
    /**
     * `favourites` and the pantry filter may still be on their way: they are awaited beside the
     * catalogue's own read.
     */
    async list(
      query: RecipeListParams,
      favourites: FavouriteIds,
      pantry?: PantryFilter | Promise<PantryFilter | undefined>,
    ) {
      const [entries, favouriteIds, pantryFilter] = await Promise.all([refresh(), favourites, pantry]);
      return pageOf(sorted(entries, query.sortBy, query.sortDescending), query, favouriteIds, pantryFilter);
    },

    /** A user's own recipes, newest first, from the same cached catalogue. */
    async byCreator(userId: string, favourites: FavouriteIds) {
      const [entries, favouriteIds] = await Promise.all([refresh(), favourites]);
      return entriesBy(sorted(entries, 'CreatedAt', true), userId).map(cardOf(favouriteIds));
    },

    /** Every card, as of now (the planner chooses among all of them). */
    entries: () => refresh(),

    /** Every tag in use and on how many recipes, most used first (ties by name). */
    async tags() {
      const counts = new Map<string, { tag: string; count: number }>();
      for (const { summary } of await refresh()) {
        for (const tag of summary.tags) {
          const counted = counts.get(tag.toLowerCase());
          if (counted) counted.count += 1;
          else counts.set(tag.toLowerCase(), { tag, count: 1 });
        }
      }
      return [...counts.values()].sort((a, b) => b.count - a.count || a.tag.localeCompare(b.tag));
    },
  };
};

export type CatalogueReader = ReturnType<typeof createCatalogueReader>;
