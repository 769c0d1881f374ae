import { useSyncExternalStore } from 'react';

/**
 * Whether a CSS media query matches, following the window as it changes. Read synchronously on
 * the first render, so the right layout is drawn the first time (no flash, no layout shift).
 */
export const useMediaQuery = (query: string): boolean =>
  useSyncExternalStore(
    (onChange) => {
      const list = window.matchMedia(query);
      list.addEventListener('change', onChange);
      return () => list.removeEventListener('change', onChange);
    },
    () => window.matchMedia(query).matches,
  );
