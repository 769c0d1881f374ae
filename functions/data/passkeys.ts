import { createHash } from 'node:crypto';
import { absent, deletePart, present, putPart, type Table, updatePart } from './table';
import { userPartition } from './users';

/** A passkey as stored under its user. Times are ISO texts; the public key is base64url. */
export interface PasskeyRecord {
  userId: string;
  credentialId: string;
  publicKey: string;
  counter: number;
  transports: string[];
  name: string;
  createdAt: string;
  lastUsedAt: string | null;
}

const passkeyPrefix = 'PASSKEY#';
/** Keys hold the credential id's hash: an id may be up to 1364 characters, a key wants less. */
const idHash = (credentialId: string) => createHash('sha256').update(credentialId).digest('hex');

/** Under the user's partition, so that deleting the account's partition takes its passkeys too. */
const passkeyKey = (userId: string, credentialId: string) => ({
  pk: userPartition(userId),
  sk: `${passkeyPrefix}${idHash(credentialId)}`,
});
/** Finds a passkey's user at sign-in, when only the credential id is known. */
const lookupKey = (credentialId: string) => ({
  pk: `${passkeyPrefix}${idHash(credentialId)}`,
  sk: 'PASSKEY',
});

/** Passkeys (WebAuthn credentials): one item under the user, one lookup by credential id. */
export const createPasskeys = (table: Table) => ({
  /** Stores a new passkey; false when a passkey with this credential id exists already. */
  async add(passkey: PasskeyRecord): Promise<boolean> {
    const taken = await table.tryTransact(
      [
        putPart(
          { ...lookupKey(passkey.credentialId), type: 'PasskeyLookup', userId: passkey.userId },
          absent,
        ),
        putPart({ ...passkeyKey(passkey.userId, passkey.credentialId), type: 'Passkey', ...passkey }, absent),
      ],
      ['taken', 'taken'],
    );
    return taken === undefined;
  },

  /** Oldest first (the list's order, whatever the names). */
  async listOf(userId: string): Promise<PasskeyRecord[]> {
    const items = await table.query<PasskeyRecord>({
      partition: userPartition(userId),
      sortKey: { beginsWith: passkeyPrefix },
    });
    return items.sort((a, b) => a.createdAt.localeCompare(b.createdAt));
  },

  /**
   * The keys of the lookup items of a user's passkeys, outside the user's partition: deleting the
   * account deletes these as well as the partition (which holds the passkeys themselves).
   */
  lookupKeysOf: async (userId: string) =>
    (
      await table.query<Pick<PasskeyRecord, 'credentialId'>>({
        partition: userPartition(userId),
        sortKey: { beginsWith: passkeyPrefix },
        projection: 'credentialId',
      })
    ).map(({ credentialId }) => lookupKey(credentialId)),

  /** The passkey with this credential id, whoever's it is (sign-in). */
  async find(credentialId: string): Promise<PasskeyRecord | undefined> {
    const lookup = await table.get<{ userId: string }>(lookupKey(credentialId));
    return lookup && table.get<PasskeyRecord>(passkeyKey(lookup.userId, credentialId), { consistent: true });
  },

  /** The passkey as renamed; undefined when the user has no such passkey. */
  rename: (userId: string, credentialId: string, name: string) =>
    table.update<PasskeyRecord>(
      updatePart(passkeyKey(userId, credentialId), {
        UpdateExpression: 'SET #name = :name',
        ...present,
        ExpressionAttributeNames: { '#name': 'name' },
        ExpressionAttributeValues: { ':name': name },
      }),
    ),

  /** Removes the passkey and its lookup together; false when the user has no such passkey. */
  async remove(userId: string, credentialId: string): Promise<boolean> {
    const missing = await table.tryTransact(
      [deletePart(passkeyKey(userId, credentialId), present), deletePart(lookupKey(credentialId))],
      ['missing'],
    );
    return missing === undefined;
  },

  /**
   * A sign-in's new signature counter and time. Only forwards: a counter that went back (a cloned
   * authenticator, or a replay racing the real one) is refused; authenticators that keep no counter
   * send 0 every time.
   */
  markUsed: (userId: string, credentialId: string, counter: number, usedAt: string) =>
    table.tryUpdate(passkeyKey(userId, credentialId), {
      UpdateExpression: 'SET #counter = :counter, lastUsedAt = :usedAt',
      ConditionExpression: 'attribute_exists(pk) AND (#counter < :counter OR :counter = :zero)',
      ExpressionAttributeNames: { '#counter': 'counter' },
      ExpressionAttributeValues: { ':counter': counter, ':usedAt': usedAt, ':zero': 0 },
    }),
});

export type Passkeys = ReturnType<typeof createPasskeys>;
