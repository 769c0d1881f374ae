import { describe, expect, it } from 'vitest';
import { formatAmount } from '#shared/recipes/quantity';
import { totalTime } from '#shared/recipes/recipe-times';
import { fitWithin, isImageFile, resizedFileName } from '#web/features/recipes/utils/image-resize';
import {
  listParamsOf,
  type RecipeListView,
  readListView,
  writeListView,
} from '#web/features/recipes/utils/list-search-params';
import {
  formatMinutes,
  formatRating,
  ratingLabel,
  sourceHost,
} from '#web/features/recipes/utils/recipe-facts';
import { moveItem, renumberSortOrder } from '#web/features/recipes/utils/sort-order';
import { itReadsAs } from '../../support/reads-as';

describe('total time', () => {
  itReadsAs(([prep, cook]: [number | null, number | null]) => totalTime(prep, cook), {
    'adds prep and cook time': [[[15, 30], 45]],
    'is whichever exists when only one does': [
      [[15, null], 15],
      [[null, 40], 40],
    ],
    'is absent when neither exists': [[[null, null], null]],
  });

  itReadsAs(formatMinutes, {
    'reads as minutes, then hours and minutes': [
      [45, '45 min'],
      [60, '1 h'],
      [95, '1 h 35 min'],
    ],
  });
});

describe('source host', () => {
  itReadsAs(sourceHost, {
    'shows only the host, without a leading www.': [
      ['https://www.example.com/recipes/1?x=2', 'example.com'],
      ['http://WWW.Example.org', 'example.org'],
    ],
    'keeps other subdomains and a www inside the name': [
      ['https://cooking.nytimes.com/r/1', 'cooking.nytimes.com'],
      ['https://wwwfoods.com', 'wwwfoods.com'],
    ],
    'is null for text that is not a URL': [['not a url', null]],
  });
});

describe('ingredient order', () => {
  const rows = [
    { name: 'a', sortOrder: 1 },
    { name: 'b', sortOrder: 2 },
    { name: 'c', sortOrder: 3 },
  ];

  it('renumbers from 1 after a reorder', () => {
    expect(renumberSortOrder(moveItem(rows, 0, 2))).toEqual([
      { name: 'b', sortOrder: 1 },
      { name: 'c', sortOrder: 2 },
      { name: 'a', sortOrder: 3 },
    ]);
  });

  it('renumbers from 1 after a removal, keeping untouched rows as they are', () => {
    const renumbered = renumberSortOrder([rows[0], rows[2]].filter((row) => row !== undefined));
    expect(renumbered).toEqual([
      { name: 'a', sortOrder: 1 },
      { name: 'c', sortOrder: 2 },
    ]);
    expect(renumbered[0]).toBe(rows[0]);
  });

  it('moves without touching the original list', () => {
    const copy = [...rows];
    expect(moveItem(rows, 2, 0).map((row) => row.name)).toEqual(['c', 'a', 'b']);
    expect(rows).toEqual(copy);
  });
});

describe('image resize maths', () => {
  it('scales the longest side down to 800 px, keeping the aspect ratio', () => {
    expect(fitWithin(1600, 1200)).toEqual({ width: 800, height: 600 });
    expect(fitWithin(1000, 4000)).toEqual({ width: 200, height: 800 });
    expect(fitWithin(3000, 1001)).toEqual({ width: 800, height: 267 });
  });

  it('leaves images that already fit alone', () => {
    expect(fitWithin(800, 800)).toEqual({ width: 800, height: 800 });
    expect(fitWithin(320, 200)).toEqual({ width: 320, height: 200 });
  });

  it('never rounds a side to zero', () => {
    expect(fitWithin(10_000, 3)).toEqual({ width: 800, height: 1 });
  });

  it('accepts only image types', () => {
    expect(isImageFile({ type: 'image/png' })).toBe(true);
    expect(isImageFile({ type: 'application/pdf' })).toBe(false);
    expect(isImageFile({ type: '' })).toBe(false);
  });

  it('names a resized file after the original, or after its type', () => {
    expect(resizedFileName('cake.jpg', 'image/jpeg')).toBe('cake.jpg');
    expect(resizedFileName('', 'image/svg+xml')).toBe('image.svg');
  });
});

describe('ratings', () => {
  it('reads out the average and the count', () => {
    expect(ratingLabel(4.5, 2)).toBe('Rated 4.5 out of 5 (2 ratings)');
    expect(ratingLabel(4, 1)).toBe('Rated 4 out of 5 (1 rating)');
    expect(ratingLabel(0, 0)).toBe('Not rated yet (0 ratings)');
  });

  it('rounds to one decimal', () => {
    expect(formatRating(3.6666)).toBe('3.7');
    expect(formatAmount(0.1 + 0.2)).toBe('0.3');
  });
});

/** The view of an address with no query: what the recipe list shows first. */
const defaults: RecipeListView = {
  search: '',
  sortBy: 'CreatedAt',
  sortDescending: true,
  page: 1,
  mine: false,
  minRating: null,
  maxTime: null,
  favourites: false,
  tag: null,
  missing: null,
};

describe('recipe list address', () => {
  it('reads defaults from an empty query', () => {
    expect(readListView(new URLSearchParams())).toEqual(defaults);
  });

  it('round-trips a view with its filters and leaves defaults out', () => {
    const view: RecipeListView = {
      search: 'soup',
      sortBy: 'PrepTime',
      sortDescending: false,
      page: 3,
      mine: true,
      minRating: 4,
      maxTime: 30,
      favourites: true,
      tag: 'Winter soups',
      missing: 2,
    };
    const params = writeListView(view);
    expect(params.toString()).toBe(
      'q=soup&sort=PrepTime&order=asc&mine=1&rating=4&time=30&fav=1&tag=Winter+soups&missing=2&page=3',
    );
    expect(readListView(new URLSearchParams('missing=0')).missing).toBe(0);
    expect(readListView(params)).toEqual(view);
    expect(writeListView({ ...defaults, search: ' ' }).toString()).toBe('');
  });

  it('falls back to defaults for unreadable values', () => {
    expect(
      readListView(
        new URLSearchParams('sort=Calories&page=-2&order=sideways&mine=yes&rating=2.2&time=7&missing=4'),
      ),
    ).toEqual(defaults);
  });

  it('asks the API for the filters it sets, and for the own recipes by user id', () => {
    const view = { ...defaults, mine: true, minRating: 4.5, maxTime: 45, favourites: true, tag: 'Quick' };
    expect(listParamsOf(view, 'user-1')).toMatchObject({
      createdBy: 'user-1',
      minRating: 4.5,
      maxTotalTime: 45,
      favourites: true,
      tag: 'Quick',
    });
    expect(listParamsOf(defaults, 'user-1')).not.toHaveProperty('createdBy');
    expect(listParamsOf(defaults, 'user-1')).not.toHaveProperty('favourites');
  });

  it("asks what can be made from the acting group's pantry, or the user's own", () => {
    expect(listParamsOf({ ...defaults, missing: 0 }, 'user-1', 'group-1')).toMatchObject({
      missingAtMost: 0,
      pantryGroupId: 'group-1',
    });
    expect(listParamsOf({ ...defaults, missing: 2 }, 'user-1')).not.toHaveProperty('pantryGroupId');
    expect(listParamsOf(defaults, 'user-1', 'group-1')).not.toHaveProperty('pantryGroupId');
  });
});
