import { missingNames, type PantryStock } from '#shared/pantry/coverage';
import type { RecipeListParams, RecipeSummary, SortField } from '#shared/recipes/recipe-schemas';
import { totalTime } from '#shared/recipes/recipe-times';
import { ingredientKey } from '#shared/shopping/merge';

/** A card of the catalogue, with what search and sorting need precomputed once per load. */
export interface CatalogueEntry {
  summary: RecipeSummary;
  /** Lower-cased name, description, tags and ingredient names, searched case-insensitively. */
  searchText: string;
  /** Lower-cased tags, for the tag filter. */
  tagKeys: string[];
  /** The ingredients' names as written, for what the pantry lacks ("Missing: cream, chives") and holds (the planner). */
  ingredientNames: readonly string[];
  /** Their ingredient keys, made the first time a pantry filter reads them (not on every load). */
  ingredientKeys?: string[];
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
  ingredientNames,
});

/**
 * The pantry filter of a list: only recipes missing at most `missingAtMost` ingredients (0: "Can
 * make now") from the stock, each card naming what it misses.
 */
export interface PantryFilter {
  stock: Pick<PantryStock, 'holdsKey'>;
  missingAtMost: number;
}

/**
 * What the pantry lacks of an entry, counted at most one past `stopAfter`. An entry without
 * ingredients (only a link to a page) says nothing of what it needs: it is never "can make".
 */
const missingOf = (
  entry: CatalogueEntry,
  stock: PantryFilter['stock'],
  keyOf: (name: string) => string,
  stopAfter?: number,
): string[] | null => {
  if (entry.ingredientNames.length === 0) return null;
  entry.ingredientKeys ??= entry.ingredientNames.map(keyOf);
  return missingNames(stock, entry.ingredientNames, entry.ingredientKeys, stopAfter);
};

/**
 * The ingredient key of a name, remembered: across 10,000 recipes the same few thousand names
 * ("onion", "salt") come back again and again, and the first pantry filter after a load keys them all.
 */
const rememberedKeys = new Map<string, string>();
const rememberedKeyOf = (name: string): string => {
  let key = rememberedKeys.get(name);
  if (key === undefined) {
    key = ingredientKey(name);
    // Bounded: a catalogue of strange names cannot grow it without end.
    if (rememberedKeys.size >= 50_000) rememberedKeys.clear();
    rememberedKeys.set(name, key);
  }
  return key;
};

type ListFilters = Pick<
  RecipeListParams,
  'searchTerm' | 'createdBy' | 'minRating' | 'maxTotalTime' | 'tag' | 'favourites'
>;

/**
 * One text per entry, all in one string in the order's order: a search is a few `indexOf` calls
 * over contiguous memory instead of a visit to 10,000 objects strewn over the heap, which costs
 * several times more in cache misses alone.
 */
interface TextColumn {
  text: string;
  /** Where each entry's text starts in `text`; one more at the end. Texts are parted by a NUL. */
  starts: Int32Array;
}

const columnOf = (entries: CatalogueEntry[], textOf: (entry: CatalogueEntry) => string): TextColumn => {
  const starts = new Int32Array(entries.length + 1);
  const texts = entries.map(textOf);
  let at = 0;
  texts.forEach((text, index) => {
    starts[index] = at;
    at += text.length + 1;
  });
  starts[entries.length] = at;
  return { text: texts.join('\0'), starts };
};

/** Which entries' texts hold the needle: only a hit inside one entry's text counts. */
const entriesHolding = ({ text, starts }: TextColumn, needle: string): Uint8Array => {
  const found = new Uint8Array(starts.length - 1);
  let entry = 0;
  for (let at = text.indexOf(needle); at !== -1; ) {
    while ((starts[entry + 1] ?? 0) <= at) entry++;
    const next = starts[entry + 1] ?? 0;
    if (at + needle.length < next) {
      found[entry] = 1;
      at = text.indexOf(needle, next);
    } else at = text.indexOf(needle, at + 1);
  }
  return found;
};

/**
 * The catalogue in one sort order, with what its filters read laid out for them. Each layout is
 * made the first time a filter needs it: after a write, the next plain list pays only the sort.
 */
export interface CatalogueOrder {
  entries: CatalogueEntry[];
  searchText: () => TextColumn;
  /** Each entry's tags, a line each ("\ntag\ntag\n"): a tag is found whole by its line. */
  tagLines: () => TextColumn;
  /** Each entry's creator as a line, found whole the same way. */
  creatorLines: () => TextColumn;
  /** Each entry's place in the order, by recipe id. */
  positions: () => Map<string, number>;
}

const asLines = (values: string[]) => `\n${values.join('\n')}\n`;

const once = <T>(make: () => T): (() => T) => {
  let made: T | undefined;
  return () => {
    made ??= make();
    return made;
  };
};

export const orderOf = (entries: CatalogueEntry[]): CatalogueOrder => ({
  entries,
  searchText: once(() => columnOf(entries, (entry) => entry.searchText)),
  tagLines: once(() => columnOf(entries, (entry) => asLines(entry.tagKeys))),
  creatorLines: once(() => columnOf(entries, (entry) => asLines([entry.summary.createdBy]))),
  positions: once(() => new Map(entries.map((entry, index) => [entry.summary.id, index]))),
});

/** The entries with these recipe ids, as a mask over the order. */
const entriesWithIds = ({ entries, positions }: CatalogueOrder, ids: ReadonlySet<string>): Uint8Array => {
  const found = new Uint8Array(entries.length);
  const places = positions();
  for (const id of ids) {
    const at = places.get(id);
    if (at !== undefined) found[at] = 1;
  }
  return found;
};

const inEvery = (masks: Uint8Array[], index: number) => masks.every((mask) => mask[index] === 1);

/** One creator's entries, in the order's order. */
export const entriesBy = (order: CatalogueOrder, userId: string): CatalogueEntry[] => {
  const mine = entriesHolding(order.creatorLines(), asLines([userId]));
  return order.entries.filter((_, index) => mine[index] === 1);
};

/**
 * The entries that pass the search and every filter the query sets, as a mask over the order's
 * entries; null when none is set. Search, tag, creator and favourites are read from the order's
 * columns; only the entries they leave are visited for rating and time. `favouriteIds` are the
 * caller's favourites.
 */
const matchesOf = (
  order: CatalogueOrder,
  { searchTerm, createdBy, minRating, maxTotalTime, tag, favourites }: ListFilters,
  favouriteIds: ReadonlySet<string>,
  pantry?: PantryFilter,
): Uint8Array | null => {
  const term = searchTerm.trim().toLowerCase();
  const masks: Uint8Array[] = [];
  if (term) masks.push(entriesHolding(order.searchText(), term));
  if (tag !== undefined) masks.push(entriesHolding(order.tagLines(), asLines([tag.toLowerCase()])));
  if (createdBy !== undefined) masks.push(entriesHolding(order.creatorLines(), asLines([createdBy])));
  if (favourites) masks.push(entriesWithIds(order, favouriteIds));
  const byCard = minRating !== undefined || maxTotalTime !== undefined || pantry !== undefined;
  if (masks.length === 0 && !byCard) return null;
  const cardPasses = (entry: CatalogueEntry) => {
    const { averageRating, prepTime, cookTime } = entry.summary;
    const total = totalTime(prepTime, cookTime);
    if (minRating !== undefined && averageRating < minRating) return false;
    if (maxTotalTime !== undefined && (total === null || total > maxTotalTime)) return false;
    if (!pantry) return true;
    // Last: it is the dearest test, so only entries every other filter kept are read for it.
    const missing = missingOf(entry, pantry.stock, rememberedKeyOf, pantry.missingAtMost);
    return missing !== null && missing.length <= pantry.missingAtMost;
  };
  const matches = new Uint8Array(order.entries.length);
  for (let index = 0; index < matches.length; index++) {
    if (!inEvery(masks, index)) continue;
    const entry = order.entries[index];
    if (entry && (!byCard || cardPasses(entry))) matches[index] = 1;
  }
  return matches;
};

/** An entry as the caller's card: marked as their favourite or not. */
export const cardOf =
  (favouriteIds: ReadonlySet<string>) =>
  ({ summary }: CatalogueEntry) => ({ ...summary, isFavourite: favouriteIds.has(summary.id) });

/**
 * Search, filter, page and shape one response from the catalogue in the query's order, each card
 * marked as the caller's favourite or not (and, with a pantry filter, naming what it misses).
 * Matches are counted, and only the page's own kept.
 */
export const pageOf = (
  order: CatalogueOrder,
  query: Pick<RecipeListParams, 'page' | 'pageSize'> & ListFilters,
  favouriteIds: ReadonlySet<string> = new Set(),
  pantry?: PantryFilter,
) => {
  const { entries } = order;
  const matches = matchesOf(order, query, favouriteIds, pantry);
  const start = (query.page - 1) * query.pageSize;
  const end = start + query.pageSize;
  let totalItems = entries.length;
  let page = entries.slice(start, end);
  if (matches) {
    totalItems = 0;
    page = [];
    matches.forEach((matched, index) => {
      if (!matched) return;
      const entry = entries[index];
      if (entry && totalItems >= start && totalItems < end) page.push(entry);
      totalItems++;
    });
  }
  const totalPages = Math.ceil(totalItems / query.pageSize);
  const card = cardOf(favouriteIds);
  return {
    items: page.map((entry) =>
      pantry
        ? { ...card(entry), missing: missingOf(entry, pantry.stock, rememberedKeyOf) ?? [] }
        : card(entry),
    ),
    totalItems,
    currentPage: query.page,
    pageSize: query.pageSize,
    totalPages,
    hasNext: query.page < totalPages,
    hasPrevious: query.page > 1,
  };
};
