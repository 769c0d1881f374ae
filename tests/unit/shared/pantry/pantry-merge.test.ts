import { describe, expect, it } from 'vitest';
import {
  mergeIntoPantry,
  type PantryLine,
  pantryItemFor,
  takeOutOfPantry,
} from '#shared/pantry/pantry-merge';

const item = (id: string, fields: Partial<PantryLine> = {}): PantryLine => ({
  id,
  name: id,
  amount: null,
  unit: null,
  bestBefore: null,
  ...fields,
});

describe('merging into the pantry', () => {
  it('joins the same ingredient in a convertible unit, whatever its case or plural (Zwiebeln is Zwiebel)', () => {
    const pantry = [
      item('flour', { name: 'Flour', amount: 1, unit: 'kg' }),
      item('onion', { name: 'Zwiebel', amount: 2 }),
    ];
    const changes = mergeIntoPantry(pantry, [
      { name: 'flour', amount: 500, unit: 'g' },
      { name: 'Zwiebeln', amount: 3, unit: null },
      { name: 'Milk', amount: 1, unit: 'l', bestBefore: '2026-12-03' },
    ]);
    expect(changes.updated).toEqual([
      { ...pantry[0], amount: 1.5, unit: 'kg' },
      { ...pantry[1], amount: 5, unit: null },
    ]);
    expect(changes.added).toEqual([
      expect.objectContaining({ name: 'Milk', amount: 1, unit: 'l', bestBefore: '2026-12-03' }),
    ]);
  });

  it('keeps the sooner best-before date, and a date given to an item without one', () => {
    const pantry = [
      item('milk', { name: 'milk', amount: 1, unit: 'l', bestBefore: '2026-12-10' }),
      item('basil', { name: 'basil' }),
    ];
    const changes = mergeIntoPantry(pantry, [
      { name: 'Milk', amount: 1, unit: 'l', bestBefore: '2026-12-05' },
      { name: 'basil', amount: null, unit: null, bestBefore: '2026-12-01' },
    ]);
    expect(changes.updated.map((line) => [line.name, line.amount, line.bestBefore])).toEqual([
      ['milk', 2, '2026-12-05'],
      ['basil', null, '2026-12-01'],
    ]);
  });

  it('adds a new item for amounts that measure something else', () => {
    const changes = mergeIntoPantry(
      [item('eggs', { name: 'eggs', amount: 6 })],
      [{ name: 'eggs', amount: 100, unit: 'g' }],
    );
    expect(changes.updated).toEqual([]);
    expect(changes.added).toEqual([expect.objectContaining({ name: 'eggs', amount: 100, unit: 'g' })]);
  });
});

describe('taking out of the pantry', () => {
  it('subtracts in the item unit, never below zero, and removes what is used up', () => {
    const pantry = [
      item('flour', { name: 'Flour', amount: 1, unit: 'kg' }),
      item('butter', { name: 'butter', amount: 100, unit: 'g' }),
      item('basil', { name: 'basil' }),
      item('rice', { name: 'rice', amount: 1, unit: 'kg' }),
    ];
    const changes = takeOutOfPantry(pantry, [
      { name: 'flour', amount: 200, unit: 'g' },
      { name: 'Butter', amount: 250, unit: 'g' },
      { name: 'Basil', amount: null, unit: null },
      { name: 'cream', amount: 1, unit: 'cup' },
    ]);
    expect(changes.updated).toEqual([{ ...pantry[0], amount: 800, unit: 'g' }]);
    expect(changes.removed.map((line) => line.id)).toEqual(['butter', 'basil']);
  });

  it('adds up two uses of the same item', () => {
    const changes = takeOutOfPantry(
      [item('milk', { name: 'milk', amount: 1, unit: 'l' })],
      [
        { name: 'milk', amount: 200, unit: 'ml' },
        { name: 'milk', amount: 300, unit: 'ml' },
      ],
    );
    expect(changes.updated.map((line) => [line.amount, line.unit])).toEqual([[500, 'ml']]);
  });

  it('finds the item a line takes from only in a convertible unit', () => {
    const pantry = [item('eggs', { name: 'Eier', amount: 6 })];
    expect(pantryItemFor(pantry, { name: 'Ei', amount: 2, unit: null })?.id).toBe('eggs');
    expect(pantryItemFor(pantry, { name: 'Ei', amount: 50, unit: 'g' })).toBeUndefined();
  });
});
