import { expect, type Page, test } from '@playwright/test';
import { expectAccessible } from './support/a11y';
import { newAccount, registerAccount, signIn, signInAsNew } from './support/app';

const firefoxOnWindows = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:133.0) Gecko/20100101 Firefox/133.0';
const devicesPanel = (page: Page) => page.getByRole('region', { name: 'Signed-in devices' });
const deviceList = (page: Page) => devicesPanel(page).getByRole('list', { name: 'Signed-in devices' });

test.describe('signed-in devices and leaving for good', () => {
  // Each test signs in two or three times: the password hash is slow on purpose.
  test.setTimeout(120_000);
  test('lists both devices, marks this one, and signs the other out', async ({ browser, request }) => {
    const account = await registerAccount(request, newAccount('devices'));
    // The other device names itself as another browser; this one is the project's Chromium.
    const phone = await browser.newContext({ userAgent: firefoxOnWindows });
    const laptop = await browser.newContext();
    try {
      const [other, mine] = [await phone.newPage(), await laptop.newPage()];
      await signIn(other, account);
      await signIn(mine, account);

      await mine.goto('/my-page');
      const devices = deviceList(mine);
      await expect(devices.getByRole('listitem')).toHaveCount(2);
      await expect(devices.getByText('This device')).toHaveCount(1);
      const current = devices.getByRole('listitem').filter({ hasText: 'This device' });
      await expect(current).toContainText(/Chrome on (Linux|Android)/);
      await expect(current).toContainText(/Signed in .*ago/);
      await expect(current).toContainText(/Last active .*ago/);
      await expect(current.getByRole('button', { name: /Sign out/ })).toHaveCount(0);
      await expectAccessible(mine, 'My Page with signed-in devices');

      const otherRow = devices.getByRole('listitem').filter({ hasNotText: 'This device' });
      await expect(otherRow).toContainText('Firefox on Windows');
      await otherRow.getByRole('button', { name: 'Sign out Firefox on Windows' }).click();
      await expect(mine.getByText('Firefox on Windows is signed out.')).toBeVisible();
      await expect(devices.getByRole('listitem')).toHaveCount(1);
      await expect(devicesPanel(mine).getByText('No other devices are signed in.')).toBeVisible();

      // The other device's next request lands on the sign-in page.
      await other.goto('/my-page');
      await expect(other).toHaveURL(/\/login$/);

      // Signed in there again, then out with "Sign out everywhere else".
      await signIn(other, account);
      await mine.reload();
      await expect(devices.getByRole('listitem')).toHaveCount(2);
      await devicesPanel(mine).getByRole('button', { name: 'Sign out everywhere else' }).click();
      const confirm = mine.getByRole('alertdialog', { name: 'Sign out everywhere else' });
      await expect(confirm).toContainText('Every device but this one is signed out');
      await confirm.getByRole('button', { name: 'Sign out everywhere else' }).click();
      await expect(mine.getByText('Every other device is signed out.')).toBeVisible();
      await expect(devices.getByRole('listitem')).toHaveCount(1);
      await other.goto('/shopping-list');
      await expect(other).toHaveURL(/\/login$/);
      // This device stays signed in.
      await mine.goto('/recipes');
      await expect(mine).toHaveURL(/\/recipes$/);
    } finally {
      await phone.close();
      await laptop.close();
    }
  });

  test('deletes the account with its password: back at sign-in, no way in, the email registers anew', async ({
    page,
  }) => {
    const account = await signInAsNew(page, 'leaving');
    await page.goto('/my-page');
    await page.getByRole('button', { name: 'Delete account' }).click();
    const dialog = page.getByRole('alertdialog', { name: 'Delete account' });
    await expect(dialog).toBeVisible();
    await expect(dialog).toContainText('Your recipes stay in the shared catalogue under "Former member".');
    await expectAccessible(page, 'Delete account dialog');

    // A wrong password: said at the field, nothing deleted.
    await dialog.getByLabel('Password').fill('not-my-password');
    await dialog.getByRole('button', { name: 'Delete my account' }).click();
    await expect(dialog.getByText('Password is incorrect.')).toBeVisible();

    await dialog.getByText('Delete my recipes').click();
    await expect(dialog).toContainText('Your recipes are deleted too.');
    await dialog.getByLabel('Password').fill(account.password);
    await dialog.getByRole('button', { name: 'Delete my account' }).click();

    await expect(page).toHaveURL(/\/login$/, { timeout: 20_000 });
    await expect(page.getByText('Your account has been deleted.')).toBeVisible();

    // No way back in with the old account.
    await page.getByLabel('Email address').fill(account.email);
    await page.getByLabel('Password').fill(account.password);
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    await expect(page.getByRole('alert')).toHaveText('Invalid email or password.');

    // The email registers again.
    await page.goto('/register');
    await page.getByLabel('Name').fill(account.name);
    await page.getByLabel('Email').fill(account.email);
    await page.getByLabel('Password', { exact: true }).fill('another-pass-2');
    await page.getByLabel('Confirm Password').fill('another-pass-2');
    await page.getByRole('button', { name: 'Register' }).click();
    await expect(page).toHaveURL(/\/login$/);
    await signIn(page, { email: account.email, password: 'another-pass-2' });
  });
});
