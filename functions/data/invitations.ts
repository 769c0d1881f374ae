import { groupUserItems } from './group-user-items';
import { groupParts } from './groups';
import { type MembershipRecord, membershipParts } from './memberships';
import { absent, checkPart, deletePart, present, putPart, type Table } from './table';

/**
 * A pending invitation to a group. It is not a membership: no access check reads it, so an invitee
 * sees and does nothing of the group until they accept.
 */
export interface InvitationRecord {
  groupId: string;
  userId: string;
  /** The email the admin typed; absent when they invited by user id. */
  email?: string;
  /** The inviting admin's name, as they were named then. */
  invitedBy: string;
  invitedAt: string;
}

/** An invitation lives in the group's partition (it goes with the group) and, through gsi1, under its user. */
const invitations = groupUserItems<InvitationRecord>('INVITE#', 'INVITATIONS', 'Invitation');

/** Invitation checks that invitation-links.ts composes: a join by link must not pass a pending invitation. */
export const invitationParts = {
  absent: (groupId: string, userId: string) => checkPart(invitations.key(groupId, userId), absent),
};

/**
 * Invitations. Sending one takes a seat of the group's cap (`memberCount`); accepting turns it into
 * a membership in the same transaction; declining or cancelling gives the seat back.
 */
export const createInvitations = (table: Table) => ({
  get: (groupId: string, userId: string) => table.get<InvitationRecord>(invitations.key(groupId, userId)),

  /** A group's pending invitations: with its members, at most `maxGroupMembers`, one page. */
  ofGroup: (groupId: string) => invitations.ofGroup(table, groupId),

  ofUser: (userId: string) => invitations.ofUser(table, userId),

  /** 'group-check' when the group refused the seat: it is full or gone. */
  async send(
    invitation: InvitationRecord,
  ): Promise<'done' | 'already-invited' | 'already-member' | 'group-check'> {
    return (
      (await table.tryTransact(
        [
          putPart(invitations.item(invitation), absent),
          membershipParts.absent(invitation.groupId, invitation.userId),
          groupParts.changeCounts(invitation.groupId, 1, 0, 'room'),
        ],
        ['already-invited', 'already-member', 'group-check'] as const,
      )) ?? 'done'
    );
  },

  /** The invitation becomes a plain membership; its seat is already counted. */
  async accept(membership: MembershipRecord): Promise<'done' | 'not-invited' | 'group-missing'> {
    return (
      (await table.tryTransact(
        [
          deletePart(invitations.key(membership.groupId, membership.userId), present),
          membershipParts.create({ ...membership, isGroupAdmin: false }),
          groupParts.exists(membership.groupId),
        ],
        // A membership beside an invitation cannot be: sending checks for one, accepting deletes the invitation.
        ['not-invited', undefined, 'group-missing'] as const,
      )) ?? 'done'
    );
  },

  /** Declined by the invitee or cancelled by an admin: the seat is free again. */
  async withdraw(groupId: string, userId: string): Promise<'done' | 'not-invited' | 'group-missing'> {
    return (
      (await table.tryTransact(
        [
          deletePart(invitations.key(groupId, userId), present),
          groupParts.changeCounts(groupId, -1, 0, 'exists'),
        ],
        ['not-invited', 'group-missing'] as const,
      )) ?? 'done'
    );
  },
});

export type Invitations = ReturnType<typeof createInvitations>;
