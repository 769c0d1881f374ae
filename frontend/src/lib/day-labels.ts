import { addDays } from '#shared/meal-plans/week';
import { activeLocale } from '#web/lib/i18n/language';
import { t } from '#web/lib/i18n/t';

/**
 * Labels for calendar dates (`yyyy-MM-dd`) in the language on screen: weekday and month names,
 * the order of day and month and their punctuation all come from `Intl` for that language, never
 * from our catalogue. The date is read as a UTC midnight and formatted in UTC, so the label names
 * the same day wherever the browser is. English is US English, as the spec writes its dates.
 */
const utcDate = (date: string) => new Date(`${date}T00:00:00Z`);
const yearOf = (date: string) => date.slice(0, 4);

/**
 * A date's label in one format. Formatters are made on first use in each language, not when the
 * module loads: making one costs a slow phone some 20 ms, and every screen loads this module, most
 * without a date.
 */
const labelIn = (options: Intl.DateTimeFormatOptions) => {
  const formats = new Map<string, Intl.DateTimeFormat>();
  return (date: string): string => {
    const locale = activeLocale();
    let format = formats.get(locale);
    if (!format) {
      format = new Intl.DateTimeFormat(locale === 'en' ? 'en-US' : locale, { ...options, timeZone: 'UTC' });
      formats.set(locale, format);
    }
    return format.format(utcDate(date));
  };
};

/** 'Monday' */
export const weekdayName = labelIn({ weekday: 'long' });

/** 'Nov 16' ('16. Nov.' in German) */
export const shortDay = labelIn({ month: 'short', day: 'numeric' });

/** 'Nov 16, 2026' ('16. Nov. 2026') */
const shortDayWithYear = labelIn({ month: 'short', day: 'numeric', year: 'numeric' });

const longDay = labelIn({ month: 'long', day: 'numeric' });

/** 'Monday, Nov 16' ('Montag, 16. Nov.'): a day's name in lists, buttons' labels and the day selector. */
export const dayLabel = labelIn({ weekday: 'long', month: 'short', day: 'numeric' });

/** The recipe picker's title, 'Add Recipe to {weekday} {month day}' (spec 2): 'Add Recipe to Monday November 16'. */
export const pickerTitle = (date: string): string =>
  t('mealPlan.pickerTitle', { weekday: weekdayName(date), day: longDay(date) });

/**
 * The week's header from its Monday: 'Nov 16 – Nov 22, 2026' (both ends name their month, as a
 * week may span two; the year as the language writes it after a day); a week across New Year
 * names both years: 'Dec 28, 2026 – Jan 3, 2027'.
 */
export const weekRangeLabel = (monday: string): string => {
  const sunday = addDays(monday, 6);
  return yearOf(monday) === yearOf(sunday)
    ? `${shortDay(monday)} – ${shortDayWithYear(sunday)}`
    : `${shortDayWithYear(monday)} – ${shortDayWithYear(sunday)}`;
};
