import { activeLocale } from '#web/lib/i18n/language';
import { t } from '#web/lib/i18n/t';
/** '90 min' reads worse than '1 h 30 min' once a recipe takes an hour or more. */
export const formatMinutes = (minutes: number): string => {
  if (minutes < 60) return t('recipes.minutesShort', { minutes });
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  return rest === 0
    ? t('recipes.hoursShort', { hours })
    : t('recipes.hoursMinutesShort', { hours, minutes: rest });
};

/** The source link's text: only the host, without a leading 'www.'; null for an unreadable URL. */
export const sourceHost = (url: string): string | null => {
  try {
    const host = new URL(url).hostname;
    return host ? host.replace(/^www\./i, '') : null;
  } catch {
    return null;
  }
};

/** One decimal at most, with the language's decimal sign: 4.5, 4, 3.7 (4,5 in German). */
export const formatRating = (average: number): string =>
  new Intl.NumberFormat(activeLocale(), { maximumFractionDigits: 1 }).format(Math.round(average * 10) / 10);

/** What the stars mean, for screen readers: 'Rated 4.5 out of 5 (2 ratings)'. */
export const ratingLabel = (average: number, total: number): string =>
  total === 0
    ? t('ratings.notRatedYet')
    : t('ratings.ratedLabel', { average: formatRating(average), count: total });
