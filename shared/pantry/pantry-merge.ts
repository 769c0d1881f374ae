import { mergeIntoList, mergeKey, type NewLine } from '../shopping/merge';
import { factorOf, measure, present } from '../shopping/units';

/**
 * How amounts join and leave a pantry, as pure functions (the server writes what these answer; the
 * Done cooking dialog shows the same answer before it is sent). An item and a line are the same
 * ingredient as on the shopping list (shared/shopping/merge.ts `mergeKey`: case, plurals,
 * convertible units); a pantry has no ticked items, so every item can take more.
 */
export interface PantryLine {
  id: string;
  name: string;
  amount: number | null;
  unit: string | null;
  bestBefore: string | null;
}

export interface Stocked {
  name: string;
  amount: number | null;
  unit: string | null;
  bestBefore?: string | null;
}

export interface Used {
  name: string;
  amount: number | null;
  unit: string | null;
}

export interface PantryChanges<T extends PantryLine> {
  updated: T[];
  added: (NewLine & { bestBefore: string | null })[];
  removed: T[];
}

/** The sooner of two best-before dates (the one to watch); either may be absent. */
const sooner = (a: string | null | undefined, b: string | null | undefined) =>
  a && b ? (a < b ? a : b) : (a ?? b ?? null);

/**
 * Adds to a pantry: each line joins the first item that is the same ingredient (amounts summed and
 * shown in a sensible unit, the sooner best-before date kept) or becomes a new item.
 */
export const mergeIntoPantry = <T extends PantryLine>(items: T[], additions: Stocked[]): PantryChanges<T> => {
  const lines = items.map((item) => ({ ...item, isChecked: false }));
  const merged = mergeIntoList(
    lines,
    additions.map((addition) => ({ ...addition, recipeId: null })),
  );
  const dates = new Map<string, string | null>();
  for (const addition of additions) {
    const key = mergeKey(addition);
    dates.set(key, sooner(dates.get(key), addition.bestBefore));
  }
  const byId = new Map(merged.updated.map((line) => [line.id, line]));
  // Only the first item of an ingredient takes the additions (as mergeIntoList chose it): one pass.
  const firstOfKey = new Map<string, T>();
  const keys = items.map((item) => {
    const key = mergeKey(item);
    if (!firstOfKey.has(key)) firstOfKey.set(key, item);
    return key;
  });
  const updated = items.flatMap((item, index) => {
    const after = byId.get(item.id);
    const key = keys[index] as string;
    const isTarget = firstOfKey.get(key) === item;
    const bestBefore = isTarget && dates.has(key) ? sooner(item.bestBefore, dates.get(key)) : item.bestBefore;
    if (!after && bestBefore === item.bestBefore) return [];
    return [{ ...item, amount: after?.amount ?? item.amount, unit: after?.unit ?? item.unit, bestBefore }];
  });
  const added = merged.added.map((line) => ({ ...line, bestBefore: dates.get(mergeKey(line)) ?? null }));
  return { updated, added, removed: [] };
};

/** The pantry item a line would take from: the first that is the same ingredient in a convertible unit. */
export const pantryItemFor = <T extends PantryLine>(items: readonly T[], line: Used): T | undefined => {
  const key = mergeKey(line);
  return items.find((item) => mergeKey(item) === key);
};

/** Less than what the item's unit can show (0.005 of it): nothing is left. */
const isNothing = (base: number, unit: string | null) => base / factorOf(unit) < 0.005;

/**
 * Takes amounts out of a pantry: each line from its item (`pantryItemFor`), never below zero. An
 * item used up is removed, and so is an item without an amount that a line without one uses (it
 * was not measured: using it is using it up). Lines the pantry does not hold change nothing.
 */
export const takeOutOfPantry = <T extends PantryLine>(items: T[], uses: Used[]): PantryChanges<T> => {
  const working = new Map<string, T>();
  const removed = new Set<string>();
  for (const use of uses) {
    const item = pantryItemFor(
      items.filter((candidate) => !removed.has(candidate.id)),
      use,
    );
    if (!item) continue;
    const current = working.get(item.id) ?? item;
    const own = measure(current.amount, current.unit);
    const used = measure(use.amount, use.unit).base;
    if (own.base === null || used === null || own.dimension === 'none') {
      removed.add(item.id);
      continue;
    }
    const left = own.base - used;
    if (left <= 0 || isNothing(left, current.unit)) {
      removed.add(item.id);
      continue;
    }
    working.set(item.id, { ...current, ...present(own.dimension, left, [current.unit]) });
  }
  return {
    updated: items
      .filter((item) => working.has(item.id) && !removed.has(item.id))
      .map((item) => working.get(item.id) as T),
    added: [],
    removed: items.filter((item) => removed.has(item.id)),
  };
};
