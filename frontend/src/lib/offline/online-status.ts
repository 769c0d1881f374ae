import { useSyncExternalStore } from 'react';

const subscribe = (listener: () => void) => {
  window.addEventListener('online', listener);
  window.addEventListener('offline', listener);
  return () => {
    window.removeEventListener('online', listener);
    window.removeEventListener('offline', listener);
  };
};

export const isOnline = (): boolean => typeof navigator === 'undefined' || navigator.onLine;

/** Whether the browser has a network, following its online and offline events. */
export const useOnline = (): boolean => useSyncExternalStore(subscribe, isOnline);
