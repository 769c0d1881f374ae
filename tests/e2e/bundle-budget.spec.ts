import { readFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { expect, type Page, test } from '@playwright/test';
import { registerAccount, signIn } from './support/app';

// Architecture budget: the first load of /login and /recipes carries at most 200 KB of gzipped JS.
const budgetBytes = 200 * 1024;
/**
 * Issue 26 keeps each language's catalogue out of the first load's code: the reader's own one
 * (one chunk, `virtual:messages/<locale>`) downloads beside it, in parallel with the session's
 * restore, and has a budget of its own (docs/decisions.md, "Nine languages").
 */
const catalogueBudgetBytes = 20 * 1024;
const catalogueChunk = /^\/assets\/(en|de|fr|es|it|nl|pl|pt-BR|ar|pseudo)-[\w-]{8}\.js$/;
const distDir = new URL('../../frontend/dist', import.meta.url).pathname;

/** Counts the gzipped size of every script the page downloads until the network is idle. */
const recordScripts = (page: Page) => {
  const scripts = new Set<string>();
  page.on('response', (response) => {
    const { pathname } = new URL(response.url());
    if (pathname.startsWith('/assets/') && pathname.endsWith('.js')) scripts.add(pathname);
  });
  const gzipped = (paths: string[]) =>
    paths.reduce(
      (total, path) => total + gzipSync(readFileSync(`${distDir}${path}`), { level: 9 }).length,
      0,
    );
  return () => {
    const all = [...scripts];
    const catalogues = all.filter((path) => catalogueChunk.test(path));
    return {
      code: gzipped(all.filter((path) => !catalogues.includes(path))),
      catalogues: gzipped(catalogues),
    };
  };
};

const expectWithinBudgets = ({ code, catalogues }: { code: number; catalogues: number }) => {
  expect(code).toBeLessThanOrEqual(budgetBytes);
  // The language's texts did load (date-fns's locale, the other file a language has, is not sent
  // for English), and only one language's.
  expect(catalogues).toBeGreaterThan(0);
  expect(catalogues).toBeLessThanOrEqual(catalogueBudgetBytes);
};

// The bundle is the same on every viewport, so the budget runs once, on desktop.
test.describe('first-load JavaScript budget', { tag: '@desktop-only' }, () => {
  test('the sign-in screen', async ({ page }) => {
    const total = recordScripts(page);
    await page.goto('/login', { waitUntil: 'networkidle' });
    await expect(page.getByRole('button', { name: 'Sign in', exact: true })).toBeVisible();
    expectWithinBudgets(total());
  });

  test('the recipe list', async ({ browser, page, request, baseURL }) => {
    await signIn(page, await registerAccount(request));
    // A new context has an empty HTTP cache but the stored session: a signed-in first visit.
    const fresh = await browser.newContext({ baseURL, storageState: await page.context().storageState() });
    const freshPage = await fresh.newPage();
    const total = recordScripts(freshPage);
    await freshPage.goto('/recipes', { waitUntil: 'networkidle' });
    await expect(freshPage.getByRole('heading', { name: 'Recipes', level: 1 })).toBeVisible();
    expectWithinBudgets(total());
    await fresh.close();
  });
});
