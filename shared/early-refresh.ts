/**
 * The web app's session start, shared by the inline script that begins it (early-refresh-script.ts)
 * and the app that finishes it (frontend/src/lib/auth/session.ts). No imports: the app bundles it.
 */

/** Where the inline script leaves its refresh request's promise for the app to take. */
export const earlyRefreshGlobal = '__w4dEarlyRefresh';

/**
 * Serialises refreshes across tabs: a refresh token is single-use, and reusing one ends the session
 * (but for the server's 30-second grace, meant for a page reloaded mid-refresh).
 */
export const refreshLockName = 'w4d-session-refresh';

/**
 * Where the inline script leaves the reads it started for the page (API address → answer, or null
 * when it could not), for the app to take instead of asking again (frontend/src/lib/early-reads.ts).
 */
export const earlyReadsGlobal = '__w4dEarlyReads';

/** How many of a page's first API reads are remembered and started early on its next load. */
export const earlyReadCount = 3;

/**
 * The signed-in user's profile (no token), from older versions a refresh token to move into the
 * cookie, the API addresses each page read first (page address → API addresses), and the image
 * each page painted largest (page address → image address).
 */
export const sessionStorageKeys = {
  user: 'w4dUser',
  legacyRefreshToken: 'w4dRefreshToken',
  firstReads: 'w4dFirstReads',
  largestImages: 'w4dLargestImages',
} as const;
