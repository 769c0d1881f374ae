import { ingredientKey } from '../shopping/merge';
import { type Dimension, factorOf, measure } from '../shopping/units';

/**
 * What the pantry already holds of a recipe's ingredients (issue 27, points 4 and 5), as pure
 * functions: the shopping list leaves out what is covered and adds only the shortfall; the recipe
 * list names what is missing.
 *
 * An ingredient is the pantry's item when they are the same ingredient the way the shopping list
 * merges (merge.ts: case, spaces, the plurals of common foods) and, to count an amount, measure the
 * same thing (mass, volume, a count, the same unknown unit). A name on "Always have" is always
 * there; a pantry item without an amount ("some rice") covers any amount; an ingredient without an
 * amount ("salt to taste") is covered by any item of its name.
 */

export interface AmountLine {
  name: string;
  amount: number | null;
  unit: string | null;
}

export type Coverage =
  | { status: 'covered' }
  /** Part is at home: `amount` is what is still needed, in the ingredient's own unit. */
  | { status: 'shortfall'; amount: number }
  | { status: 'missing' };

interface Held {
  /** An item of this name has no amount: any amount of it is at home. */
  unmeasured: boolean;
  /** What the items of this name hold, in base units, by what they measure. */
  byDimension: Map<Dimension, number>;
}

export interface PantryStock {
  /** Whether the pantry or "Always have" has an item with this ingredient key (any amount). */
  holdsKey: (key: string) => boolean;
  /** What the pantry holds per ingredient key (always-have names are not in it). */
  held: ReadonlyMap<string, Held>;
  alwaysHave: ReadonlySet<string>;
}

/** The pantry's lines and "Always have" names read once into maps: each question is then a lookup. */
export const pantryStock = (pantry: readonly AmountLine[], alwaysHave: readonly string[]): PantryStock => {
  const held = new Map<string, Held>();
  for (const line of pantry) {
    const key = ingredientKey(line.name);
    const entry = held.get(key) ?? { unmeasured: false, byDimension: new Map<Dimension, number>() };
    held.set(key, entry);
    const { dimension, base } = measure(line.amount, line.unit);
    if (base === null) entry.unmeasured = true;
    else entry.byDimension.set(dimension, (entry.byDimension.get(dimension) ?? 0) + base);
  }
  const always = new Set(alwaysHave.map(ingredientKey));
  return { held, alwaysHave: always, holdsKey: (key) => always.has(key) || held.has(key) };
};

/** Rounding of sums in base units must not turn "exactly enough" into a shortfall. */
const enough = (have: number, need: number) => have >= need - Math.max(1e-9, need * 1e-9);

/**
 * Each ingredient's coverage, in order. The pantry is used up as it goes: a recipe (or a week)
 * that needs butter twice gets what is at home once, and the second line only what is left.
 */
export const coverIngredients = (stock: PantryStock, ingredients: readonly AmountLine[]): Coverage[] => {
  /** What earlier ingredients took, by `key|dimension`, in base units. */
  const used = new Map<string, number>();
  return ingredients.map((ingredient): Coverage => {
    const key = ingredientKey(ingredient.name);
    if (stock.alwaysHave.has(key)) return { status: 'covered' };
    const held = stock.held.get(key);
    if (!held) return { status: 'missing' };
    const { dimension, base: need } = measure(ingredient.amount, ingredient.unit);
    if (need === null || held.unmeasured) return { status: 'covered' };
    const slot = `${key}|${dimension}`;
    const have = (held.byDimension.get(dimension) ?? 0) - (used.get(slot) ?? 0);
    if (have <= 0) return { status: 'missing' };
    used.set(slot, (used.get(slot) ?? 0) + Math.min(have, need));
    if (enough(have, need)) return { status: 'covered' };
    return { status: 'shortfall', amount: (need - have) / factorOf(ingredient.unit) };
  });
};

/**
 * The ingredients still to buy: those the pantry lacks whole, and the shortfall of those it holds
 * only in part; and those it holds in full (left out), with how many ingredients they are.
 */
export const toBuy = <T extends AmountLine>(
  stock: PantryStock,
  ingredients: readonly T[],
): { needed: T[]; leftOut: T[]; leftOutCount: number } => {
  const coverage = coverIngredients(stock, ingredients);
  const needed: T[] = [];
  const neededKeys = new Set<string>();
  const covered: { ingredient: T; key: string }[] = [];
  ingredients.forEach((ingredient, index) => {
    const answer = coverage[index];
    const key = ingredientKey(ingredient.name);
    if (answer?.status === 'covered') {
      covered.push({ ingredient, key });
      return;
    }
    neededKeys.add(key);
    needed.push(answer?.status === 'shortfall' ? { ...ingredient, amount: answer.amount } : ingredient);
  });
  // An ingredient partly bought is not "already in your pantry": only those needing nothing count.
  const leftOut = covered.filter(({ key }) => !neededKeys.has(key));
  return {
    needed,
    leftOut: leftOut.map(({ ingredient }) => ingredient),
    leftOutCount: new Set(leftOut.map(({ key }) => key)).size,
  };
};

/**
 * The names of the ingredients neither the pantry nor "Always have" holds (by name, whatever the
 * amount), each ingredient once as first written. `keys` are the names' ingredient keys when the
 * caller keeps them; past `stopAfter` names it stops counting (the list filter needs no more).
 */
export const missingNames = (
  stock: Pick<PantryStock, 'holdsKey'>,
  names: readonly string[],
  keys: readonly string[] = names.map(ingredientKey),
  stopAfter = Number.POSITIVE_INFINITY,
): string[] => {
  const missing: string[] = [];
  // Few are missing, and a list of 10,000 recipes asks this of each: a short array, no Set.
  const missingKeys: string[] = [];
  for (let index = 0; index < names.length && missing.length <= stopAfter; index++) {
    const key = keys[index] ?? '';
    if (missingKeys.includes(key) || stock.holdsKey(key)) continue;
    missingKeys.push(key);
    missing.push((names[index] ?? '').trim());
  }
  return missing;
};
