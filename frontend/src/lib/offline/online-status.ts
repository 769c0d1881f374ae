import { useSyncExternalStore } from 'react';

/**
 * Whether the last API call reached the server. `navigator.onLine` says only that some network is
 * connected: a dead Wi-Fi or a hotel's sign-in page is "online", and a page reloaded offline can
 * be told it is online too. A call that cannot reach the server, or that the service worker answers
 * from its offline copy, says otherwise; the next call that gets through, or the browser's
 * `online` event, says the network is back.
 */
let serverReached = true;
const listeners = new Set<() => void>();
const backOnlineListeners = new Set<() => void>();

const update = (reached: boolean) => {
  serverReached = reached;
  for (const listener of listeners) listener();
  if (reached) for (const listener of backOnlineListeners) listener();
};

/** The API client's report of each call: whether it reached the server. */
export const reportServerReached = (reached: boolean): void => {
  if (reached !== serverReached) update(reached);
};

// The browser's word that the network is back is worth a try, even where no call had failed.
if (typeof window !== 'undefined') window.addEventListener('online', () => update(true));

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  window.addEventListener('offline', listener);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('offline', listener);
  };
};

export const isOnline = (): boolean =>
  (typeof navigator === 'undefined' || navigator.onLine !== false) && serverReached;

/** Calls `listener` whenever the network comes back (the browser says so, or a call got through). */
export const onBackOnline = (listener: () => void): (() => void) => {
  backOnlineListeners.add(listener);
  return () => backOnlineListeners.delete(listener);
};

/** Whether the browser has a network that reaches the server, following every sign of it. */
export const useOnline = (): boolean => useSyncExternalStore(subscribe, isOnline);
