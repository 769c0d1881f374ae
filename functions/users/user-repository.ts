import {
  type DynamoDBDocumentClient,
  GetCommand,
  QueryCommand,
  TransactWriteCommand,
  UpdateCommand,
} from '@aws-sdk/lib-dynamodb';
import type { Role } from '#shared/roles';
import { batchGet } from '../data/batch-get';
import { isConditionFailure, transactionConditionFailed } from '../data/condition-failures';
import { keys } from '../data/keys';
import type { IndexName } from '../data/table-definition';
import { BadRequestError, ConflictError } from '../lib/errors';

/** A user as stored; `toUser` is the only way out to the API. */
export interface UserRecord {
  id: string;
  name: string;
  email: string;
  role: Role;
  avatar: string | null;
  passwordHash: string;
  createdAt: string;
}

export const toUser = ({ id, name, email, role, avatar }: UserRecord) => ({ id, name, email, role, avatar });

const encodeCursor = (key: Record<string, unknown> | undefined) =>
  key ? Buffer.from(JSON.stringify(key)).toString('base64url') : null;

const decodeCursor = (cursor: string | undefined): Record<string, unknown> | undefined => {
  if (!cursor) return undefined;
  try {
    const key = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
    if (key && typeof key.pk === 'string' && typeof key.gsi1sk === 'string' && key.gsi1pk === 'USERS')
      return key;
  } catch {
    // fall through to the error below
  }
  throw new BadRequestError('Invalid cursor');
};

export const createUserRepository = (db: DynamoDBDocumentClient, tableName: string) => ({
  /** Creates the user and claims the email in one transaction: two registrations of one email cannot both win. */
  async create(user: UserRecord): Promise<void> {
    try {
      await db.send(
        new TransactWriteCommand({
          TransactItems: [
            {
              Put: {
                TableName: tableName,
                Item: { ...keys.email(user.email), userId: user.id },
                ConditionExpression: 'attribute_not_exists(pk)',
              },
            },
            {
              Put: {
                TableName: tableName,
                Item: {
                  ...keys.user(user.id),
                  ...keys.userListing(user.name, user.id),
                  type: 'User',
                  ...user,
                },
                ConditionExpression: 'attribute_not_exists(pk)',
              },
            },
          ],
        }),
      );
    } catch (error) {
      if (transactionConditionFailed(error, 0)) {
        throw new ConflictError('An account with this email already exists.');
      }
      throw error;
    }
  },

  async findById(userId: string): Promise<UserRecord | undefined> {
    const { Item } = await db.send(new GetCommand({ TableName: tableName, Key: keys.user(userId) }));
    return Item as UserRecord | undefined;
  },

  async findMany(userIds: string[]): Promise<UserRecord[]> {
    return (await batchGet(db, tableName, userIds.map(keys.user))) as unknown as UserRecord[];
  },

  async findIdByEmail(email: string): Promise<string | undefined> {
    const { Item } = await db.send(new GetCommand({ TableName: tableName, Key: keys.email(email) }));
    return Item?.userId as string | undefined;
  },

  async updateProfile(userId: string, name: string, avatar: string | null): Promise<UserRecord | undefined> {
    try {
      const { Attributes } = await db.send(
        new UpdateCommand({
          TableName: tableName,
          Key: keys.user(userId),
          UpdateExpression: 'SET #name = :name, avatar = :avatar, gsi1sk = :listing',
          ConditionExpression: 'attribute_exists(pk)',
          ExpressionAttributeNames: { '#name': 'name' },
          ExpressionAttributeValues: {
            ':name': name,
            ':avatar': avatar,
            ':listing': keys.userListing(name, userId).gsi1sk,
          },
          ReturnValues: 'ALL_NEW',
        }),
      );
      return Attributes as UserRecord;
    } catch (error) {
      if (isConditionFailure(error)) return undefined;
      throw error;
    }
  },

  async setPasswordHash(userId: string, passwordHash: string): Promise<void> {
    await db.send(
      new UpdateCommand({
        TableName: tableName,
        Key: keys.user(userId),
        UpdateExpression: 'SET passwordHash = :hash',
        ConditionExpression: 'attribute_exists(pk)',
        ExpressionAttributeValues: { ':hash': passwordHash },
      }),
    );
  },

  /** One page of users by name; the cursor is opaque to callers. */
  async list(limit: number, cursor: string | undefined) {
    const { Items = [], LastEvaluatedKey } = await db.send(
      new QueryCommand({
        TableName: tableName,
        IndexName: 'gsi1' satisfies IndexName,
        KeyConditionExpression: 'gsi1pk = :users',
        ExpressionAttributeValues: { ':users': 'USERS' },
        Limit: limit,
        ExclusiveStartKey: decodeCursor(cursor),
      }),
    );
    return { users: Items as UserRecord[], nextCursor: encodeCursor(LastEvaluatedKey) };
  },
});

export type UserRepository = ReturnType<typeof createUserRepository>;
