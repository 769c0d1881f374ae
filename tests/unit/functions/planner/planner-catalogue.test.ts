import { describe, expect, it } from 'vitest';
import { type CardRecord, shardOf, shardVersionAttribute } from '#functions/data/catalogue';
import { createCataloguePacks, packPartition } from '#functions/data/catalogue-packs';
import type { Table, WritePart } from '#functions/data/table';
import { createPlannerCatalogue } from '#functions/planner/planner-catalogue';
import { oldCard } from '../../../support/catalogue-cards';

/** The table as the packs use it: a Query of one partition (sorted by sort key) and single puts. */
const packTable = () => {
  const items = new Map<string, Record<string, unknown>>();
  const table = {
    async query<T>({ partition }: { partition: string }) {
      return [...items.values()]
        .filter((item) => item.pk === partition)
        .sort((a, b) => String(a.sk).localeCompare(String(b.sk))) as T[];
    },
    async write(part: WritePart) {
      if (!('Put' in part)) throw new Error('packs only put');
      items.set(`${part.Put.Item.pk}|${part.Put.Item.sk}`, part.Put.Item);
    },
  } as unknown as Table;
  return { table, items };
};

const newCard: CardRecord = {
  ...oldCard,
  id: 'new-1',
  name: 'Tagged stew',
  prepTime: 15,
  tags: ['Winter'],
  ingredientNames: ['Beef'],
};

/** A cold planner function's catalogue over these cards, counting the shards read from cards. */
const coldPlanner = (table: Table, cards: CardRecord[], version: () => number, cardReads: number[]) =>
  createPlannerCatalogue(
    {
      versions: async () =>
        Object.fromEntries(cards.map((card) => [shardVersionAttribute(shardOf(card.id)), version()])),
      shardCards: async (shard) => {
        cardReads.push(shard);
        return cards.filter((card) => shardOf(card.id) === shard);
      },
    },
    createCataloguePacks(table),
    async (ids) => new Map(ids.map((id) => [id, ['Leeks', 'Potatoes']])),
  );

const byId = <T extends { id: string }>(entries: T[]) =>
  [...entries].sort((a, b) => a.id.localeCompare(b.id));

describe("the planner's catalogue, from the shards' packs", () => {
  it('reads cards of both shapes once, packs them, and a cold start then reads only the packs', async () => {
    const { table } = packTable();
    const cardReads: number[] = [];
    const first = byId(await coldPlanner(table, [oldCard, newCard], () => 1, cardReads).entries());
    expect(first).toEqual([
      {
        id: 'new-1',
        name: 'Tagged stew',
        tagKeys: ['winter'],
        totalTime: 45,
        averageRating: 4.5,
        ingredientNames: ['Beef'],
      },
      // The old card: no tags, its ingredient names from its recipe.
      {
        id: 'old-1',
        name: 'Grandma soup',
        tagKeys: [],
        totalTime: 30,
        averageRating: 4.5,
        ingredientNames: ['Leeks', 'Potatoes'],
      },
    ]);
    expect(cardReads.length).toBeGreaterThan(0);

    const laterReads: number[] = [];
    const cold = await coldPlanner(table, [oldCard, newCard], () => 1, laterReads).entries();
    expect(byId(cold)).toEqual(first);
    expect(laterReads).toEqual([]);
  });

  it('reads the cards again when a shard has moved on since its pack, and packs it again', async () => {
    const { table } = packTable();
    let version = 1;
    await coldPlanner(table, [newCard], () => version, []).entries();
    version = 2;
    const renamed = { ...newCard, name: 'Winter stew' };
    const cardReads: number[] = [];
    const entries = await coldPlanner(table, [renamed], () => version, cardReads).entries();
    expect(entries.map((entry) => entry.name)).toEqual(['Winter stew']);
    expect(cardReads).toEqual([shardOf(newCard.id)]);
    const again: number[] = [];
    await coldPlanner(table, [renamed], () => version, again).entries();
    expect(again).toEqual([]);
  });

  it('never uses a pack that is not whole, not JSON or expired', async () => {
    const shard = shardOf(newCard.id);
    const spoil: Record<string, (item: Record<string, unknown>) => Record<string, unknown>> = {
      'a part missing': (item) => ({ ...item, parts: 2 }),
      'not JSON': (item) => ({ ...item, cards: '[["new-1", "Tagged' }),
      expired: (item) => ({ ...item, ttl: Math.floor(Date.now() / 1000) - 1 }),
    };
    for (const [what, change] of Object.entries(spoil)) {
      const { table, items } = packTable();
      await coldPlanner(table, [newCard], () => 1, []).entries();
      const key = `${packPartition(shard)}|PART#000`;
      items.set(key, change(items.get(key) ?? {}));
      const cardReads: number[] = [];
      const entries = await coldPlanner(table, [newCard], () => 1, cardReads).entries();
      expect(cardReads, what).toEqual([shard]);
      expect(
        entries.map((entry) => entry.name),
        what,
      ).toEqual(['Tagged stew']);
    }
  });

  it('splits a large shard into parts under the item size limit and reads them back whole', async () => {
    const { table, items } = packTable();
    const shard = shardOf(newCard.id);
    const cards = Array.from({ length: 3_000 }, (_, index) => ({
      ...newCard,
      id: `big-${index}`,
      name: `${'Schmorbraten mit Rotkohl und Klößen '.repeat(6)}${index}`,
    }));
    const packs = createCataloguePacks(table);
    const packed = cards.map((card) => ({
      id: card.id,
      name: card.name,
      tags: card.tags ?? [],
      prepTime: card.prepTime,
      cookTime: card.cookTime,
      ratingSum: card.ratingSum,
      ratingCount: card.ratingCount,
      ingredientNames: card.ingredientNames ?? [],
    }));
    await packs.write(shard, 7, packed);
    const parts = [...items.values()];
    expect(parts.length).toBeGreaterThan(1);
    for (const part of parts) expect(Buffer.byteLength(String(part.cards))).toBeLessThan(350_000);
    expect(await packs.read(shard, 7)).toEqual(packed);
    expect(await packs.read(shard, 8)).toBeUndefined();
  });
});
