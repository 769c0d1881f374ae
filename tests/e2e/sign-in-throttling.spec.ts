import { expect, test } from '@playwright/test';
import { dialogTitled, logOut, signInAsNew } from './support/app';

const tooManyAttempts = 'Too many failed password attempts. Please try again later.';

test('a locked email: the Change Password dialog and the sign-in form say so', async ({ page, request }) => {
  // Ten wrong old passwords (one scrypt each) lock the email; the machine may be busy.
  test.setTimeout(150_000);
  const account = await signInAsNew(page, 'locked');

  // The lock comes from a second session through the API: ten wrong old passwords.
  const login = await request.post('/api/users/login', {
    data: { email: account.email, password: account.password },
  });
  expect(login.status(), await login.text()).toBe(200);
  const { token } = await login.json();
  for (let attempt = 0; attempt < 10; attempt++) {
    const wrong = await request.put('/api/users/change-password', {
      headers: { Authorization: `Bearer ${token}` },
      data: { oldPassword: `wrong-old-${attempt}`, newPassword: 'new-pass-1' },
    });
    expect(wrong.status(), await wrong.text()).toBe(400);
  }

  await page.goto('/my-page');
  await page.getByRole('button', { name: 'Change Password' }).click();
  const dialog = dialogTitled(page, 'Change Password');
  await dialog.getByLabel('Old Password').fill(account.password);
  await dialog.getByLabel('New Password', { exact: true }).fill('new-pass-1');
  await dialog.getByLabel('Confirm New Password').fill('new-pass-1');
  await dialog.getByRole('button', { name: 'Save Password' }).click();
  await expect(page.getByText(tooManyAttempts)).toBeVisible();
  await dialog.getByRole('button', { name: 'Cancel' }).click();

  await logOut(page);
  await expect(page).toHaveURL(/\/login$/);
  await page.getByLabel('Email address').fill(account.email);
  await page.getByLabel('Password').fill(account.password);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(page.getByRole('alert')).toHaveText(tooManyAttempts);
  await expect(page).toHaveURL(/\/login$/);
});
