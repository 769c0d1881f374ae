import { type GroupRecord, groupPartition, groupParts } from './groups';
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

const membershipPrefix = 'MEMBER#';
/** A membership lives in the group's partition and, through gsi1, under its user. */
const membershipKey = (groupId: string, userId: string) => ({
  pk: groupPartition(groupId),
  sk: `${membershipPrefix}${userId}`,
});
const userMemberships = (userId: string) => `MEMBERSHIPS#${userId}`;

const membershipItem = (membership: MembershipRecord) => ({
  ...membershipKey(membership.groupId, membership.userId),
  gsi1pk: userMemberships(membership.userId),
  gsi1sk: groupPartition(membership.groupId),
  type: 'Membership',
  ...membership,
});

/** Membership writes that invitations.ts composes into its transactions. */
export const membershipParts = {
  /** A new membership (none may exist yet). */
  create: (membership: MembershipRecord) => putPart(membershipItem(membership), absent),
  /** The user is not a member of the group. */
  absent: (groupId: string, userId: string) => checkPart(membershipKey(groupId, userId), absent),
};

/**
 * Memberships. Each change moves the group's member and admin counts in the same transaction
 * (the parts come from groups.ts), under the conditions that keep an admin and the cap.
 */
export const createMemberships = (table: Table) => ({
  /** A new group with its creator as its first admin. */
  foundGroup: (group: GroupRecord, creator: MembershipRecord) =>
    table.transact([groupParts.create(group), putPart(membershipItem(creator))]),

  get: (groupId: string, userId: string) => table.get<MembershipRecord>(membershipKey(groupId, userId)),

  /** Every membership of a group: at most `maxGroupMembers`, one page. */
  ofGroup: (groupId: string) =>
    table.query<MembershipRecord>({
      partition: groupPartition(groupId),
      sortKey: { beginsWith: membershipPrefix },
    }),

  ofUser: (userId: string) =>
    table.query<MembershipRecord>({ partition: userMemberships(userId), index: 'gsi1' }),

  /** `stale` when the member's admin flag is no longer `wasAdmin` (changed meanwhile): read again and retry. */
  async remove(groupId: string, userId: string, wasAdmin: boolean): Promise<MembershipChange> {
    return (
      (await table.tryTransact<MembershipChange>(
        [
          {
            Delete: {
              Key: membershipKey(groupId, userId),
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
          updatePart(membershipKey(groupId, userId), {
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
