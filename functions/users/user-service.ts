import { createHash, createHmac, randomBytes, randomUUID } from 'node:crypto';
import type { z } from 'zod';
import { isAdminRole, type Role } from '#shared/roles';
import type { addUserBody, changePasswordBody, registerBody } from '#shared/users/user-schemas';
import type { CalendarFeeds } from '../data/calendar-feeds';
import type { LoginThrottle } from '../data/login-throttle';
import { deviceSessionOf, type RefreshTokenRecord, type Sessions } from '../data/sessions';
import { type ProfileChange, type UserRecord, type Users, userParts } from '../data/users';
import { type Caller, type SigningKey, signAccessToken, type TokenKeys } from '../lib/auth/access-token';
import type { Device } from '../lib/auth/device';
import { decoyHash, hashPassword, needsRehash, verifyPassword } from '../lib/auth/password-hash';
import {
  ForbiddenError,
  invalidField,
  NotFoundError,
  TooManyRequestsError,
  UnauthorizedError,
} from '../lib/domain-errors';
import { endLiveSessions } from './end-sessions';
import type { Admission } from './invitation-service';

/** A session lives at most this long, however often its refresh token is rotated. */
export const sessionLifetimeSeconds = 30 * 24 * 60 * 60;
/**
 * How long a spent refresh token still answers with its successor, while that is unused: two tabs
 * that open at once send the same cookie, and a page reloaded while its refresh was on its way never
 * stored the rotated one. Later, or once the successor is used, it is reuse.
 */
export const refreshGraceSeconds = 30;

const invalidCredentials = 'errors.invalidCredentials';
/** One sentence for every throttled password check: known or unknown email, sign-in or change-password. */
export const tooManyAttempts = 'errors.tooManyAttempts';
/** Read in place of a user when the email has no account, so both cost the same reads. */
const noSuchUser = 'no-such-user';
export const invalidRefreshToken = 'errors.invalidRefreshToken';
const unknownDevice: Device = { browser: null, system: null };
const isoOf = (epochSeconds: number) => new Date(epochSeconds * 1000).toISOString();

export interface UserServiceDependencies {
  users: Pick<
    Users,
    | 'create'
    | 'findById'
    | 'findIdByEmail'
    | 'updateProfile'
    | 'setPasswordHash'
    | 'replacePasswordHash'
    | 'list'
  >;
  sessions: Sessions;
  loginThrottle: LoginThrottle;
  /** A password change turns off the user's calendar links: whoever had the old password may hold one. */
  calendarLinks: Pick<CalendarFeeds, 'removeAllOf'>;
  tokenKeys: () => Promise<TokenKeys>;
  /** Told of each session this service ends, so that its access tokens are refused at once here. */
  sessionEnded?: (userId: string, sessionId: string) => void;
  /**
   * Asked after a right password: the challenge of a second step when the account has two-step
   * sign-in on (functions/users/two-step-service.ts), and then no session is started.
   */
  secondStep?: { challengeFor: (user: UserRecord, cookieMode: boolean) => Promise<string | undefined> };
  /**
   * Who may register and with what role (the sign-up mode and invitation links, invitation-service.ts);
   * without it, anyone, as a User.
   */
  admit?: (
    invite: string | undefined,
    createPlain: (user: UserRecord) => Promise<void>,
  ) => Promise<Admission>;
  /** Epoch milliseconds. */
  now?: () => number;
  newId?: () => string;
}

/** The API's view of a user: no hash, no keys. */
/** A user as the API shows them; an account from before issue 26 has no language yet (null). */
export const toUser = ({ id, name, email, role, avatar, language }: UserRecord) => ({
  id,
  name,
  email,
  role,
  avatar,
  language: language ?? null,
});

const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');
const newRefreshToken = () => randomBytes(32).toString('base64url');
/**
 * A refresh token's successor is derived from it with the signing key (under a label of its own),
 * not drawn at random, so the same token presented twice gets the same successor; without the key
 * it cannot be computed.
 */
const successorOf = (refreshToken: string, key: SigningKey) =>
  createHmac('sha256', key.secret).update(`refresh-token-successor:${refreshToken}`).digest('base64url');

/** Accounts, sign-in and sessions. Side effects come in as parameters, so tests can run it on fakes. */
export const createUserService = ({
  users,
  sessions,
  loginThrottle,
  calendarLinks,
  tokenKeys,
  sessionEnded = () => undefined,
  secondStep,
  admit = async (_invite, createPlain) => ({ role: 'User', store: createPlain }),
  now = Date.now,
  newId = randomUUID,
}: UserServiceDependencies) => {
  const seconds = () => Math.floor(now() / 1000);
  // Made now rather than on the first unknown email, which would otherwise answer twice as late.
  void decoyHash();

  /**
   * The successor of a token spent within the grace period (or a moment ago, when `spentAt` is not
   * read yet), while that successor is unused. It was derived with the key in use then, which a
   * rotation of the secret may since have replaced.
   */
  const unusedSuccessor = async (refreshToken: string, token: RefreshTokenRecord, keys: TokenKeys) => {
    if (seconds() - (token.spentAt ?? seconds()) > refreshGraceSeconds) return undefined;
    for (const key of [keys.current, ...keys.previous]) {
      const successor = successorOf(refreshToken, key);
      const record = await sessions.findToken(hashToken(successor));
      if (record !== undefined)
        return record.spentAt === undefined && record.sessionId === token.sessionId ? successor : undefined;
    }
    return undefined;
  };

  const endSession = async (userId: string, sessionId: string) => {
    await sessions.revoke(userId, sessionId, seconds());
    sessionEnded(userId, sessionId);
  };

  /** The session's fields, and when (epoch seconds) it ends, which a refresh-token cookie's lifetime follows. */
  const issueSession = async (
    user: UserRecord,
    sessionId: string,
    refreshToken: string,
    sessionExpiresAt: number,
  ) => {
    const caller: Caller = {
      userId: user.id,
      email: user.email,
      name: user.name,
      role: user.role,
      avatar: user.avatar,
      sessionId,
      language: user.language ?? null,
    };
    const { token, expiresAt } = await signAccessToken(caller, await tokenKeys(), now());
    return { ...toUser(user), token, refreshToken, expiresAt, sessionExpiresAt };
  };

  /**
   * Starts a session on `device` and issues its tokens, for a user whose sign-in is complete
   * (password, second step, or passkey): the one place a session is created, so every way of
   * signing in records the device for My Page.
   */
  const signIn = async (user: UserRecord, device: Device = unknownDevice) => {
    const refreshToken = newRefreshToken();
    const sessionId = newId();
    const createdAt = seconds();
    const expiresAt = createdAt + sessionLifetimeSeconds;
    const started = await sessions.start(
      { userId: user.id, sessionId, createdAt, expiresAt, lastActiveAt: createdAt, ...device },
      hashToken(refreshToken),
      userParts.unchangedSince(user),
    );
    // The password changed (a reset) or the account went since this sign-in read it.
    if (!started) throw new UnauthorizedError(invalidCredentials);
    return issueSession(user, sessionId, refreshToken, expiresAt);
  };

  /**
   * The account with its password hashed again at today's parameters, only if the hash is still the
   * one checked (a reset meanwhile wins; the sign-in then starts no session: `signIn`).
   */
  const rehashed = async (user: UserRecord, password: string): Promise<UserRecord> => {
    const passwordHash = await hashPassword(password);
    return (await users.replacePasswordHash(user.id, user.passwordHash, passwordHash))
      ? { ...user, passwordHash }
      : user;
  };

  /**
   * The caller's own password, checked under the email's sign-in limit (a stolen access token gets
   * no more guesses than a stranger at the sign-in form); a wrong one is a 400 on `field`.
   */
  const checkOwnPassword = async (userId: string, password: string, field: string) => {
    const user = await users.findById(userId);
    if (!user) throw new NotFoundError('errors.userNotFound');
    const attempt = await loginThrottle.reserve(user.email, seconds());
    if (!attempt.allowed) throw new TooManyRequestsError(tooManyAttempts, attempt.retryAfter);
    if (!(await verifyPassword(password, user.passwordHash))) {
      throw invalidField(
        field,
        field === 'oldPassword' ? 'errors.oldPasswordIncorrect' : 'errors.passwordIncorrect',
      );
    }
    await loginThrottle.succeeded(user.email);
    return user;
  };

  /** "Sign out everywhere else": every live session of the caller's but the calling one. */
  const endOtherDeviceSessions = async (caller: Caller) => {
    await endLiveSessions(sessions, sessionEnded, caller.userId, seconds(), caller.sessionId);
  };

  const createAccount = async (
    input: { name: string; email: string; password: string; role: Role },
    store: (user: UserRecord) => Promise<void> = users.create,
  ) => {
    const user: UserRecord = {
      id: newId(),
      name: input.name,
      email: input.email,
      role: input.role,
      avatar: null,
      passwordHash: await hashPassword(input.password),
      createdAt: new Date(now()).toISOString(),
    };
    await store(user);
    return user;
  };

  return {
    signIn,

    /** Admitted first (a refusal costs no hashing), then stored as the admission says. */
    async register({ invite, confirmPassword: _, ...input }: z.output<typeof registerBody>) {
      const admission = await admit(invite, users.create);
      return toUser(await createAccount({ ...input, role: admission.role }, admission.store));
    },

    async addUser(caller: Caller, input: z.output<typeof addUserBody>) {
      // Admins are made by a Sys Admin only: a Group Admin who could make Group Admins could hand
      // the admin panel (every user's email) to any number of accounts of their own.
      if (isAdminRole(input.role) && caller.role !== 'SysAdmin') {
        // The role's API value: the catalogue names it in the reader's language.
        throw new ForbiddenError('errors.sysAdminOnlyCreatesRole', { role: input.role });
      }
      return toUser(await createAccount(input));
    },

    /** Creates the first SysAdmin if no account has this email (start-up and the create-admin script). */
    async ensureAdmin(input: {
      name: string;
      email: string;
      password: string;
    }): Promise<'created' | 'exists'> {
      if (await users.findIdByEmail(input.email)) return 'exists';
      await createAccount({ ...input, role: 'SysAdmin' });
      return 'created';
    },

    /**
     * Up to the answer, an unknown email takes the steps a wrong password takes (the same reads and
     * writes in the same order, one scrypt against a decoy hash), so neither the answers nor their
     * timing tell which emails have accounts. `address` is the caller's source address, `device`
     * what its User-Agent names. With two-step sign-in on, a right password answers the second
     * step's challenge instead of a session, and the email's failed attempts are kept until that
     * step is passed (so codes count against them too).
     */
    async login(
      email: string,
      password: string,
      address: string,
      cookieMode = false,
      device: Device = unknownDevice,
    ) {
      const attempt = await loginThrottle.reserve(email, seconds());
      if (!attempt.allowed) {
        await loginThrottle.failedFrom(address, seconds());
        throw new TooManyRequestsError(tooManyAttempts, attempt.retryAfter);
      }
      const user = await users.findById((await users.findIdByEmail(email)) ?? noSuchUser);
      const valid = await verifyPassword(password, user?.passwordHash ?? (await decoyHash()));
      if (!user || !valid) {
        // The address limit refuses wrong passwords only: a right one still signs in from a busy address.
        const fromAddress = await loginThrottle.failedFrom(address, seconds());
        if (!fromAddress.allowed) throw new TooManyRequestsError(tooManyAttempts, fromAddress.retryAfter);
        throw new UnauthorizedError(invalidCredentials);
      }
      const current = needsRehash(user.passwordHash) ? await rehashed(user, password) : user;
      const challenge = await secondStep?.challengeFor(current, cookieMode);
      if (challenge !== undefined) return { secondStepRequired: true as const, challenge };
      await loginThrottle.succeeded(email);
      return signIn(current, device);
    },

    /**
     * Rotates the refresh token. A spent token presented again within the grace period, while its
     * successor is unused, gets that same successor; otherwise it ends its whole session (reuse
     * detection).
     */
    async refresh(userId: string, refreshToken: string) {
      const oldHash = hashToken(refreshToken);
      const [token, user] = await Promise.all([sessions.findToken(oldHash), users.findById(userId)]);
      if (!token || !user || token.userId !== userId) throw new UnauthorizedError(invalidRefreshToken);
      const session = await sessions.findSession(userId, token.sessionId);
      if (!session || session.revokedAt || session.expiresAt <= seconds())
        throw new UnauthorizedError(invalidRefreshToken);
      const keys = await tokenKeys();
      if (token.spentAt === undefined) {
        const next = successorOf(refreshToken, keys.current);
        const outcome = await sessions.rotate({
          token,
          oldHash,
          newHash: hashToken(next),
          now: seconds(),
          sessionExpiresAt: session.expiresAt,
        });
        if (outcome === 'rotated') return issueSession(user, token.sessionId, next, session.expiresAt);
        if (outcome === 'session-ended') throw new UnauthorizedError(invalidRefreshToken);
        // Spent a moment ago: by the same token sent twice at once, or by a thief.
      }
      const successor = await unusedSuccessor(refreshToken, token, keys);
      if (successor) return issueSession(user, token.sessionId, successor, session.expiresAt);
      await endSession(userId, token.sessionId);
      throw new UnauthorizedError(invalidRefreshToken);
    },

    async logout(refreshToken: string) {
      const token = await sessions.findToken(hashToken(refreshToken));
      if (token) await endSession(token.userId, token.sessionId);
    },

    async list(limit: number, cursor: string | undefined) {
      const page = await users.list(limit, cursor);
      return { users: page.users.map(toUser), nextCursor: page.nextCursor };
    },

    async updateProfile(caller: Caller, profile: ProfileChange) {
      const user = await users.updateProfile(caller.userId, profile);
      if (!user) throw new NotFoundError('errors.userNotFound');
      return toUser(user);
    },

    /** Checks the old password, stores the new hash, and signs out every other session of the user. */
    async changePassword(caller: Caller, input: z.output<typeof changePasswordBody>) {
      const user = await checkOwnPassword(caller.userId, input.oldPassword, 'oldPassword');
      await users.setPasswordHash(user.id, await hashPassword(input.newPassword));
      await Promise.all([endOtherDeviceSessions(caller), calendarLinks.removeAllOf(user.id)]);
    },

    checkOwnPassword,

    /** The caller's signed-in devices, the most recently active first. */
    async deviceSessions(caller: Caller) {
      const live = (await sessions.listLive(caller.userId, seconds())).map(deviceSessionOf);
      return live
        .sort((a, b) => b.lastActiveAt - a.lastActiveAt)
        .map((session) => ({
          id: session.sessionId,
          current: session.sessionId === caller.sessionId,
          browser: session.browser,
          system: session.system,
          signedInAt: isoOf(session.createdAt),
          lastActiveAt: isoOf(session.lastActiveAt),
        }));
    },

    /** Signs one of the caller's own devices out; any other id (another user's, ended, unknown) is 404. */
    async endDeviceSession(caller: Caller, sessionId: string) {
      const session = await sessions.findSession(caller.userId, sessionId);
      if (!session || session.revokedAt !== undefined || session.expiresAt <= seconds())
        throw new NotFoundError('errors.sessionNotFound');
      await endSession(caller.userId, sessionId);
    },

    endOtherDeviceSessions,
  };
};

export type UserService = ReturnType<typeof createUserService>;
