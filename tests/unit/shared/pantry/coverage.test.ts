import { describe, expect, it } from 'vitest';
import {
  type AmountLine,
  type Coverage,
  coverIngredients,
  missingNames,
  pantryStock,
  toBuy,
} from '#shared/pantry/coverage';

const line = (name: string, amount: number | null = null, unit: string | null = null): AmountLine => ({
  name,
  amount,
  unit,
});

/** Coverage as a reader would say it: "covered", "missing" or "short 300". */
const said = (coverage: Coverage) =>
  coverage.status === 'shortfall' ? `short ${Math.round(coverage.amount * 1000) / 1000}` : coverage.status;

describe('one ingredient against the pantry', () => {
  const cases: [string, AmountLine[], string[], AmountLine, string][] = [
    ['nothing at home', [], [], line('Flour', 500, 'g'), 'missing'],
    ['enough in the same unit', [line('Flour', 1, 'kg')], [], line('Flour', 500, 'g'), 'covered'],
    ['exactly enough', [line('flour', 500, 'g')], [], line('Flour', 0.5, 'kg'), 'covered'],
    ['part of it, in grams', [line('Flour', 0.2, 'kg')], [], line('Flour', 500, 'g'), 'short 300'],
    ['part of it, in the recipe’s cups', [line('Milk', 240, 'ml')], [], line('milk', 2, 'cups'), 'short 1'],
    ['other case and spaces', [line('  OLIVE   oil ', 1, 'l')], [], line('Olive oil', 3, 'tbsp'), 'covered'],
    ['plural of a common food', [line('Zwiebeln', 3)], [], line('Zwiebel', 2), 'covered'],
    ['a count without a unit and in pieces', [line('Eggs', 2, 'pcs')], [], line('Eggs', 3), 'short 1'],
    ['a unit of another language', [line('Zucker', 2, 'EL')], [], line('Zucker', 1, 'tbsp'), 'covered'],
    [
      'an unknown unit measured alike',
      [line('Thyme', 2, 'sprigs')],
      [],
      line('thyme', 3, 'sprigs'),
      'short 1',
    ],
    ['units that do not convert', [line('Onion', 2, 'pcs')], [], line('Onion', 200, 'g'), 'missing'],
    ['an item without amount covers any', [line('Rice')], [], line('Rice', 2, 'kg'), 'covered'],
    ['an ingredient without amount, any item', [line('Salt', 5, 'g')], [], line('salt'), 'covered'],
    ['always have, not in the pantry', [], ['salt', 'Pepper'], line('Pepper', 1, 'tsp'), 'covered'],
    ['always have in another case', [], ['Olive Oil'], line('olive oil', 100, 'ml'), 'covered'],
    ['another ingredient', [line('Cream', 200, 'ml')], ['salt'], line('Sour cream', 100, 'ml'), 'missing'],
  ];
  it.each(cases)('%s', (_, pantry, alwaysHave, ingredient, expected) => {
    const [coverage] = coverIngredients(pantryStock(pantry, alwaysHave), [ingredient]);
    expect(coverage && said(coverage)).toBe(expected);
  });

  it('adds up the pantry items of one name', () => {
    const stock = pantryStock([line('Butter', 100, 'g'), line('butter', 0.15, 'kg')], []);
    expect(coverIngredients(stock, [line('Butter', 250, 'g')]).map(said)).toEqual(['covered']);
    expect(coverIngredients(stock, [line('Butter', 300, 'g')]).map(said)).toEqual(['short 50']);
  });
});

describe('a recipe or a week at once', () => {
  it('uses what is at home once: a second line of the same ingredient gets only what is left', () => {
    const stock = pantryStock([line('Butter', 80, 'g')], []);
    const week = [line('Butter', 50, 'g'), line('Butter', 50, 'g'), line('Butter', 20, 'g')];
    expect(coverIngredients(stock, week).map(said)).toEqual(['covered', 'short 20', 'missing']);
  });

  it('does not use up the pantry between questions', () => {
    const stock = pantryStock([line('Butter', 80, 'g')], []);
    expect(coverIngredients(stock, [line('Butter', 80, 'g')]).map(said)).toEqual(['covered']);
    expect(coverIngredients(stock, [line('Butter', 80, 'g')]).map(said)).toEqual(['covered']);
  });

  it('buys the shortfall and what is missing, and counts what the pantry holds in full', () => {
    const stock = pantryStock(
      [line('Flour', 200, 'g'), line('Cream', 250, 'ml'), line('Eggs', 6)],
      ['salt', 'pepper', 'water', 'oil'],
    );
    const recipe = [
      { ...line('Flour', 500, 'g'), recipeId: 'r1' },
      { ...line('Cream', 200, 'ml'), recipeId: 'r1' },
      { ...line('Eggs', 2), recipeId: 'r1' },
      { ...line('Salt'), recipeId: 'r1' },
      { ...line('Chives', 1, 'bunch'), recipeId: 'r1' },
    ];
    const { needed, leftOut, leftOutCount } = toBuy(stock, recipe);
    expect(needed).toEqual([
      { name: 'Flour', amount: 300, unit: 'g', recipeId: 'r1' },
      { name: 'Chives', amount: 1, unit: 'bunch', recipeId: 'r1' },
    ]);
    expect(leftOut.map((ingredient) => ingredient.name)).toEqual(['Cream', 'Eggs', 'Salt']);
    expect(leftOutCount).toBe(3);
  });

  it('does not count an ingredient as left out when part of it is still bought', () => {
    const stock = pantryStock([line('Butter', 80, 'g')], []);
    const { needed, leftOut, leftOutCount } = toBuy(stock, [
      line('Butter', 50, 'g'),
      line('Butter', 50, 'g'),
    ]);
    expect(needed).toEqual([line('Butter', 20, 'g')]);
    expect([leftOut, leftOutCount]).toEqual([[], 0]);
  });

  it('counts an ingredient written twice and covered in full once', () => {
    const stock = pantryStock([line('Butter', 500, 'g')], []);
    const { needed, leftOut, leftOutCount } = toBuy(stock, [
      line('Butter', 50, 'g'),
      line('butter', 50, 'g'),
    ]);
    expect([needed, leftOut.length, leftOutCount]).toEqual([[], 2, 1]);
  });
});

describe('missing names for the recipe list', () => {
  const stock = pantryStock([line('Flour', 100, 'g'), line('Zwiebeln', 2)], ['salt']);

  it('names each ingredient missing once, as first written, whatever the amounts', () => {
    expect(missingNames(stock, ['Flour', ' Cream ', 'Zwiebel', 'cream', 'Salt', 'Chives'])).toEqual([
      'Cream',
      'Chives',
    ]);
  });

  it('stops counting one past the limit', () => {
    expect(missingNames(stock, ['a', 'b', 'c', 'd', 'e'], undefined, 1)).toEqual(['a', 'b']);
  });
});
