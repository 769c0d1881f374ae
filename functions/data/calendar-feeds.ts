import type { Owner } from './owner';
import { absent, deletePart, putPart, type Table } from './table';
import { userPartition } from './users';

/**
 * A user's link to a calendar (their own plans, or a group's): the token itself, kept under the
 * user so My Page can show the same address every time, and its SHA-256, which names the lookup.
 */
export interface FeedLinkRecord {
  userId: string;
  ownerType: Owner['type'];
  ownerId: string;
  token: string;
  tokenHash: string;
  createdAt: string;
}

/** What the public feed route finds by a token's hash: whose link it is, to which calendar. */
export type FeedLookupRecord = Omit<FeedLinkRecord, 'token' | 'tokenHash'>;

const linkPrefix = 'CALFEED#';
/** Under its user, one per calendar: `CALFEED#USER` for their own plans, `CALFEED#GROUP#<id>` for a group's. */
const linkKey = (userId: string, owner: Owner) => ({
  pk: userPartition(userId),
  sk: owner.type === 'user' ? `${linkPrefix}USER` : `${linkPrefix}GROUP#${owner.id}`,
});
/** The public route's lookup: keyed by the token's hash, so the key never holds the credential. */
const lookupKey = (tokenHash: string) => ({ pk: `${linkPrefix}${tokenHash}`, sk: 'CALFEED' });

const lookupOf = ({ userId, ownerType, ownerId, createdAt }: FeedLinkRecord): FeedLookupRecord => ({
  userId,
  ownerType,
  ownerId,
  createdAt,
});

/** The link's condition: still the one the caller read (none, or this token), so no lookup is orphaned. */
const unchangedSince = (previousHash: string | undefined) =>
  previousHash
    ? {
        ConditionExpression: 'tokenHash = :previous',
        ExpressionAttributeValues: { ':previous': previousHash },
      }
    : absent;

/** Calendar links and their lookups, written together in one transaction. */
export const createCalendarFeeds = (table: Table) => ({
  /** Every calendar link of a user: one Query of their partition. */
  ofUser: (userId: string) =>
    table.query<FeedLinkRecord>({ partition: userPartition(userId), sortKey: { beginsWith: linkPrefix } }),

  get: (userId: string, owner: Owner) =>
    table.get<FeedLinkRecord>(linkKey(userId, owner), { consistent: true }),

  find: (tokenHash: string) => table.get<FeedLookupRecord>(lookupKey(tokenHash)),

  /**
   * Stores the new link in place of `previousHash`'s (or of none): the old lookup goes, so the old
   * address stops working at once. 'changed-meanwhile' when another reset or turn-off came first.
   */
  async replace(link: FeedLinkRecord, previousHash: string | undefined) {
    const owner = { type: link.ownerType, id: link.ownerId };
    return table.tryTransact(
      [
        putPart(
          { ...linkKey(link.userId, owner), type: 'CalendarFeedLink', ...link },
          unchangedSince(previousHash),
        ),
        putPart({ ...lookupKey(link.tokenHash), type: 'CalendarFeedLookup', ...lookupOf(link) }, absent),
        ...(previousHash ? [deletePart(lookupKey(previousHash))] : []),
      ],
      ['changed-meanwhile'] as const,
    );
  },

  /**
   * Removes every link of a user with its lookup (a password change): each old address then
   * answers 404 like any unknown one. A link reset meanwhile is left as its new self.
   */
  async removeAllOf(userId: string): Promise<void> {
    const links = await table.query<FeedLinkRecord>({
      partition: userPartition(userId),
      sortKey: { beginsWith: linkPrefix },
      consistent: true,
    });
    await Promise.all(
      links.map((link) =>
        table.tryTransact(
          [
            deletePart(
              linkKey(userId, { type: link.ownerType, id: link.ownerId }),
              unchangedSince(link.tokenHash),
            ),
            deletePart(lookupKey(link.tokenHash)),
          ],
          ['changed-meanwhile'] as const,
        ),
      ),
    );
  },

  /** Removes the link and its lookup; 'changed-meanwhile' when it is no longer `tokenHash`'s. */
  remove: (userId: string, owner: Owner, tokenHash: string) =>
    table.tryTransact(
      [deletePart(linkKey(userId, owner), unchangedSince(tokenHash)), deletePart(lookupKey(tokenHash))],
      ['changed-meanwhile'] as const,
    ),
});

export type CalendarFeeds = ReturnType<typeof createCalendarFeeds>;
