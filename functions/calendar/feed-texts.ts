import type { MealSlot } from '#shared/meal-plans/plan-rules';
import { createTranslator } from '../lib/i18n/translate';

/**
 * The calendar feed's own words (issue 26: area `feed`), in the feed owner's language. Only the
 * calendar function serves the feed, so only it reads them.
 */
export const feedText = createTranslator('feed');

/** The meal slots' names, by the key of each. */
export const slotKeys: Record<MealSlot, string> = {
  Breakfast: 'feed.breakfast',
  Lunch: 'feed.lunch',
  Dinner: 'feed.dinner',
  Snack: 'feed.snack',
};
