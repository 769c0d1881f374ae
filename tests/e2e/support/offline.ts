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

/** Back online: the notice goes, and every waiting change is sent (its mark goes). */
export const backOnline = async (page: Page) => {
  await page.context().setOffline(false);
  await expect(offlineNotice(page)).toBeHidden();
  await expect(waitingMarks(page)).toHaveCount(0, { timeout: 20_000 });
};
