import { type Browser, expect, type Page, type TestInfo } from '@playwright/test';

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

/** The live socket's frames the page has received so far, collected from now on. */
export const liveFrames = (page: Page) => {
  const frames: string[] = [];
  page.on('websocket', (socket) => socket.on('framereceived', ({ payload }) => frames.push(String(payload))));
  return frames;
};

/** Resolves once the page follows a list live: a "subscribed" frame naming all of `parts`. */
export const followingLive = (frames: string[], ...parts: string[]) =>
  expect
    .poll(() =>
      frames.some((frame) => frame.includes('"subscribed"') && parts.every((part) => frame.includes(part))),
    )
    .toBe(true);
