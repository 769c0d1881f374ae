import { expect, test } from '@playwright/test';
import { isPhone, logOut, newAccount, registerAccount, signIn } from './support/app';

test.describe('sign-in and registration', () => {
  test('a new user registers, signs in, lands on the recipes and logs out', async ({ page }) => {
    const account = newAccount('register');
    await page.goto('/register');
    await expect(page.getByRole('heading', { name: 'Register for an account' })).toBeVisible();
    await page.getByLabel('Name').fill(account.name);
    await page.getByLabel('Email').fill(account.email);
    await page.getByLabel('Password', { exact: true }).fill(account.password);
    await page.getByLabel('Confirm Password').fill(account.password);
    await page.getByRole('button', { name: 'Register' }).click();

    await expect(page).toHaveURL(/\/login$/);
    await expect(page.getByLabel('Email address')).toHaveValue(account.email);
    await page.getByLabel('Password').fill(account.password);
    await page.getByRole('button', { name: 'Sign in' }).click();

    await expect(page).toHaveURL(/\/recipes$/);
    await expect(page.getByRole('heading', { name: 'Recipes', level: 1 })).toBeVisible();
    if (!isPhone(page)) await expect(page.getByRole('link', { name: 'My Page' })).toBeVisible();

    await logOut(page);
    await expect(page).toHaveURL(/\/login$/);
    await expect(page.getByRole('button', { name: 'Sign in' })).toBeVisible();
    // The session is gone: a protected page sends us back to sign in.
    await page.goto('/recipes');
    await expect(page).toHaveURL(/\/login$/);
  });

  test('a wrong password shows the sign-in failure', async ({ page, request }) => {
    const account = await registerAccount(request, newAccount('wrong-password'));
    await page.goto('/login');
    await page.getByLabel('Email address').fill(account.email);
    await page.getByLabel('Password').fill('not-the-password');
    await page.getByRole('button', { name: 'Sign in' }).click();

    await expect(page.getByRole('alert')).toHaveText('Invalid email or password.');
    await expect(page).toHaveURL(/\/login$/);
  });

  test('the sign-in form checks its fields before calling the server', async ({ page }) => {
    await page.goto('/login');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page.getByLabel('Email address')).toHaveAttribute('aria-invalid', 'true');
    await expect(page.getByText('Invalid email address')).toBeVisible();
    await expect(page.getByLabel('Password')).toHaveAttribute('aria-invalid', 'true');
    await expect(page.getByText(/at least 6|>=6/)).toBeVisible();
  });

  test('the sign-in screen links to registration', async ({ page }) => {
    await page.goto('/login');
    await expect(page.getByText("Don't have an account?")).toBeVisible();
    await page.getByRole('link', { name: 'Register here' }).click();
    await expect(page).toHaveURL(/\/register$/);
    await expect(page.getByRole('heading', { name: 'Register for an account' })).toBeVisible();
  });

  test('registration shows each field message under its field', async ({ page }) => {
    await page.goto('/register');
    await page.getByLabel('Name').fill('A');
    await page.getByLabel('Email').fill('not-an-email');
    await page.getByLabel('Password', { exact: true }).fill('123');
    await page.getByLabel('Confirm Password').fill('12');
    await page.getByRole('button', { name: 'Register' }).click();

    // Each message is shown and tied to its own input (read out with it by screen readers).
    const expected = [
      ['Name', 'Name is required'],
      ['Email', 'Invalid email address'],
      ['Password', 'Password must be at least 6 characters'],
      ['Confirm Password', 'Confirm password must be at least 6 characters'],
    ] as const;
    for (const [label, message] of expected) {
      await expect(page.getByText(message, { exact: true })).toBeVisible();
      const input = page.getByLabel(label, { exact: true });
      await expect(input).toHaveAttribute('aria-invalid', 'true');
      await expect(input).toHaveAccessibleDescription(message);
    }

    await page.getByLabel('Name').fill('Alice');
    await page.getByLabel('Email').fill('alice@example.com');
    await page.getByLabel('Password', { exact: true }).fill('secret-1');
    await page.getByLabel('Confirm Password').fill('secret-2');
    await page.getByRole('button', { name: 'Register' }).click();

    await expect(page.getByText("Passwords don't match", { exact: true })).toBeVisible();
    await expect(page.getByLabel('Confirm Password')).toHaveAccessibleDescription("Passwords don't match");
    await expect(page.getByText('Name is required', { exact: true })).toBeHidden();
    await expect(page).toHaveURL(/\/register$/);
  });

  test('registering an email that is taken shows the server message above the button', async ({
    page,
    request,
  }) => {
    const account = await registerAccount(request, newAccount('taken'));
    await page.goto('/register');
    await page.getByLabel('Name').fill('Someone Else');
    await page.getByLabel('Email').fill(account.email);
    await page.getByLabel('Password', { exact: true }).fill('another-pass');
    await page.getByLabel('Confirm Password').fill('another-pass');
    await page.getByRole('button', { name: 'Register' }).click();

    await expect(page.getByRole('alert')).toHaveText('An account with this email already exists.');
    await expect(page).toHaveURL(/\/register$/);
  });

  test('the session survives a reload', async ({ page, request }) => {
    const account = await registerAccount(request, newAccount('reload'));
    await signIn(page, account);
    await page.goto('/my-page');
    await expect(page.getByText(`Welcome, ${account.name}`)).toBeVisible();

    await page.reload();
    await expect(page).toHaveURL(/\/my-page$/);
    await expect(page.getByText(`Welcome, ${account.name}`)).toBeVisible();
  });

  test('a signed-in user opening the sign-in screen goes to the recipes', async ({ page, request }) => {
    const account = await registerAccount(request, newAccount('signed-in'));
    await signIn(page, account);
    await page.goto('/login');
    await expect(page).toHaveURL(/\/recipes$/);
  });

  test('a signed-out visit to the meal plan goes to sign in', async ({ page }) => {
    await page.goto('/meal-plan');
    await expect(page).toHaveURL(/\/login$/);
    await expect(page.getByLabel('Email address')).toBeVisible();
  });

  test('the root of the app opens the recipes', async ({ page, request }) => {
    await signIn(page, await registerAccount(request));
    await page.goto('/');
    await expect(page).toHaveURL(/\/recipes$/);
  });
});
