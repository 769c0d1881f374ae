import { expect, test } from '@playwright/test';
import { e2eAdmin, registerAccount, signIn } from './support/app';

test.describe('who may open what', () => {
  test('a User opening the admin panel sees the 403 screen', async ({ page, request }) => {
    await signIn(page, await registerAccount(request));
    await page.goto('/admin');

    await expect(page).toHaveURL(/\/not-authorized$/);
    await expect(page.getByText('403', { exact: true })).toBeVisible();
    await expect(page.getByText('You are not authorized to access this page.')).toBeVisible();
    await expect(
      page.getByText('Please contact your administrator if you think this is a mistake.'),
    ).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Admin Panel' })).toHaveCount(0);

    await page.getByRole('button', { name: 'Go to Home' }).click();
    await expect(page).toHaveURL(/\/recipes$/);
  });

  test("the 403 screen's Go Back returns to the previous page", async ({ page, request }) => {
    await signIn(page, await registerAccount(request));
    await page.goto('/shopping-list');
    await page.goto('/not-authorized');
    await page.getByRole('button', { name: 'Go Back' }).click();
    await expect(page).toHaveURL(/\/shopping-list$/);
  });

  test('the SysAdmin opens the admin panel', async ({ page }) => {
    await signIn(page, e2eAdmin);
    await page.goto('/admin');
    await expect(page).toHaveURL(/\/admin$/);
    await expect(page.getByRole('heading', { name: 'Admin Panel' })).toBeVisible();
  });

  test('a signed-out visit to the admin panel goes to sign in', async ({ page }) => {
    await page.goto('/admin');
    await expect(page).toHaveURL(/\/login$/);
  });

  test('an unknown address shows the not-found screen', async ({ page }) => {
    await page.goto('/no-such-page');
    await expect(page.getByText('Page not found.')).toBeVisible();
  });
});
