import { groupUserItems } from './group-user-items';
import { type GroupRecord, groupParts } from './groups';
import { absent, checkPart, putPart, type Table, updatePart } from './table';

export interface MembershipRecord {
  groupId: string;
  userId: string;
  isGroupAdmin: boolean;
  joinedAt: string;
}

export type MembershipChange =
  | 'done'
  | 'stale'
  | 'last-admin'
  | 'group-full'
  | 'already-member'
  | 'group-missing';

/** A membership lives in the group's partition and, through gsi1, under its user. */
const memberships = groupUserItems<MembershipRecord>('MEMBER#', 'MEMBERSHIPS', 'Membership');

/** Membership writes that invitations.ts composes into its transactions. */
export const membershipParts = {
  /** A new membership (none may exist yet). */
  create: (membership: MembershipRecord) => putPart(memberships.item(membership), absent),
  /** The user is not a member of the group. */
  absent: (groupId: string, userId: string) => checkPart(memberships.key(groupId, userId), absent),
};

/**
 * Memberships. Each change moves the group's member and admin counts in the same transaction
 * (the parts come from groups.ts), under the conditions that keep an admin and the cap.
 */
export const createMemberships = (table: Table) => ({
  /** A new group with its creator as its first admin. */
  foundGroup: (group: GroupRecord, creator: MembershipRecord) =>
    table.transact([groupParts.create(group), putPart(memberships.item(creator))]),

  get: (groupId: string, userId: string) => table.get<MembershipRecord>(memberships.key(groupId, userId)),

  /** Every membership of a group: at most `maxGroupMembers`, one page. */
  ofGroup: (groupId: string) => memberships.ofGroup(table, groupId),

  ofUser: (userId: string) => memberships.ofUser(table, userId),

  /** `stale` when the member's admin flag is no longer `wasAdmin` (changed meanwhile): read again and retry. */
  async remove(groupId: string, userId: string, wasAdmin: boolean): Promise<MembershipChange> {
    return (
      (await table.tryTransact<MembershipChange>(
        [
          {
            Delete: {
              Key: memberships.key(groupId, userId),
              ConditionExpression: 'isGroupAdmin = :wasAdmin',
              ExpressionAttributeValues: { ':wasAdmin': wasAdmin },
            },
          },
          groupParts.changeCounts(groupId, -1, wasAdmin ? -1 : 0, wasAdmin ? 'anotherAdmin' : 'exists'),
        ],
        ['stale', wasAdmin ? 'last-admin' : 'group-missing'],
      )) ?? 'done'
    );
  },

  async setAdmin(groupId: string, userId: string, isGroupAdmin: boolean): Promise<MembershipChange> {
    return (
      (await table.tryTransact<MembershipChange>(
        [
          updatePart(memberships.key(groupId, userId), {
            UpdateExpression: 'SET isGroupAdmin = :now',
            ConditionExpression: 'isGroupAdmin = :before',
            ExpressionAttributeValues: { ':now': isGroupAdmin, ':before': !isGroupAdmin },
          }),
          groupParts.changeCounts(
            groupId,
            0,
            isGroupAdmin ? 1 : -1,
            isGroupAdmin ? 'exists' : 'anotherAdmin',
          ),
        ],
        ['stale', isGroupAdmin ? 'group-missing' : 'last-admin'],
      )) ?? 'done'
    );
  },
});

export type Memberships = ReturnType<typeof createMemberships>;
