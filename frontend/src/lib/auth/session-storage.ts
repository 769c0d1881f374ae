import { type Role, roles } from '#shared/roles';
import type { Session, User } from '#shared/users/user-schemas';
import { storageKeys } from '#web/config/storage-keys';

export type SessionUser = User;

export interface StoredSession {
  token: string | null;
  refreshToken: string | null;
  user: SessionUser | null;
}

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

const parseUser = (raw: string | null): SessionUser | null => {
  if (!raw) return null;
  try {
    const parsed: unknown = JSON.parse(raw);
    if (!isSessionUser(parsed)) return null;
    const { id, name, email, role, avatar } = parsed;
    return { id, name, email, role: role as Role, avatar };
  } catch {
    return null;
  }
};

/** What a previous visit left behind; anything malformed reads as absent. */
export const readStoredSession = (storage: ReadableStorage): StoredSession => ({
  token: storage.getItem(storageKeys.token) || null,
  refreshToken: storage.getItem(storageKeys.refreshToken) || null,
  user: parseUser(storage.getItem(storageKeys.user)),
});

export const toSessionUser = ({ id, name, email, role, avatar }: Session): SessionUser => ({
  id,
  name,
  email,
  role,
  avatar,
});

export const writeStoredSession = (storage: WritableStorage, session: Session): void => {
  storage.setItem(storageKeys.user, JSON.stringify(toSessionUser(session)));
  storage.setItem(storageKeys.refreshToken, session.refreshToken);
  // The token goes last: other tabs react to its storage event and then read the rest.
  storage.setItem(storageKeys.token, session.token);
};

export const clearStoredSession = (storage: WritableStorage): void => {
  storage.removeItem(storageKeys.token);
  storage.removeItem(storageKeys.refreshToken);
  storage.removeItem(storageKeys.user);
};
