import { useSyncExternalStore } from 'react';
import type { Session } from '#shared/users/user-schemas';
import { storageKeys } from '#web/config/storage-keys';
import { clearActingContext } from '../acting-context';
import { ApiError, callApi, configureApiAuth, networkErrorStatus } from '../api-client';
import { queryClient } from '../react-query';
import { isExpired, refreshDelayMs, tokenExpiry } from './jwt';
import {
  clearStoredSession,
  readStoredSession,
  type SessionUser,
  toSessionUser,
  writeStoredSession,
} from './session-storage';

export type AuthState =
  | { status: 'pending' }
  | { status: 'signed-out' }
  | { status: 'signed-in'; user: SessionUser };

// A refresh that could not reach the server is retried while the token is still valid.
const networkRetryMs = 10_000;
// Serialises refreshes across tabs: a refresh token is single-use, and reusing one revokes the session.
const refreshLockName = 'w4d-session-refresh';

let state: AuthState = { status: 'pending' };
let token: string | null = null;
let refreshTimer: ReturnType<typeof setTimeout> | undefined;
let refreshInFlight: Promise<boolean> | null = null;
let initialisation: Promise<void> | null = null;
const listeners = new Set<() => void>();

const publish = (next: AuthState) => {
  state = next;
  for (const listener of listeners) listener();
};

export const getAuthState = (): AuthState => state;

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

export const useAuthState = (): AuthState => useSyncExternalStore(subscribe, getAuthState);

/** The signed-in user, or null. */
export const useUser = (): SessionUser | null => {
  const current = useAuthState();
  return current.status === 'signed-in' ? current.user : null;
};

const scheduleRefresh = (accessToken: string) => {
  clearTimeout(refreshTimer);
  const expiry = tokenExpiry(accessToken);
  if (expiry === null) return;
  refreshTimer = setTimeout(() => void refreshSession(), refreshDelayMs(expiry, Date.now()));
};

/** Adopts a session without touching storage (restored at start, or written by another tab). */
const adopt = (accessToken: string, user: SessionUser) => {
  token = accessToken;
  publish({ status: 'signed-in', user });
  scheduleRefresh(accessToken);
};

/** Signs in with a session from login or refresh: stores it, publishes it, plans its refresh. */
export const startSession = (session: Session): void => {
  writeStoredSession(localStorage, session);
  adopt(session.token, toSessionUser(session));
};

/**
 * A profile change: the stored and shown user take the new name and avatar at once (tokens
 * issued from the next refresh on carry them too).
 */
export const updateSessionUser = (changes: Pick<SessionUser, 'name' | 'avatar'>): void => {
  if (state.status !== 'signed-in') return;
  const user = { ...state.user, ...changes };
  localStorage.setItem(storageKeys.user, JSON.stringify(user));
  publish({ status: 'signed-in', user });
};

/** Forgets everything this browser knows about the session (storage, cache, acting context). */
const forgetSession = () => {
  clearTimeout(refreshTimer);
  token = null;
  clearStoredSession(localStorage);
  clearActingContext();
  queryClient.clear();
  publish({ status: 'signed-out' });
};

const validStoredSession = () => {
  const stored = readStoredSession(localStorage);
  const expiry = stored.token ? tokenExpiry(stored.token) : null;
  if (stored.token && stored.user && expiry !== null && !isExpired(expiry, Date.now())) {
    return { token: stored.token, user: stored.user };
  }
  return null;
};

const withRefreshLock = <T>(work: () => Promise<T>): Promise<T> =>
  typeof navigator !== 'undefined' && navigator.locks
    ? (navigator.locks.request(refreshLockName, work) as Promise<T>)
    : work();

const refreshOnce = async (): Promise<boolean> => {
  const stored = readStoredSession(localStorage);
  // Another tab may have refreshed while this one waited for the lock: use its token.
  const fresh = validStoredSession();
  if (fresh && fresh.token !== token && refreshDelayMs(tokenExpiry(fresh.token) ?? 0, Date.now()) > 0) {
    adopt(fresh.token, fresh.user);
    return true;
  }
  if (!stored.refreshToken || !stored.user) {
    forgetSession();
    return false;
  }
  try {
    startSession(
      await callApi('refreshToken', { body: { userId: stored.user.id, refreshToken: stored.refreshToken } }),
    );
    return true;
  } catch (error) {
    const unreachable = error instanceof ApiError && error.status === networkErrorStatus;
    const expiry = token ? tokenExpiry(token) : null;
    if (unreachable && expiry !== null && !isExpired(expiry, Date.now() + networkRetryMs)) {
      // The refresh token was not spent; try again while the access token still works.
      clearTimeout(refreshTimer);
      refreshTimer = setTimeout(() => void refreshSession(), networkRetryMs);
      return false;
    }
    forgetSession();
    return false;
  }
};

/** Trades the refresh token for a new session; a failure signs the user out. One at a time. */
export const refreshSession = (): Promise<boolean> => {
  refreshInFlight ??= withRefreshLock(refreshOnce).finally(() => {
    refreshInFlight = null;
  });
  return refreshInFlight;
};

/** Logout: revoke the refresh token on the server (best effort) and forget the session here. */
export const endSession = async (): Promise<void> => {
  const { refreshToken } = readStoredSession(localStorage);
  forgetSession();
  if (refreshToken) {
    await callApi('logout', { body: { refreshToken } }).catch(() => {
      // Best effort: the local session is gone either way, and the token expires on its own.
    });
  }
};

// Another tab signed in, refreshed or signed out: follow it.
const followOtherTabs = (event: StorageEvent) => {
  if (event.key !== storageKeys.token && event.key !== null) return;
  const fresh = validStoredSession();
  if (fresh) {
    if (fresh.token !== token) adopt(fresh.token, fresh.user);
  } else if (state.status === 'signed-in' && !localStorage.getItem(storageKeys.token)) {
    clearTimeout(refreshTimer);
    token = null;
    queryClient.clear();
    publish({ status: 'signed-out' });
  }
};

// A sleeping laptop's timers fire late: check the token as soon as the page is seen again.
const refreshIfDue = () => {
  if (document.visibilityState !== 'visible' || !token) return;
  const expiry = tokenExpiry(token);
  if (expiry !== null && refreshDelayMs(expiry, Date.now()) === 0) void refreshSession();
};

const initialise = async () => {
  configureApiAuth({ getToken: () => token, onUnauthorized: refreshSession });
  window.addEventListener('storage', followOtherTabs);
  document.addEventListener('visibilitychange', refreshIfDue);

  const fresh = validStoredSession();
  if (fresh) {
    adopt(fresh.token, fresh.user);
    return;
  }
  const stored = readStoredSession(localStorage);
  if (stored.refreshToken && stored.user) {
    await refreshSession();
    return;
  }
  clearStoredSession(localStorage);
  publish({ status: 'signed-out' });
};

/** Restores the session once at start; the app renders nothing until this settles. */
export const initialiseSession = (): Promise<void> => {
  initialisation ??= initialise().catch(() => {
    forgetSession();
  });
  return initialisation;
};
