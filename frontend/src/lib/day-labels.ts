import { addDays } from '#shared/meal-plans/week';

/**
 * Labels for calendar dates (`yyyy-MM-dd`). The date is read as a UTC midnight and formatted in
 * UTC, so the label names the same day wherever the browser is; English like the rest of the UI.
 */
const formatter = (options: Intl.DateTimeFormatOptions) =>
  new Intl.DateTimeFormat('en-US', { ...options, timeZone: 'UTC' });

const weekdayFormat = formatter({ weekday: 'long' });
const shortDayFormat = formatter({ month: 'short', day: 'numeric' });
const longDayFormat = formatter({ month: 'long', day: 'numeric' });

const utcDate = (date: string) => new Date(`${date}T00:00:00Z`);
const yearOf = (date: string) => date.slice(0, 4);

/** 'Monday' */
export const weekdayName = (date: string): string => weekdayFormat.format(utcDate(date));

/** 'Nov 16' */
export const shortDay = (date: string): string => shortDayFormat.format(utcDate(date));

/** 'Monday, Nov 16': a day's name in lists, buttons' labels and the day selector. */
export const dayLabel = (date: string): string => `${weekdayName(date)}, ${shortDay(date)}`;

/** The recipe picker's title, 'Add Recipe to {weekday} {month day}' (spec 2): 'Add Recipe to Monday November 16'. */
export const pickerTitle = (date: string): string =>
  `Add Recipe to ${weekdayName(date)} ${longDayFormat.format(utcDate(date))}`;

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
