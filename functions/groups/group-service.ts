import {
  type GroupInvitee,
  type GroupMember,
  maxGroupMembers,
  type PendingInvitation,
} from '#shared/groups/group-schemas';
import { retryOnConflict, tryAgain } from '../data/backoff';
import type { GroupRecord, Groups } from '../data/groups';
import type { Invitations } from '../data/invitations';
import type { MembershipChange, MembershipRecord, Memberships } from '../data/memberships';
import type { Users } from '../data/users';
import type { Caller } from '../lib/auth/access-token';
import { ConflictError, ForbiddenError, NotFoundError } from '../lib/domain-errors';
import { defaultSideEffects, type SideEffects } from '../lib/side-effects';

const groupNotFound = () => new NotFoundError('errors.groupNotFound');
const memberNotFound = () => new NotFoundError('errors.userNotMemberGroup');
const notInvited = () => new NotFoundError('errors.haveNoPendingInvitationGroup');

const toGroup = ({ id, name, createdAt }: GroupRecord) => ({ id, name, createdAt });

const byName = (a: { name: string }, b: { name: string }) =>
  a.name.localeCompare(b.name, 'en', { sensitivity: 'base' });

/** Turns a refused membership change into the caller's error. */
const failure = (outcome: Exclude<MembershipChange, 'done' | 'stale'> | 'already-invited') =>
  ({
    'last-admin': () => new ConflictError('errors.groupKeepAtLeastAdmin'),
    'group-full': () => new ConflictError('errors.groupFull', { max: String(maxGroupMembers) }),
    'already-member': () => new ConflictError('errors.userAlreadyMemberGroup'),
    'already-invited': () => new ConflictError('errors.userHasAlreadyBeenInvitedGroup'),
    'group-missing': groupNotFound,
  })[outcome]();

export interface GroupServiceDependencies extends Partial<SideEffects> {
  groups: Pick<Groups, 'get' | 'getMany' | 'rename' | 'delete'>;
  memberships: Memberships;
  invitations: Invitations;
  users: Pick<Users, 'findById' | 'findMany' | 'findIdByEmail'>;
}

/**
 * Groups: members may look, admins may change. Anyone else gets 404 for everything about a
 * group, so group ids reveal nothing. Adding someone invites them: a pending invitee is no member
 * (nothing of the group is theirs to see) until they accept, and every member may leave.
 */
export const createGroupService = (dependencies: GroupServiceDependencies) => {
  const { groups, memberships, invitations, users, now, newId, backoff } = {
    ...defaultSideEffects,
    ...dependencies,
  };
  const membershipOf = async (caller: Caller, groupId: string) => {
    const membership = await memberships.get(groupId, caller.userId);
    if (!membership) throw groupNotFound();
    return membership;
  };

  const requireAdmin = async (caller: Caller, groupId: string) => {
    const membership = await membershipOf(caller, groupId);
    if (!membership.isGroupAdmin) throw new ForbiddenError('errors.groupAdminsOnly');
    return membership;
  };

  const toMembers = async (found: MembershipRecord[]): Promise<GroupMember[]> => {
    const people = new Map((await users.findMany(found.map((m) => m.userId))).map((user) => [user.id, user]));
    return found
      .flatMap((membership) => {
        const person = people.get(membership.userId);
        return person
          ? [
              {
                id: person.id,
                name: person.name,
                email: person.email,
                avatar: person.avatar,
                isGroupAdmin: membership.isGroupAdmin,
              },
            ]
          : [];
      })
      .sort(byName);
  };

  /** Re-reads the membership and retries while it changes underneath (`stale`). */
  const changeMembership = (
    groupId: string,
    userId: string,
    change: (current: MembershipRecord) => Promise<MembershipChange>,
  ): Promise<MembershipRecord> =>
    retryOnConflict(
      async () => {
        const current = await memberships.get(groupId, userId);
        if (!current) throw memberNotFound();
        const outcome = await change(current);
        if (outcome === 'stale') return tryAgain;
        if (outcome !== 'done') throw failure(outcome);
        return current;
      },
      () => new ConflictError('errors.groupChangedWhileSaving'),
      backoff,
    );

  return {
    async create(caller: Caller, name: string) {
      const group: GroupRecord = {
        id: newId(),
        name,
        createdAt: now().toISOString(),
        createdBy: caller.userId,
        memberCount: 1,
        adminCount: 1,
      };
      await memberships.foundGroup(group, {
        groupId: group.id,
        userId: caller.userId,
        isGroupAdmin: true,
        joinedAt: group.createdAt,
      });
      return toGroup(group);
    },

    async ofUser(caller: Caller) {
      const mine = await memberships.ofUser(caller.userId);
      const found = new Map(
        (await groups.getMany(mine.map((m) => m.groupId))).map((group) => [group.id, group]),
      );
      // A membership whose group is gone (a delete still cleaning up) is not shown.
      return mine
        .flatMap((membership) => {
          const group = found.get(membership.groupId);
          return group ? [{ ...toGroup(group), isGroupAdmin: membership.isGroupAdmin }] : [];
        })
        .sort(byName);
    },

    async members(caller: Caller, groupId: string) {
      await membershipOf(caller, groupId);
      return toMembers(await memberships.ofGroup(groupId));
    },

    /**
     * Invites a user. The answer repeats the request (the email typed, or the user id given) and
     * nothing more, so an admin cannot turn a user id into an email.
     */
    async addMember(caller: Caller, input: { groupId: string; userId?: string; email?: string }) {
      await requireAdmin(caller, input.groupId);
      const userId = input.userId ?? (input.email ? await users.findIdByEmail(input.email) : undefined);
      const person = userId ? await users.findById(userId) : undefined;
      if (!person)
        throw input.email
          ? new NotFoundError('errors.noUserWithEmail', { email: input.email })
          : new NotFoundError('errors.userNotFoundStop');
      const outcome = await invitations.send({
        groupId: input.groupId,
        userId: person.id,
        ...(input.email ? { email: input.email } : {}),
        invitedBy: caller.name,
        invitedAt: now().toISOString(),
      });
      if (outcome === 'already-member' || outcome === 'already-invited') throw failure(outcome);
      // The group refused the seat: full, or deleted meanwhile.
      if (outcome === 'group-check')
        throw failure((await groups.get(input.groupId)) ? 'group-full' : 'group-missing');
      return input.email
        ? { groupId: input.groupId, email: input.email, status: 'invited' as const }
        : { groupId: input.groupId, userId: person.id, status: 'invited' as const };
    },

    /** Who is invited and has not answered yet: by the email typed, or by name when invited by id. */
    async invitees(caller: Caller, groupId: string): Promise<GroupInvitee[]> {
      await membershipOf(caller, groupId);
      const pending = await invitations.ofGroup(groupId);
      const byId = pending.filter((invitation) => invitation.email === undefined).map((i) => i.userId);
      const names = new Map((await users.findMany(byId)).map((user) => [user.id, user.name]));
      return pending
        .flatMap(({ userId, email }): GroupInvitee[] => {
          if (email !== undefined) return [{ id: userId, name: null, email }];
          const name = names.get(userId);
          return name === undefined ? [] : [{ id: userId, name, email: null }];
        })
        .sort((a, b) => byName({ name: a.email ?? a.name ?? '' }, { name: b.email ?? b.name ?? '' }));
    },

    /** The caller's pending invitations (a group deleted meanwhile is not shown). */
    async invitationsOf(caller: Caller): Promise<PendingInvitation[]> {
      const pending = await invitations.ofUser(caller.userId);
      const found = new Map(
        (await groups.getMany(pending.map((i) => i.groupId))).map((group) => [group.id, group]),
      );
      return pending
        .flatMap(({ groupId, invitedBy }) => {
          const group = found.get(groupId);
          return group ? [{ groupId, groupName: group.name, invitedBy }] : [];
        })
        .sort((a, b) => byName({ name: a.groupName }, { name: b.groupName }));
    },

    /** Accepting makes the caller a plain member; declining drops the invitation. */
    async answerInvitation(caller: Caller, groupId: string, accept: boolean) {
      const outcome = accept
        ? await invitations.accept({
            groupId,
            userId: caller.userId,
            isGroupAdmin: false,
            joinedAt: now().toISOString(),
          })
        : await invitations.withdraw(groupId, caller.userId);
      if (outcome === 'not-invited') throw notInvited();
      if (outcome === 'group-missing') throw groupNotFound();
    },

    /**
     * Removes a member or cancels an invitation (admins), or lets the caller leave (any member, with
     * their own id; the last admin stays, as the admin count's condition keeps one).
     */
    async removeMember(caller: Caller, groupId: string, userId: string) {
      if (userId === caller.userId) await membershipOf(caller, groupId);
      else {
        await requireAdmin(caller, groupId);
        if (await invitations.get(groupId, userId)) {
          const outcome = await invitations.withdraw(groupId, userId);
          if (outcome === 'done') return;
          if (outcome === 'group-missing') throw groupNotFound();
          // 'not-invited': they accepted meanwhile, so they are a member to remove.
        }
      }
      await changeMembership(groupId, userId, (current) =>
        memberships.remove(groupId, userId, current.isGroupAdmin),
      );
    },

    async setAdmin(caller: Caller, groupId: string, userId: string, isGroupAdmin: boolean) {
      await requireAdmin(caller, groupId);
      await changeMembership(groupId, userId, async (current) =>
        current.isGroupAdmin === isGroupAdmin ? 'done' : memberships.setAdmin(groupId, userId, isGroupAdmin),
      );
      const [member] = await toMembers([{ groupId, userId, isGroupAdmin, joinedAt: '' }]);
      if (!member) throw memberNotFound();
      return member;
    },

    async rename(caller: Caller, groupId: string, name: string) {
      await requireAdmin(caller, groupId);
      const group = await groups.rename(groupId, name);
      if (!group) throw groupNotFound();
      return toGroup(group);
    },

    async delete(caller: Caller, groupId: string) {
      await requireAdmin(caller, groupId);
      await groups.delete(groupId);
    },
  };
};
