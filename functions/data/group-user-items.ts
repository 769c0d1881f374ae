import { groupPartition } from './groups';
import type { putPart, Table } from './table';

/** What a put writes: a key and the item's attributes. */
type StoredItem = Parameters<typeof putPart>[0];

/**
 * The storage of a user's tie to a group (a membership, an invitation): the item lives in the
 * group's partition under `<prefix><userId>` (it goes with the group) and, through gsi1, under
 * `<userIndex>#<userId>` (the user's list of such ties).
 */
export const groupUserItems = <T extends { groupId: string; userId: string }>(
  prefix: string,
  userIndex: string,
  type: string,
) => {
  const key = (groupId: string, userId: string) => ({
    pk: groupPartition(groupId),
    sk: `${prefix}${userId}`,
  });
  const userPartition = (userId: string) => `${userIndex}#${userId}`;
  return {
    key,
    item: (record: T): StoredItem => ({
      ...key(record.groupId, record.userId),
      gsi1pk: userPartition(record.userId),
      gsi1sk: groupPartition(record.groupId),
      type,
      ...record,
    }),
    /** The group's ties of this kind: at most `maxGroupMembers`, one page. */
    ofGroup: (table: Table, groupId: string) =>
      table.query<T>({ partition: groupPartition(groupId), sortKey: { beginsWith: prefix } }),
    ofUser: (table: Table, userId: string) =>
      table.query<T>({ partition: userPartition(userId), index: 'gsi1' }),
  };
};
