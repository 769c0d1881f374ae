/**
 * Registers the service worker (built by vite-plugin-pwa, frontend/vite.config.ts), then starts
 * sending changes left queued from an earlier visit (its code loads then, not before). main.tsx
 * calls it once the first screen has loaded (when-first-screen-loaded.ts), so precaching every
 * chunk never competes with that screen's own downloads.
 */
export const startOfflineSupport = (): void => {
  if (import.meta.env.PROD && 'serviceWorker' in navigator) {
    navigator.serviceWorker.register('/sw.js').catch(() => {
      // No worker (a private window, an old browser): the app works online as before.
    });
  }
  void import('./offline-queue').then(({ startOfflineSync }) => startOfflineSync());
};
