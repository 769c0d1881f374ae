import { addDays } from '#shared/meal-plans/week';

/**
 * Labels for calendar dates (`yyyy-MM-dd`). The date is read as a UTC midnight and formatted in
 * UTC, so the label names the same day wherever the browser is; English like the rest of the UI.
 */
const utcDate = (date: string) => new Date(`${date}T00:00:00Z`);
const yearOf = (date: string) => date.slice(0, 4);

/**
 * A date's label in one format. The formatter is made on first use, not when the module loads:
 * making one costs a slow phone some 20 ms, and every screen loads this module, most without a date.
 */
const labelIn = (options: Intl.DateTimeFormatOptions) => {
  let format: Intl.DateTimeFormat | undefined;
  return (date: string): string => {
    format ??= new Intl.DateTimeFormat('en-US', { ...options, timeZone: 'UTC' });
    return format.format(utcDate(date));
  };
};

/** 'Monday' */
export const weekdayName = labelIn({ weekday: 'long' });

/** 'Nov 16' */
export const shortDay = labelIn({ month: 'short', day: 'numeric' });

const longDay = labelIn({ month: 'long', day: 'numeric' });

/** 'Monday, Nov 16': a day's name in lists, buttons' labels and the day selector. */
export const dayLabel = (date: string): string => `${weekdayName(date)}, ${shortDay(date)}`;

/** The recipe picker's title, 'Add Recipe to {weekday} {month day}' (spec 2): 'Add Recipe to Monday November 16'. */
export const pickerTitle = (date: string): string => `Add Recipe to ${weekdayName(date)} ${longDay(date)}`;

/**
 * The week's header from its Monday: 'Nov 16 – Nov 22, 2026' (both ends name their month, as a
 * week may span two); a week across New Year names both years: 'Dec 28, 2026 – Jan 3, 2027'.
 */
export const weekRangeLabel = (monday: string): string => {
  const sunday = addDays(monday, 6);
  return yearOf(monday) === yearOf(sunday)
    ? `${shortDay(monday)} – ${shortDay(sunday)}, ${yearOf(sunday)}`
    : `${shortDay(monday)}, ${yearOf(monday)} – ${shortDay(sunday)}, ${yearOf(sunday)}`;
};
