import { type GroupMember, maxGroupMembers } from '#shared/groups/group-schemas';
import { retryOnConflict, tryAgain } from '../data/backoff';
import type { GroupRecord, Groups } from '../data/groups';
import type { MembershipChange, MembershipRecord, Memberships } from '../data/memberships';
import type { Users } from '../data/users';
import type { Caller } from '../lib/auth/access-token';
import { ConflictError, ForbiddenError, NotFoundError } from '../lib/domain-errors';
import { defaultSideEffects, type SideEffects } from '../lib/side-effects';

const groupNotFound = () => new NotFoundError('Group not found.');
const memberNotFound = () => new NotFoundError('That user is not a member of this group.');

const toGroup = ({ id, name, createdAt }: GroupRecord) => ({ id, name, createdAt });

const byName = (a: { name: string }, b: { name: string }) =>
  a.name.localeCompare(b.name, 'en', { sensitivity: 'base' });

/** Turns a refused membership change into the caller's error. */
const failure = (outcome: Exclude<MembershipChange, 'done' | 'stale'>) =>
  ({
    'last-admin': () => new ConflictError('A group must keep at least one admin.'),
    'group-full': () => new ConflictError(`A group can have at most ${maxGroupMembers} members.`),
    'already-member': () => new ConflictError('That user is already a member of this group.'),
    'group-missing': groupNotFound,
  })[outcome]();

export interface GroupServiceDependencies extends Partial<SideEffects> {
  groups: Pick<Groups, 'get' | 'getMany' | 'rename' | 'delete'>;
  memberships: Memberships;
  users: Pick<Users, 'findById' | 'findMany' | 'findIdByEmail'>;
}

/**
 * Groups: members may look, admins may change. Anyone else gets 404 for everything about a
 * group, so group ids reveal nothing.
 */
export const createGroupService = (dependencies: GroupServiceDependencies) => {
  const { groups, memberships, users, now, newId, backoff } = { ...defaultSideEffects, ...dependencies };
  const membershipOf = async (caller: Caller, groupId: string) => {
    const membership = await memberships.get(groupId, caller.userId);
    if (!membership) throw groupNotFound();
    return membership;
  };

  const requireAdmin = async (caller: Caller, groupId: string) => {
    const membership = await membershipOf(caller, groupId);
    if (!membership.isGroupAdmin) throw new ForbiddenError('Only group admins can do this.');
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
      () => new ConflictError('The group changed while saving. Please try again.'),
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

    async addMember(caller: Caller, input: { groupId: string; userId?: string; email?: string }) {
      await requireAdmin(caller, input.groupId);
      const userId = input.userId ?? (input.email ? await users.findIdByEmail(input.email) : undefined);
      const person = userId ? await users.findById(userId) : undefined;
      if (!person)
        throw new NotFoundError(
          input.email ? `No user found with the email ${input.email}.` : 'User not found.',
        );
      const outcome = await memberships.add({
        groupId: input.groupId,
        userId: person.id,
        isGroupAdmin: false,
        joinedAt: now().toISOString(),
      });
      if (outcome === 'already-member') throw failure(outcome);
      // The group refused the count: full, or deleted meanwhile.
      if (outcome === 'group-check')
        throw failure((await groups.get(input.groupId)) ? 'group-full' : 'group-missing');
      return {
        id: person.id,
        name: person.name,
        email: person.email,
        avatar: person.avatar,
        isGroupAdmin: false,
      };
    },

    async removeMember(caller: Caller, groupId: string, userId: string) {
      await requireAdmin(caller, groupId);
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
