import type { Role } from '#shared/roles';
import { defaultBackoff, retryOnConflict, tryAgain } from './backoff';
import { transactionConflicted } from './condition-failures';
import { groupParts } from './groups';
import { invitationParts } from './invitations';
import { type MembershipRecord, membershipParts } from './memberships';
import { absent, present, putPart, type Table, updatePart, type WritePart } from './table';
import { type UserRecord, userParts } from './users';

/**
 * An invitation link (issue 25). Found by the sha256 of its token, which is also its public id: the
 * id names the link (to list and withdraw it) but cannot be turned back into the token that opens it.
 */
export interface InvitationLinkRecord {
  id: string;
  role: Role;
  groupId: string | null;
  usesLeft: number;
  /** ISO time; compared as text in the use's condition (toISOString always has one format). */
  expiresAt: string;
  createdById: string;
  /** The maker's name as it was then. */
  createdByName: string;
  createdAt: string;
}

const linkKey = (id: string) => ({ pk: `INVITELINK#${id}`, sk: 'LINK' });
/** gsi1: every link in one partition, a group's together (sorted by group, then time made). */
const listingPartition = 'INVITELINKS';
const groupPrefix = (groupId: string) => `GROUP#${groupId}#`;
const listingSortKey = (link: InvitationLinkRecord) =>
  `${link.groupId ? groupPrefix(link.groupId) : 'ROLE#'}${link.createdAt}#${link.id}`;
/** A day after its expiry DynamoDB deletes the link by itself (used-up links go the same way). */
const expiryTtl = (expiresAt: string) => Math.floor(Date.parse(expiresAt) / 1000) + 24 * 60 * 60;

const linkItem = (link: InvitationLinkRecord) => ({
  ...linkKey(link.id),
  gsi1pk: listingPartition,
  gsi1sk: listingSortKey(link),
  type: 'InvitationLink',
  ttl: expiryTtl(link.expiresAt),
  ...link,
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
    create: (link: InvitationLinkRecord) => table.write(putPart(linkItem(link), absent)),

    /** Read consistently: a link just made or withdrawn is as the table holds it. */
    get: (id: string) => table.get<InvitationLinkRecord>(linkKey(id), { consistent: true }),

    /** True when it was there to withdraw. */
    withdraw: (id: string) => table.tryWrite({ Delete: { Key: linkKey(id), ...present } }),

    /** Every link not yet removed by its TTL (used-up and expired ones among them, for the caller to drop). */
    all: () => table.query<InvitationLinkRecord>({ partition: listingPartition, index: 'gsi1' }),

    ofGroup: (groupId: string) =>
      table.query<InvitationLinkRecord>({
        partition: listingPartition,
        index: 'gsi1',
        sortKey: { beginsWith: groupPrefix(groupId) },
      }),

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
