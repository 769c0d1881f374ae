import { absent, deletePart, present, putPart, type Table, updatePart } from './table';
import { userPartition } from './users';

/**
 * Two-step sign-in of a user (TOTP): one item under the user with the secret (sealed:
 * functions/lib/auth/secret-box.ts), pending while set up and not yet confirmed, and one item per
 * unused recovery code (its hash in the key, so using one is a conditional delete).
 */
export interface TwoStepRecord {
  /** The confirmed secret, sealed; absent until a code confirms the pending one. */
  secret?: string;
  /** The secret of a setup not yet confirmed, sealed. */
  pendingSecret?: string;
  enabledAt?: string;
  /** The last 30-second step whose code signed in: that code and older ones are refused. */
  lastUsedStep?: number;
}

const twoStepKey = (userId: string) => ({ pk: userPartition(userId), sk: 'TWOSTEP' });
const recoveryPrefix = 'RECOVERY#';
const recoveryKey = (userId: string, codeHash: string) => ({
  pk: userPartition(userId),
  sk: `${recoveryPrefix}${codeHash}`,
});

const recoveryCodeKeys = (table: Table, userId: string) =>
  table.query<{ pk: string; sk: string }>({
    partition: userPartition(userId),
    sortKey: { beginsWith: recoveryPrefix },
    projection: 'pk, sk',
    consistent: true,
  });

export const createTwoStep = (table: Table) => ({
  find: (userId: string) => table.get<TwoStepRecord>(twoStepKey(userId), { consistent: true }),

  /** Starts (or starts again) a setup; false when two-step sign-in is on already. */
  begin: (userId: string, pendingSecret: string) =>
    table.tryUpdate(twoStepKey(userId), {
      UpdateExpression: 'SET pendingSecret = :pending, #type = :type',
      ConditionExpression: 'attribute_not_exists(secret)',
      ExpressionAttributeNames: { '#type': 'type' },
      ExpressionAttributeValues: { ':pending': pendingSecret, ':type': 'TwoStep' },
    }),

  /**
   * Turns two-step sign-in on with the pending secret the code was checked against (unless another
   * setup replaced it meanwhile) and stores the recovery codes' hashes, all at once; false if not.
   */
  async enable(
    userId: string,
    confirmed: { pendingSecret: string; secret: string; step: number; enabledAt: string },
    recoveryHashes: string[],
  ): Promise<boolean> {
    const changed = await table.tryTransact(
      [
        updatePart(twoStepKey(userId), {
          UpdateExpression:
            'SET secret = :secret, enabledAt = :at, lastUsedStep = :step REMOVE pendingSecret',
          ConditionExpression: 'pendingSecret = :pending AND attribute_not_exists(secret)',
          ExpressionAttributeValues: {
            ':secret': confirmed.secret,
            ':at': confirmed.enabledAt,
            ':step': confirmed.step,
            ':pending': confirmed.pendingSecret,
          },
        }),
        ...recoveryHashes.map((hash) =>
          putPart({ ...recoveryKey(userId, hash), type: 'RecoveryCode' }, absent),
        ),
      ],
      ['changed'],
    );
    return changed === undefined;
  },

  /**
   * Takes the code of `step` (and reseals the secret): false when that step's code or a later one
   * was used already, so a code seen over someone's shoulder cannot be used again.
   */
  takeStep: (userId: string, step: number, resealed: string) =>
    table.tryUpdate(twoStepKey(userId), {
      UpdateExpression: 'SET lastUsedStep = :step, secret = :secret',
      ConditionExpression: 'attribute_exists(secret) AND lastUsedStep < :step',
      ExpressionAttributeValues: { ':step': step, ':secret': resealed },
    }),

  /** Uses up a recovery code by its hash: false when the user has no such unused code. */
  burnRecoveryCode: (userId: string, codeHash: string) =>
    table.tryWrite(deletePart(recoveryKey(userId, codeHash), present)),

  recoveryCodesLeft: async (userId: string): Promise<number> =>
    (await recoveryCodeKeys(table, userId)).length,

  /** Turns two-step sign-in off: the secret and every recovery code (10 at most) go together. */
  async disable(userId: string): Promise<void> {
    const codes = await recoveryCodeKeys(table, userId);
    await table.transact([deletePart(twoStepKey(userId)), ...codes.map((key) => deletePart(key))]);
  },
});

export type TwoStep = ReturnType<typeof createTwoStep>;
