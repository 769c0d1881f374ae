import ical from 'ical-generator';
import { defaultLocale, type Locale } from '#shared/i18n/locales';
import type { MealSlot } from '#shared/meal-plans/plan-rules';
import { feedText, slotKeys } from './feed-texts';

/** A planned day as the calendar shows it. */
export interface CalendarDay {
  date: string;
  /** In the day's order; `slot` (Breakfast, Dinner…) where the plan has one. */
  recipes: { name: string; slot?: string }[];
  /** Who cooks: the chefs' names. */
  cooks: string[];
  note?: string | null;
}

export interface MealPlanCalendar {
  /** The calendar's name in the app that subscribes. */
  name: string;
  /** Whose plans (`user-<id>`, `group-<id>`): with the date it makes each event's stable UID. */
  ownerKey: string;
  /** The web app's meal plan screen, each event's link back. */
  link: string;
  days: CalendarDay[];
  now: Date;
  /** The feed owner's language (issue 26): the fixed words of each event are in it. */
  locale?: Locale;
}

/** Calendar apps poll a subscription; this asks them to every hour or so. */
const refreshSeconds = 60 * 60;

const summaryOf = (day: CalendarDay, locale: Locale) =>
  day.recipes.length > 0
    ? day.recipes.map((recipe) => recipe.name).join(', ')
    : (day.note ?? feedText(locale, 'feed.mealPlan'));

const slotName = (slot: string, locale: Locale) => {
  const key = slotKeys[slot as MealSlot];
  return key ? feedText(locale, key) : slot;
};

const descriptionOf = (day: CalendarDay, locale: Locale) =>
  [
    ...day.recipes.map((recipe) =>
      recipe.slot
        ? feedText(locale, 'feed.slotRecipe', { slot: slotName(recipe.slot, locale), recipe: recipe.name })
        : recipe.name,
    ),
    ...(day.cooks.length > 0 ? [feedText(locale, 'feed.cooking', { names: day.cooks.join(', ') })] : []),
    ...(day.note ? [feedText(locale, 'feed.note', { note: day.note })] : []),
  ].join('\n');

/**
 * The ICS document of a meal plan: one all-day event per planned day. Each event's UID is the owner
 * and the date, so a changed day replaces its event in the subscriber's calendar instead of adding one.
 */
export const mealPlanCalendar = ({
  name,
  ownerKey,
  link,
  days,
  now,
  locale = defaultLocale,
}: MealPlanCalendar): string => {
  const calendar = ical({
    name,
    prodId: { company: 'Recipe Planner', product: 'Meal plan', language: 'EN' },
    ttl: refreshSeconds,
  });
  for (const day of days) {
    calendar.createEvent({
      id: `${day.date}-${ownerKey}@recipe-planner`,
      // Midnight UTC of the day: ical-generator writes an all-day date from the UTC fields.
      start: new Date(`${day.date}T00:00:00Z`),
      allDay: true,
      stamp: now,
      summary: summaryOf(day, locale),
      description: descriptionOf(day, locale),
      url: link,
    });
  }
  return calendar.toString();
};
