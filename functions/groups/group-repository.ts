import {
  DeleteCommand,
  type DynamoDBDocumentClient,
  GetCommand,
  QueryCommand,
  TransactWriteCommand,
  UpdateCommand,
} from '@aws-sdk/lib-dynamodb';
import { maxGroupMembers } from '#shared/groups/group-schemas';
import { deleteAllMatching } from '../data/batch-delete';
import { batchGet } from '../data/batch-get';
import { isConditionFailure, transactionConditionFailed } from '../data/condition-failures';
import { keys } from '../data/keys';
import { queryAll } from '../data/query-all';
import type { IndexName } from '../data/table-definition';

export interface GroupRecord {
  id: string;
  name: string;
  createdAt: string;
  createdBy: string;
  memberCount: number;
  adminCount: number;
}

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

const membershipItem = (membership: MembershipRecord) => ({
  ...keys.membership(membership.groupId, membership.userId),
  ...keys.membershipListing(membership.userId, membership.groupId),
  type: 'Membership',
  ...membership,
});

/**
 * Groups and memberships. The group item counts members and admins, and every membership change
 * moves those counts in the same transaction under a condition: a group can neither lose its last
 * admin nor outgrow its cap, however many changes run at once.
 */
export const createGroupRepository = (db: DynamoDBDocumentClient, tableName: string) => {
  /** What the group must still satisfy for a count change to apply. */
  const requirements = {
    exists: { ConditionExpression: 'attribute_exists(pk)', values: {} },
    room: {
      ConditionExpression: 'attribute_exists(pk) AND memberCount < :max',
      values: { ':max': maxGroupMembers },
    },
    anotherAdmin: { ConditionExpression: 'adminCount > :one', values: { ':one': 1 } },
  };

  const countChange = (
    groupId: string,
    members: number,
    admins: number,
    requirement: keyof typeof requirements,
  ) => ({
    Update: {
      TableName: tableName,
      Key: keys.group(groupId),
      UpdateExpression: 'ADD memberCount :members, adminCount :admins',
      ConditionExpression: requirements[requirement].ConditionExpression,
      ExpressionAttributeValues: {
        ':members': members,
        ':admins': admins,
        ...requirements[requirement].values,
      },
    },
  });

  return {
    async create(group: GroupRecord, creator: MembershipRecord): Promise<void> {
      await db.send(
        new TransactWriteCommand({
          TransactItems: [
            {
              Put: {
                TableName: tableName,
                Item: { ...keys.group(group.id), type: 'Group', ...group },
                ConditionExpression: 'attribute_not_exists(pk)',
              },
            },
            { Put: { TableName: tableName, Item: membershipItem(creator) } },
          ],
        }),
      );
    },

    async get(groupId: string): Promise<GroupRecord | undefined> {
      const { Item } = await db.send(new GetCommand({ TableName: tableName, Key: keys.group(groupId) }));
      return Item as GroupRecord | undefined;
    },

    async getMany(groupIds: string[]): Promise<GroupRecord[]> {
      return (await batchGet(db, tableName, groupIds.map(keys.group))) as unknown as GroupRecord[];
    },

    async membership(groupId: string, userId: string): Promise<MembershipRecord | undefined> {
      const { Item } = await db.send(
        new GetCommand({ TableName: tableName, Key: keys.membership(groupId, userId) }),
      );
      return Item as MembershipRecord | undefined;
    },

    /** Every membership of a group: at most `maxGroupMembers`, one page. */
    async members(groupId: string): Promise<MembershipRecord[]> {
      const { Items = [] } = await db.send(
        new QueryCommand({
          TableName: tableName,
          KeyConditionExpression: 'pk = :pk AND begins_with(sk, :prefix)',
          ExpressionAttributeValues: {
            ':pk': keys.groupPartition(groupId),
            ':prefix': keys.membershipPrefix,
          },
        }),
      );
      return Items as MembershipRecord[];
    },

    async membershipsOf(userId: string): Promise<MembershipRecord[]> {
      return queryAll<MembershipRecord>(db, {
        TableName: tableName,
        IndexName: 'gsi1' satisfies IndexName,
        KeyConditionExpression: 'gsi1pk = :pk',
        ExpressionAttributeValues: { ':pk': keys.userMemberships(userId) },
      });
    },

    async addMember(membership: MembershipRecord): Promise<MembershipChange> {
      try {
        await db.send(
          new TransactWriteCommand({
            TransactItems: [
              {
                Put: {
                  TableName: tableName,
                  Item: membershipItem(membership),
                  ConditionExpression: 'attribute_not_exists(pk)',
                },
              },
              countChange(membership.groupId, 1, 0, 'room'),
            ],
          }),
        );
        return 'done';
      } catch (error) {
        if (transactionConditionFailed(error, 0)) return 'already-member';
        if (transactionConditionFailed(error, 1))
          return (await this.get(membership.groupId)) ? 'group-full' : 'group-missing';
        throw error;
      }
    },

    /** `stale` when the member's admin flag is no longer `wasAdmin` (changed meanwhile): read again and retry. */
    async removeMember(groupId: string, userId: string, wasAdmin: boolean): Promise<MembershipChange> {
      try {
        await db.send(
          new TransactWriteCommand({
            TransactItems: [
              {
                Delete: {
                  TableName: tableName,
                  Key: keys.membership(groupId, userId),
                  ConditionExpression: 'isGroupAdmin = :wasAdmin',
                  ExpressionAttributeValues: { ':wasAdmin': wasAdmin },
                },
              },
              countChange(groupId, -1, wasAdmin ? -1 : 0, wasAdmin ? 'anotherAdmin' : 'exists'),
            ],
          }),
        );
        return 'done';
      } catch (error) {
        if (transactionConditionFailed(error, 0)) return 'stale';
        if (transactionConditionFailed(error, 1)) return wasAdmin ? 'last-admin' : 'group-missing';
        throw error;
      }
    },

    async setAdmin(groupId: string, userId: string, isGroupAdmin: boolean): Promise<MembershipChange> {
      try {
        await db.send(
          new TransactWriteCommand({
            TransactItems: [
              {
                Update: {
                  TableName: tableName,
                  Key: keys.membership(groupId, userId),
                  UpdateExpression: 'SET isGroupAdmin = :now',
                  ConditionExpression: 'isGroupAdmin = :before',
                  ExpressionAttributeValues: { ':now': isGroupAdmin, ':before': !isGroupAdmin },
                },
              },
              countChange(groupId, 0, isGroupAdmin ? 1 : -1, isGroupAdmin ? 'exists' : 'anotherAdmin'),
            ],
          }),
        );
        return 'done';
      } catch (error) {
        if (transactionConditionFailed(error, 0)) return 'stale';
        if (transactionConditionFailed(error, 1)) return isGroupAdmin ? 'group-missing' : 'last-admin';
        throw error;
      }
    },

    async rename(groupId: string, name: string): Promise<GroupRecord | undefined> {
      try {
        const { Attributes } = await db.send(
          new UpdateCommand({
            TableName: tableName,
            Key: keys.group(groupId),
            UpdateExpression: 'SET #name = :name',
            ConditionExpression: 'attribute_exists(pk)',
            ExpressionAttributeNames: { '#name': 'name' },
            ExpressionAttributeValues: { ':name': name },
            ReturnValues: 'ALL_NEW',
          }),
        );
        return Attributes as GroupRecord;
      } catch (error) {
        if (isConditionFailure(error)) return undefined;
        throw error;
      }
    },

    /**
     * Deletes the group item first (from then on the group is gone for everyone), then everything
     * else in its partition: memberships, and the group's meal plans and shopping items.
     */
    async delete(groupId: string): Promise<void> {
      await db.send(new DeleteCommand({ TableName: tableName, Key: keys.group(groupId) }));
      await deleteAllMatching(db, {
        TableName: tableName,
        KeyConditionExpression: 'pk = :pk',
        ExpressionAttributeValues: { ':pk': keys.groupPartition(groupId) },
      });
    },
  };
};

export type GroupRepository = ReturnType<typeof createGroupRepository>;
