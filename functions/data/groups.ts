import { maxGroupMembers } from '#shared/groups/group-schemas';
import { absent, checkPart, present, putPart, type Table, updatePart } from './table';

export interface GroupRecord {
  id: string;
  name: string;
  createdAt: string;
  createdBy: string;
  memberCount: number;
  adminCount: number;
}

/** A group's partition holds the group item, its memberships, and its meal plans and shopping items. */
export const groupPartition = (groupId: string) => `GROUP#${groupId}`;
const groupKey = (groupId: string) => ({ pk: groupPartition(groupId), sk: 'GROUP' });

/** What the group must still satisfy for a count change to apply. */
const requirements = {
  exists: { ...present, values: {} },
  room: {
    ConditionExpression: 'attribute_exists(pk) AND memberCount < :max',
    values: { ':max': maxGroupMembers },
  },
  anotherAdmin: { ConditionExpression: 'adminCount > :one', values: { ':one': 1 } },
};

/**
 * The group item counts members and admins; memberships.ts and invitations.ts move those counts
 * with every membership or invitation change, in the same transaction, under these conditions: a
 * group can neither lose its last admin nor outgrow its cap, however many changes run at once.
 * `memberCount` counts pending invitations too: an invitation holds its seat until answered.
 */
export const groupParts = {
  create: (group: GroupRecord) => putPart({ ...groupKey(group.id), type: 'Group', ...group }, absent),
  /** The group is still there (not deleted meanwhile). */
  exists: (groupId: string) => checkPart(groupKey(groupId), present),
  changeCounts: (groupId: string, members: number, admins: number, requirement: keyof typeof requirements) =>
    updatePart(groupKey(groupId), {
      UpdateExpression: 'ADD memberCount :members, adminCount :admins',
      ConditionExpression: requirements[requirement].ConditionExpression,
      ExpressionAttributeValues: {
        ':members': members,
        ':admins': admins,
        ...requirements[requirement].values,
      },
    }),
};

/** Groups; their creation and membership counts are written with the memberships (memberships.ts). */
export const createGroups = (table: Table) => ({
  get: (groupId: string) => table.get<GroupRecord>(groupKey(groupId)),

  getMany: (groupIds: string[]) => table.batchGet<GroupRecord>([...new Set(groupIds)].map(groupKey)),

  /** The group as renamed; undefined when it is gone. */
  rename: (groupId: string, name: string) =>
    table.update<GroupRecord>(
      updatePart(groupKey(groupId), {
        UpdateExpression: 'SET #name = :name',
        ...present,
        ExpressionAttributeNames: { '#name': 'name' },
        ExpressionAttributeValues: { ':name': name },
      }),
    ),

  /**
   * Deletes the group item first (from then on the group is gone for everyone), then everything
   * else in its partition: memberships, and the group's meal plans and shopping items.
   */
  async delete(groupId: string): Promise<void> {
    await table.write({ Delete: { Key: groupKey(groupId) } });
    await table.deleteAll({ partition: groupPartition(groupId) });
  },
});

export type Groups = ReturnType<typeof createGroups>;
