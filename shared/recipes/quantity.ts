/**
 * Ingredient and shopping amounts as people write them: 0.5, 2, 1.25 (no float noise such as
 * 0.30000000000000004, nor the long tails of a scaled amount such as 3 * 5 / 4 / 3).
 */
export const formatAmount = (amount: number): string => String(Math.round(amount * 1000) / 1000);

/** '2 l', '3', 'pinch', or '' when there is neither amount nor unit. */
export const formatQuantity = (amount: number | null, unit: string | null): string =>
  [amount === null ? null : formatAmount(amount), unit].filter(Boolean).join(' ');

/** An ingredient row as one line, as recipe pages write them: "200 g flour", "2 eggs", "salt to taste". */
export const ingredientLine = ({
  amount,
  unit,
  name,
}: {
  amount: number | null;
  unit: string | null;
  name: string;
}) => [formatQuantity(amount, unit), name].filter(Boolean).join(' ');
