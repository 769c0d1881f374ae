import { resolve } from 'node:path';
import { expect, type Page, test } from '@playwright/test';
import { mailsTo, type ReceivedMail, resetLinkIn } from '../support/mailbox';
import { e2eAdmin, logOut, newAccount, registerAccount, signIn, signInThroughApi } from './support/app';

/** The e2e server's data directory (playwright.config.ts): its SMTP server keeps each mail under mail/. */
const dataDir = resolve('.data/e2e');

/** The newest mail to `email`, once the local SMTP server has written it. */
const newestMailTo = async (email: string): Promise<ReceivedMail> => {
  let mails: ReceivedMail[] = [];
  await expect
    .poll(async () => {
      mails = await mailsTo(dataDir, email);
      return mails.length;
    })
    .toBeGreaterThan(0);
  return mails.at(-1) as ReceivedMail;
};

/** Sets a new password on the reset screen a link opened. */
const chooseNewPassword = async (page: Page, password: string) => {
  await expect(page.getByRole('heading', { name: 'Reset your password' })).toBeVisible();
  await page.getByLabel('New password', { exact: true }).fill(password);
  await page.getByLabel('Confirm new password').fill(password);
  await page.getByRole('button', { name: 'Reset password' }).click();
};

test.describe('a way back in', () => {
  // Each new password is a scrypt hash (128 MB, slow on purpose), and sign-in checks one: on a busy
  // machine a reset and a sign-in take seconds each.
  test.describe.configure({ timeout: 90_000 });

  test('forgot password: the link in the mail sets a new password, once', async ({ page, request }) => {
    const account = await registerAccount(request, newAccount('forgot'));
    await page.goto('/login');
    await page.getByRole('link', { name: 'Forgot password?' }).click();
    await expect(page).toHaveURL(/\/forgot-password$/);
    await expect(page.getByRole('heading', { name: 'Forgot your password?' })).toBeVisible();

    // The form checks the email before asking the server.
    await page.getByRole('button', { name: 'Send reset link' }).click();
    await expect(page.getByText('Invalid email address')).toBeVisible();

    await page.getByLabel('Email address').fill(account.email);
    await page.getByRole('button', { name: 'Send reset link' }).click();
    await expect(page.getByRole('status')).toHaveText(
      'If an account exists for that email, we sent a link to reset the password.',
    );

    const mail = await newestMailTo(account.email);
    expect(mail.subject).toBe('Reset your password');
    const link = resetLinkIn(mail);
    await page.goto(link);
    // Two different passwords are caught before the server is asked.
    await page.getByLabel('New password', { exact: true }).fill('new-password-1');
    await page.getByLabel('Confirm new password').fill('new-password-2');
    await page.getByRole('button', { name: 'Reset password' }).click();
    await expect(page.getByText("Passwords don't match.")).toBeVisible();

    await chooseNewPassword(page, 'new-password-1');
    await expect(page).toHaveURL(/\/login$/);
    await expect(page.getByRole('status')).toHaveText(
      'Your password has been reset. Sign in with your new password.',
    );
    await signIn(page, { email: account.email, password: 'new-password-1' });

    // The same link again: refused, with the way to a new one.
    await logOut(page);
    await page.goto(link);
    await chooseNewPassword(page, 'another-password-2');
    await expect(page.getByRole('alert')).toHaveText(
      'This reset link is invalid or has expired. Ask for a new one.',
    );
    await page.getByRole('link', { name: 'Ask for a new one' }).click();
    await expect(page).toHaveURL(/\/forgot-password$/);
  });

  test("an administrator's reset link, handed over, sets a new password", async ({ page, request }) => {
    // Named to sort first in the admin list (by name), so the row is on its first page.
    const account = await registerAccount(request, {
      ...newAccount('handover'),
      name: `Aaa Handover ${Date.now()}`,
    });
    await signInThroughApi(page, request, e2eAdmin);
    await page.goto('/admin');
    await page.getByRole('button', { name: `Reset link for ${account.name}` }).click();
    const dialog = page.getByRole('dialog', { name: `Reset link for ${account.name}` });
    await expect(dialog.getByText('It sets a new password once, for 30 minutes')).toBeVisible();
    const field = dialog.getByLabel('Reset link');
    await expect(field).toHaveValue(/\/reset-password\?token=[A-Za-z0-9_-]{43}$/);
    const link = await field.inputValue();
    await dialog.getByRole('button', { name: 'Done' }).click();
    await expect(dialog).toBeHidden();

    await logOut(page);
    await page.goto(link);
    await chooseNewPassword(page, 'handed-over-1');
    await expect(page).toHaveURL(/\/login$/);
    await signIn(page, { email: account.email, password: 'handed-over-1' });
  });
});
