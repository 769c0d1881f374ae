import type { PlanningRuleFields } from '#shared/meal-plans/planning-rules-schemas';
import { dayNumber } from '#shared/meal-plans/weekdays';
import { ingredientKey } from '#shared/shopping/merge';
import type { PlannerCard } from './planner-catalogue';
import type { PlannerRecipe } from './week-planner';

/** What the planner reads of a pantry item. */
export interface PantryStock {
  name: string;
  bestBefore: string | null;
}

/** How much a preference adds to a recipe's weight (1 without any): enough to matter, not to decide. */
const favouriteBonus = 3;
const bestRatingBonus = 3;
const pantryBonus = 3;
/** An item without a best-before date still counts a little: it is there to be used. */
const undatedUrgency = 0.2;
/** Counting more than two pantry items would let one big recipe crowd out every other. */
const maxPantryScore = 2;

/**
 * How soon each pantry item should be used, by its ingredient key: 1 on its best-before day (or
 * past it), halving about every three days before it, never below an undated item's.
 */
export const pantryUrgency = (stock: readonly PantryStock[], today: string): Map<string, number> => {
  const urgency = new Map<string, number>();
  const todayNumber = dayNumber(today);
  for (const { name, bestBefore } of stock) {
    const daysLeft = bestBefore ? Math.max(dayNumber(bestBefore) - todayNumber, 0) : undefined;
    const value = daysLeft === undefined ? undatedUrgency : Math.max(1 / (1 + daysLeft / 3), undatedUrgency);
    const key = ingredientKey(name);
    urgency.set(key, Math.max(urgency.get(key) ?? 0, value));
  }
  return urgency;
};

/** Ingredient keys per cached catalogue entry: worked out once per warm function, not per request. */
const keysOfEntry = new WeakMap<PlannerCard, string[]>();
const ingredientKeysOf = (entry: PlannerCard) => {
  let keys = keysOfEntry.get(entry);
  if (!keys) {
    keys = [...new Set(entry.ingredientNames.map(ingredientKey))];
    keysOfEntry.set(entry, keys);
  }
  return keys;
};

/** The catalogue as the planner weighs it under the owner's preferences. */
export const plannerRecipesOf = (
  entries: readonly PlannerCard[],
  prefer: PlanningRuleFields['prefer'],
  favourites: ReadonlySet<string>,
  urgency: ReadonlyMap<string, number>,
): PlannerRecipe[] =>
  entries.map((entry) => {
    let weight = 1;
    if (prefer.favourites && favourites.has(entry.id)) weight += favouriteBonus;
    if (prefer.rating) weight += (entry.averageRating / 5) * bestRatingBonus;
    if (prefer.pantry && urgency.size > 0) {
      const score = ingredientKeysOf(entry).reduce((sum, key) => sum + (urgency.get(key) ?? 0), 0);
      weight += Math.min(score, maxPantryScore) * pantryBonus;
    }
    return { id: entry.id, tagKeys: entry.tagKeys, totalTime: entry.totalTime, weight };
  });
