/**
 * How the Import Recipe dialog opens: empty (the button), with an address shared to the app
 * (the manifest's share target, or a link), or waiting for the page the bookmarklet sends.
 */
export interface ImportStart {
  url?: string;
  fromBookmarklet?: boolean;
}

/** The search parameter that opens the import; the share target and the bookmarklet use it. */
export const importParam = 'import';
/** Phones often share a page's address inside the text rather than as its URL. */
export const sharedTextParam = 'importText';

const firstAddressIn = (text: string | null) => text?.match(/https?:\/\/\S+/i)?.[0];

/** The import asked for by the Recipes page's address, or null when none is. */
export const importStartOf = (search: URLSearchParams): ImportStart | null => {
  const asked = search.get(importParam);
  if (asked === 'bookmarklet') return { fromBookmarklet: true };
  const url = (asked && firstAddressIn(asked)) || firstAddressIn(search.get(sharedTextParam));
  if (url) return { url };
  return asked === null && !search.has(sharedTextParam) ? null : {};
};

/** The message the app posts to the page that opened it once it listens, and what the page answers. */
export const bookmarkletReady = 'recipe-planner:ready';
export interface BookmarkletPage {
  type: 'recipe-planner:page';
  url: string;
  html: string;
}

export const isBookmarkletPage = (data: unknown): data is BookmarkletPage =>
  typeof data === 'object' &&
  data !== null &&
  (data as BookmarkletPage).type === 'recipe-planner:page' &&
  typeof (data as BookmarkletPage).url === 'string' &&
  typeof (data as BookmarkletPage).html === 'string';

/**
 * The bookmarklet: opens the app's import in a new tab and, once it says it listens, sends it this
 * page's address and HTML, so pages behind a paywall or a bot wall import as the user sees them.
 * It posts only to the app's origin.
 */
export const bookmarkletHref = (
  appOrigin: string,
  popUpsBlocked = 'Allow pop-ups for this page to import the recipe.',
): string => {
  const origin = JSON.stringify(appOrigin);
  const code = `(()=>{const o=${origin},w=open(o+'/recipes?${importParam}=bookmarklet');if(!w){alert(${JSON.stringify(popUpsBlocked)});return}const h=e=>{if(e.origin===o&&e.source===w&&e.data===${JSON.stringify(bookmarkletReady)}){removeEventListener('message',h);w.postMessage({type:'recipe-planner:page',url:location.href,html:document.documentElement.outerHTML},o)}};addEventListener('message',h)})()`;
  return `javascript:${encodeURIComponent(code)}`;
};
