import { sessionStorageKeys } from './early-refresh';

/** The language chosen on this device (frontend lib/i18n/language.ts); read by the script below too. */
export const languageStorageKey = 'w4dLanguage';

export const languageChunksElementId = 'language-chunks';

/**
 * The inline script index.html runs before the entry bundle: it adds `modulepreload` links for the
 * reader's language (its catalogue chunk and date-fns's locale, listed per language at build time
 * in the `language-chunks` JSON block), so they download beside the entry instead of after it ran
 * and asked for them. The language is chosen as the app chooses it (lib/i18n/language.ts): the
 * signed-in user's own, else this device's choice, else the first of the browser's languages the
 * app speaks, by exact tag and then by language alone; English otherwise. A wrong guess costs one
 * unused download, never a wrong text: the app still loads what it needs.
 * Its text is fixed, and the CSP allows exactly this text by hash (web-security-headers.ts).
 */
export const languagePreloadScript =
  `try{const c=JSON.parse(document.getElementById("${languageChunksElementId}").textContent),k=Object.keys(c),` +
  `u=JSON.parse(localStorage.getItem(${JSON.stringify(sessionStorageKeys.user)})||"null"),` +
  `m=t=>k.find(x=>x.toLowerCase()===t)||k.find(x=>x.toLowerCase().split("-")[0]===t.split("-")[0]);` +
  `let l=[u&&u.language,localStorage.getItem(${JSON.stringify(languageStorageKey)})].find(x=>k.includes(x));` +
  'if(!l)for(const t of navigator.languages||[navigator.language]){l=m(String(t).trim().toLowerCase());if(l)break}' +
  'for(const h of c[l||"en"]||[]){const e=document.createElement("link");e.rel="modulepreload";e.href=h;document.head.append(e)}}catch(e){}';
