import type { MealSlot } from '#shared/meal-plans/plan-rules';
import { dayNumber, type Weekday, weekdayOf } from '#shared/meal-plans/weekdays';

/** A recipe as the planner weighs it. */
export interface PlannerRecipe {
  id: string;
  /** Lower-cased tags. */
  tagKeys: readonly string[];
  /** Prep plus cook minutes; null when the recipe gives neither (it fits no time limit). */
  totalTime: number | null;
  /** How strongly the preferences favour it: 1 for none, more for favourites, ratings, pantry use. */
  weight: number;
}

/** The rules one plan keeps, as the planner reads them (tags lower-cased, 0 days: no such rule). */
export interface WeekRules {
  tagLimits: readonly { tag: string; min?: number | undefined; max?: number | undefined }[];
  noRepeatDays: number;
  maxTotalTime: Partial<Record<Weekday, number>>;
}

export interface Meal {
  date: string;
  slot: MealSlot;
  recipeId: string;
}

export interface WeekToPlan {
  /** The (date, meal) pairs to fill. */
  open: readonly { date: string; slot: MealSlot }[];
  /** Meals of the week that stay (planned days, the kept part of a proposal): they count for the rules. */
  kept: readonly Meal[];
  /** Meals of other weeks near this one: only the no-repeat rule reads them. */
  nearby: readonly { date: string; recipeId: string }[];
  /** A meal being replaced ("Suggest another"): that recipe is not proposed for that pair again. */
  replacing?: Meal | undefined;
}

/** A rule the proposal could not keep. */
export type UnmetRule =
  | { rule: 'tagMin'; tag: string; min: number }
  | { rule: 'tagMax'; tag: string; max: number }
  | { rule: 'noRepeatDays'; days: number }
  | { rule: 'maxTotalTime'; weekday: Weekday; minutes: number }
  | { rule: 'noRecipes' };

export interface WeekProposal {
  days: Meal[];
  unmet: UnmetRule[];
}

/**
 * Search steps per attempt. Recipes that look alike to the rules (same limited tags, same time
 * class) are tried once per pair, so a week of 28 pairs needs few steps; the cap bounds the time
 * when the rules cannot be met.
 */
const searchSteps = 4_000;
/**
 * ...and the work they may do, in units: a pair entered, a kind of recipe or a recipe looked at, a
 * candidate sorted. With 20 tag limits a catalogue can hold thousands of kinds, and one step then
 * reads them all: 4,000 steps over 10,000 kinds took a second of CPU, this cap a tenth of that.
 */
const searchWork = 1_500_000;
/** Recipes of one kind tried per pair: a second one helps when the first is blocked elsewhere. */
const triesPerKind = 2;

/** A recipe as the search handles it. */
interface Choice {
  id: string;
  /** Which of the tag limits' tags it has, a bit each. */
  mask: number;
  /** How many of the week's time limits are shorter than it takes (all of them: no time given). */
  timeClass: number;
  /** Its place in this draw's weighted random order: higher first. */
  key: number;
}

interface Slot {
  date: string;
  day: number;
  slot: MealSlot;
  /** The day's time limit, or undefined. */
  limit: number | undefined;
}

/**
 * Proposes recipes for the open pairs of a week under the rules. Tag maxima, the no-repeat window
 * and the time limits are never broken: a pair no recipe fits stays empty. Tag minima are met when
 * any assignment meets them (a bounded depth-first search over kinds of recipes); otherwise the
 * pairs are filled greedily towards them. Every rule not kept is named in `unmet`. Preferences are
 * weights of a weighted random order (`random` in [0, 1)), so each call may draw another week.
 */
export const planWeek = (
  recipes: readonly PlannerRecipe[],
  rules: WeekRules,
  week: WeekToPlan,
  random: () => number,
): WeekProposal => {
  if (recipes.length === 0) return { days: [], unmet: week.open.length > 0 ? [{ rule: 'noRecipes' }] : [] };
  const limits = rules.tagLimits.map((limit) => ({ ...limit, tag: limit.tag.toLowerCase() }));
  const thresholds = [...new Set(Object.values(rules.maxTotalTime))].sort((a, b) => a - b);

  // Each recipe's kind: the limited tags it has (bits) and how many time limits are too short for it.
  const choices: Choice[] = recipes.map((recipe) => ({
    id: recipe.id,
    mask: limits.reduce(
      (mask, limit, bit) => (recipe.tagKeys.includes(limit.tag) ? mask | (1 << bit) : mask),
      0,
    ),
    timeClass:
      recipe.totalTime === null
        ? thresholds.length
        : thresholds.filter((limit) => limit < (recipe.totalTime as number)).length,
    // Efraimidis–Spirakis: ordering by random^(1/weight) draws without replacement by weight.
    key: Math.log(random() || Number.MIN_VALUE) / Math.max(recipe.weight, 1e-6),
  }));
  const byId = new Map(choices.map((choice) => [choice.id, choice]));
  const fitsLimit = (choice: Choice, limit: number | undefined) =>
    limit === undefined || (thresholds[choice.timeClass] ?? Infinity) <= limit;
  const byKey = (a: Choice, b: Choice) => b.key - a.key;
  const kinds = new Map<number, Choice[]>();
  for (const choice of choices) {
    const kind = choice.mask * (thresholds.length + 1) + choice.timeClass;
    const members = kinds.get(kind);
    if (members) members.push(choice);
    else kinds.set(kind, [choice]);
  }
  const kindLists = [...kinds.values()].map((members) => members.sort(byKey));

  // Where each recipe is eaten (day numbers), for the no-repeat window; the counts of limited tags.
  const eaten = new Map<string, number[]>();
  const markEaten = (recipeId: string, day: number) => {
    const days = eaten.get(recipeId);
    if (days) days.push(day);
    else eaten.set(recipeId, [day]);
  };
  for (const meal of [...week.nearby, ...week.kept]) markEaten(meal.recipeId, dayNumber(meal.date));
  const counts = limits.map(() => 0);
  const has = (mask: number, bit: number) => (mask & (1 << bit)) !== 0;
  const addCounts = (mask: number, delta: number) => {
    limits.forEach((_, bit) => {
      if (has(mask, bit)) counts[bit] = (counts[bit] ?? 0) + delta;
    });
  };
  const countOf = (bit: number) => counts[bit] ?? 0;
  for (const meal of week.kept) addCounts(byId.get(meal.recipeId)?.mask ?? 0, 1);
  const proposed = new Set<string>();

  const slots: Slot[] = week.open
    .map(({ date, slot }) => ({
      date,
      day: dayNumber(date),
      slot,
      limit: rules.maxTotalTime[weekdayOf(date)],
    }))
    // The most constrained pairs first: the shorter the time limit, the fewer recipes fit.
    .sort((a, b) => (a.limit ?? Infinity) - (b.limit ?? Infinity) || a.day - b.day);

  const repeatsNearby = (recipeId: string, day: number) =>
    rules.noRepeatDays > 0 &&
    (eaten.get(recipeId) ?? []).some((other) => Math.abs(other - day) < rules.noRepeatDays);
  const atMax = (bit: number) => {
    const max = limits[bit]?.max;
    return max !== undefined && countOf(bit) >= max;
  };
  const roomForTags = (mask: number) => limits.every((_, bit) => !has(mask, bit) || !atMax(bit));
  const isReplaced = (slot: Slot, recipeId: string) =>
    week.replacing?.recipeId === recipeId &&
    week.replacing.date === slot.date &&
    week.replacing.slot === slot.slot;

  /** The work left to the search under way (searchWork); what else calls candidatesFor is bounded by its pairs. */
  let workLeft = 0;

  /**
   * The recipes that may fill the pair now, a few of each kind, best key first. A recipe already
   * proposed this week comes only when its kind has no other (no-repeat off: variety still wins).
   */
  const candidatesFor = (slot: Slot): Choice[] => {
    const found: Choice[] = [];
    let work = kindLists.length;
    for (const members of kindLists) {
      const [first] = members;
      if (!first || !fitsLimit(first, slot.limit) || !roomForTags(first.mask)) continue;
      const fresh: Choice[] = [];
      let again: Choice | undefined;
      for (const choice of members) {
        work += 1;
        if (repeatsNearby(choice.id, slot.day) || isReplaced(slot, choice.id)) continue;
        if (!proposed.has(choice.id)) fresh.push(choice);
        else again ??= choice;
        if (fresh.length === triesPerKind) break;
      }
      found.push(...(fresh.length > 0 ? fresh : again ? [again] : []));
    }
    workLeft -= work + found.length * Math.ceil(Math.log2(found.length + 1));
    return found.sort(byKey);
  };

  const chosen: (Choice | undefined)[] = slots.map(() => undefined);
  const place = (position: number, slot: Slot, choice: Choice) => {
    chosen[position] = choice;
    markEaten(choice.id, slot.day);
    addCounts(choice.mask, 1);
    proposed.add(choice.id);
  };
  const unplace = (position: number, slot: Slot, choice: Choice) => {
    chosen[position] = undefined;
    const days = eaten.get(choice.id) ?? [];
    days.splice(days.lastIndexOf(slot.day), 1);
    addCounts(choice.mask, -1);
    if (!chosen.includes(choice)) proposed.delete(choice.id);
  };
  const minimaReachable = (pairsLeft: number) =>
    limits.every((limit, bit) => limit.min === undefined || countOf(bit) + pairsLeft >= limit.min);

  /**
   * Depth-first over the pairs. With `leaveEmpty`, a pair no recipe fits is left empty rather than
   * failing the search (the time limit or window leaves it nothing whatever else is chosen).
   */
  const search = (leaveEmpty: boolean) => {
    workLeft = searchWork;
    let steps = searchSteps;
    const fill = (position: number): boolean => {
      const slot = slots[position];
      if (!slot) return minimaReachable(0);
      workLeft -= 1 + limits.length;
      if (--steps < 0 || workLeft < 0 || !minimaReachable(slots.length - position)) return false;
      const candidates = candidatesFor(slot);
      if (candidates.length === 0) return leaveEmpty && fill(position + 1);
      for (const choice of candidates) {
        place(position, slot, choice);
        if (fill(position + 1)) return true;
        unplace(position, slot, choice);
        if (steps < 0 || workLeft < 0) return false;
      }
      return false;
    };
    return fill(0);
  };

  /** Pair by pair: a recipe towards an unmet minimum if one fits, else the best by weight. */
  const fillGreedily = () => {
    slots.forEach((slot, position) => {
      const candidates = candidatesFor(slot);
      const helps = (choice: Choice) =>
        limits.some(
          (limit, bit) => has(choice.mask, bit) && limit.min !== undefined && countOf(bit) < limit.min,
        );
      const pick = candidates.find(helps) ?? candidates[0];
      if (pick) place(position, slot, pick);
    });
  };

  /** A rule that can turn a recipe away from a pair: the day's time limit, the window, a tag's maximum (its bit). */
  type Turner = 'time' | 'repeat' | number;
  const ruleOf = (slot: Slot, turner: Turner): UnmetRule => {
    if (turner === 'time')
      return { rule: 'maxTotalTime', weekday: weekdayOf(slot.date), minutes: slot.limit ?? 0 };
    if (turner === 'repeat') return { rule: 'noRepeatDays', days: rules.noRepeatDays };
    const { tag, max } = limits[turner] ?? { tag: '', max: 0 };
    return { rule: 'tagMax', tag, max: max ?? 0 };
  };

  /**
   * Why nothing fits a pair left empty: the rules that alone turn a recipe away (lifting one would
   * fill the pair); when only several together do, each of them. Each rule is collected once, in
   * the order recipes first meet it: at most 22 whatever the catalogue.
   */
  const emptyReasonsOf = (slot: Slot): UnmetRule[] => {
    const alone = new Set<Turner>();
    const every = new Set<Turner>();
    const full = limits.map((limit, bit) => limit.max !== undefined && atMax(bit));
    const against: Turner[] = [];
    for (const choice of choices) {
      against.length = 0;
      if (slot.limit !== undefined && !fitsLimit(choice, slot.limit)) against.push('time');
      if (repeatsNearby(choice.id, slot.day)) against.push('repeat');
      full.forEach((isFull, bit) => {
        if (isFull && has(choice.mask, bit)) against.push(bit);
      });
      if (against.length === 1) alone.add(against[0] as Turner);
      for (const turner of against) every.add(turner);
    }
    const reasons = alone.size > 0 ? alone : every;
    // Only the recipe being replaced would fit: there is no other.
    return reasons.size > 0 ? [...reasons].map((turner) => ruleOf(slot, turner)) : [{ rule: 'noRecipes' }];
  };

  if (!search(false) && !search(true)) fillGreedily();

  const days = slots.flatMap((slot, position) => {
    const choice = chosen[position];
    return choice ? [{ date: slot.date, slot: slot.slot, recipeId: choice.id }] : [];
  });
  days.sort((a, b) => a.date.localeCompare(b.date));
  const unmet = new Map<string, UnmetRule>();
  const name = (rule: UnmetRule) => unmet.set(JSON.stringify(rule), rule);
  limits.forEach(({ tag, min, max }, bit) => {
    if (min !== undefined && countOf(bit) < min) name({ rule: 'tagMin', tag, min });
    // Only the days already planned can hold more than the maximum: the proposal adds none then.
    if (max !== undefined && countOf(bit) > max) name({ rule: 'tagMax', tag, max });
  });
  slots.forEach((slot, position) => {
    if (!chosen[position]) emptyReasonsOf(slot).forEach(name);
  });
  return { days, unmet: [...unmet.values()] };
};
