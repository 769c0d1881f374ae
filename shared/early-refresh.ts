/**
 * The web app's session start, shared by the inline script that begins it (early-refresh-script.ts)
 * and the app that finishes it (frontend/src/lib/auth/session.ts). No imports: the app bundles it.
 */

/** Where the inline script leaves its refresh request's promise for the app to take. */
export const earlyRefreshGlobal = '__w4dEarlyRefresh';

/** Serialises refreshes across tabs: a refresh token is single-use, and reusing one ends the session. */
export const refreshLockName = 'w4d-session-refresh';

/** The signed-in user's profile (no token) and, from older versions, a refresh token to move into the cookie. */
export const sessionStorageKeys = { user: 'w4dUser', legacyRefreshToken: 'w4dRefreshToken' } as const;
