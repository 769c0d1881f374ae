import { type CardRecord, type Catalogue, catalogueShards, shardVersionAttribute } from '../data/catalogue';

/** The ingredient names of recipes whose cards predate them (read from the recipes themselves). */
export type IngredientNamesOf = (recipeIds: string[]) => Promise<Map<string, string[]>>;

/** A shard's cards, each with its ingredient names (from the card, or from its recipe for older cards). */
export const shardCardsWithNames = async (
  catalogue: Pick<Catalogue, 'shardCards'>,
  ingredientNamesOf: IngredientNamesOf,
  shard: number,
): Promise<{ card: CardRecord; ingredientNames: string[] | undefined }[]> => {
  const cards = await catalogue.shardCards(shard);
  const older = cards.filter((card) => card.ingredientNames === undefined).map((card) => card.id);
  const names = older.length ? await ingredientNamesOf(older) : new Map<string, string[]>();
  return cards.map((card) => ({ card, ingredientNames: card.ingredientNames ?? names.get(card.id) }));
};

/**
 * The catalogue as a warm function holds it, shard by shard, each with the version it was loaded
 * at. Each refresh reads the one small versions item; only shards whose version moved since are
 * loaded again (`load`, given the version it loads). `changed` says whether any was.
 */
export const createShardCache = <T>(
  catalogue: Pick<Catalogue, 'versions'>,
  load: (shard: number, version: number) => Promise<T[]>,
) => {
  const shards = new Map<number, { version: number; entries: T[] }>();
  let all: T[] = [];

  return async (): Promise<{ all: T[]; changed: boolean }> => {
    const versions = await catalogue.versions();
    const versionOf = (shard: number) => Number(versions[shardVersionAttribute(shard)] ?? 0);
    const stale = Array.from({ length: catalogueShards }, (_, shard) => shard).filter(
      (shard) => !shards.has(shard) || versionOf(shard) !== shards.get(shard)?.version,
    );
    if (stale.length === 0) return { all, changed: false };
    await Promise.all(
      stale.map(async (shard) => {
        const version = versionOf(shard);
        // A shard never written has no cards: nothing to read.
        shards.set(shard, { version, entries: version === 0 ? [] : await load(shard, version) });
      }),
    );
    all = [...shards.values()].flatMap((shard) => shard.entries);
    return { all, changed: true };
  };
};
