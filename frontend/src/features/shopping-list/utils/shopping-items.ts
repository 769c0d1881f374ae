import type { ShoppingListItem } from '#shared/shopping/shopping-schemas';
import { errorMessage } from '#web/lib/error-message';
import { activeLocale } from '#web/lib/i18n/language';
import { t } from '#web/lib/i18n/t';

/** Spec 2: by name, ignoring case; items of the same name keep a stable order (by id). */
export const sortByName = <T extends Pick<ShoppingListItem, 'id' | 'name'>>(items: readonly T[]): T[] =>
  [...items].sort(
    (a, b) =>
      a.name.localeCompare(b.name, undefined, { sensitivity: 'accent' }) ||
      a.name.localeCompare(b.name) ||
      a.id.localeCompare(b.id),
  );

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
export const quantitySuffix = ({ amount, unit }: Pick<ShoppingListItem, 'amount' | 'unit'>): string => {
  const quantity = [amount === null ? null : formatListAmount(amount), unit].filter(Boolean).join(' ');
  return quantity ? `(${quantity})` : '';
};

/** The row's text: 'Milk (2 l)', or just 'Milk'. */
export const itemLabel = (item: Pick<ShoppingListItem, 'name' | 'amount' | 'unit'>): string =>
  [item.name, quantitySuffix(item)].filter(Boolean).join(' ');

/** An amount scaled from the recipe's servings to the ones asked for (unscaled when either is missing). */
export const scaleAmount = (
  amount: number | null,
  recipeServings: number | null,
  servings: number | null,
): number | null =>
  amount !== null && recipeServings && servings ? (amount * servings) / recipeServings : amount;

/** The tick was shown at once, so the message says it has been taken back, and why when the server said. */
export const checkFailedMessage = (name: string, isChecked: boolean, error: unknown): string =>
  [
    isChecked ? t('shopping.checkFailed', { name }) : t('shopping.uncheckFailed', { name }),
    errorMessage(error, ''),
  ]
    .filter(Boolean)
    .join(' ');
