import * as z from 'zod';
import { locales } from '../i18n/locales';
import { roles } from '../roles';
import { visibleText } from '../visible-text';
import { invitationToken } from './invitation-schemas';

/** Emails are compared and stored trimmed and lower-cased, so one person has one account. */
const email = (message: string) =>
  z
    .string()
    .trim()
    .toLowerCase()
    .max(254, 'errors.emailAtMost254Characters')
    .pipe(z.email({ error: message }));

// An upper bound keeps hashing cost bounded; scrypt itself accepts any length.
const maxPassword = z.string().max(128, 'errors.passwordAtMost128Characters');

export const avatarColour = z
  .string()
  .regex(/^#[0-9a-fA-F]{6}$/, 'errors.avatarHexColour')
  .transform((value) => value.toLowerCase());

const personName = (message: string) =>
  visibleText('errors.nameInvisible').trim().min(2, message).max(100, 'errors.nameAtMost100Characters');

/**
 * Sign-in says what registration says, not the library's default messages the spec allows
 * ('Too small: expected string to have >=6 characters' is no sentence for people).
 */
export const loginBody = z.strictObject({
  email: email('errors.invalidEmailAddress'),
  password: maxPassword.min(6, 'errors.passwordAtLeast6Characters'),
});

export const registerBody = z
  .strictObject({
    name: personName('errors.personNameRequired'),
    email: email('errors.invalidEmailAddress'),
    password: maxPassword.min(6, 'errors.passwordAtLeast6Characters'),
    confirmPassword: maxPassword.min(6, 'errors.confirmPasswordAtLeast6Characters'),
    /** An invitation link's token (issue 25): the account gets its role (and group). */
    invite: invitationToken.optional(),
  })
  .refine((form) => form.password === form.confirmPassword, {
    message: 'errors.passwordsDontMatch',
    path: ['confirmPassword'],
  });

/** In cookie mode the refresh token comes in the cookie and may be left out of the body. */
const refreshToken = z.string().min(1).max(256).optional();

export const refreshTokenBody = z.strictObject({
  userId: z.string().min(1).max(64),
  refreshToken,
});

export const logoutBody = z.strictObject({ refreshToken });

export const addUserBody = z.strictObject({
  name: personName('errors.personNameRequired'),
  email: email('errors.invalidEmailAddress'),
  password: maxPassword.min(6, 'errors.passwordAtLeast6Characters'),
  role: z.enum(roles, { error: 'errors.roleInvalid' }),
});

export const updateProfileBody = z.strictObject({
  name: visibleText('errors.nameInvisible')
    .trim()
    .min(1, 'errors.nameRequired')
    .max(100, 'errors.nameAtMost100Characters'),
  avatar: avatarColour.nullable(),
  /** Issue 26: the account's language, or null to follow the browser; absent leaves it as it is. */
  language: z.enum(locales).nullable().optional(),
});

export const changePasswordBody = z.strictObject({
  oldPassword: maxPassword.min(1, 'errors.allPasswordFieldsAreRequired'),
  newPassword: maxPassword.min(6, 'errors.passwordAtLeast6Characters'),
});

export const listUsersQuery = z.strictObject({
  limit: z.coerce.number().int().min(1).max(100).default(50),
  cursor: z.string().max(512).optional(),
});

export const user = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  role: z.enum(roles),
  avatar: z.string().nullable(),
  /** The user's own choice of language (issue 26); null follows the browser's. */
  language: z.enum(locales).nullable(),
});

/** The admin list is a plain array (the spec's 'list of users'); the next page's cursor is in a header. */
export const userList = z.array(user);
export const nextCursorHeader = 'x-next-cursor';

/**
 * What sign-in and refresh return: the spec's session fields plus the role and token expiry. In
 * cookie mode the refresh token is in the Set-Cookie header instead.
 */
export const session = user.extend({
  token: z.string(),
  refreshToken: z.string().optional(),
  expiresAt: z.number().int().describe('Access token expiry, seconds since the epoch'),
});

export type User = z.infer<typeof user>;
/** A session as the spec's API (no cookie mode) answers it: the refresh token in the body. */
export type Session = z.infer<typeof session> & { refreshToken: string };
/** A session as cookie mode answers it: the refresh token is in an HttpOnly cookie. */
export type CookieSession = Omit<Session, 'refreshToken'>;
export type RegisterForm = z.input<typeof registerBody>;
export type LoginForm = z.input<typeof loginBody>;
