import { createHash, randomBytes } from 'node:crypto';
import { setTimeout as sleepMs } from 'node:timers/promises';
import { defaultLocale, type Locale } from '#shared/i18n/locales';
import { resetLinkMinutes } from '#shared/users/password-reset-schemas';
import type { CalendarFeeds } from '../data/calendar-feeds';
import type { LoginThrottle } from '../data/login-throttle';
import type { PasswordResets } from '../data/password-resets';
import type { Sessions } from '../data/sessions';
import type { UserRecord, Users } from '../data/users';
import { passwordFingerprintOf } from '../lib/auth/password-fingerprint';
import { hashPassword } from '../lib/auth/password-hash';
import { ConflictError, InvalidInputError, NotFoundError } from '../lib/domain-errors';
import { epochSecondsOf } from '../lib/epoch-seconds';
import type { SendMail } from '../lib/mail/send-mail';
import { endLiveSessions } from './end-sessions';
import { resetPasswordMail } from './mail-texts';

/**
 * The least time "Send reset link" takes to answer, for every email alike: longer than a known
 * email's extra work (a token written, a mail handed to SES or the SMTP relay) normally takes, so
 * the answer's timing does not tell which emails have accounts. Lambda cannot work on after it
 * answers, so the mail is sent within this time rather than after it.
 */
export const forgotPasswordAnswerMs = 1500;

/** Read in place of a user when the email has no account, so both cost the same reads. */
const noSuchUser = 'no-such-user';

export interface PasswordResetDependencies {
  users: Pick<Users, 'findById' | 'findIdByEmail' | 'setPasswordHash'>;
  sessions: Pick<Sessions, 'listLive' | 'revoke'>;
  calendarLinks: Pick<CalendarFeeds, 'removeAllOf'>;
  loginThrottle: Pick<LoginThrottle, 'succeeded'>;
  resets: PasswordResets;
  /** Counts one reset mail for the email; false past its limit (3 an hour): none is sent then. */
  mailAllowed: (email: string) => Promise<boolean>;
  /** Undefined when no sender is configured: reset by mail is off. */
  sendMail: SendMail | undefined;
  /** The web app's origin, for the link (read when first needed). */
  webOrigin: () => string;
  /** Told of each session a reset ends, so its access tokens are refused at once here. */
  sessionEnded?: (userId: string, sessionId: string) => void;
  /** A mail that could not be sent: logged, never answered (the answer is the same for all). */
  mailFailed?: (error: unknown) => void;
  /** Epoch milliseconds. */
  now?: () => number;
  sleep?: (ms: number) => Promise<unknown>;
  answerMs?: number;
}

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

/** Forgot password, reset by a one-time link, and a SysAdmin's link to hand over (issue 25). */
export const createPasswordResetService = (dependencies: PasswordResetDependencies) => {
  const {
    users,
    sessions,
    calendarLinks,
    loginThrottle,
    resets,
    mailAllowed,
    sendMail,
    webOrigin,
    sessionEnded = () => undefined,
    mailFailed = () => undefined,
    sleep = sleepMs,
    answerMs = forgotPasswordAnswerMs,
    now = Date.now,
  } = dependencies;
  const seconds = epochSecondsOf(now);

  /** A new link for the user: 32 random bytes, of which only the SHA-256 is stored. */
  const newLink = async (user: UserRecord) => {
    const token = randomBytes(32).toString('base64url');
    const createdAt = seconds();
    await resets.create(sha256(token), {
      userId: user.id,
      passwordFingerprint: passwordFingerprintOf(user),
      createdAt,
      expiresAt: createdAt + resetLinkMinutes * 60,
    });
    return `${webOrigin()}/reset-password?token=${token}`;
  };

  return {
    mailEnabled: () => sendMail !== undefined,

    /**
     * Mails a link if an account has the email and the email's limit allows; otherwise nothing.
     * Both take the same reads and the same counter write, and answer after the same fixed time.
     */
    async forgotPassword(email: string, requestLocale: Locale = defaultLocale): Promise<void> {
      if (!sendMail) throw new ConflictError('errors.resetByMailOff');
      const started = now();
      const user = await users.findById((await users.findIdByEmail(email)) ?? noSuchUser);
      const allowed = await mailAllowed(email);
      if (user && allowed) {
        try {
          // In the account's language if it has one, else the language of the asking browser.
          await sendMail(resetPasswordMail(user.email, await newLink(user), user.language ?? requestLocale));
        } catch (error) {
          // A failed send must not answer differently from an unknown email.
          mailFailed(error);
        }
      }
      await sleep(Math.max(0, started + answerMs - now()));
    },

    /**
     * Sets the new password with a link's token: the token is spent first (once, atomically); then
     * every session of the user ends (this browser's too, if signed in), their calendar links go,
     * and the email's sign-in lock lifts (the link proves the mailbox, or a SysAdmin's hand).
     */
    async resetPassword(token: string, newPassword: string): Promise<void> {
      const reset = await resets.use(sha256(token), seconds());
      const user = reset && (await users.findById(reset.userId));
      // A link made before the password last changed is spent with it.
      if (!user || passwordFingerprintOf(user) !== reset.passwordFingerprint)
        throw new InvalidInputError('errors.invalidResetLink');
      await users.setPasswordHash(user.id, await hashPassword(newPassword));
      await Promise.all([
        endLiveSessions(sessions, sessionEnded, user.id, seconds()),
        calendarLinks.removeAllOf(user.id),
        loginThrottle.succeeded(user.email),
      ]);
    },

    /** A SysAdmin's one-time link for a user, to hand over where no mail goes out. */
    async adminResetLink(userId: string) {
      const user = await users.findById(userId);
      if (!user) throw new NotFoundError('errors.userNotFound');
      return { url: await newLink(user) };
    },
  };
};

export type PasswordResetService = ReturnType<typeof createPasswordResetService>;
