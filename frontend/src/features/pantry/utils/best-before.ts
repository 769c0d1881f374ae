import { differenceInCalendarDays, format, parseISO } from 'date-fns';
import { activeDateLocale } from '#web/lib/i18n/language';
import { t } from '#web/lib/i18n/t';

/** Items this many days or fewer from their best-before date are marked (issue 27: "near"). */
export const nearDays = 3;

export type Freshness = 'past' | 'near' | 'fine';

/** Whether an item's best-before date has passed, is near (within 3 days), or is still far (or absent). */
export const freshnessOf = (bestBefore: string | null, today: Date = new Date()): Freshness => {
  if (!bestBefore) return 'fine';
  const days = differenceInCalendarDays(parseISO(bestBefore), today);
  return days < 0 ? 'past' : days <= nearDays ? 'near' : 'fine';
};

/** "Best before 3 Dec", in the reader's language; with the mark as words, so it is not colour alone. */
export const bestBeforeText = (bestBefore: string, freshness: Freshness): string => {
  const date = format(parseISO(bestBefore), 'PP', { locale: activeDateLocale() });
  if (freshness === 'past') return t('pantry.bestBeforePast', { date });
  if (freshness === 'near') return t('pantry.bestBeforeNear', { date });
  return t('pantry.bestBefore', { date });
};
