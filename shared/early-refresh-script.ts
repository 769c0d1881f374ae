import {
  earlyReadCount,
  earlyReadsGlobal,
  earlyRefreshGlobal,
  refreshLockName,
  sessionStorageKeys,
} from './early-refresh';
import { cookieMode, refreshTokenModeHeader } from './users/refresh-token-mode';
import { userRoutes } from './users/user-routes';

/**
 * The inline script index.html runs first: for a signed-in browser it asks for the access token
 * (the refresh-token cookie's trade) at once, while the app's code still downloads, instead of
 * after it ran. The app takes the answer from `window.__w4dEarlyRefresh` (session.ts). It holds the
 * same cross-tab lock as the app's refreshes, until the answer (and its new cookie) is in.
 * With the access token it then starts the API reads this page made first last time (the app
 * remembers them), so the page's data is on its way before the app's code has run; the app takes
 * those answers from `window.__w4dEarlyReads` (lib/early-reads.ts). Only same-site /api/ paths are
 * read, and a failed read is null: the app then reads for itself.
 * It also preloads the image this page painted largest last time (its Largest Contentful Paint,
 * a recipe photo), at high priority: the photo then downloads beside the app's code instead of
 * after the app ran, read the recipes and rendered them. Only a same-site path is preloaded.
 * Its text is fixed, and the CSP allows exactly this text by hash (web-security-headers.ts).
 */
export const earlyRefreshScript =
  `try{const u=JSON.parse(localStorage.getItem(${JSON.stringify(sessionStorageKeys.user)})||"null");` +
  `if(u&&u.id&&!localStorage.getItem(${JSON.stringify(sessionStorageKeys.legacyRefreshToken)})){` +
  `const r=()=>fetch(${JSON.stringify(userRoutes.refreshToken.path)},{method:"POST",credentials:"same-origin",` +
  `headers:{Accept:"application/json","Content-Type":"application/json",${JSON.stringify(refreshTokenModeHeader)}:${JSON.stringify(cookieMode)}},` +
  'body:JSON.stringify({userId:u.id})});' +
  `const p=navigator.locks?navigator.locks.request(${JSON.stringify(refreshLockName)},r):r();window.${earlyRefreshGlobal}=p;` +
  `const f=JSON.parse(localStorage.getItem(${JSON.stringify(sessionStorageKeys.firstReads)})||"{}")[location.pathname+location.search];` +
  'if(Array.isArray(f)&&f.length){const t=p.then(a=>a.ok?a.clone().json():{});' +
  `window.${earlyReadsGlobal}=Object.fromEntries(f.slice(0,${earlyReadCount}).filter(x=>typeof x=="string"&&x.startsWith("/api/")).map(x=>[x,` +
  't.then(s=>s.token?fetch(x,{headers:{Accept:"application/json",Authorization:"Bearer "+s.token},credentials:"same-origin"}):null).catch(()=>null)]))}' +
  `const g=JSON.parse(localStorage.getItem(${JSON.stringify(sessionStorageKeys.largestImages)})||"{}")[location.pathname+location.search];` +
  'if(typeof g=="string"&&/^\\/(?!\\/)/.test(g)){const l=document.createElement("link");l.rel="preload";l.as="image";l.href=g;l.fetchPriority="high";document.head.appendChild(l)}' +
  '}}catch(e){}';
