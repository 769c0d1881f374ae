import { createHash } from 'node:crypto';

/**
 * A short fingerprint of an account's password hash, kept with something a password made possible
 * (a reset link, a second step's challenge) so that a later password change spends it. Of the hash,
 * not the password: enough to see that the password changed, useless for guessing it.
 */
export const passwordFingerprintOf = (user: { passwordHash: string }) =>
  createHash('sha256').update(`reset:${user.passwordHash}`).digest('hex').slice(0, 32);
