import { routes } from '#shared/routes';
import { cookieMode, refreshTokenModeHeader } from '#shared/users/refresh-token-mode';
import { ForbiddenError, invalidField } from '../domain-errors';
import { type ApiEvent, headerOf } from '../http/api-event';

const cookieName = 'refresh_token';
/**
 * One cookie per path that reads it, each path exact: the token goes with a refresh or a logout
 * and with no other request (`/api/users`, the narrowest path covering both, would send it with
 * every profile and admin call too).
 */
const cookiePaths = [routes.refreshToken.path, routes.logout.path];

/** Whether the caller asked for cookie mode (the web app does; API clients that do not get body fields). */
export const wantsCookieMode = (event: ApiEvent): boolean =>
  headerOf(event, refreshTokenModeHeader)?.trim().toLowerCase() === cookieMode;

const cookiesFor = (value: string, maxAgeSeconds: number) =>
  cookiePaths.map(
    (path) =>
      `${cookieName}=${value}; Path=${path}; Max-Age=${maxAgeSeconds}; HttpOnly; Secure; SameSite=Strict`,
  );

/** Set-Cookie values that hand the refresh token to the browser until the session ends. */
export const refreshTokenCookies = (refreshToken: string, sessionExpiresAt: number, now = Date.now()) =>
  cookiesFor(refreshToken, Math.max(0, sessionExpiresAt - Math.floor(now / 1000)));

/** Set-Cookie values that make the browser forget the refresh token. */
export const clearedRefreshTokenCookies = () => cookiesFor('', 0);

/** The refresh token in the request's cookies (HTTP API v2 events carry them in `cookies`). */
const cookieToken = (event: ApiEvent): string | undefined => {
  for (const cookie of event.cookies ?? []) {
    const [name, ...value] = cookie.split('=');
    if (name?.trim() === cookieName && value.length > 0) return value.join('=').trim() || undefined;
  }
  return undefined;
};

/**
 * The refresh token of a refresh or logout: the body's (the spec's API, and a web app upgrading
 * from a stored token), else the cookie's. A cookie counts only with the cookie-mode header: a
 * cross-site form would carry the cookie (were SameSite ever lax) but cannot send that header.
 */
export const refreshTokenOf = (event: ApiEvent, fromBody: string | undefined): string | undefined => {
  if (fromBody !== undefined) return fromBody;
  const fromCookie = cookieToken(event);
  if (fromCookie !== undefined && !wantsCookieMode(event))
    throw new ForbiddenError('errors.refreshCookieWithoutHeader', { header: refreshTokenModeHeader });
  return fromCookie;
};

/** A refresh or logout of the spec's API (not cookie mode) must name its refresh token in the body. */
export const missingRefreshToken = () => invalidField('refreshToken', 'errors.refreshTokenRequired');
