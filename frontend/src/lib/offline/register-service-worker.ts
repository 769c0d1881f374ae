/**
 * Registers the service worker (built by vite-plugin-pwa, frontend/vite.config.ts) once the page
 * has loaded, so precaching every chunk never competes with the first screen's own downloads; then
 * starts sending changes left queued from an earlier visit (its code loads then, not before).
 */
export const startOfflineSupportAfterLoad = (): void => {
  const start = () => {
    if (import.meta.env.PROD && 'serviceWorker' in navigator) {
      navigator.serviceWorker.register('/sw.js').catch(() => {
        // No worker (a private window, an old browser): the app works online as before.
      });
    }
    void import('./offline-queue').then(({ startOfflineSync }) => startOfflineSync());
  };
  if (document.readyState === 'complete') start();
  else window.addEventListener('load', start, { once: true });
};
