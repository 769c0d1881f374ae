import type { Role } from '#shared/roles';
import { invitationLimits } from '#shared/users/sign-up-rules';
import { decodeListingCursor, encodeListingCursor, invalidCursor } from './listing-cursor';
import type { Table } from './table';
import type { Key } from './table-definition';

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

/**
 * The invitation links' listings (issue 25, point 4), a page at a time, newest first. gsi1 holds:
 * - `INVITELINKS` / `TIME#<createdAt>#<id>`: every link, newest first (the SysAdmin's list);
 * - `INVITELINKS#GROUP#<groupId>` / `<createdAt>#<id>`: an entry per group link (sk `GROUP` beside
 *   the link's own item), pointing at it, for the group's admins;
 * - `INVITELINKS` / `ROLE#…` and `GROUP#<groupId>#…`: links made before paging (one item each,
 *   sorted by group, then time). They are read after the newer ones until TTL has removed them.
 */
export const linkListingPartition = 'INVITELINKS';
export const groupListingPartition = (groupId: string) => `INVITELINKS#GROUP#${groupId}`;
export const linkListingSortKey = (link: InvitationLinkRecord) => `TIME#${link.createdAt}#${link.id}`;
export const groupEntrySortKey = (link: InvitationLinkRecord) => `${link.createdAt}#${link.id}`;
export const linkSortKey = 'LINK';
export const groupEntrySortKeyOfItem = 'GROUP';

/** One range of gsi1 read newest first: link items, or a group's entries that point at them. */
interface Segment {
  partition: string;
  /** Every sort key of the range starts with it; `<prefix>~` names the range's start in a cursor. */
  prefix: string;
  /** Sorted by time after the prefix: nothing made more than the longest expiry ago is read. */
  byTime: boolean;
  entries: boolean;
}

export type LinkScope = { everyLink: true } | { groupIds: readonly string[] };

const segmentsOf = (scope: LinkScope): Segment[] =>
  'everyLink' in scope
    ? [
        { partition: linkListingPartition, prefix: 'TIME#', byTime: true, entries: false },
        { partition: linkListingPartition, prefix: 'ROLE#', byTime: true, entries: false },
        { partition: linkListingPartition, prefix: 'GROUP#', byTime: false, entries: false },
      ]
    : scope.groupIds.flatMap((groupId) => [
        { partition: groupListingPartition(groupId), prefix: '', byTime: true, entries: true },
        { partition: linkListingPartition, prefix: `GROUP#${groupId}#`, byTime: true, entries: false },
      ]);

const segmentStart = (segment: Segment) => `${segment.prefix}~`;
const dayMs = 24 * 60 * 60 * 1000;
/** A link made longer ago than the longest expiry is expired, whether or not TTL has removed it yet. */
const oldestOpen = (now: Date) => new Date(now.getTime() - invitationLimits.maxDays * dayMs).toISOString();
const lowestKey = (segment: Segment, now: Date) => segment.prefix + (segment.byTime ? oldestOpen(now) : '');

/** Where a page starts: a segment, and the position after which it is read (none: from its start). */
interface Position {
  index: number;
  startKey?: Record<string, unknown>;
}

const linkIdAtEnd = /#([0-9a-f]{64})$/;

/** The position a cursor names, within the caller's own segments; 400 for any other. */
const locate = (segments: Segment[], cursor: string, now: Date): Position => {
  const [partition, sortKey] = decodeListingCursor(cursor);
  const index = segments.findIndex(
    (segment) =>
      segment.partition === partition &&
      sortKey.startsWith(segment.prefix) &&
      sortKey <= segmentStart(segment),
  );
  const segment = segments[index];
  if (!segment) throw invalidCursor();
  if (sortKey === segmentStart(segment)) return { index };
  const id = linkIdAtEnd.exec(sortKey)?.[1];
  if (!id) throw invalidCursor();
  // Past the oldest link that may be open (a page kept open for days): this range has no more.
  if (sortKey < lowestKey(segment, now)) return { index: index + 1 };
  const itemKey = { pk: `INVITELINK#${id}`, sk: segment.entries ? groupEntrySortKeyOfItem : linkSortKey };
  return { index, startKey: { ...itemKey, gsi1pk: partition, gsi1sk: sortKey } };
};

const cursorAt = (segments: Segment[], position: Position) => {
  const segment = segments[position.index];
  if (!segment) return null;
  const key = position.startKey;
  return key
    ? encodeListingCursor(key.gsi1pk as string, key.gsi1sk as string)
    : encodeListingCursor(segment.partition, segmentStart(segment));
};

/** At most this many queries a page: a run of used-up links costs a shorter page, never a longer wait. */
const maxReadsPerPage = 4;

interface GroupEntry {
  pk: string;
  expiresAt: string;
}

/**
 * One page of open links (uses left, not expired), newest first, with the cursor of the next page
 * (null at the end). Used-up links are left out by a filter, so a page may be shorter than
 * `pageSize` and still have a next one; it never reads more than `maxReadsPerPage` × `pageSize`
 * items, however many links there are.
 */
export const readLinkPage = async (
  table: Table,
  scope: LinkScope,
  cursor: string | undefined,
  now: Date,
  pageSize: number,
) => {
  const segments = segmentsOf(scope);
  const at = now.toISOString();
  let position: Position = cursor ? locate(segments, cursor, now) : { index: 0 };
  const links: InvitationLinkRecord[] = [];
  for (let reads = 0; reads < maxReadsPerPage && links.length < pageSize; reads++) {
    const segment = segments[position.index];
    if (!segment) break;
    const { items, lastKey } = await table.page<InvitationLinkRecord & GroupEntry>(
      {
        partition: segment.partition,
        index: 'gsi1',
        sortKey: { between: [lowestKey(segment, now), segmentStart(segment)] },
        descending: true,
        filter: segment.entries ? 'expiresAt > :now' : 'usesLeft > :zero AND expiresAt > :now',
        filterValues: segment.entries ? { ':now': at } : { ':zero': 0, ':now': at },
      },
      pageSize - links.length,
      position.startKey,
    );
    const found = segment.entries ? await linksOfEntries(table, items) : items;
    links.push(...found.filter((link) => link.usesLeft > 0 && link.expiresAt > at));
    position = lastKey ? { index: position.index, startKey: lastKey } : { index: position.index + 1 };
  }
  return { links, nextCursor: cursorAt(segments, position) };
};

/** The links a group's entries point at, in the entries' order (a withdrawn link's entry finds none). */
const linksOfEntries = async (table: Table, entries: GroupEntry[]) => {
  const keys: Key[] = entries.map((entry) => ({ pk: entry.pk, sk: linkSortKey }));
  const found = new Map(
    (await table.batchGet<InvitationLinkRecord & Key>(keys)).map((link) => [link.pk, link] as const),
  );
  return entries.flatMap((entry) => found.get(entry.pk) ?? []);
};
