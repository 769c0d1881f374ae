import { defaultBackoff, retryOnConflict, tryAgain } from '../data/backoff';
import type { CalendarFeeds } from '../data/calendar-feeds';
import { type CardRecord, type Catalogue, catalogueShards } from '../data/catalogue';
import { transactionConflicted } from '../data/condition-failures';
import type { Groups } from '../data/groups';
import type { Invitations } from '../data/invitations';
import type { LiveConnections } from '../data/live-connections';
import type { MealPlans } from '../data/meal-plans';
import type { Memberships } from '../data/memberships';
import type { Ratings } from '../data/ratings';
import type { Recipes } from '../data/recipes';
import type { Sessions } from '../data/sessions';
import type { Table } from '../data/table';
import { type UserRecord, type Users, userPartition } from '../data/users';
import type { Caller } from '../lib/auth/access-token';
import { ConflictError } from '../lib/domain-errors';
import { endLiveSessions } from './end-sessions';

/**
 * Deletes what lies outside the user's own partition and is not listed below: an item keyed by
 * something other than the user (a lookup by credential id, say) added by a later feature. Each
 * runs after the account is unusable and before the partition goes, so it may still read it.
 */
export type AlsoDelete = (user: UserRecord) => Promise<void>;

export interface AccountDeletionDependencies {
  table: Pick<Table, 'deleteAll'>;
  users: Pick<Users, 'markDeleted'>;
  sessions: Pick<Sessions, 'listLive' | 'revoke'>;
  memberships: Pick<Memberships, 'ofUser' | 'ofGroup' | 'remove'>;
  groups: Pick<Groups, 'get' | 'delete'>;
  invitations: Pick<Invitations, 'ofUser' | 'withdraw'>;
  ratings: Pick<Ratings, 'ofUserAmong' | 'removeUnversioned' | 'deleteAllOf'>;
  recipes: Pick<Recipes, 'delete'>;
  catalogue: Pick<Catalogue, 'shardCards' | 'bumpShardsOf'>;
  mealPlans: Pick<MealPlans, 'deleteAllOf'>;
  calendarLinks: Pick<CalendarFeeds, 'removeAllOf'>;
  liveConnections: Pick<LiveConnections, 'openOf' | 'disconnect'>;
  deleteImage: (imageUrl: string) => Promise<void>;
  /** Told of each session ended, so that its access tokens are refused at once in this container. */
  sessionEnded: (userId: string, sessionId: string) => void;
  alsoDelete?: AlsoDelete[];
  now?: () => number;
}

/** The shown text when the last admin of a group with other members tries to leave. */
export const lastAdminMessage = (groupName: string) =>
  `You are the last admin of ${groupName}. Make another member an admin or delete the group first.`;

/** Independent deletions run this many at a time: a household's account in seconds, not a flood. */
const parallel = 10;

const inBatches = async <T>(list: T[], work: (item: T) => Promise<unknown>) => {
  for (let start = 0; start < list.length; start += parallel)
    await Promise.all(list.slice(start, start + parallel).map(work));
};

/**
 * Rating and recipe removals, a few at once (without the catalogue's version bump, which they would
 * all contend for: the shards are bumped once afterwards); one that met someone else's transaction
 * on the same items meanwhile is tried again.
 */
const retryingInBatches = <T>(list: T[], work: (item: T) => Promise<unknown>) =>
  inBatches(list, (item) =>
    retryOnConflict(
      async () => {
        try {
          return await work(item);
        } catch (error) {
          if (transactionConflicted(error)) return tryAgain;
          throw error;
        }
      },
      () => new Error('Deleting an account kept meeting concurrent transactions'),
      defaultBackoff,
    ),
  );

/**
 * Leaving for good. The account is unusable from the first write: one transaction frees the email
 * and marks the profile deleted (no sign-in, no refresh: a refresh reads the profile), then every
 * session is revoked (their access tokens are refused). Only then is the rest cleaned up, the
 * user's own partition last, profile included, so a clean-up cut short leaves a marked profile
 * (`deletedAt`) to find and finish, never a live account.
 */
export const createAccountDeletion = ({
  table,
  users,
  sessions,
  memberships,
  groups,
  invitations,
  ratings,
  recipes,
  catalogue,
  mealPlans,
  calendarLinks,
  liveConnections,
  deleteImage,
  sessionEnded,
  alsoDelete = [],
  now = Date.now,
}: AccountDeletionDependencies) => {
  const seconds = () => Math.floor(now() / 1000);

  /**
   * The groups the user leaves, and those that go with them (they are their only member). Refused
   * (409, nothing changed) while they are the last admin of a group others are still in.
   */
  const plannedGroups = async (userId: string) => {
    const mine = await memberships.ofUser(userId);
    const plans = await Promise.all(
      mine.map(async (membership) => {
        const others = (await memberships.ofGroup(membership.groupId)).filter(
          (member) => member.userId !== userId,
        );
        if (others.length === 0) return { membership, deleteGroup: true };
        if (membership.isGroupAdmin && !others.some((member) => member.isGroupAdmin)) {
          const group = await groups.get(membership.groupId);
          throw new ConflictError('errors.lastAdminOf', { group: group?.name ?? 'a group' });
        }
        return { membership, deleteGroup: false };
      }),
    );
    return plans;
  };

  /** Every card of the catalogue (32 queries): the user's recipes, and the recipes they may have rated. */
  const allCards = async (): Promise<CardRecord[]> =>
    (
      await Promise.all(Array.from({ length: catalogueShards }, (_, shard) => catalogue.shardCards(shard)))
    ).flat();

  const takeBackRatings = async (userId: string, recipeIds: string[]) => {
    const given = await ratings.ofUserAmong(userId, recipeIds);
    await retryingInBatches(given, async (rating) => {
      // A rating changed meanwhile by the user's last request: read again once, then leave it.
      if ((await ratings.removeUnversioned(rating)) !== 'conflict') return;
      const [now] = await ratings.ofUserAmong(userId, [rating.recipeId]);
      if (now) await ratings.removeUnversioned(now);
    });
    return given.map((rating) => rating.recipeId);
  };

  const removeRecipe = async (userId: string, card: CardRecord) => {
    if (!(await recipes.delete(card.id, userId, false))) return;
    await ratings.deleteAllOf(card.id);
    if (card.imageUrl) await deleteImage(card.imageUrl);
  };

  return {
    /**
     * Deletes the account of `user` (its password already checked). Recipes stay in the catalogue,
     * their creator an id no account has any more ("Former member"), unless `deleteRecipes`.
     */
    async delete(caller: Caller, user: UserRecord, deleteRecipes: boolean): Promise<void> {
      const groupPlans = await plannedGroups(user.id);
      if (!(await users.markDeleted(user, new Date(now()).toISOString()))) return;

      await endLiveSessions(sessions, sessionEnded, user.id, seconds());
      sessionEnded(user.id, caller.sessionId);

      const connections = await liveConnections.openOf(user.id, new Date(now()));
      await inBatches(connections, ({ connectionId }) => liveConnections.disconnect(connectionId));

      await inBatches(groupPlans, async ({ membership, deleteGroup }) => {
        if (deleteGroup) await groups.delete(membership.groupId);
        else await memberships.remove(membership.groupId, user.id, membership.isGroupAdmin);
      });
      const invited = await invitations.ofUser(user.id);
      await inBatches(invited, (invitation) => invitations.withdraw(invitation.groupId, user.id));

      const cards = await allCards();
      const rated = await takeBackRatings(
        user.id,
        cards.map((card) => card.id),
      );
      const own = deleteRecipes ? cards.filter((card) => card.createdBy === user.id) : [];
      await retryingInBatches(own, (card) => removeRecipe(user.id, card));
      // Warm readers reload the shards whose cards changed.
      await catalogue.bumpShardsOf([...rated, ...own.map((card) => card.id)]);

      await calendarLinks.removeAllOf(user.id);
      await mealPlans.deleteAllOf({ type: 'user', id: user.id });
      for (const extra of alsoDelete) await extra(user);
      // Last: sessions, favourites, shopping items, import jobs, what later features file under the
      // user, and the profile itself.
      await table.deleteAll({ partition: userPartition(user.id) });
    },
  };
};

export type AccountDeletion = ReturnType<typeof createAccountDeletion>;
