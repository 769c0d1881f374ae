import { describe, expect, it } from 'vitest';
import { tagList } from '#shared/recipes/tag-list';

describe('tags from categories and keywords', () => {
  it.each([
    [['Soup'], ['Soup']],
    [['quick, easy,, weeknight '], ['quick', 'easy', 'weeknight']],
    [
      [['Soup', 'soup', 'SOUP'], 'Dinner'],
      ['Soup', 'Dinner'],
    ],
    [[undefined, 3, { name: 'x' }, 'Kept'], ['Kept']],
    [['  two   spaces '], ['two spaces']],
    [['x'.repeat(41), 'short'], ['short']],
    [
      [Array.from({ length: 30 }, (_, index) => `t${index}`)],
      Array.from({ length: 20 }, (_, index) => `t${index}`),
    ],
  ])('%j gives %j', (values, tags) => {
    expect(tagList(values)).toEqual(tags);
  });
});
