import { describe, expect, it } from 'vitest';
import { compareBy, orderOf, pageOf, toEntry } from '#functions/recipes/catalogue-query';
import { pantryStock } from '#shared/pantry/coverage';
import type { RecipeSummary } from '#shared/recipes/recipe-schemas';

const summary = (id: string, overrides: Partial<RecipeSummary> = {}): RecipeSummary => ({
  id,
  name: `Recipe ${id}`,
  description: 'Tasty',
  prepTime: null,
  cookTime: null,
  servings: null,
  imageUrl: null,
  externalRecipeUrl: null,
  createdBy: 'u1',
  createdAt: `2026-01-0${id}T00:00:00.000Z`,
  averageRating: 0,
  totalRatings: 0,
  tags: [],
  isFavourite: false,
  ...overrides,
});

const ids = (entries: { summary: RecipeSummary }[]) => entries.map((entry) => entry.summary.id);

describe('compareBy', () => {
  const entries = [
    toEntry(summary('1', { name: 'banana', prepTime: 10 })),
    toEntry(summary('2', { name: 'Apple', prepTime: null })),
    toEntry(summary('3', { name: 'cherry', prepTime: 5 })),
    toEntry(summary('4', { name: 'apple', prepTime: 10 })),
  ];

  it('orders names case-insensitively, ties by creation time', () => {
    expect(ids([...entries].sort(compareBy('Name', false)))).toEqual(['2', '4', '1', '3']);
    expect(ids([...entries].sort(compareBy('Name', true)))).toEqual(['3', '1', '4', '2']);
  });

  it('puts a missing time last in both directions', () => {
    expect(ids([...entries].sort(compareBy('PrepTime', false)))).toEqual(['3', '1', '4', '2']);
    expect(ids([...entries].sort(compareBy('PrepTime', true)))).toEqual(['4', '1', '3', '2']);
  });

  it('orders by creation time', () => {
    expect(ids([...entries].sort(compareBy('CreatedAt', true)))).toEqual(['4', '3', '2', '1']);
  });
});

describe('pageOf', () => {
  const sorted = orderOf(
    ['1', '2', '3', '4', '5'].map((id) =>
      toEntry(summary(id, { description: id === '4' ? 'With GARLIC' : 'Plain' })),
    ),
  );

  it('pages and reports the paging fields', () => {
    expect(pageOf(sorted, { page: 2, pageSize: 2, searchTerm: '' })).toMatchObject({
      items: [{ id: '3' }, { id: '4' }],
      totalItems: 5,
      currentPage: 2,
      totalPages: 3,
      hasNext: true,
      hasPrevious: true,
    });
  });

  it('answers a page past the end with an empty page', () => {
    expect(pageOf(sorted, { page: 4, pageSize: 2, searchTerm: '' })).toMatchObject({
      items: [],
      hasNext: false,
      hasPrevious: true,
    });
  });

  it('searches name and description, case-insensitively, keeping the order', () => {
    expect(
      pageOf(sorted, { page: 1, pageSize: 12, searchTerm: ' garlic ' }).items.map((item) => item.id),
    ).toEqual(['4']);
    expect(
      pageOf(sorted, { page: 1, pageSize: 12, searchTerm: 'RECIPE 2' }).items.map((item) => item.id),
    ).toEqual(['2']);
    expect(pageOf(sorted, { page: 1, pageSize: 12, searchTerm: 'nothing' })).toMatchObject({
      totalItems: 0,
      totalPages: 0,
    });
  });
});

describe('pageOf filters', () => {
  const sorted = [
    summary('1', { createdBy: 'ann', averageRating: 4.5, totalRatings: 2, prepTime: 10, cookTime: 20 }),
    summary('2', { createdBy: 'bob', averageRating: 3, totalRatings: 1, prepTime: null, cookTime: 25 }),
    summary('3', { createdBy: 'ann', averageRating: 0, totalRatings: 0, prepTime: 40, cookTime: null }),
    summary('4', { createdBy: 'bob', averageRating: 5, totalRatings: 1 }),
  ].map((one) => toEntry(one));
  const order = orderOf(sorted);
  const page = { page: 1, pageSize: 12, searchTerm: '' };
  const idsOf = (filters: object) => pageOf(order, { ...page, ...filters }).items.map((item) => item.id);

  it("keeps one creator's recipes", () => {
    expect(idsOf({ createdBy: 'ann' })).toEqual(['1', '3']);
  });

  it('keeps recipes rated at least the minimum on average; unrated ones count as 0', () => {
    expect(idsOf({ minRating: 4 })).toEqual(['1', '4']);
    expect(idsOf({ minRating: 1 })).toEqual(['1', '2', '4']);
  });

  it('keeps recipes whose known total time is at most the maximum; no time at all never matches', () => {
    expect(idsOf({ maxTotalTime: 30 })).toEqual(['1', '2']);
    expect(idsOf({ maxTotalTime: 40 })).toEqual(['1', '2', '3']);
  });

  it('combines the filters with the search, and counts only what matches', () => {
    expect(
      pageOf(order, { ...page, createdBy: 'ann', maxTotalTime: 30, searchTerm: 'recipe' }),
    ).toMatchObject({
      items: [{ id: '1' }],
      totalItems: 1,
      totalPages: 1,
    });
  });
});

describe('search, tags and favourites', () => {
  const sorted = [
    toEntry(summary('1', { name: 'Leek soup', tags: ['Vegetarian', 'Soup'] }), ['Leeks', 'Potatoes']),
    toEntry(summary('2', { name: 'Beef stew', tags: ['Winter'] }), ['Beef', 'Carrots']),
    toEntry(summary('3', { name: 'Salad', description: 'Crunchy' }), ['Lettuce', 'Carrots']),
  ];
  const order = orderOf(sorted);
  const page = { page: 1, pageSize: 12, searchTerm: '' };
  const idsOf = (filters: object, favourites: ReadonlySet<string> = new Set()) =>
    pageOf(order, { ...page, ...filters }, favourites).items.map((item) => item.id);

  it('finds a recipe by an ingredient or a tag, in any case', () => {
    expect(idsOf({ searchTerm: 'carrot' })).toEqual(['2', '3']);
    expect(idsOf({ searchTerm: 'POTATO' })).toEqual(['1']);
    expect(idsOf({ searchTerm: 'winter' })).toEqual(['2']);
  });

  it("never finds a term across two recipes' texts, however it is spelled", () => {
    expect(idsOf({ searchTerm: 'potatoes\u0000beef' })).toEqual([]);
    expect(idsOf({ searchTerm: 'potatoes' })).toEqual(['1']);
  });

  it('keeps the recipes with a tag, in any case', () => {
    expect(idsOf({ tag: 'vegetarian' })).toEqual(['1']);
    expect(idsOf({ tag: 'Veg' })).toEqual([]);
  });

  it("keeps the caller's favourites and marks them on every card", () => {
    const favourites = new Set(['3', 'gone']);
    expect(idsOf({ favourites: true }, favourites)).toEqual(['3']);
    const marks = pageOf(order, page, favourites).items.map((item) => [item.id, item.isFavourite]);
    expect(marks).toEqual([
      ['1', false],
      ['2', false],
      ['3', true],
    ]);
  });
});

describe('what can I make (a pantry filter)', () => {
  const stock = pantryStock(
    [
      { name: 'Flour', amount: 1, unit: 'kg' },
      { name: 'Eggs', amount: 2, unit: null },
      { name: 'Zwiebeln', amount: 3, unit: null },
    ],
    ['salt', 'water'],
  );
  const sorted = orderOf([
    toEntry(summary('1', { name: 'Pancakes', tags: ['Breakfast'] }), ['Flour', 'eggs', 'Salt', 'Water']),
    toEntry(summary('2', { name: 'Quiche' }), ['Flour', 'Eggs', 'Cream', 'Chives', 'cream']),
    toEntry(summary('3', { name: 'Zwiebelkuchen' }), ['Zwiebel', 'Mehl', 'Speck', 'Sahne', 'Eier']),
    toEntry(summary('4', { name: 'Linked only' }), []),
    toEntry(summary('5', { name: 'Bread', tags: ['Breakfast'] }), ['Flour', 'Yeast', 'Water']),
  ]);
  const query = { page: 1, pageSize: 12, searchTerm: '' };
  const shown = (page: ReturnType<typeof pageOf>) => page.items.map((item) => [item.name, item.missing]);

  it('"can make now" keeps recipes missing nothing, and says so on each card', () => {
    expect(shown(pageOf(sorted, query, new Set(), { stock, missingAtMost: 0 }))).toEqual([['Pancakes', []]]);
  });

  it('"missing at most" names what is missing, each ingredient once as written', () => {
    expect(shown(pageOf(sorted, query, new Set(), { stock, missingAtMost: 2 }))).toEqual([
      ['Pancakes', []],
      ['Quiche', ['Cream', 'Chives']],
      ['Bread', ['Yeast']],
    ]);
    expect(pageOf(sorted, query, new Set(), { stock, missingAtMost: 3 }).totalItems).toBe(3);
  });

  it('never counts a recipe without ingredients as one that can be made', () => {
    expect(
      pageOf(sorted, query, new Set(), { stock, missingAtMost: 3 }).items.map((item) => item.id),
    ).not.toContain('4');
  });

  it('combines with search, tags and paging', () => {
    const pantry = { stock, missingAtMost: 1 };
    expect(shown(pageOf(sorted, { ...query, tag: 'breakfast' }, new Set(), pantry))).toEqual([
      ['Pancakes', []],
      ['Bread', ['Yeast']],
    ]);
    expect(shown(pageOf(sorted, { ...query, searchTerm: 'yeast' }, new Set(), pantry))).toEqual([
      ['Bread', ['Yeast']],
    ]);
    expect(pageOf(sorted, { ...query, pageSize: 1, page: 2 }, new Set(), pantry)).toMatchObject({
      items: [{ name: 'Bread', missing: ['Yeast'] }],
      totalItems: 2,
      totalPages: 2,
    });
  });

  it('adds no missing field without a pantry filter', () => {
    expect(pageOf(sorted, query).items[0]).not.toHaveProperty('missing');
  });
});
