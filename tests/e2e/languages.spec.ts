import { expect, type Page, test } from '@playwright/test';

/**
 * Choosing the language (issue 26): the first visit follows the browser's, the sign-in page's
 * "Language" choice is kept on the device, and Arabic mirrors the page (right to left).
 */
const html = (page: Page) => page.locator('html');
const heading = (page: Page) => page.getByRole('heading', { level: 1 });

/** This device's choice, as the sign-in page's menu stores it (frontend/src/config/storage-keys.ts). */
const chooseOnDevice = (page: Page, locale: string) =>
  page.addInitScript((chosen) => localStorage.setItem('w4dLanguage', chosen), locale);

test.describe('a browser whose language is German', () => {
  test.use({ locale: 'de-DE' });

  test('reads the sign-in page in German', async ({ page }) => {
    await page.goto('/login');
    await expect(heading(page)).toHaveText('Bei deinem Konto anmelden');
    await expect(html(page)).toHaveAttribute('lang', 'de');
    await expect(html(page)).toHaveAttribute('dir', 'ltr');
    await expect(page).toHaveTitle('Bei deinem Konto anmelden | Recipe Planner');
  });
});

test.describe('the sign-in page\'s "Language" choice', () => {
  test.use({ locale: 'en-US' });

  test("switches to Arabic, right to left, keeps it over a reload, and goes back to the browser's", async ({
    page,
  }) => {
    await page.goto('/login');
    await expect(heading(page)).toHaveText('Sign in to your account');

    await page.getByLabel('Language').selectOption('ar');
    await expect(html(page)).toHaveAttribute('dir', 'rtl');
    await expect(html(page)).toHaveAttribute('lang', 'ar');
    await expect(heading(page)).toHaveText('سجّل الدخول إلى حسابك');
    await expect(page.getByRole('button', { name: 'تسجيل الدخول', exact: true })).toBeVisible();

    await page.reload();
    await expect(heading(page)).toHaveText('سجّل الدخول إلى حسابك');
    await expect(html(page)).toHaveAttribute('dir', 'rtl');

    await page.getByLabel('اللغة').selectOption('');
    await expect(heading(page)).toHaveText('Sign in to your account');
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
    const nav = page.getByRole('navigation', { name: 'التنقل الرئيسي' });
    const logo = await page.getByRole('link', { name: 'Recipe Planner' }).boundingBox();
    const recipes = await nav.getByRole('link', { name: 'الوصفات' }).boundingBox();
    const width = page.viewportSize()?.width ?? 0;
    expect(logo && recipes).toBeTruthy();
    if (!logo || !recipes) return;
    // The page's column is centred: the logo starts it, on the right half.
    expect(logo.x).toBeGreaterThan(width / 2);
    expect(recipes.x + recipes.width).toBeLessThan(logo.x);
    // The footer's links are translated too.
    await expect(page.getByRole('contentinfo').getByRole('link', { name: 'سياسة الخصوصية' })).toBeVisible();
  });

  test('the phone menu drawer opens from the right, the reading start side @phone-only', async ({ page }) => {
    await chooseOnDevice(page, 'ar');
    await page.goto('/login');
    await page.getByRole('button', { name: 'افتح القائمة' }).click();
    const drawer = page.getByRole('dialog', { name: 'القائمة' });
    await expect(drawer).toBeVisible();
    await expect(drawer.getByRole('link', { name: 'الوصفات' })).toBeVisible();
    const width = page.viewportSize()?.width ?? 0;
    // Once its slide-in has finished, the drawer's right edge is the screen's.
    await expect
      .poll(async () => {
        const box = await drawer.boundingBox();
        return box ? Math.round(box.x + box.width) : -1;
      })
      .toBe(width);
    const box = await drawer.boundingBox();
    expect(box?.x ?? 0).toBeGreaterThan(0);
  });
});
