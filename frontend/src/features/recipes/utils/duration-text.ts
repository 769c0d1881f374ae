import { activeLocale } from '#web/lib/i18n/language';
import { t } from '#web/lib/i18n/t';

/** "18 minutes" in the language on screen, with its plural (Intl knows Polish's and Arabic's). */
const amountOf = (count: number, unit: 'hour' | 'minute' | 'second') =>
  new Intl.NumberFormat(activeLocale(), { style: 'unit', unit, unitDisplay: 'long' }).format(count);

/**
 * A timer's length in words, in the language on screen: 4200 → "1 hour 10 minutes", 90 →
 * "1 minute 30 seconds" (as the step's timer phrase reads it, shared/recipes/timer-phrases.ts).
 */
export const durationText = (total: number): string => {
  const hours = Math.floor(total / 3600);
  const minutes = Math.floor((total % 3600) / 60);
  const seconds = Math.round(total % 60);
  const parts = [
    hours ? amountOf(hours, 'hour') : '',
    minutes ? amountOf(minutes, 'minute') : '',
    seconds ? amountOf(seconds, 'second') : '',
  ].filter(Boolean);
  const [first = amountOf(0, 'second'), ...rest] = parts;
  return rest.reduce((text, part) => t('cook.durationAnd', { first: text, second: part }), first);
};
