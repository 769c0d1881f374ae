import { singularFood } from './food-words';
import { type Dimension, factorOf, measure, present } from './units';

/**
 * How ingredients join a shopping list, as pure functions: the service reads the list, asks these
 * what to change, and writes the answer.
 *
 * Two lines are the same ingredient when their names match after trimming, collapsing spaces and
 * lower-casing, and with the plurals of common foods in other languages as their singular
 * (food-words.ts: "Zwiebeln" is "Zwiebel"), and their amounts measure the same thing (mass, volume, a count, the same unknown
 * unit, or both no amount at all). Only unchecked lines are merged into: a checked line is bought.
 */

/** What one generation (an owner's week, keyed by its Monday) put into a line, in base units. */
export interface Contribution {
  base: number;
  dimension: Dimension;
}

export type Generated = Record<string, Contribution>;

export interface MergeableLine {
  name: string;
  amount: number | null;
  unit: string | null;
  isChecked: boolean;
  generated?: Generated;
}

export interface Addition {
  name: string;
  amount: number | null;
  unit: string | null;
  recipeId: string | null;
}

export interface NewLine {
  name: string;
  amount: number | null;
  unit: string | null;
  recipeId: string | null;
  generated?: Generated;
}

export interface ListChanges<T> {
  /** Existing lines with a new amount, unit or bookkeeping (copies; the originals are untouched). */
  updated: T[];
  added: NewLine[];
  removed: T[];
}

export const nameKey = (name: string): string => name.trim().replace(/\s+/g, ' ').toLowerCase();

/**
 * The name as the same ingredient: its nameKey with a food of food-words.ts in the singular, the
 * whole name ("pommes de terre") or word by word ("rote Zwiebeln" is "rote zwiebel").
 */
export const ingredientKey = (name: string): string => {
  const key = nameKey(name);
  const whole = singularFood(key);
  return whole !== key ? whole : key.split(' ').map(singularFood).join(' ');
};

/** Lines with the same merge key are the same ingredient in compatible units. */
export const mergeKey = (line: Pick<MergeableLine, 'name' | 'amount' | 'unit'>): string =>
  `${ingredientKey(line.name)}|${measure(line.amount, line.unit).dimension}`;

interface Group {
  key: string;
  name: string;
  recipeId: string | null;
  dimension: Dimension;
  base: number | null;
  units: (string | null)[];
}

/** Adds up the additions that are the same ingredient; the first one names the group. */
const groupAdditions = (additions: Addition[]): Group[] => {
  const groups = new Map<string, Group>();
  for (const addition of additions) {
    const key = mergeKey(addition);
    const { dimension, base } = measure(addition.amount, addition.unit);
    const group = groups.get(key);
    if (group) {
      group.base = group.base === null || base === null ? null : group.base + base;
      group.units.push(addition.unit);
    } else {
      groups.set(key, {
        key,
        name: addition.name.trim().replace(/\s+/g, ' '),
        recipeId: addition.recipeId,
        dimension,
        base,
        units: [addition.unit],
      });
    }
  }
  return [...groups.values()];
};

/** An amount in base units, shown as amount and unit; none for lines without an amount. */
const shown = (dimension: Dimension, base: number | null, units: (string | null)[]) =>
  dimension === 'none' || base === null
    ? { amount: null, unit: units.find((unit) => unit) ?? null }
    : present(dimension, base, units);

const sameParts = (a: Generated = {}, b: Generated = {}) =>
  Object.keys(a).length === Object.keys(b).length &&
  Object.entries(a).every(
    ([week, part]) => b[week]?.base === part.base && b[week]?.dimension === part.dimension,
  );

const changed = <T extends MergeableLine>(before: T, after: T) =>
  before.amount !== after.amount ||
  before.unit !== after.unit ||
  !sameParts(before.generated, after.generated);

/** The list's lines that changed, keeping the order of the list. */
const changesOf = <T extends MergeableLine>(
  lines: T[],
  working: Map<T, T>,
  added: NewLine[],
  removed = new Set<T>(),
): ListChanges<T> => ({
  updated: lines.flatMap((line) => {
    const after = working.get(line);
    return after && !removed.has(line) && changed(line, after) ? [after] : [];
  }),
  added,
  removed: lines.filter((line) => removed.has(line)),
});

/**
 * Adds ingredients to a list: each joins the first unchecked line that is the same ingredient
 * (its amount summed and shown in a sensible unit), or becomes a new line.
 */
export const mergeIntoList = <T extends MergeableLine>(lines: T[], additions: Addition[]): ListChanges<T> => {
  const working = new Map<T, T>();
  const added: NewLine[] = [];
  for (const group of groupAdditions(additions)) {
    const target = lines.find((line) => !line.isChecked && mergeKey(line) === group.key);
    if (!target) {
      added.push({
        name: group.name,
        recipeId: group.recipeId,
        ...shown(group.dimension, group.base, group.units),
      });
      continue;
    }
    const current = working.get(target) ?? target;
    const own = measure(current.amount, current.unit).base;
    const base = own === null || group.base === null ? null : own + group.base;
    working.set(target, { ...current, ...shown(group.dimension, base, [current.unit, ...group.units]) });
  }
  return changesOf(lines, working, added);
};

/** Less than what the line's unit can show (0.005 of it): nothing is left. */
const isNothing = (base: number, unit: string | null) => base / factorOf(unit) < 0.005;

/**
 * Adds a week's planned ingredients to a list again, replacing what the last run for that week
 * added rather than adding it twice. Each line records, per week, what generation put into it:
 *
 * - unchecked lines give back their part for this week; the new parts then go to the line that
 *   held the old part (or any unchecked line of that ingredient, or a new line). A line left with
 *   nothing (it held only generated parts that are no longer planned) is removed. A line whose
 *   amount the user changed keeps the change as a difference.
 * - checked lines were bought: their part counts as already on the list and stays as it is, so
 *   only what the plan needs beyond it is added.
 *
 * Running it again on an unchanged plan changes nothing.
 */
export const regenerateWeek = <T extends MergeableLine>(
  lines: T[],
  week: string,
  ingredients: Addition[],
): ListChanges<T> => {
  const working = new Map<T, T>();
  /** What unchecked lines hold once this week's part is given back (may be below zero after an edit). */
  const left = new Map<T, number>();
  const bought = new Map<string, number>();
  const holders = new Map<string, T>();
  /** Unchecked lines that held an amount-less ingredient for this week, by merge key. */
  const presentFor = new Map<string, T>();
  for (const line of lines) {
    const part = line.generated?.[week];
    if (!part) continue;
    const key = `${ingredientKey(line.name)}|${part.dimension}`;
    if (line.isChecked) {
      bought.set(key, (bought.get(key) ?? 0) + part.base);
      continue;
    }
    const { [week]: _given, ...rest } = line.generated ?? {};
    working.set(line, { ...line, generated: rest });
    if (part.dimension === 'none') presentFor.set(key, line);
    const own = measure(line.amount, line.unit);
    // A line measured differently since keeps its amount; only the record goes.
    if (own.dimension !== part.dimension || own.base === null) continue;
    left.set(line, own.base - part.base);
    if (!holders.has(key)) holders.set(key, line);
  }

  const added: NewLine[] = [];
  for (const group of groupAdditions(ingredients)) {
    if (group.dimension === 'none') {
      // "Salt to taste" has no amount to add up: the week needs the line to be there, once.
      if (bought.has(group.key)) continue;
      const part = { [week]: { base: 0, dimension: group.dimension } };
      const target =
        presentFor.get(group.key) ?? lines.find((line) => !line.isChecked && mergeKey(line) === group.key);
      presentFor.delete(group.key);
      if (!target) {
        added.push({
          name: group.name,
          recipeId: group.recipeId,
          ...shown('none', null, group.units),
          generated: part,
        });
        continue;
      }
      const current = working.get(target) ?? target;
      working.set(target, { ...current, generated: { ...current.generated, ...part } });
      continue;
    }
    const needed = (group.base ?? 0) - (bought.get(group.key) ?? 0);
    if (needed <= 1e-9) continue;
    const part = { [week]: { base: needed, dimension: group.dimension } };
    const target =
      holders.get(group.key) ?? lines.find((line) => !line.isChecked && mergeKey(line) === group.key);
    if (!target) {
      added.push({
        name: group.name,
        recipeId: group.recipeId,
        ...shown(group.dimension, needed, group.units),
        generated: part,
      });
      continue;
    }
    const current = working.get(target) ?? target;
    const own = left.get(target) ?? measure(current.amount, current.unit).base ?? 0;
    left.delete(target);
    working.set(target, {
      ...current,
      ...shown(group.dimension, own + needed, [current.unit, ...group.units]),
      generated: { ...current.generated, ...part },
    });
  }

  // Lines that gave their part back and got nothing new: what is left, or gone if nothing is.
  const removed = new Set<T>();
  for (const line of presentFor.values()) {
    if (Object.keys(working.get(line)?.generated ?? {}).length === 0) removed.add(line);
  }
  for (const [line, base] of left) {
    if (isNothing(base, line.unit)) removed.add(line);
    else {
      const current = working.get(line) ?? line;
      working.set(line, {
        ...current,
        ...shown(measure(line.amount, line.unit).dimension, base, [line.unit]),
      });
    }
  }
  return changesOf(lines, working, added, removed);
};
