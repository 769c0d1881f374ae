import type { Locale } from '#shared/i18n/locales';
import type { Role } from '#shared/roles';
import { ConflictError } from '../lib/domain-errors';
import { decodeListingCursor, encodeListingCursor, invalidCursor } from './listing-cursor';
import { absent, checkPart, deletePart, present, putPart, type Table, updatePart } from './table';

/** A user as stored; the user service maps it to the API shape. */
export interface UserRecord {
  id: string;
  name: string;
  email: string;
  role: Role;
  avatar: string | null;
  /** The user's choice of language; absent on accounts from before issue 26 (null: the browser's). */
  language?: Locale | null;
  passwordHash: string;
  createdAt: string;
}

/** What a user may change of their profile. */
export interface ProfileChange {
  name: string;
  avatar: string | null;
  language?: Locale | null;
}

/** A user's partition holds the profile, the sessions and sign-in counters, and personal plans and shopping items. */
export const userPartition = (userId: string) => `USER#${userId}`;
const userKey = (userId: string) => ({ pk: userPartition(userId), sk: profileSortKey });
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
  // Every rating of an account made since is in its listing (ratings.ts): its deletion need not
  // sweep the catalogue for ratings stored before the listing existed.
  ratingsIndexed: true,
});

/**
 * An account being deleted (account-cleanup.ts): marked on its profile, with what its owner asked
 * and how far the clean-up has come. `ratingsIndexed` is absent on accounts made before ratings
 * were listed per user.
 */
export interface MarkedAccount {
  id: string;
  deletedAt: string;
  deleteRecipes?: boolean;
  ratingsIndexed?: boolean;
  cleanup?: CleanupProgress;
}

/** Where an account's clean-up goes on from; each step is safe to run again. */
export type CleanupProgress =
  | { step: 'ratings'; after?: Record<string, unknown> }
  | { step: 'catalogue'; shard: number }
  | { step: 'rest' };

/** The profile item's sort key: a stream record of a marked profile is found by it. */
export const profileSortKey = 'PROFILE';

/** The admin list's cursor names the last user shown: their partition and listing sort key. */
const encodeCursor = (key: Record<string, unknown> | undefined) =>
  key ? encodeListingCursor(key.pk as string, key.gsi1sk as string) : null;

const decodeCursor = (cursor: string | undefined): Record<string, unknown> | undefined => {
  if (!cursor) return undefined;
  const [partition, sortKey] = decodeListingCursor(cursor);
  const userId = partition.startsWith('USER#') ? partition.slice(5) : '';
  if (!userId || !sortKey.endsWith(`#${userId}`)) throw invalidCursor();
  return { ...userKey(userId), gsi1pk: listingPartition, gsi1sk: sortKey };
};

export const emailTakenMessage = 'errors.emailTaken';

/**
 * A new user's writes: the email's guard first (its failure means 'email-taken'), then the profile.
 * invitation-links.ts composes them with a link's use when someone registers by invitation.
 */
export const userParts = {
  create: (user: UserRecord) => [
    putPart({ ...emailKey(user.email), userId: user.id }, absent),
    putPart(userItem(user), absent),
  ],
  /**
   * A check that the account is as a sign-in read it: the same password hash, not marked deleted.
   * Part of the transaction that starts a session (sessions.ts), so a sign-in whose password check
   * straddles a reset (or a deletion) starts no session: the reset's end of every session cannot
   * miss one started after it.
   */
  unchangedSince: (user: Pick<UserRecord, 'id' | 'passwordHash'>) =>
    checkPart(userKey(user.id), {
      ConditionExpression: 'passwordHash = :hash AND attribute_not_exists(deletedAt)',
      ExpressionAttributeValues: { ':hash': user.passwordHash },
    }),
};

/** Users (profile items) and the email guards that keep their emails unique. */
export const createUsers = (table: Table) => ({
  /** Creates the user and claims the email in one transaction: two registrations of one email cannot both win. */
  async create(user: UserRecord): Promise<void> {
    const taken = await table.tryTransact(userParts.create(user), ['email-taken']);
    if (taken) throw new ConflictError(emailTakenMessage);
  },

  /** A user marked deleted (an account's clean-up under way, account-deletion.ts) is no user. */
  async findById(userId: string): Promise<UserRecord | undefined> {
    const user = await table.get<UserRecord & { deletedAt?: string }>(userKey(userId));
    return user?.deletedAt === undefined ? user : undefined;
  },

  findMany: (userIds: string[]) => table.batchGet<UserRecord>([...new Set(userIds)].map(userKey)),

  async findIdByEmail(email: string): Promise<string | undefined> {
    return (await table.get<{ userId: string }>(emailKey(email)))?.userId;
  },

  /**
   * The user as now stored; undefined when there is no such user. A language left undefined
   * stays as it was (the spec's clients send only name and avatar).
   */
  updateProfile: (userId: string, profile: ProfileChange) =>
    table.update<UserRecord>(
      updatePart(userKey(userId), {
        UpdateExpression: `SET #name = :name, avatar = :avatar, gsi1sk = :listing${
          profile.language === undefined ? '' : ', #language = :language'
        }`,
        ...present,
        ExpressionAttributeNames: {
          '#name': 'name',
          ...(profile.language === undefined ? {} : { '#language': 'language' }),
        },
        ExpressionAttributeValues: {
          ':name': profile.name,
          ':avatar': profile.avatar,
          ':listing': listingSortKey(profile.name, userId),
          ...(profile.language === undefined ? {} : { ':language': profile.language }),
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

  /** Sets a new hash of the same password only while `previous` is stored; false otherwise. */
  replacePasswordHash: (userId: string, previous: string, passwordHash: string) =>
    table.tryUpdate(userKey(userId), {
      UpdateExpression: 'SET passwordHash = :hash',
      ConditionExpression: 'passwordHash = :previous AND attribute_not_exists(deletedAt)',
      ExpressionAttributeValues: { ':hash': passwordHash, ':previous': previous },
    }),

  /**
   * The first step of deleting an account, in one transaction: the email is free (sign-in finds no
   * account, registration may take it again) and the profile leaves the admin list, marked deleted.
   * The profile itself goes last, with the rest of the user's partition (account-deletion.ts).
   * False when the account was deleted meanwhile.
   */
  async markDeleted(
    user: Pick<UserRecord, 'id' | 'email'>,
    deletedAt: string,
    deleteRecipes = false,
  ): Promise<boolean> {
    const gone = await table.tryTransact(
      [
        deletePart(emailKey(user.email), {
          ConditionExpression: 'userId = :id',
          ExpressionAttributeValues: { ':id': user.id },
        }),
        updatePart(userKey(user.id), {
          UpdateExpression: 'SET deletedAt = :at, deleteRecipes = :recipes REMOVE gsi1pk, gsi1sk',
          ConditionExpression: 'attribute_exists(pk) AND attribute_not_exists(deletedAt)',
          ExpressionAttributeValues: { ':at': deletedAt, ':recipes': deleteRecipes },
        }),
      ],
      ['gone', 'gone'],
    );
    return gone === undefined;
  },

  /** The profile of an account being deleted, as now stored; undefined when not marked (or gone). */
  async findMarked(userId: string): Promise<MarkedAccount | undefined> {
    const item = await table.get<MarkedAccount>(userKey(userId), { consistent: true });
    return item?.deletedAt === undefined ? undefined : item;
  },

  /**
   * Records how far a marked account's clean-up has come. The write is itself a change to the
   * profile, which the table's stream hands the clean-up again: the next round goes on from here.
   */
  advanceCleanup: (userId: string, cleanup: CleanupProgress) =>
    table.tryUpdate(userKey(userId), {
      UpdateExpression: 'SET cleanup = :cleanup',
      ConditionExpression: 'attribute_exists(deletedAt)',
      ExpressionAttributeValues: { ':cleanup': cleanup },
    }),

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
