import type { ShoppingListItem } from '#shared/shopping/shopping-schemas';
import { errorMessage } from '#web/lib/error-message';
import { t } from '#web/lib/i18n/t';
import { quantitySuffix } from '#web/lib/quantity-text';

export { formatListAmount, quantitySuffix } from '#web/lib/quantity-text';

/** Spec 2: by name, ignoring case; items of the same name keep a stable order (by id). */
export const sortByName = <T extends Pick<ShoppingListItem, 'id' | 'name'>>(items: readonly T[]): T[] =>
  [...items].sort(
    (a, b) =>
      a.name.localeCompare(b.name, undefined, { sensitivity: 'accent' }) ||
      a.name.localeCompare(b.name) ||
      a.id.localeCompare(b.id),
  );

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
