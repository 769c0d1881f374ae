import { defaultBackoff, retryOnConflict, tryAgain } from './backoff';
import { transactionConflicted } from './condition-failures';
import { groupParts } from './groups';
import {
  groupEntrySortKey,
  groupEntrySortKeyOfItem,
  groupListingPartition,
  type InvitationLinkRecord,
  type LinkScope,
  linkListingPartition,
  linkListingSortKey,
  linkSortKey,
  readLinkPage,
} from './invitation-link-listing';
import { invitationParts } from './invitations';
import { type MembershipRecord, membershipParts } from './memberships';
import { absent, deletePart, present, putPart, type Table, updatePart, type WritePart } from './table';
import { type UserRecord, userParts } from './users';

export type { InvitationLinkRecord };

const linkKey = (id: string) => ({ pk: `INVITELINK#${id}`, sk: linkSortKey });
/** A group link's entry in its group's listing: beside the link, so both go in one withdrawal. */
const groupEntryKey = (id: string) => ({ pk: `INVITELINK#${id}`, sk: groupEntrySortKeyOfItem });
/** A day after its expiry DynamoDB deletes the link by itself (used-up links go the same way). */
const expiryTtl = (expiresAt: string) => Math.floor(Date.parse(expiresAt) / 1000) + 24 * 60 * 60;

const linkItem = (link: InvitationLinkRecord) => ({
  ...linkKey(link.id),
  gsi1pk: linkListingPartition,
  gsi1sk: linkListingSortKey(link),
  type: 'InvitationLink',
  ttl: expiryTtl(link.expiresAt),
  ...link,
});

/** Only what the listing reads before it fetches the link: its expiry is fixed, its uses are not. */
const groupEntryItem = (link: InvitationLinkRecord, groupId: string) => ({
  ...groupEntryKey(link.id),
  gsi1pk: groupListingPartition(groupId),
  gsi1sk: groupEntrySortKey(link),
  type: 'InvitationLinkGroupEntry',
  expiresAt: link.expiresAt,
  ttl: expiryTtl(link.expiresAt),
});

/** One use of the link, while it has uses left and has not expired: the check and the count in one write. */
const spendOne = (id: string, now: string): WritePart =>
  updatePart(linkKey(id), {
    UpdateExpression: 'ADD usesLeft :minusOne',
    ConditionExpression: 'attribute_exists(pk) AND usesLeft > :zero AND expiresAt > :now',
    ExpressionAttributeValues: { ':minusOne': -1, ':zero': 0, ':now': now },
  });

/** The group's parts of a new membership: the membership, and a seat taken within the cap. */
const membershipOf = (membership: MembershipRecord) => [
  membershipParts.create(membership),
  groupParts.changeCounts(membership.groupId, 1, 0, 'room'),
];

export type RegistrationOutcome = 'done' | 'email-taken' | 'link-used' | 'group-check';
export type JoinOutcome = 'done' | 'link-used' | 'already-member' | 'already-invited' | 'group-check';

/**
 * Invitation links. A registration or a join by link spends one use in the same transaction as the
 * account (or membership) it creates, so a link of n uses makes at most n, however many arrive at once.
 */
export const createInvitationLinks = (table: Table, backoff = defaultBackoff) => {
  /** A transaction whose conditions may fail, tried again when another transaction on its items ran at once. */
  const transactOnce = <Outcome>(parts: WritePart[], outcomes: readonly (Outcome | undefined)[]) =>
    retryOnConflict<Outcome | undefined>(
      async () => {
        try {
          return await table.tryTransact(parts, outcomes);
        } catch (error) {
          if (transactionConflicted(error)) return tryAgain;
          throw error;
        }
      },
      () => new Error('An invitation link kept meeting concurrent transactions'),
      backoff,
    );

  return {
    /** A group's link with its entry in the group's listing, or neither. */
    create: (link: InvitationLinkRecord) =>
      link.groupId
        ? table.transact([putPart(linkItem(link), absent), putPart(groupEntryItem(link, link.groupId))])
        : table.write(putPart(linkItem(link), absent)),

    /** Read consistently: a link just made or withdrawn is as the table holds it. */
    get: (id: string) => table.get<InvitationLinkRecord>(linkKey(id), { consistent: true }),

    /** True when it was there to withdraw; a group link's entry goes with it. */
    withdraw: async (id: string) =>
      (await table.tryTransact(
        [deletePart(linkKey(id), present), deletePart(groupEntryKey(id))],
        ['gone'],
      )) === undefined,

    /** One page of the open links of the scope, newest first (invitation-link-listing.ts). */
    page: (scope: LinkScope, cursor: string | undefined, now: Date, pageSize: number) =>
      readLinkPage(table, scope, cursor, now, pageSize),

    /** The new account, the link's use and, for a group's link, the membership: all or nothing. */
    async register(linkId: string, user: UserRecord, now: string, groupId: string | null) {
      const membership = groupId
        ? membershipOf({ groupId, userId: user.id, isGroupAdmin: false, joinedAt: now })
        : [];
      return (
        (await transactOnce<RegistrationOutcome>(
          [...userParts.create(user), spendOne(linkId, now), ...membership],
          // The profile's own key is new (a fresh id), and so is its membership.
          ['email-taken', undefined, 'link-used', undefined, 'group-check'],
        )) ?? 'done'
      );
    },

    /** A signed-in user joins the link's group: the use and the membership, or neither. */
    async join(linkId: string, membership: MembershipRecord, now: string): Promise<JoinOutcome> {
      return (
        (await transactOnce<JoinOutcome>(
          // A pending invitation holds a seat already: it is accepted on My Page, not joined past.
          [
            spendOne(linkId, now),
            membershipParts.create(membership),
            invitationParts.absent(membership.groupId, membership.userId),
            groupParts.changeCounts(membership.groupId, 1, 0, 'room'),
          ],
          ['link-used', 'already-member', 'already-invited', 'group-check'],
        )) ?? 'done'
      );
    },
  };
};

export type InvitationLinks = ReturnType<typeof createInvitationLinks>;
