import { formatQuantity } from '#shared/recipes/quantity';
import type { ShoppingListItem } from '#shared/shopping/shopping-schemas';
import { errorMessage } from '#web/lib/error-message';

/** Spec 2: by name, ignoring case; items of the same name keep a stable order (by id). */
export const sortByName = <T extends Pick<ShoppingListItem, 'id' | 'name'>>(items: readonly T[]): T[] =>
  [...items].sort(
    (a, b) =>
      a.name.localeCompare(b.name, undefined, { sensitivity: 'accent' }) ||
      a.name.localeCompare(b.name) ||
      a.id.localeCompare(b.id),
  );

/** The optional suffix after the name: '(2 l)', '(3)', '(pinch)', or '' when there is neither. */
export const quantitySuffix = ({ amount, unit }: Pick<ShoppingListItem, 'amount' | 'unit'>): string => {
  const quantity = formatQuantity(amount, unit);
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
  [`Could not ${isChecked ? 'check' : 'uncheck'} ${name}, so it was set back.`, errorMessage(error, '')]
    .filter(Boolean)
    .join(' ');
