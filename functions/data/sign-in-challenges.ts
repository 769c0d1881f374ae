import { createHash } from 'node:crypto';
import { putPart, type Table, updatePart } from './table';

/**
 * Short-lived challenges of sign-in (a passkey's prompt, a password sign-in's second step), kept in
 * the table so that every function and container sees them: found by the SHA-256 of the challenge
 * (the challenge itself is never stored), living `challengeLifetimeSeconds`, used once (a
 * conditional update marks it used, so two requests racing with one challenge cannot both pass),
 * and allowing `maxTries` answers. TTL removes them afterwards.
 */
export const challengeLifetimeSeconds = 5 * 60;
/** Wrong codes a second step's challenge takes before it is refused for good. */
export const maxChallengeTries = 5;

export type ChallengePurpose = 'passkey-registration' | 'passkey-sign-in' | 'second-step';

export interface ChallengeRecord {
  purpose: ChallengePurpose;
  /** Whose challenge it is: the signed-in caller adding a passkey, the account of a second step. */
  userId?: string;
  /** A second step answers in the mode its password step asked for (cookie or body). */
  cookieMode?: boolean;
  /**
   * A second step's: the fingerprint of the password hash its password step checked
   * (lib/auth/password-fingerprint.ts), so a reset meanwhile spends the challenge. Absent on
   * challenges made before it was kept (they live five minutes): then only the session's own check
   * of the account applies.
   */
  passwordFingerprint?: string;
  expiresAt: number;
  tries: number;
}

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');
const challengeKey = (challenge: string) => ({ pk: `CHALLENGE#${sha256(challenge)}`, sk: 'CHALLENGE' });

/** What an answer may change of a challenge, besides the condition every answer shares. */
interface ChallengeChange {
  UpdateExpression: string;
  /** More that must hold, ANDed to the challenge being live, unused and of its purpose. */
  ConditionExpression?: string;
  ExpressionAttributeValues?: Record<string, unknown>;
}

export const createSignInChallenges = (table: Table) => {
  /** Changes a live, unused challenge of `purpose`: the challenge as stored, or undefined when there is none such. */
  const updateLive = (challenge: string, purpose: ChallengePurpose, now: number, change: ChallengeChange) =>
    table.update<ChallengeRecord>(
      updatePart(challengeKey(challenge), {
        UpdateExpression: change.UpdateExpression,
        ConditionExpression: [
          'attribute_exists(pk) AND purpose = :purpose AND expiresAt > :now AND attribute_not_exists(usedAt)',
          ...(change.ConditionExpression ? [change.ConditionExpression] : []),
        ].join(' AND '),
        ExpressionAttributeValues: { ':purpose': purpose, ':now': now, ...change.ExpressionAttributeValues },
      }),
    );

  return {
    async put(challenge: string, record: Omit<ChallengeRecord, 'expiresAt' | 'tries'>, now: number) {
      const expiresAt = now + challengeLifetimeSeconds;
      await table.write(
        putPart({
          ...challengeKey(challenge),
          type: 'SignInChallenge',
          ...record,
          tries: 0,
          expiresAt,
          ttl: expiresAt,
        }),
      );
    },

    /**
     * Counts one answer to a live, unused challenge of `purpose`: the challenge as stored, or undefined
     * when there is none such (unknown, expired, used, or out of tries).
     */
    tryOnce: (challenge: string, purpose: ChallengePurpose, now: number) =>
      updateLive(challenge, purpose, now, {
        UpdateExpression: 'ADD tries :one',
        ConditionExpression: 'tries < :max',
        ExpressionAttributeValues: { ':one': 1, ':max': maxChallengeTries },
      }),

    /** Uses up a live challenge of `purpose` in one step (a passkey's prompt answers once): as stored, or undefined. */
    take: (challenge: string, purpose: ChallengePurpose, now: number) =>
      updateLive(challenge, purpose, now, { UpdateExpression: 'SET usedAt = :now' }),

    /** Marks the challenge used; false when it was used (or had expired) meanwhile. */
    use: (challenge: string, now: number) =>
      table.tryUpdate(challengeKey(challenge), {
        UpdateExpression: 'SET usedAt = :now',
        ConditionExpression: 'attribute_exists(pk) AND attribute_not_exists(usedAt) AND expiresAt > :now',
        ExpressionAttributeValues: { ':now': now },
      }),
  };
};

export type SignInChallenges = ReturnType<typeof createSignInChallenges>;
