import type { Browser, Page, TestInfo } from '@playwright/test';

/** A second browser (its own storage and session) at the project's size. */
export const otherBrowser = async (browser: Browser, testInfo: TestInfo) => {
  const { viewport, isMobile, hasTouch, deviceScaleFactor, userAgent, baseURL } = testInfo.project.use;
  const context = await browser.newContext({
    viewport,
    isMobile,
    hasTouch,
    deviceScaleFactor,
    userAgent,
    baseURL,
  });
  return context.newPage();
};

/** The page is run by the service worker, which has precached the app (it claims the page once active). */
export const controlledByServiceWorker = (page: Page) =>
  page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, { timeout: 20_000 });
