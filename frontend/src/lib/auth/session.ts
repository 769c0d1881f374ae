import { useSyncExternalStore } from 'react';
import { earlyRefreshGlobal, refreshLockName } from '#shared/early-refresh';
import type { CookieSession } from '#shared/users/user-schemas';
import { storageKeys } from '#web/config/storage-keys';
import { clearActingContext } from '../acting-context';
import { ApiError, callApi, configureApiAuth, networkErrorStatus, readAnswer } from '../api-client';
import { followAccountLanguage } from '../i18n/language';
import { apiReadsCacheName } from '../offline/cache-names';
import { queryClient } from '../react-query';
import { isExpired, refreshDelayMs, tokenExpiry } from './jwt';
import {
  clearLegacyTokens,
  clearStoredSession,
  readLegacyRefreshToken,
  readStoredUser,
  type SessionUser,
  toSessionUser,
  writeStoredUser,
} from './session-storage';

export type AuthState =
  | { status: 'pending' }
  | { status: 'signed-out' }
  | { status: 'signed-in'; user: SessionUser };

// A refresh that could not reach the server (or found it failing) is tried again after this long,
// when the browser says it is online again, or on the next API call, whichever comes first.
const retryMs = 15_000;
// Refreshes hold one cross-tab lock (refreshLockName): each tab then sends the cookie the previous
// refresh set, and rotation never sees a reuse (the server's 30-second grace covers a reload mid-refresh).

let state: AuthState = { status: 'pending' };
/** The access token: in memory only, never in storage a page script could read later. */
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

const planRefresh = (delayMs: number) => {
  clearTimeout(refreshTimer);
  refreshTimer = setTimeout(() => void refreshSession(), delayMs);
};

/**
 * Signs in with a session from login or refresh (cookie mode: its refresh token is in an HttpOnly
 * cookie): keeps the token in memory, the profile in storage, and plans the next refresh.
 */
export const startSession = (session: CookieSession): void => {
  const user = toSessionUser(session);
  writeStoredUser(localStorage, user);
  token = session.token;
  publish({ status: 'signed-in', user });
  // Signed in with a language chosen on another device (issue 26): this one follows it.
  if (user.language) void followAccountLanguage(user.language);
  const expiry = tokenExpiry(session.token);
  if (expiry !== null) planRefresh(refreshDelayMs(expiry, Date.now()));
};

/**
 * A profile change: the stored and shown user take the new name, avatar (and language) at once
 * (tokens issued from the next refresh on carry them too).
 */
export const updateSessionUser = (
  changes: Partial<Pick<SessionUser, 'name' | 'avatar' | 'language'>>,
): void => {
  if (state.status !== 'signed-in') return;
  const user = { ...state.user, ...changes };
  writeStoredUser(localStorage, user);
  publish({ status: 'signed-in', user });
};

/** Signed out here: no token, no cached data (another tab has already cleared the storage). */
const signOutHere = () => {
  clearTimeout(refreshTimer);
  token = null;
  queryClient.clear();
  publish({ status: 'signed-out' });
};

/**
 * The user's data kept for offline use: the service worker's copies of the lists and the changes
 * queued offline. The next user of this browser must neither see nor send them.
 */
const forgetOfflineData = () => {
  if (typeof caches !== 'undefined') void caches.delete(apiReadsCacheName).catch(() => undefined);
  void import('../offline/offline-queue').then(({ clearQueue }) => clearQueue()).catch(() => undefined);
};

/** Forgets everything this browser knows about the session (storage, cache, acting context). */
const forgetSession = () => {
  clearStoredSession(localStorage);
  clearActingContext();
  forgetOfflineData();
  signOutHere();
};

declare global {
  interface Window {
    [earlyRefreshGlobal]?: Promise<Response>;
  }
}

/**
 * The refresh index.html's inline script started before the app loaded (early-refresh-script.ts),
 * taken once: later refreshes are the app's own.
 */
const takeEarlyRefresh = (): Promise<Response> | undefined => {
  const early = window[earlyRefreshGlobal];
  delete window[earlyRefreshGlobal];
  return early;
};

const withRefreshLock = <T>(work: () => Promise<T>): Promise<T> =>
  typeof navigator !== 'undefined' && navigator.locks
    ? (navigator.locks.request(refreshLockName, work) as Promise<T>)
    : work();

const refreshOnce = async (): Promise<boolean> => {
  const user = readStoredUser(localStorage);
  if (!user) {
    forgetSession();
    return false;
  }
  const legacyToken = readLegacyRefreshToken(localStorage);
  const early = takeEarlyRefresh();
  try {
    const session = early
      ? await early.then(readAnswer<'refreshToken'>, () => {
          throw new ApiError(networkErrorStatus, undefined);
        })
      : await callApi('refreshToken', {
          body: legacyToken ? { userId: user.id, refreshToken: legacyToken } : { userId: user.id },
        });
    clearLegacyTokens(localStorage); // spent, and the session is in the cookie now
    startSession(session);
    return true;
  } catch (error) {
    // Only the server saying the session is over signs out; an unreachable or failing server
    // keeps the user signed in with what the app has, and the refresh is tried again.
    if (error instanceof ApiError && error.status === 401) {
      forgetSession();
      return false;
    }
    const expiry = token ? tokenExpiry(token) : null;
    if (expiry !== null && isExpired(expiry, Date.now())) token = null;
    planRefresh(retryMs);
    return false;
  }
};

/** Trades the refresh-token cookie for a new access token; only a 401 signs out. One at a time. */
export const refreshSession = (): Promise<boolean> => {
  refreshInFlight ??= withRefreshLock(refreshOnce).finally(() => {
    refreshInFlight = null;
  });
  return refreshInFlight;
};

/** Logout: revoke the session on the server (best effort) and forget it here. */
export const endSession = async (): Promise<void> => {
  const legacyToken = readLegacyRefreshToken(localStorage);
  forgetSession();
  // The cookie carries the refresh token (and the answer clears the cookie).
  await callApi('logout', { body: legacyToken ? { refreshToken: legacyToken } : {} }).catch(() => {
    // Best effort: the local session is gone either way, and the session expires on its own.
  });
};

// Another tab signed in, changed the profile or signed out: follow it.
const followOtherTabs = (event: StorageEvent) => {
  if (event.key !== storageKeys.user && event.key !== null) return;
  const user = readStoredUser(localStorage);
  if (!user) {
    if (state.status === 'signed-in') signOutHere();
  } else if (state.status === 'signed-in' && state.user.id === user.id) {
    if (user.language !== state.user.language) void followAccountLanguage(user.language);
    publish({ status: 'signed-in', user });
  } else {
    // Signed in elsewhere (perhaps as someone else, whose data this tab must not show): this tab
    // gets its own access token from the cookie.
    if (state.status === 'signed-in') signOutHere();
    void refreshSession();
  }
};

/** Whether the signed-in tab lacks a usable access token (after a sleep, offline, or at start). */
const needsToken = () => {
  if (state.status !== 'signed-in') return false;
  const expiry = token ? tokenExpiry(token) : null;
  return expiry === null || refreshDelayMs(expiry, Date.now()) === 0;
};

// A sleeping laptop's timers fire late: check the token as soon as the page is seen again.
const refreshIfDue = () => {
  if (document.visibilityState === 'visible' && needsToken()) void refreshSession();
};

const refreshWhenOnline = () => {
  if (needsToken()) void refreshSession();
};

const initialise = async () => {
  configureApiAuth({
    getToken: () => token,
    onUnauthorized: refreshSession,
    tokenReady: () => (needsToken() ? refreshSession() : Promise.resolve()),
  });
  window.addEventListener('storage', followOtherTabs);
  window.addEventListener('online', refreshWhenOnline);
  document.addEventListener('visibilitychange', refreshIfDue);

  const user = readStoredUser(localStorage);
  if (!user) {
    clearStoredSession(localStorage);
    publish({ status: 'signed-out' });
    return;
  }
  // Signed in at once with the cached profile (also offline); the access token follows from the
  // cookie, and calls made meanwhile wait for it.
  localStorage.removeItem(storageKeys.token);
  publish({ status: 'signed-in', user });
  void refreshSession();
};

/** Restores the session once at start; the app renders nothing until this settles. */
export const initialiseSession = (): Promise<void> => {
  initialisation ??= initialise().catch(() => {
    forgetSession();
  });
  return initialisation;
};
