import { isLocale } from '#shared/i18n/locales';
import { type Role, roles } from '#shared/roles';
import type { CookieSession, User } from '#shared/users/user-schemas';
import { storageKeys } from '#web/config/storage-keys';

export type SessionUser = User;

type ReadableStorage = Pick<Storage, 'getItem'>;
type WritableStorage = Pick<Storage, 'setItem' | 'removeItem'>;

// Checked by hand rather than with the shared zod schema: this runs before the first screen,
// which should not wait for the validation library.
const isSessionUser = (value: unknown): value is SessionUser => {
  if (!value || typeof value !== 'object') return false;
  const { id, name, email, role, avatar } = value as Record<string, unknown>;
  return (
    typeof id === 'string' &&
    id.length > 0 &&
    typeof name === 'string' &&
    typeof email === 'string' &&
    typeof role === 'string' &&
    (roles as readonly string[]).includes(role) &&
    (avatar === null || typeof avatar === 'string')
  );
};

/**
 * The signed-in user's profile (id, name, email, role, avatar), kept so that the app opens signed
 * in, with what it has cached, even when the network is down. It is no credential: the refresh
 * token is in an HttpOnly cookie and the access token in memory only. Malformed reads as absent.
 */
export const readStoredUser = (storage: ReadableStorage): SessionUser | null => {
  const raw = storage.getItem(storageKeys.user);
  if (!raw) return null;
  try {
    const parsed: unknown = JSON.parse(raw);
    if (!isSessionUser(parsed)) return null;
    const { id, name, email, role, avatar, language } = parsed as typeof parsed & { language?: unknown };
    // Stored by a version before issue 26 without a language: it follows the browser.
    return { id, name, email, role: role as Role, avatar, language: isLocale(language) ? language : null };
  } catch {
    return null;
  }
};

export const toSessionUser = ({ id, name, email, role, avatar, language }: CookieSession): SessionUser => ({
  id,
  name,
  email,
  role,
  avatar,
  language,
});

export const writeStoredUser = (storage: WritableStorage, user: SessionUser): void => {
  storage.setItem(storageKeys.user, JSON.stringify(user));
};

/**
 * A refresh token left by the version that kept tokens in localStorage: used once to move the
 * session into a cookie (so the upgrade signs no one out), then deleted.
 */
export const readLegacyRefreshToken = (storage: ReadableStorage): string | null =>
  storage.getItem(storageKeys.refreshToken) || null;

export const clearLegacyTokens = (storage: WritableStorage): void => {
  storage.removeItem(storageKeys.token);
  storage.removeItem(storageKeys.refreshToken);
};

export const clearStoredSession = (storage: WritableStorage): void => {
  clearLegacyTokens(storage);
  storage.removeItem(storageKeys.user);
  // Which reads each page makes names recipes and searches, its largest image shows one: not
  // left for the next user.
  storage.removeItem(storageKeys.firstReads);
  storage.removeItem(storageKeys.largestImages);
};
