/** How long the network must be quiet (no download finishing) before the first screen counts as loaded. */
const quietMs = 2000;
/** At the latest, this long after the load event: a page that keeps polling must not wait forever. */
const latestMs = 10_000;

/**
 * Resolves once the first screen has its data and pictures: after the load event (which comes
 * before the screen's API reads and photos) and a quiet network. Work that is not for this screen
 * (the service worker's precache of the whole app) waits for it rather than competing with it.
 */
export const whenFirstScreenLoaded = (): Promise<void> =>
  new Promise((resolve) => {
    const afterLoad = () => {
      let quietTimer = setTimeout(done, quietMs);
      const latestTimer = setTimeout(done, latestMs);
      const observer = new PerformanceObserver(() => {
        clearTimeout(quietTimer);
        quietTimer = setTimeout(done, quietMs);
      });
      function done() {
        clearTimeout(quietTimer);
        clearTimeout(latestTimer);
        observer.disconnect();
        resolve();
      }
      observer.observe({ type: 'resource' });
    };
    if (document.readyState === 'complete') afterLoad();
    else window.addEventListener('load', afterLoad, { once: true });
  });
