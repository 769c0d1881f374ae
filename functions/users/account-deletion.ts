import type { Groups } from '../data/groups';
import type { Invitations } from '../data/invitations';
import type { LiveConnections } from '../data/live-connections';
import type { Memberships } from '../data/memberships';
import type { Sessions } from '../data/sessions';
import type { UserRecord, Users } from '../data/users';
import type { Caller } from '../lib/auth/access-token';
import { ConflictError } from '../lib/domain-errors';
import { epochSecondsOf } from '../lib/epoch-seconds';
import { endLiveSessions } from './end-sessions';
import { inBatches } from './in-batches';

export interface AccountDeletionDependencies {
  users: Pick<Users, 'markDeleted'>;
  sessions: Pick<Sessions, 'listLive' | 'revoke'>;
  memberships: Pick<Memberships, 'ofUser' | 'ofGroup' | 'remove'>;
  groups: Pick<Groups, 'get' | 'delete'>;
  invitations: Pick<Invitations, 'ofUser' | 'withdraw'>;
  liveConnections: Pick<LiveConnections, 'openOf' | 'disconnect'>;
  /** Told of each session ended, so that its access tokens are refused at once in this container. */
  sessionEnded: (userId: string, sessionId: string) => void;
  now?: () => number;
}

/** The shown text when the last admin of a group with other members tries to leave. */
export const lastAdminMessage = (groupName: string) =>
  `You are the last admin of ${groupName}. Make another member an admin or delete the group first.`;

/**
 * Leaving for good: the request's part. The account is unusable from the first write: one
 * transaction frees the email and marks the profile deleted (no sign-in, no refresh: a refresh reads
 * the profile), then every session is revoked (their access tokens are refused), live connections
 * close, and the user leaves their groups (or deletes those they are alone in) and invitations: a
 * household's few, decided here so that a last admin is refused (409) before anything changes. What
 * grows with the account (ratings, recipes, plans, lists) is cleaned up afterwards, in rounds, by
 * the table stream's consumer of the mark (account-cleanup.ts): the request answers in the same
 * time however large the account.
 */
export const createAccountDeletion = (dependencies: AccountDeletionDependencies) => {
  const {
    users,
    sessions,
    memberships,
    groups,
    invitations,
    liveConnections,
    sessionEnded,
    now = Date.now,
  } = dependencies;
  const seconds = epochSecondsOf(now);

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

  return {
    /**
     * Deletes the account of `user` (its password already checked). Recipes stay in the catalogue,
     * their creator an id no account has any more ("Former member"), unless `deleteRecipes` (the
     * mark carries it to the clean-up).
     */
    async delete(caller: Caller, user: UserRecord, deleteRecipes: boolean): Promise<void> {
      const groupPlans = await plannedGroups(user.id);
      if (!(await users.markDeleted(user, new Date(now()).toISOString(), deleteRecipes))) return;

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

      // The rest (ratings, recipes if asked, plans, lists, the partition) is the clean-up's, which
      // the profile's mark starts from the table's stream (account-cleanup.ts).
    },
  };
};

export type AccountDeletion = ReturnType<typeof createAccountDeletion>;
