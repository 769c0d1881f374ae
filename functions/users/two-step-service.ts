import { createHash, randomBytes } from 'node:crypto';
import type { Attempt, LoginThrottle } from '../data/login-throttle';
import type { SignInChallenges } from '../data/sign-in-challenges';
import type { TwoStep } from '../data/two-step';
import type { UserRecord, Users } from '../data/users';
import type { Caller, TokenKeys } from '../lib/auth/access-token';
import { passwordFingerprintOf } from '../lib/auth/password-fingerprint';
import { open, seal } from '../lib/auth/secret-box';
import { groupedSecret, isTotpCode, newTotpSecret, totpStep, totpUri } from '../lib/auth/totp';
import { ConflictError, invalidField, TooManyRequestsError, UnauthorizedError } from '../lib/domain-errors';
import { epochSecondsOf } from '../lib/epoch-seconds';
import { tooManyAttempts } from './user-service';

export const invalidCode = 'errors.invalidCode';
export const secondStepExpired = 'errors.secondStepExpired';
const recoveryCodeCount = 10;

/** A recovery code: 16 base32 characters (80 bits) in groups of four, `abcd-efgh-2345-6789`. */
const newRecoveryCode = () => {
  const alphabet = 'abcdefghijklmnopqrstuvwxyz234567';
  const text = [...randomBytes(16)].map((byte) => alphabet[byte % 32]).join('');
  return text.replace(/(.{4})(?=.)/g, '$1-');
};
/** Typed any way (spaces, dashes, capitals), a code is its letters and digits. */
const recoveryCodeHash = (userId: string, code: string) =>
  createHash('sha256')
    .update(`${userId}:${code.replace(/[^a-z0-9]/gi, '').toLowerCase()}`)
    .digest('hex');

/** Both counters count the attempt; it is refused if either is locked (the longer wait is given). */
const firstRefusal = async (attempts: Promise<Attempt>[]): Promise<Attempt> => {
  const refused = (await Promise.all(attempts)).filter((attempt) => !attempt.allowed);
  if (refused.length === 0) return { allowed: true };
  return { allowed: false, retryAfter: Math.max(...refused.map((attempt) => attempt.retryAfter)) };
};

export interface TwoStepServiceDependencies {
  twoStep: TwoStep;
  challenges: SignInChallenges;
  users: Pick<Users, 'findById'>;
  loginThrottle: LoginThrottle;
  tokenKeys: () => Promise<TokenKeys>;
  /** Epoch milliseconds. */
  now?: () => number;
}

/**
 * Two-step sign-in with an authenticator app (TOTP) and recovery codes: turning it on and off on
 * My Page, and the second step of a password sign-in. The second step counts against the same
 * throttle as passwords (per email and per address), against a count of the account's own that a
 * password reset does not lift, and its challenge allows five codes.
 */
export const createTwoStepService = (dependencies: TwoStepServiceDependencies) => {
  const { twoStep, challenges, users, loginThrottle, tokenKeys, now = Date.now } = dependencies;
  const seconds = epochSecondsOf(now);

  /** Takes a code of the user's: an authenticator app's (each step once) or a recovery code (once). */
  const takeCode = async (userId: string, secret: string, code: string): Promise<boolean> => {
    if (isTotpCode(code)) {
      const keys = await tokenKeys();
      const plain = open(secret, keys);
      const step = plain === undefined ? undefined : totpStep(plain, code, now());
      return step !== undefined && plain !== undefined && twoStep.takeStep(userId, step, seal(plain, keys));
    }
    return twoStep.burnRecoveryCode(userId, recoveryCodeHash(userId, code));
  };

  return {
    async status(userId: string) {
      const record = await twoStep.find(userId);
      const enabled = record?.secret !== undefined;
      return { enabled, recoveryCodesLeft: enabled ? await twoStep.recoveryCodesLeft(userId) : 0 };
    },

    /** A new secret, pending until a code confirms it (a second setup replaces the first). */
    async setup(caller: Caller) {
      const secret = newTotpSecret();
      if (!(await twoStep.begin(caller.userId, seal(secret, await tokenKeys()))))
        throw new ConflictError('errors.twoStepOnAlready');
      return { secret: groupedSecret(secret), otpauthUrl: totpUri(secret, caller.email) };
    },

    async enable(caller: Caller, code: string) {
      const record = await twoStep.find(caller.userId);
      if (record?.secret !== undefined) throw new ConflictError('errors.twoStepOnAlready');
      const keys = await tokenKeys();
      const plain = record?.pendingSecret === undefined ? undefined : open(record.pendingSecret, keys);
      if (!record?.pendingSecret || plain === undefined) throw new ConflictError('errors.twoStepStartAgain');
      const step = totpStep(plain, code, now());
      if (step === undefined) throw invalidField('code', invalidCode);
      const recoveryCodes = Array.from({ length: recoveryCodeCount }, newRecoveryCode);
      const enabled = await twoStep.enable(
        caller.userId,
        {
          pendingSecret: record.pendingSecret,
          secret: seal(plain, keys),
          step,
          enabledAt: new Date(now()).toISOString(),
        },
        recoveryCodes.map((recoveryCode) => recoveryCodeHash(caller.userId, recoveryCode)),
      );
      if (!enabled) throw new ConflictError('errors.twoStepStartAgain');
      return { recoveryCodes };
    },

    /** Off again, with the password to confirm (limited like sign-in, as a password change is). */
    /** Turning it off: the secret and the recovery codes go (the caller's password checked first). */
    async disable(caller: Caller) {
      await twoStep.disable(caller.userId);
    },

    /**
     * After a right password: the challenge of the second step when the account has two-step sign-in
     * on (the sign-in then waits for a code), otherwise undefined.
     */
    async challengeFor(user: UserRecord, cookieMode: boolean): Promise<string | undefined> {
      const record = await twoStep.find(user.id);
      if (record?.secret === undefined) return undefined;
      const challenge = randomBytes(32).toString('base64url');
      await challenges.put(
        challenge,
        {
          purpose: 'second-step',
          userId: user.id,
          cookieMode,
          passwordFingerprint: passwordFingerprintOf(user),
        },
        seconds(),
      );
      return challenge;
    },

    /**
     * The second step: the user whose challenge this is, once a code of theirs is taken. Each try
     * counts against the challenge (five), the email (as a password would) and the address.
     */
    async pass(challenge: string, code: string, address: string, cookieMode: boolean): Promise<UserRecord> {
      const pending = await challenges.tryOnce(challenge, 'second-step', seconds());
      if (!pending?.userId || pending.cookieMode !== cookieMode)
        throw new UnauthorizedError(secondStepExpired);
      const user = await users.findById(pending.userId);
      const record = await twoStep.find(pending.userId);
      // The password changed since its step (a reset): that password no longer signs in.
      const changed =
        pending.passwordFingerprint !== undefined &&
        user !== undefined &&
        passwordFingerprintOf(user) !== pending.passwordFingerprint;
      if (!user || changed) throw new UnauthorizedError(secondStepExpired);
      const attempt = await firstRefusal([
        loginThrottle.reserve(user.email, seconds()),
        loginThrottle.reserveSecondStep(user.id, seconds()),
      ]);
      if (!attempt.allowed) {
        await loginThrottle.failedFrom(address, seconds());
        throw new TooManyRequestsError(tooManyAttempts, attempt.retryAfter);
      }
      // Turned off since the password step: the password was right, so the sign-in goes on.
      const taken = record?.secret === undefined || (await takeCode(user.id, record.secret, code));
      if (!taken) {
        const fromAddress = await loginThrottle.failedFrom(address, seconds());
        if (!fromAddress.allowed) throw new TooManyRequestsError(tooManyAttempts, fromAddress.retryAfter);
        throw new UnauthorizedError(invalidCode);
      }
      if (!(await challenges.use(challenge, seconds()))) throw new UnauthorizedError(secondStepExpired);
      await Promise.all([loginThrottle.succeeded(user.email), loginThrottle.secondStepSucceeded(user.id)]);
      return user;
    },
  };
};

export type TwoStepService = ReturnType<typeof createTwoStepService>;
