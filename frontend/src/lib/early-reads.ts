import { earlyReadCount, earlyReadsGlobal, sessionStorageKeys } from '#shared/early-refresh';

/**
 * The page's first API reads, started by index.html's inline script before the app's code ran
 * (shared/early-refresh-script.ts), and the memory of which reads each page makes first, so the
 * next load of that page can start them early.
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

const readMemory = (): Record<string, unknown> => {
  try {
    const memory: unknown = JSON.parse(localStorage.getItem(sessionStorageKeys.firstReads) ?? '{}');
    return memory && typeof memory === 'object' ? (memory as Record<string, unknown>) : {};
  } catch {
    return {};
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
  const { [page]: _previous, ...others } = readMemory();
  const kept = Object.entries(others).slice(-(rememberedPages - 1));
  try {
    localStorage.setItem(
      sessionStorageKeys.firstReads,
      JSON.stringify(Object.fromEntries([...kept, [page, firstReads]])),
    );
  } catch {
    // Storage full or refused: the next load just starts its reads later.
  }
};

/** The answer the inline script started for this address, taken once; undefined when it started none. */
export const takeEarlyRead = (address: string): Promise<Response | null> | undefined => {
  const reads = typeof window === 'undefined' ? undefined : window[earlyReadsGlobal];
  const read = reads?.[address];
  if (reads) delete reads[address];
  return read;
};
