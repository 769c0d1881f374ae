/**
 * The number of servings from a schema.org recipeYield: a number, a string ("4 servings",
 * "Serves 4-6", "Makes 12 cookies") or an array of either. A range keeps its first number.
 */
export function servingsFromYield(value: unknown): number | undefined {
  if (Array.isArray(value)) {
    for (const item of value) {
      const servings = servingsFromYield(item);
      if (servings !== undefined) return servings;
    }
    return undefined;
  }
  if (typeof value === 'number') return Number.isFinite(value) && value > 0 ? Math.round(value) : undefined;
  if (typeof value !== 'string') return undefined;
  const digits = /\d+(?:[.,]\d+)?/.exec(value)?.[0];
  if (digits === undefined) return undefined;
  const servings = Math.round(Number(digits.replace(',', '.')));
  return servings > 0 ? servings : undefined;
}
