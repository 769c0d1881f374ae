import type { CalendarFeeds } from '../data/calendar-feeds';
import { type CardRecord, type Catalogue, catalogueShards } from '../data/catalogue';
import type { MealPlans } from '../data/meal-plans';
import type { RatingRecord, Ratings } from '../data/ratings';
import type { Recipes } from '../data/recipes';
import type { Table } from '../data/table';
import { type CleanupProgress, type MarkedAccount, type Users, userPartition } from '../data/users';
import { retryingInBatches } from './in-batches';

/**
 * Deletes what lies outside the user's own partition and is not listed below: an item keyed by
 * something other than the user (a lookup by credential id, say) added by a later feature. Each
 * runs before the partition goes, so it may still read it.
 */
export type AlsoDelete = (userId: string) => Promise<void>;

export interface AccountCleanupDependencies {
  table: Pick<Table, 'deleteAll'>;
  users: Pick<Users, 'findMarked' | 'advanceCleanup'>;
  ratings: Pick<Ratings, 'pageOfUser' | 'ofUserAmong' | 'removeUnversioned' | 'deleteAllOf'>;
  recipes: Pick<Recipes, 'delete'>;
  catalogue: Pick<Catalogue, 'shardCards' | 'bumpShardsOf'>;
  mealPlans: Pick<MealPlans, 'deleteAllOf'>;
  calendarLinks: Pick<CalendarFeeds, 'removeAllOf'>;
  deleteImage: (imageUrl: string) => Promise<void>;
  alsoDelete?: AlsoDelete[];
  /** Epoch milliseconds. */
  now?: () => number;
  /** How long one round works on before it records its progress and hands on (at least one step). */
  roundMs?: number;
  /** Ratings taken back per step. */
  ratingsPerStep?: number;
}

export type RoundOutcome = 'done' | 'handed-on' | 'not-marked';

/**
 * The clean-up after an account's deletion (account-deletion.ts marks the profile; the table's
 * stream hands each change of a marked profile here: account-cleanup-handler.ts). It works in
 * steps, each safe to run again: the user's ratings, a page at a time from their listing (ratings.ts);
 * if they asked for their recipes to go, or the account is older than that listing, the catalogue a
 * shard at a time; then their plans, calendar links and, last, their partition with the profile.
 * A round works for `roundMs`, then records where it stopped on the profile, which is itself a
 * change the stream hands back: the next round goes on from there, in a fresh invocation, so no
 * account is too large for a function's time limit, and one cut short resumes from its last record.
 */
export const createAccountCleanup = ({
  table,
  users,
  ratings,
  recipes,
  catalogue,
  mealPlans,
  calendarLinks,
  deleteImage,
  alsoDelete = [],
  now = Date.now,
  roundMs = 10_000,
  ratingsPerStep = 100,
}: AccountCleanupDependencies) => {
  /** Takes ratings back out of their recipes' totals; one changed meanwhile is read again once. */
  const takeBack = async (userId: string, given: RatingRecord[]) => {
    await retryingInBatches(given, async (rating) => {
      if ((await ratings.removeUnversioned(rating)) !== 'conflict') return;
      const [current] = await ratings.ofUserAmong(userId, [rating.recipeId]);
      if (current) await ratings.removeUnversioned(current);
    });
    // Warm readers reload the shards whose cards changed.
    await catalogue.bumpShardsOf(given.map((rating) => rating.recipeId));
  };

  const removeRecipe = async (userId: string, card: CardRecord) => {
    if (!(await recipes.delete(card.id, userId, false))) return;
    await ratings.deleteAllOf(card.id);
    if (card.imageUrl) await deleteImage(card.imageUrl);
  };

  /** One step from `progress`: the progress after it, or 'done' once the partition is gone. */
  const step = async (
    account: MarkedAccount,
    progress: CleanupProgress,
  ): Promise<CleanupProgress | 'done'> => {
    const userId = account.id;
    const oldRatings = account.ratingsIndexed !== true;
    if (progress.step === 'ratings') {
      const page = await ratings.pageOfUser(userId, ratingsPerStep, progress.after);
      await takeBack(userId, page.ratings);
      if (page.lastKey) return { step: 'ratings', after: page.lastKey };
      return oldRatings || account.deleteRecipes ? { step: 'catalogue', shard: 0 } : { step: 'rest' };
    }
    if (progress.step === 'catalogue') {
      const cards = await catalogue.shardCards(progress.shard);
      // Ratings stored before the listing are found beside each recipe of the catalogue.
      if (oldRatings)
        await takeBack(
          userId,
          await ratings.ofUserAmong(
            userId,
            cards.map((card) => card.id),
          ),
        );
      if (account.deleteRecipes) {
        const own = cards.filter((card) => card.createdBy === userId);
        await retryingInBatches(own, (card) => removeRecipe(userId, card));
        await catalogue.bumpShardsOf(own.map((card) => card.id));
      }
      const next = progress.shard + 1;
      return next < catalogueShards ? { step: 'catalogue', shard: next } : { step: 'rest' };
    }
    await calendarLinks.removeAllOf(userId);
    await mealPlans.deleteAllOf({ type: 'user', id: userId });
    for (const extra of alsoDelete) await extra(userId);
    // Last: sessions, favourites, shopping items, import jobs, what later features file under the
    // user, and the profile itself.
    await table.deleteAll({ partition: userPartition(userId) });
    return 'done';
  };

  return {
    /** One round of the clean-up of the account `userId`, if it is marked deleted. */
    async round(userId: string): Promise<RoundOutcome> {
      const account = await users.findMarked(userId);
      if (!account) return 'not-marked';
      const started = now();
      let progress: CleanupProgress = account.cleanup ?? { step: 'ratings' };
      do {
        const next = await step(account, progress);
        if (next === 'done') return 'done';
        progress = next;
      } while (now() - started < roundMs);
      await users.advanceCleanup(userId, progress);
      return 'handed-on';
    },
  };
};

export type AccountCleanup = ReturnType<typeof createAccountCleanup>;
