import { absent, putPart, type Table, updatePart } from './table';

/** A reset link's token as stored: under the token's SHA-256, never the token itself. */
export interface PasswordResetRecord {
  userId: string;
  /**
   * A fingerprint of the password hash the user had when the link was made: once the password
   * changes (by this link, another one, or change-password) every older link stops working.
   */
  passwordFingerprint: string;
  createdAt: number;
  /** Epoch seconds; the link is refused from then on (and the item removed by TTL a day later). */
  expiresAt: number;
  usedAt?: number;
}

const resetKey = (tokenHash: string) => ({ pk: `RESET#${tokenHash}`, sk: 'RESET' });

/** Kept a day past expiry, so a link used or expired still reads as such, then gone. */
const keptSeconds = 24 * 60 * 60;

/** Password reset tokens (issue 25), each usable once. */
export const createPasswordResets = (table: Table) => ({
  create: (tokenHash: string, record: Omit<PasswordResetRecord, 'usedAt'>) =>
    table.write(
      putPart(
        { ...resetKey(tokenHash), type: 'PasswordReset', ...record, ttl: record.expiresAt + keptSeconds },
        absent,
      ),
    ),

  /**
   * Marks the token used and returns it, if it exists, is unused and has not expired at `now`:
   * one conditional update, so of two uses at once exactly one gets the record.
   */
  use: (tokenHash: string, now: number) =>
    table.update<PasswordResetRecord>(
      updatePart(resetKey(tokenHash), {
        UpdateExpression: 'SET usedAt = :now',
        ConditionExpression: 'attribute_exists(pk) AND attribute_not_exists(usedAt) AND expiresAt > :now',
        ExpressionAttributeValues: { ':now': now },
      }),
    ),
});

export type PasswordResets = ReturnType<typeof createPasswordResets>;
