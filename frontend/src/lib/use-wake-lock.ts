import { useEffect, useState } from 'react';

/** 'on' while the screen is kept awake; 'unsupported' or 'refused' when it cannot be. */
export type WakeLockState = 'pending' | 'on' | 'unsupported' | 'refused';

/**
 * Keeps the screen on while the page is shown (Screen Wake Lock API). The browser ends the lock
 * whenever the page is hidden, so it is asked for again each time the page becomes visible.
 */
export const useWakeLock = (): WakeLockState => {
  const supported = typeof navigator !== 'undefined' && 'wakeLock' in navigator;
  const [state, setState] = useState<WakeLockState>(supported ? 'pending' : 'unsupported');
  useEffect(() => {
    if (!supported) return;
    let lock: WakeLockSentinel | null = null;
    let ended = false;
    const acquire = async () => {
      if (document.visibilityState !== 'visible' || (lock && !lock.released)) return;
      try {
        const next = await navigator.wakeLock.request('screen');
        if (ended) return void next.release();
        lock = next;
        setState('on');
      } catch {
        setState('refused');
      }
    };
    const onVisibilityChange = () => void acquire();
    void acquire();
    document.addEventListener('visibilitychange', onVisibilityChange);
    return () => {
      ended = true;
      document.removeEventListener('visibilitychange', onVisibilityChange);
      void lock?.release();
    };
  }, [supported]);
  return state;
};
