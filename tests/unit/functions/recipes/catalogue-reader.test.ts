import { describe, expect, it } from 'vitest';
import type { CardRecord } from '#functions/data/catalogue';
import { shardOf, shardVersionAttribute } from '#functions/data/catalogue';
import { createCatalogueReader } from '#functions/recipes/catalogue-reader';
import { pantryStock } from '#shared/pantry/coverage';
import { recipeListQuery } from '#shared/recipes/recipe-schemas';
import { oldCard } from '../../../support/catalogue-cards';

const newCard: CardRecord = {
  ...oldCard,
  id: 'new-1',
  name: 'Tagged stew',
  createdAt: '2026-01-01T00:00:00.000Z',
  tags: ['Winter'],
  ingredientNames: ['Beef'],
};

describe('the catalogue reader on cards written in the old shape', () => {
  const reader = (asked: string[][]) =>
    createCatalogueReader(
      {
        versions: async () =>
          Object.fromEntries(
            [oldCard, newCard].map((card) => [shardVersionAttribute(shardOf(card.id)), 1] as const),
          ),
        shardCards: async (shard) => [oldCard, newCard].filter((card) => shardOf(card.id) === shard),
      },
      async (ids) => {
        asked.push(ids);
        return new Map(ids.map((id) => [id, ['Leeks', 'Potatoes']]));
      },
    );

  it('lists them with no tags, and finds them by their ingredients read from the recipes', async () => {
    const asked: string[][] = [];
    const catalogue = reader(asked);
    const all = await catalogue.list(recipeListQuery.parse({}), new Set());
    expect(all.items.map((item) => [item.id, item.tags, item.averageRating])).toEqual([
      ['new-1', ['Winter'], 4.5],
      ['old-1', [], 4.5],
    ]);
    const byIngredient = await catalogue.list(recipeListQuery.parse({ searchTerm: 'leek' }), new Set());
    expect(byIngredient.items.map((item) => item.id)).toEqual(['old-1']);
    // Only the old card's recipe was read, once.
    expect(asked.flat()).toEqual(['old-1']);
    expect(await catalogue.tags()).toEqual([{ tag: 'Winter', count: 1 }]);
  });

  it('tells what can be made of them from the ingredients read from the recipes', async () => {
    const catalogue = reader([]);
    const stock = pantryStock([{ name: 'leeks', amount: 2, unit: null }], []);
    const page = await catalogue.list(recipeListQuery.parse({ missingAtMost: '1' }), new Set(), {
      stock,
      missingAtMost: 1,
    });
    expect(page.items.map((item) => [item.id, item.missing])).toEqual([
      ['new-1', ['Beef']],
      ['old-1', ['Potatoes']],
    ]);
  });
});
