import { totalTime } from '#shared/recipes/recipe-times';
import type { Catalogue } from '../data/catalogue';
import type { CataloguePacks, PackedCard } from '../data/catalogue-packs';
import { createShardCache, type IngredientNamesOf, shardCardsWithNames } from '../recipes/catalogue-shards';

/** A recipe of the catalogue as the planner chooses among them. */
export interface PlannerCard {
  id: string;
  name: string;
  /** Lower-cased tags. */
  tagKeys: string[];
  /** Prep plus cook minutes; null when the recipe gives neither. */
  totalTime: number | null;
  averageRating: number;
  ingredientNames: readonly string[];
}

export const plannerCardOf = (card: PackedCard): PlannerCard => ({
  id: card.id,
  name: card.name,
  tagKeys: card.tags.map((tag) => tag.toLowerCase()),
  totalTime: totalTime(card.prepTime, card.cookTime),
  averageRating: card.ratingCount > 0 ? card.ratingSum / card.ratingCount : 0,
  ingredientNames: card.ingredientNames,
});

/**
 * The whole catalogue as the planner holds it while warm, shard by shard as the recipe list does
 * (catalogue-shards.ts), but loaded from the shards' packs (data/catalogue-packs.ts) where they
 * are current: a cold start reads 32 packs, not 10,000 cards. A shard whose pack is missing or
 * older than the shard is read from its cards, and its pack written again for the next cold start.
 */
export const createPlannerCatalogue = (
  catalogue: Pick<Catalogue, 'versions' | 'shardCards'>,
  packs: Pick<CataloguePacks, 'read' | 'write'>,
  ingredientNamesOf: IngredientNamesOf,
) => {
  const fromCards = async (shard: number, version: number): Promise<PackedCard[]> => {
    const cards = (await shardCardsWithNames(catalogue, ingredientNamesOf, shard)).map(
      ({ card, ingredientNames }): PackedCard => ({
        id: card.id,
        name: card.name,
        tags: card.tags ?? [],
        prepTime: card.prepTime ?? null,
        cookTime: card.cookTime ?? null,
        ratingSum: card.ratingSum,
        ratingCount: card.ratingCount,
        ingredientNames: ingredientNames ?? [],
      }),
    );
    await packs.write(shard, version, cards);
    return cards;
  };
  const shards = createShardCache(catalogue, async (shard, version) =>
    ((await packs.read(shard, version)) ?? (await fromCards(shard, version))).map(plannerCardOf),
  );

  return {
    /** Every recipe, as of now. */
    entries: async () => (await shards()).all,
  };
};
