import { expect, type Page, test } from '@playwright/test';
import { inLanguage } from './support/catalogue';

/**
 * Choosing the language (issue 26): the first visit follows the browser's, the sign-in page's
 * "Language" choice is kept on the device, and Arabic mirrors the page (right to left).
 */
const html = (page: Page) => page.locator('html');
const de = inLanguage('de');
const ar = inLanguage('ar');
const en = inLanguage('en');
const heading = (page: Page) => page.getByRole('heading', { level: 1 });

/** This device's choice, as the sign-in page's menu stores it (frontend/src/config/storage-keys.ts). */
const chooseOnDevice = (page: Page, locale: string) =>
  page.addInitScript((chosen) => localStorage.setItem('w4dLanguage', chosen), locale);

test.describe('a browser whose language is German', () => {
  test.use({ locale: 'de-DE' });

  test('reads the sign-in page in German', async ({ page }) => {
    await page.goto('/login');
    await expect(heading(page)).toHaveText(de('auth.signInTitle'));
    await expect(html(page)).toHaveAttribute('lang', 'de');
    await expect(html(page)).toHaveAttribute('dir', 'ltr');
    await expect(page).toHaveTitle(de('common.pageTitle', { title: de('auth.signInTitle') }));
  });
});

test.describe('the sign-in page\'s "Language" choice', () => {
  test.use({ locale: 'en-US' });

  test("switches to Arabic, right to left, keeps it over a reload, and goes back to the browser's", async ({
    page,
  }) => {
    await page.goto('/login');
    await expect(heading(page)).toHaveText(en('auth.signInTitle'));

    await page.getByLabel(en('common.language')).selectOption('ar');
    await expect(html(page)).toHaveAttribute('dir', 'rtl');
    await expect(html(page)).toHaveAttribute('lang', 'ar');
    await expect(heading(page)).toHaveText(ar('auth.signInTitle'));
    await expect(page.getByRole('button', { name: ar('auth.signIn'), exact: true })).toBeVisible();

    await page.reload();
    await expect(heading(page)).toHaveText(ar('auth.signInTitle'));
    await expect(html(page)).toHaveAttribute('dir', 'rtl');

    await page.getByLabel(ar('common.language')).selectOption('');
    await expect(heading(page)).toHaveText(en('auth.signInTitle'));
    await expect(html(page)).toHaveAttribute('lang', 'en');
    await expect(html(page)).toHaveAttribute('dir', 'ltr');
  });
});

test.describe('Arabic, right to left', () => {
  test.use({ locale: 'en-US' });

  test('the header mirrors: the logo at the right, the links after it leftwards @desktop-only', async ({
    page,
  }) => {
    await chooseOnDevice(page, 'ar');
    await page.goto('/login');
    const nav = page.getByRole('navigation', { name: ar('shell.mainNav') });
    const logo = await page.getByRole('link', { name: 'Recipe Planner' }).boundingBox();
    const recipes = await nav.getByRole('link', { name: ar('shell.navRecipes') }).boundingBox();
    const width = page.viewportSize()?.width ?? 0;
    expect(logo && recipes).toBeTruthy();
    if (!logo || !recipes) return;
    // The page's column is centred: the logo starts it, on the right half.
    expect(logo.x).toBeGreaterThan(width / 2);
    expect(recipes.x + recipes.width).toBeLessThan(logo.x);
    // The footer's links are translated too.
    await expect(
      page.getByRole('contentinfo').getByRole('link', { name: ar('legal.privacyPolicy') }),
    ).toBeVisible();
  });

  test('the phone menu drawer opens from the left, the side of its button, as the header mirrors @phone-only', async ({
    page,
  }) => {
    await chooseOnDevice(page, 'ar');
    await page.goto('/login');
    const button = await page.getByRole('button', { name: ar('shell.openMenu') }).boundingBox();
    const width = page.viewportSize()?.width ?? 0;
    expect(button?.x ?? width).toBeLessThan(width / 2);
    await page.getByRole('button', { name: ar('shell.openMenu') }).click();
    const drawer = page.getByRole('dialog', { name: ar('shell.menu') });
    await expect(drawer).toBeVisible();
    await expect(drawer.getByRole('link', { name: ar('shell.navRecipes') })).toBeVisible();
    // Once its slide-in has finished, the drawer's left edge is the screen's.
    await expect
      .poll(async () => {
        const box = await drawer.boundingBox();
        return box ? Math.round(box.x) : -1;
      })
      .toBe(0);
    const box = await drawer.boundingBox();
    expect((box?.x ?? 0) + (box?.width ?? width)).toBeLessThan(width);
  });
});
