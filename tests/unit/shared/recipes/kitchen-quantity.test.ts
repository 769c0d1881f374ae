import { describe, expect, it } from 'vitest';
import { formatKitchenAmount, kitchenQuantity, type UnitSystem } from '#shared/recipes/kitchen-quantity';

describe('amounts as cooks write them', () => {
  it.each([
    [1.5, 'cups', '1½'],
    [0.33, null, '⅓'],
    [0.333333, 'tsp', '⅓'],
    [0.6667, 'cup', '⅔'],
    [2.75, 'tbsp', '2¾'],
    [0.125, 'tsp', '⅛'],
    [3, null, '3'],
    [12.5, 'cloves', '12½'],
    // No measuring spoon makes these: decimals, never ⅐ or ⅒.
    [0.15, null, '0.15'],
    [1.7, 'cups', '1.7'],
    // Metric units are read off a scale: decimals, rounded as a scale shows them.
    [666.6667, 'g', '667'],
    [1.3333, 'kg', '1.33'],
    [0.25, 'l', '0.25'],
    [1.5, 'kg', '1.5'],
  ])('%s %s is "%s"', (amount, unit, shown) => {
    expect(formatKitchenAmount(amount, unit)).toBe(shown);
  });
});

describe('an ingredient quantity, scaled and converted', () => {
  const cases: [number | null, string | null, number, UnitSystem, string][] = [
    // As written, scaled.
    [1.5, 'cup', 1, 'as-written', '1½ cups'],
    [1, 'cup', 0.5, 'as-written', '½ cup'],
    [200, 'g', 1 / 3, 'as-written', '67 g'],
    [2, null, 1.5, 'as-written', '3'],
    [2, null, 1 / 3, 'as-written', '⅔'],
    [3, 'cloves', 1.5, 'as-written', '4½ cloves'],
    [null, 'pinch', 2, 'as-written', 'pinch'],
    [null, null, 2, 'as-written', ''],
    // Metric: cups at the 240 ml recipes assume, never 236.588 ml; spoons stay spoons.
    [1, 'cup', 1, 'metric', '240 ml'],
    [1.5, 'cups', 1, 'metric', '360 ml'],
    [8, 'oz', 1, 'metric', '227 g'],
    [2, 'lb', 1, 'metric', '907 g'],
    [3, 'lb', 1, 'metric', '1.36 kg'],
    [1, 'fl oz', 1, 'metric', '30 ml'],
    [2, 'tbsp', 1, 'metric', '2 tbsp'],
    [750, 'g', 2, 'metric', '1.5 kg'],
    [3, 'eggs', 1, 'metric', '3 eggs'],
    // US: ounces and pounds, spoons and cups, to the nearest eighth (or third of a cup).
    [200, 'g', 1, 'us', '7 oz'],
    [500, 'g', 1, 'us', '1⅛ lb'],
    [250, 'ml', 1, 'us', '1 cup'],
    [80, 'ml', 1, 'us', '⅓ cup'],
    [500, 'ml', 1, 'us', '2⅛ cups'],
    [10, 'ml', 1, 'us', '2 tsp'],
    [30, 'ml', 1, 'us', '2 tbsp'],
    [1, 'tsp', 1, 'us', '1 tsp'],
    [2, null, 1, 'us', '2'],
  ];
  it.each(cases)('%s %s ×%s in %s is "%s"', (amount, unit, scale, system, shown) => {
    expect(kitchenQuantity({ amount, unit }, scale, system)).toBe(shown);
  });
});
