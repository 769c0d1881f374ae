import { defineConfig } from '@playwright/test';
import { e2eAdmin } from './tests/e2e/support/app';
import { testHashCostEnv } from './tests/support/test-hash-cost';

const port = Number(process.env.E2E_PORT ?? 3100);
const baseURL = `http://localhost:${port}`;
/** A recipe website on loopback for the import tests, which the app may fetch (IMPORT_ALLOW_HOSTS). */
const recipeSitePort = port + 1000;
process.env.RECIPE_SITE_ORIGIN = `http://127.0.0.1:${recipeSitePort}`;

/** Debian's Chromium (a test tool's own browser download does not work on these machines). */
const launchOptions = {
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    '--no-first-run',
    '--disable-quic',
  ],
};

/**
 * What the phone project runs. A test runs on the phone when it walks a screen's phone layout: its
 * menus and drawers, dialogs, dragging and swiping, the main flows. A test about the server and the
 * data (sorting, paging, filters kept in the address, who may open or edit what, a missing recipe,
 * a failed load, validation texts from the shared schema, sessions and their tokens, drafts kept
 * over a reload, live and offline updates), whose steps and assertions are the same at any size,
 * runs on the desktop only: tagged `@desktop-only`, or, when every test of a spec is such a test,
 * the spec is listed here. The screens those tests pass through are checked at phone size by the
 * accessibility spec and at every width by the layout sweep.
 */
const phoneSkips = [
  'access.spec.ts',
  'calendar.spec.ts',
  'transfers.spec.ts',
  'sign-in-throttling.spec.ts',
  'password-reset.spec.ts',
  'devices.spec.ts',
  'invitations.spec.ts',
  'account-language.spec.ts',
  'live-list.spec.ts',
  'shopping-offline.spec.ts',
  'can-make.spec.ts',
  'passkeys-two-step.spec.ts',
  'plan-my-week.spec.ts',
  'invitation-link-pages.spec.ts',
].map((spec) => `**/${spec}`);

export default defineConfig({
  testDir: 'tests/e2e',
  outputDir: 'test-results/e2e',
  fullyParallel: true,
  forbidOnly: Boolean(process.env.CI),
  retries: process.env.CI ? 1 : 0,
  // A test mostly waits (for the server, an animation, an assertion's next poll): two at a time
  // kept about half of the two cores busy. Three use them without running out.
  workers: 3,
  timeout: 30_000,
  expect: { timeout: 10_000 },
  reporter: process.env.CI
    ? [['list'], ['html', { open: 'never', outputFolder: 'playwright-report' }]]
    : 'list',
  use: {
    baseURL,
    browserName: 'chromium',
    launchOptions,
    // A trace snapshots the page at every step: recorded for every test only to be thrown away
    // when it passes, it costs a fifth of the browser's work. CI records it when a failed test is
    // run again; a local run (no retries) keeps one for each failure.
    trace: process.env.CI ? 'on-first-retry' : 'retain-on-failure',
    screenshot: 'only-on-failure',
    // Each test's new browser context would install the service worker, which precaches every
    // file of the app: on a 2-core machine that slows the server under test for every other test.
    // The offline tests, which are about the service worker, allow it (shopping-offline.spec.ts).
    serviceWorkers: 'block',
  },
  projects: [
    // Tags route the few viewport-specific tests to their project instead of skipping them.
    { name: 'desktop', grepInvert: /@phone-only/, use: { viewport: { width: 1280, height: 800 } } },
    {
      name: 'phone',
      grepInvert: /@desktop-only/,
      testIgnore: phoneSkips,
      use: {
        viewport: { width: 390, height: 844 },
        deviceScaleFactor: 2,
        isMobile: true,
        hasTouch: true,
        userAgent:
          'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0.0.0 Mobile Safari/537.36',
      },
    },
  ],
  webServer: [
    {
      command: `npx tsx tests/support/recipe-site.ts ${recipeSitePort}`,
      url: `http://127.0.0.1:${recipeSitePort}/health`,
      reuseExistingServer: !process.env.CI,
    },
    {
      // A fresh data directory each run: start-up creates the SysAdmin the tests sign in as.
      command: 'rm -rf .data/e2e && npm start',
      url: baseURL,
      timeout: 180_000,
      reuseExistingServer: !process.env.CI,
      env: {
        PORT: String(port),
        DATA_DIR: '.data/e2e',
        ADMIN_EMAIL: e2eAdmin.email,
        ADMIN_PASSWORD: e2eAdmin.password,
        IMPORT_ALLOW_HOSTS: `127.0.0.1:${recipeSitePort}`,
        ...testHashCostEnv,
      },
    },
  ],
});
