import { earlyRefreshGlobal, refreshLockName, sessionStorageKeys } from './early-refresh';
import { cookieMode, refreshTokenModeHeader } from './users/refresh-token-mode';
import { userRoutes } from './users/user-routes';

/**
 * The inline script index.html runs first: for a signed-in browser it asks for the access token
 * (the refresh-token cookie's trade) at once, while the app's code still downloads, instead of
 * after it ran. The app takes the answer from `window.__w4dEarlyRefresh` (session.ts). It holds the
 * same cross-tab lock as the app's refreshes, until the answer (and its new cookie) is in.
 * Its text is fixed, and the CSP allows exactly this text by hash (web-security-headers.ts).
 */
export const earlyRefreshScript =
  `try{const u=JSON.parse(localStorage.getItem(${JSON.stringify(sessionStorageKeys.user)})||"null");` +
  `if(u&&u.id&&!localStorage.getItem(${JSON.stringify(sessionStorageKeys.legacyRefreshToken)})){` +
  `const r=()=>fetch(${JSON.stringify(userRoutes.refreshToken.path)},{method:"POST",credentials:"same-origin",` +
  `headers:{Accept:"application/json","Content-Type":"application/json",${JSON.stringify(refreshTokenModeHeader)}:${JSON.stringify(cookieMode)}},` +
  'body:JSON.stringify({userId:u.id})});' +
  `window.${earlyRefreshGlobal}=navigator.locks?navigator.locks.request(${JSON.stringify(refreshLockName)},r):r()}}catch(e){}`;
