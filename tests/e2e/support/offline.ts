import { expect, type Locator, type Page } from '@playwright/test';
import { controlledByServiceWorker } from './browsers';

/** What a page says while the browser is offline. */
export const offlineNotice = (page: Page) =>
  page.getByText('Offline — changes will be sent when you are back online', { exact: true });

/** The marks of changes made offline and not sent yet, within `scope` (a row, or the whole page). */
export const waitingMarks = (scope: Page | Locator) => scope.getByText('Waiting to send');

/**
 * The rows show `texts`; then the page is read again through the service worker, which keeps the
 * answer for offline use, and shows the same.
 */
export const keptForOffline = async (page: Page, rows: Locator, texts: string[]) => {
  await expect(rows).toHaveText(texts);
  await controlledByServiceWorker(page);
  await page.reload();
  await expect(rows).toHaveText(texts);
};

/** The page's browser goes offline, and the page says so. */
export const goOffline = async (page: Page) => {
  await page.context().setOffline(true);
  await expect(offlineNotice(page)).toBeVisible();
};

/**
 * How long the page may take to send what waited once the network is back: a send the browser makes
 * while it is still reconnecting fails, and the app tries again 5 s later (lib/offline/offline-queue.ts);
 * on a busy machine the second try can fail too. The notice goes with the first send that gets
 * through, the marks as the waiting changes are sent.
 */
const sendAgainMs = 20_000;

/** Back online: the notice goes, and every waiting change is sent (its mark goes). */
export const backOnline = async (page: Page) => {
  await page.context().setOffline(false);
  await expect(offlineNotice(page)).toBeHidden({ timeout: sendAgainMs });
  await expect(waitingMarks(page)).toHaveCount(0, { timeout: sendAgainMs });
};
