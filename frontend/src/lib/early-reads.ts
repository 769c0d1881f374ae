import { earlyReadCount, earlyReadsGlobal, sessionStorageKeys } from '#shared/early-refresh';

/**
 * The page's first API reads, started by index.html's inline script before the app's code ran
 * (shared/early-refresh-script.ts), and the memory of which reads each page makes first and which
 * image it paints largest, so the next load of that page can start them early.
 */

declare global {
  interface Window {
    [earlyReadsGlobal]?: Record<string, Promise<Response | null>>;
  }
}

/** Pages remembered; the oldest is forgotten past this. */
const rememberedPages = 20;

/** The page's address; none outside a browser (unit tests of the API client). */
const currentPage = () =>
  typeof location === 'undefined' ? undefined : `${location.pathname}${location.search}`;
const loadedPage = currentPage();
let firstReads: string[] = [];

type MemoryKey = typeof sessionStorageKeys.firstReads | typeof sessionStorageKeys.largestImages;

const readMemory = (key: MemoryKey): Record<string, unknown> => {
  try {
    const memory: unknown = JSON.parse(localStorage.getItem(key) ?? '{}');
    return memory && typeof memory === 'object' ? (memory as Record<string, unknown>) : {};
  } catch {
    return {};
  }
};

/** Keeps (or, with undefined, forgets) what a page did, as its newest entry. */
const remember = (key: MemoryKey, page: string, value: unknown) => {
  const { [page]: _previous, ...others } = readMemory(key);
  const kept = Object.entries(others).slice(-(rememberedPages - 1));
  try {
    localStorage.setItem(
      key,
      JSON.stringify(Object.fromEntries(value === undefined ? kept : [...kept, [page, value]])),
    );
  } catch {
    // Storage full or refused: the next load just starts its work later.
  }
};

/**
 * Notes an API read (a GET sent with the access token) as one of the loaded page's first, while
 * the app is still on the page it loaded with.
 */
export const rememberFirstRead = (address: string): void => {
  const page = currentPage();
  if (
    page === undefined ||
    page !== loadedPage ||
    firstReads.length >= earlyReadCount ||
    firstReads.includes(address)
  )
    return;
  firstReads = [...firstReads, address];
  remember(sessionStorageKeys.firstReads, page, firstReads);
};

/** A same-site image address as a path (what the inline script may preload); undefined otherwise. */
const sameSitePath = (url: string): string | undefined => {
  if (!url) return undefined;
  const address = new URL(url, location.href);
  return address.origin === location.origin ? `${address.pathname}${address.search}` : undefined;
};

/**
 * Notes the image the loaded page paints largest (its Largest Contentful Paint: the first recipe
 * photo of the list, the detail page's photo), for the inline script to preload on the next load
 * of the page; a page whose largest paint is text keeps no image. Started once, at start-up.
 */
export const rememberLargestImage = (): void => {
  if (!PerformanceObserver.supportedEntryTypes?.includes('largest-contentful-paint')) return;
  const observer = new PerformanceObserver((entries) => {
    const page = currentPage();
    const latest = entries.getEntries().at(-1) as (PerformanceEntry & { url?: string }) | undefined;
    if (page === undefined || page !== loadedPage) {
      observer.disconnect();
      return;
    }
    if (latest) remember(sessionStorageKeys.largestImages, page, sameSitePath(latest.url ?? ''));
  });
  observer.observe({ type: 'largest-contentful-paint', buffered: true });
};

/** The answer the inline script started for this address, taken once; undefined when it started none. */
export const takeEarlyRead = (address: string): Promise<Response | null> | undefined => {
  const reads = typeof window === 'undefined' ? undefined : window[earlyReadsGlobal];
  const read = reads?.[address];
  if (reads) delete reads[address];
  return read;
};
