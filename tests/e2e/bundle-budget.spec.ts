import { readFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { expect, type Page, test } from '@playwright/test';
import { registerAccount, signIn } from './support/app';

// Architecture budget: the first load of /login and /recipes carries at most 200 KB of gzipped JS.
const budgetBytes = 200 * 1024;
const distDir = new URL('../../frontend/dist', import.meta.url).pathname;

/** Counts the gzipped size of every script the page downloads until the network is idle. */
const recordScripts = (page: Page) => {
  const scripts = new Set<string>();
  page.on('response', (response) => {
    const { pathname } = new URL(response.url());
    if (pathname.startsWith('/assets/') && pathname.endsWith('.js')) scripts.add(pathname);
  });
  return () =>
    [...scripts].reduce(
      (total, path) => total + gzipSync(readFileSync(`${distDir}${path}`), { level: 9 }).length,
      0,
    );
};

// The bundle is the same on every viewport, so the budget runs once, on desktop.
test.describe('first-load JavaScript budget', { tag: '@desktop-only' }, () => {
  test('the sign-in screen', async ({ page }) => {
    const total = recordScripts(page);
    await page.goto('/login', { waitUntil: 'networkidle' });
    await expect(page.getByRole('button', { name: 'Sign in', exact: true })).toBeVisible();
    expect(total()).toBeLessThanOrEqual(budgetBytes);
  });

  test('the recipe list', async ({ browser, page, request, baseURL }) => {
    await signIn(page, await registerAccount(request));
    // A new context has an empty HTTP cache but the stored session: a signed-in first visit.
    const fresh = await browser.newContext({ baseURL, storageState: await page.context().storageState() });
    const freshPage = await fresh.newPage();
    const total = recordScripts(freshPage);
    await freshPage.goto('/recipes', { waitUntil: 'networkidle' });
    await expect(freshPage.getByRole('heading', { name: 'Recipes', level: 1 })).toBeVisible();
    expect(total()).toBeLessThanOrEqual(budgetBytes);
    await fresh.close();
  });
});
