import { putPart, type Table } from './table';

/**
 * The planner's packs: each catalogue shard's cards as the planner reads them (no description,
 * image, creator or dates), all in one string attribute of a few items. A cold planner reads 32
 * packs instead of 10,000 cards: DynamoDB reads, and the SDK parses, a few items instead of one
 * per recipe (the per-item work was most of a cold "Plan my week"). A pack is a cache the planner
 * writes itself, stamped with the shard's version: it is used only while that version is current,
 * so no writer of cards needs to know of it, and a stale or missing pack is read from the cards.
 */
export interface PackedCard {
  id: string;
  name: string;
  tags: string[];
  prepTime: number | null;
  cookTime: number | null;
  ratingSum: number;
  ratingCount: number;
  ingredientNames: string[];
}

/** A card in a pack: its fields in this order, a JSON array (a third of the JSON of an object). */
type Row = [string, string, string[], number | null, number | null, number, number, string[]];

interface PackItem {
  sk: string;
  version: number;
  /** How many parts the pack was written in. */
  parts: number;
  /** The part's rows, as JSON. */
  cards: string;
  ttl: number;
}

export const packPartition = (shard: number) => `CATALOGPACK#${shard}`;
const partKey = (shard: number, part: number) => ({
  pk: packPartition(shard),
  sk: `PART#${String(part).padStart(3, '0')}`,
});
/** A part's rows in bytes, well under DynamoDB's 400 KB an item (10,000 recipes: about 60 KB a shard). */
const maxPartBytes = 300_000;
/**
 * A pack not rewritten for two days expires (DynamoDB's TTL deletes it): the names of deleted
 * recipes do not outlive them for long in a pack no planner read again.
 */
const packLifetimeSeconds = 2 * 86_400;

const rowOf = (card: PackedCard): Row => [
  card.id,
  card.name,
  card.tags,
  card.prepTime,
  card.cookTime,
  card.ratingSum,
  card.ratingCount,
  card.ingredientNames,
];

const cardOf = ([id, name, tags, prepTime, cookTime, ratingSum, ratingCount, ingredientNames]: Row) => ({
  id,
  name,
  tags,
  prepTime,
  cookTime,
  ratingSum,
  ratingCount,
  ingredientNames,
});

/** The rows as JSON parts of at most maxPartBytes each (one part at least, if empty). */
const partsOf = (cards: readonly PackedCard[]): string[] => {
  const parts: string[][] = [[]];
  let bytes = 0;
  for (const card of cards) {
    const row = JSON.stringify(rowOf(card));
    const size = Buffer.byteLength(row) + 1;
    if (bytes + size > maxPartBytes && (parts.at(-1)?.length ?? 0) > 0) {
      parts.push([]);
      bytes = 0;
    }
    parts.at(-1)?.push(row);
    bytes += size;
  }
  return parts.map((rows) => `[${rows.join(',')}]`);
};

export const createCataloguePacks = (table: Table, now: () => Date = () => new Date()) => ({
  /**
   * The shard's pack if it was made at this version and is whole; undefined otherwise (the cards
   * are then read). An eventually consistent read: a pack written a moment ago and not yet seen
   * only costs a read of the cards.
   */
  async read(shard: number, version: number): Promise<PackedCard[] | undefined> {
    const items = await table.query<PackItem>({ partition: packPartition(shard) });
    const parts = items.slice(0, items[0]?.parts ?? 0);
    const nowSeconds = now().getTime() / 1000;
    const whole =
      parts.length > 0 &&
      parts.every((part, index) => {
        const { sk } = partKey(shard, index);
        return (
          part.sk === sk && part.version === version && part.parts === parts.length && part.ttl > nowSeconds
        );
      });
    if (!whole) return undefined;
    try {
      return parts.flatMap((part) => (JSON.parse(part.cards) as Row[]).map(cardOf));
    } catch {
      // Not JSON: not a pack this code wrote. Read the cards instead.
      return undefined;
    }
  },

  /** Stores the shard's cards as they were at this version (parts beyond the new count are ignored). */
  async write(shard: number, version: number, cards: readonly PackedCard[]): Promise<void> {
    const parts = partsOf(cards);
    const ttl = Math.floor(now().getTime() / 1000) + packLifetimeSeconds;
    await Promise.all(
      parts.map((json, index) =>
        table.write(
          putPart({
            ...partKey(shard, index),
            type: 'CataloguePack',
            version,
            parts: parts.length,
            cards: json,
            ttl,
          }),
        ),
      ),
    );
  },
});

export type CataloguePacks = ReturnType<typeof createCataloguePacks>;
