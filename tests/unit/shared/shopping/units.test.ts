import { describe, expect, it } from 'vitest';
import { type Dimension, measure, present } from '#shared/shopping/units';

/** The sum of the quantities, shown as the shopping list would show it. */
const sum = (...quantities: [number, string | null][]) => {
  const measures = quantities.map(([amount, unit]) => measure(amount, unit));
  const dimensions = new Set(measures.map((each) => each.dimension));
  expect(dimensions.size, 'all quantities measure the same thing').toBe(1);
  return present(
    measures[0]?.dimension as Exclude<Dimension, 'none'>,
    measures.reduce((total, each) => total + (each.base ?? 0), 0),
    quantities.map(([, unit]) => unit),
  );
};

describe('units', () => {
  it.each([
    ['g', 'mass'],
    ['grams', 'mass'],
    ['Gram', 'mass'],
    ['kilograms', 'mass'],
    ['KG', 'mass'],
    ['mg', 'mass'],
    ['oz', 'mass'],
    ['lbs', 'mass'],
    ['pounds', 'mass'],
    ['ml', 'volume'],
    ['cl', 'volume'],
    ['dl', 'volume'],
    ['litre', 'volume'],
    ['liters', 'volume'],
    ['teaspoons', 'volume'],
    ['Tablespoon', 'volume'],
    ['cups', 'volume'],
    ['fl oz', 'volume'],
    ['Fl. Oz.', 'volume'],
    ['pcs', 'count'],
    ['piece', 'count'],
    ['pieces', 'count'],
    [null, 'count'],
    ['', 'count'],
    ['pinch', 'unit:pinch'],
    [' Bunch ', 'unit:bunch'],
  ])('knows %j as %s', (unit, dimension) => {
    expect(measure(2, unit).dimension).toBe(dimension);
  });

  it('treats an item without an amount as measuring nothing', () => {
    expect(measure(null, 'g')).toEqual({ dimension: 'none', base: null });
  });

  it('converts to base units', () => {
    expect(measure(1.5, 'kg').base).toBe(1500);
    expect(measure(2, 'lb').base).toBeCloseTo(907.18, 2);
    expect(measure(3, 'tsp').base).toBe(15);
    expect(measure(1, 'cup').base).toBe(240);
    expect(measure(2, 'dl').base).toBe(200);
  });

  it('shows metric mass in mg, g or kg', () => {
    expect(sum([1000, 'g'], [500, 'grams'])).toEqual({ amount: 1.5, unit: 'kg' });
    expect(sum([200, 'g'], [0.1, 'kg'])).toEqual({ amount: 300, unit: 'g' });
    expect(sum([300, 'mg'], [200, 'mg'])).toEqual({ amount: 500, unit: 'mg' });
    expect(sum([1, 'kg'], [8, 'oz'])).toEqual({ amount: 1.23, unit: 'kg' }); // any metric part: metric
  });

  it('keeps pounds and ounces imperial, in round amounts', () => {
    expect(sum([1, 'lb'], [8, 'oz'])).toEqual({ amount: 1.5, unit: 'lb' });
    expect(sum([2, 'oz'], [3, 'ounces'])).toEqual({ amount: 5, unit: 'oz' });
    expect(sum([10, 'oz'], [7, 'oz'])).toEqual({ amount: 17, unit: 'oz' }); // 1.0625 lb is not round
  });

  it('shows metric volume in ml or l', () => {
    expect(sum([200, 'ml'], [0.3, 'l'])).toEqual({ amount: 500, unit: 'ml' });
    expect(sum([0.5, 'l'], [0.75, 'litres'])).toEqual({ amount: 1.25, unit: 'l' });
    expect(sum([5, 'dl'], [50, 'cl'])).toEqual({ amount: 1, unit: 'l' });
    expect(sum([1, 'tbsp'], [100, 'ml'])).toEqual({ amount: 115, unit: 'ml' });
  });

  it('keeps spoons and cups kitchen measures', () => {
    expect(sum([1, 'tsp'], [2, 'teaspoons'])).toEqual({ amount: 1, unit: 'tbsp' });
    expect(sum([8, 'tbsp'], [8, 'tablespoons'])).toEqual({ amount: 1, unit: 'cup' });
    expect(sum([1, 'cup'], [4, 'tbsp'])).toEqual({ amount: 1.25, unit: 'cups' });
    expect(sum([2, 'tsp'], [2, 'tsp'])).toEqual({ amount: 4, unit: 'tsp' }); // not 1.33 tbsp
    expect(sum([0.25, 'tsp'], [0.25, 'tsp'])).toEqual({ amount: 0.5, unit: 'tsp' });
    expect(sum([4, 'fl oz'], [0.5, 'cup'])).toEqual({ amount: 1, unit: 'cup' });
    expect(sum([2, 'fl oz'], [3, 'Fl. Oz.'])).toEqual({ amount: 5, unit: 'fl oz' });
  });

  it('counts pieces, and keeps unknown units as written', () => {
    expect(sum([2, null], [3, 'pieces'])).toEqual({ amount: 5, unit: 'pcs' });
    expect(sum([2, null], [3, null])).toEqual({ amount: 5, unit: null });
    expect(sum([1, 'Pinch'], [2, 'pinch'])).toEqual({ amount: 3, unit: 'Pinch' });
  });

  it('rounds to at most 2 decimals', () => {
    expect(sum([1, 'kg'], [1234, 'g'])).toEqual({ amount: 2.23, unit: 'kg' });
    expect(sum([1 / 3, 'bunch'], [1 / 3, 'bunch'])).toEqual({ amount: 0.67, unit: 'bunch' });
  });
});
