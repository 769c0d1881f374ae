import { describe, expect, it } from 'vitest';
import {
  completeOrder,
  defaultAisleSettings,
  groupBySection,
  guessSection,
  sectionOf,
  sections,
  singular,
} from '#shared/shopping/aisles';
import { eachReadsAs } from '../../../support/reads-as';

describe('guessSection', () => {
  eachReadsAs(guessSection, '%s is in %s', [
    ['Tomatoes', 'Produce'],
    ['red onion', 'Produce'],
    ['Cherry tomatoes', 'Produce'],
    ['Strawberries', 'Produce'],
    ['Eggs', 'Dairy'],
    ['Milk', 'Dairy'],
    ['Sour cream', 'Dairy'],
    ['Sourdough loaf', 'Bakery'],
    ['Chicken breasts', 'Meat & Fish'],
    ['Salmon fillet', 'Meat & Fish'],
    ['Tomato soup', 'Pantry'],
    ['Chicken stock', 'Pantry'],
    ['Olive oil', 'Pantry'],
    ['Black pepper', 'Pantry'],
    ['Peanut butter', 'Pantry'],
    ['Olives', 'Pantry'],
    ['Frozen peas', 'Frozen'],
    ['Vanilla ice cream', 'Frozen'],
    ['Orange juice', 'Drinks'],
    ['Toilet paper', 'Household'],
    ['Kitchen roll', 'Household'],
    ['Bread rolls', 'Bakery'],
    ['Gizmo', 'Other'],
    ['', 'Other'],
  ]);

  it('ignores case, spaces and punctuation', () => {
    expect(guessSection('  EGGS (free-range) ')).toBe('Dairy');
  });
});

describe('singular', () => {
  eachReadsAs(singular, '%s → %s', [
    ['tomatoes', 'tomato'],
    ['berries', 'berry'],
    ['peaches', 'peach'],
    ['loaves', 'loaf'],
    ['eggs', 'egg'],
    ['hummus', 'hummus'],
    ['cress', 'cress'],
    ['peas', 'pea'],
  ]);
});

describe('sectionOf', () => {
  it("prefers the household's choice for the name, whatever its case", () => {
    expect(sectionOf('Oat  Milk', { 'oat milk': 'Drinks' })).toBe('Drinks');
    expect(sectionOf('Oat milk', {})).toBe('Dairy');
  });
});

describe('completeOrder', () => {
  it('puts the given sections first and the missing ones after, each once', () => {
    expect(completeOrder(['Frozen', 'Bakery'])).toEqual([
      'Frozen',
      'Bakery',
      'Produce',
      'Dairy',
      'Meat & Fish',
      'Pantry',
      'Drinks',
      'Household',
      'Other',
    ]);
    expect(completeOrder([])).toEqual([...sections]);
  });
});

describe('groupBySection', () => {
  const items = ['Milk', 'Apples', 'Bread', 'Gizmo', 'Bananas', 'Cheese'].map((name) => ({ name }));

  it('groups items by section in the default order, keeping their order, leaving empty sections out', () => {
    expect(
      groupBySection(items, defaultAisleSettings).map(({ section, items }) => [
        section,
        items.map((item) => item.name),
      ]),
    ).toEqual([
      ['Produce', ['Apples', 'Bananas']],
      ['Dairy', ['Milk', 'Cheese']],
      ['Bakery', ['Bread']],
      ['Other', ['Gizmo']],
    ]);
  });

  it("follows the household's order and its choices", () => {
    const grouped = groupBySection(items, {
      order: ['Other', 'Bakery', ...sections],
      sections: { gizmo: 'Household', milk: 'Bakery' },
    });
    expect(grouped.map(({ section, items }) => [section, items.map((item) => item.name)])).toEqual([
      ['Bakery', ['Milk', 'Bread']],
      ['Produce', ['Apples', 'Bananas']],
      ['Dairy', ['Cheese']],
      ['Household', ['Gizmo']],
    ]);
  });
});
