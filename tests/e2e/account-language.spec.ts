import { expect, test } from '@playwright/test';
import { openMyPage, signIn, signInAsNew } from './support/app';
import { inLanguage } from './support/catalogue';

const de = inLanguage('de');

// The browsers' own language is English: what turns the page German is the account's choice.
test.use({ locale: 'en-US' });

/**
 * The account's language (issue 26): chosen on My Page, the page turns to it at once and keeps it;
 * a sign-in from another browser, whatever that browser's language, follows it.
 */
test.describe("the account's language", () => {
  test('set to German on My Page: the page is German, and so is a fresh browser that signs in', async ({
    page,
    browser,
  }) => {
    test.setTimeout(90_000);
    const account = await signInAsNew(page, 'language');
    await openMyPage(page);

    await page.getByRole('region', { name: 'Profile' }).getByLabel('Language').selectOption('de');
    await expect(page.getByRole('heading', { name: 'Meine Seite', level: 1 })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'de');
    const profile = page.getByRole('region', { name: 'Profil' });
    await expect(profile.getByLabel(de('common.language'))).toHaveValue('de');
    await expect(profile.getByRole('button', { name: de('users.changePassword') })).toBeVisible();

    await page.reload();
    await expect(page.getByRole('heading', { name: 'Meine Seite', level: 1 })).toBeVisible();

    // Another device, its browser in English: signed in, it follows the account.
    const other = await browser.newContext({ locale: 'en-US' });
    try {
      const elsewhere = await other.newPage();
      await signIn(elsewhere, account);
      await expect(elsewhere.locator('html')).toHaveAttribute('lang', 'de');
      await elsewhere.goto('/my-page');
      await expect(elsewhere.getByRole('heading', { name: 'Meine Seite', level: 1 })).toBeVisible();
    } finally {
      await other.close();
    }

    // Back to the browser's language: English again, and after a reload too.
    await page.getByRole('region', { name: 'Profil' }).getByLabel('Sprache').selectOption('');
    await expect(page.getByRole('heading', { name: 'My Page', level: 1 })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await page.reload();
    await expect(page.getByRole('heading', { name: 'My Page', level: 1 })).toBeVisible();
  });
});
