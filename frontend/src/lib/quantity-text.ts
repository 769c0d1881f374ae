import { activeLocale } from '#web/lib/i18n/language';

const amountFormats = new Map<string, Intl.NumberFormat>();

/**
 * An amount as the language on screen writes it: '0.5' in English, '0,5' in German; at most three
 * decimals (no float noise such as 0.30000000000000004), and no thousands separator, as
 * shared/recipes/quantity.ts writes amounts.
 */
export const formatListAmount = (amount: number): string => {
  const locale = activeLocale();
  let format = amountFormats.get(locale);
  if (!format) {
    format = new Intl.NumberFormat(locale, { maximumFractionDigits: 3, useGrouping: false });
    amountFormats.set(locale, format);
  }
  return format.format(amount);
};

/** The optional suffix after the name: '(2 l)', '(3)', '(pinch)', or '' when there is neither. */
export const quantitySuffix = ({ amount, unit }: { amount: number | null; unit: string | null }): string => {
  const quantity = [amount === null ? null : formatListAmount(amount), unit].filter(Boolean).join(' ');
  return quantity ? `(${quantity})` : '';
};
