import type { Role } from '#shared/roles';
import { ConflictError, InvalidInputError } from '../lib/domain-errors';
import { absent, present, putPart, type Table, updatePart } from './table';

/** A user as stored; the user service maps it to the API shape. */
export interface UserRecord {
  id: string;
  name: string;
  email: string;
  role: Role;
  avatar: string | null;
  passwordHash: string;
  createdAt: string;
}

/** A user's partition holds the profile, the sessions and sign-in counters, and personal plans and shopping items. */
export const userPartition = (userId: string) => `USER#${userId}`;
const userKey = (userId: string) => ({ pk: userPartition(userId), sk: 'PROFILE' });
/** Guard item that makes an email unique: written in the same transaction as the user. */
const emailKey = (email: string) => ({ pk: `EMAIL#${email}`, sk: 'EMAIL' });
/** gsi1: all users in one partition, sorted by name, for the admin list. */
const listingPartition = 'USERS';
const listingSortKey = (name: string, userId: string) => `${name.toLowerCase()}#${userId}`;

export const userItem = (user: UserRecord) => ({
  ...userKey(user.id),
  gsi1pk: listingPartition,
  gsi1sk: listingSortKey(user.name, user.id),
  type: 'User',
  ...user,
});

const encodeCursor = (key: Record<string, unknown> | undefined) =>
  key ? Buffer.from(JSON.stringify(key)).toString('base64url') : null;

const decodeCursor = (cursor: string | undefined): Record<string, unknown> | undefined => {
  if (!cursor) return undefined;
  try {
    const key = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
    if (
      key &&
      typeof key.pk === 'string' &&
      typeof key.gsi1sk === 'string' &&
      key.gsi1pk === listingPartition
    )
      return key;
  } catch {
    // fall through to the error below
  }
  throw new InvalidInputError('Invalid cursor');
};

/** Users (profile items) and the email guards that keep their emails unique. */
export const createUsers = (table: Table) => ({
  /** Creates the user and claims the email in one transaction: two registrations of one email cannot both win. */
  async create(user: UserRecord): Promise<void> {
    const taken = await table.tryTransact(
      [putPart({ ...emailKey(user.email), userId: user.id }, absent), putPart(userItem(user), absent)],
      ['email-taken'],
    );
    if (taken) throw new ConflictError('An account with this email already exists.');
  },

  findById: (userId: string) => table.get<UserRecord>(userKey(userId)),

  findMany: (userIds: string[]) => table.batchGet<UserRecord>([...new Set(userIds)].map(userKey)),

  async findIdByEmail(email: string): Promise<string | undefined> {
    return (await table.get<{ userId: string }>(emailKey(email)))?.userId;
  },

  /** The user as now stored; undefined when there is no such user. */
  updateProfile: (userId: string, name: string, avatar: string | null) =>
    table.update<UserRecord>(
      updatePart(userKey(userId), {
        UpdateExpression: 'SET #name = :name, avatar = :avatar, gsi1sk = :listing',
        ...present,
        ExpressionAttributeNames: { '#name': 'name' },
        ExpressionAttributeValues: {
          ':name': name,
          ':avatar': avatar,
          ':listing': listingSortKey(name, userId),
        },
      }),
    ),

  setPasswordHash: (userId: string, passwordHash: string) =>
    table.write(
      updatePart(userKey(userId), {
        UpdateExpression: 'SET passwordHash = :hash',
        ...present,
        ExpressionAttributeValues: { ':hash': passwordHash },
      }),
    ),

  /** One page of users by name; the cursor is opaque to callers. */
  async list(limit: number, cursor: string | undefined) {
    const { items, lastKey } = await table.page<UserRecord>(
      { partition: listingPartition, index: 'gsi1' },
      limit,
      decodeCursor(cursor),
    );
    return { users: items, nextCursor: encodeCursor(lastKey) };
  },
});

export type Users = ReturnType<typeof createUsers>;
