/**
 * The web app asks for cookie mode with this header on sign-in, refresh and logout: the refresh
 * token then travels in an HttpOnly cookie and is left out of the body. The header also proves the
 * request is no cross-site form post, which cannot send it without a CORS preflight. (No zod here:
 * the web app's API client imports it.)
 */
export const refreshTokenModeHeader = 'x-refresh-token-mode';
export const cookieMode = 'cookie';
