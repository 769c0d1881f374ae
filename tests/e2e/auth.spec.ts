import { type BrowserContext, expect, type Page, test } from '@playwright/test';
import { isPhone, logOut, newAccount, registerAccount, signInAsNew, signInThroughApi } from './support/app';

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
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();

    await expect(page).toHaveURL(/\/recipes$/);
    await expect(page.getByRole('heading', { name: 'Recipes', level: 1 })).toBeVisible();
    if (!isPhone(page)) await expect(page.getByRole('link', { name: 'My Page' })).toBeVisible();

    await logOut(page);
    await expect(page).toHaveURL(/\/login$/);
    await expect(page.getByRole('button', { name: 'Sign in', exact: true })).toBeVisible();
    // The session is gone: a protected page sends us back to sign in.
    await page.goto('/recipes');
    await expect(page).toHaveURL(/\/login$/);
  });

  test('a wrong password shows the sign-in failure', { tag: '@desktop-only' }, async ({ page, request }) => {
    const account = await registerAccount(request, newAccount('wrong-password'));
    await page.goto('/login');
    await page.getByLabel('Email address').fill(account.email);
    await page.getByLabel('Password').fill('not-the-password');
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();

    await expect(page.getByRole('alert')).toHaveText('Invalid email or password.');
    await expect(page).toHaveURL(/\/login$/);
  });

  test('the sign-in form checks its fields before calling the server', { tag: '@desktop-only' }, async ({
    page,
  }) => {
    await page.goto('/login');
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
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

  test('registration shows each field message under its field', { tag: '@desktop-only' }, async ({
    page,
  }) => {
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

  test('registering an email that is taken shows the server message above the button', {
    tag: '@desktop-only',
  }, async ({ page, request }) => {
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

  test('the session survives a reload', { tag: '@desktop-only' }, async ({ page }) => {
    const account = await signInAsNew(page, 'reload');
    await page.goto('/my-page');
    await expect(page.getByText(`Welcome, ${account.name}`)).toBeVisible();

    await page.reload();
    await expect(page).toHaveURL(/\/my-page$/);
    await expect(page.getByText(`Welcome, ${account.name}`)).toBeVisible();
  });

  test('a signed-in user opening the sign-in screen goes to the recipes', { tag: '@desktop-only' }, async ({
    page,
  }) => {
    await signInAsNew(page, 'signed-in');
    await page.goto('/login');
    await expect(page).toHaveURL(/\/recipes$/);
  });

  test('a signed-out visit to the meal plan goes to sign in', { tag: '@desktop-only' }, async ({ page }) => {
    await page.goto('/meal-plan');
    await expect(page).toHaveURL(/\/login$/);
    await expect(page.getByLabel('Email address')).toBeVisible();
  });

  test('the root of the app opens the recipes', async ({ page }) => {
    await signInAsNew(page);
    await page.goto('/');
    await expect(page).toHaveURL(/\/recipes$/);
  });
});

/** The refresh-token cookies the browser holds (Playwright sees HttpOnly cookies; page scripts do not). */
const refreshCookies = async (context: BrowserContext) =>
  (await context.cookies()).filter((cookie) => cookie.name === 'refresh_token');

/** Every value a page script could read later: local and session storage, document.cookie, IndexedDB names. */
const scriptReadable = (page: Page) =>
  page.evaluate(async () => {
    const values = (storage: Storage) =>
      Object.keys(storage).map((key) => `${key}=${storage.getItem(key) ?? ''}`);
    return {
      localStorage: values(localStorage),
      sessionStorage: values(sessionStorage),
      cookie: document.cookie,
      indexedDb: (await indexedDB.databases()).map((database) => database.name),
    };
  });

const refreshAnswer = (page: Page, status: number) =>
  page.waitForResponse(
    (response) => response.url().endsWith('/api/users/refresh-token') && response.status() === status,
  );

test.describe('where the session is kept', () => {
  test('the refresh token lives in an HttpOnly cookie that no page script can read, and the session survives a reload', {
    tag: '@desktop-only',
  }, async ({ page, context }) => {
    const account = await signInAsNew(page, 'cookie');

    const cookies = await refreshCookies(context);
    expect(cookies.map((cookie) => cookie.path).sort()).toEqual([
      '/api/users/logout',
      '/api/users/refresh-token',
    ]);
    for (const cookie of cookies) {
      expect(cookie).toMatchObject({ httpOnly: true, secure: true, sameSite: 'Strict' });
      expect(cookie.value.length).toBeGreaterThan(20);
    }
    const token = cookies[0]?.value ?? '';

    await page.goto('/my-page');
    await expect(page.getByText(`Welcome, ${account.name}`)).toBeVisible();
    await page.reload();
    await expect(page).toHaveURL(/\/my-page$/);
    await expect(page.getByText(`Welcome, ${account.name}`)).toBeVisible();

    const readable = await scriptReadable(page);
    const everything = JSON.stringify(readable);
    // Neither the refresh token (rotated on reload: check the current one too) nor any access token.
    for (const value of [token, ...(await refreshCookies(context)).map((cookie) => cookie.value)])
      expect(everything).not.toContain(value);
    expect(everything).not.toMatch(/w4dAuthToken|w4dRefreshToken|eyJ/);
    // IndexedDB holds at most the shopping list's offline queue (changes, no credentials).
    expect(readable.indexedDb.filter((name) => name !== 'recipe-planner-offline')).toEqual([]);
    expect(readable.localStorage.map((item) => item.split('=')[0])).toContain('w4dUser');

    await logOut(page);
    await expect(page).toHaveURL(/\/login$/);
    await expect.poll(async () => (await refreshCookies(context)).length).toBe(0);
    await page.reload();
    await page.goto('/my-page');
    await expect(page).toHaveURL(/\/login$/);
  });

  test('a refresh token stored by the previous version moves into the cookie, and no one is signed out', {
    tag: '@desktop-only',
  }, async ({ page, context, request }) => {
    const account = await registerAccount(request, newAccount('upgrade'));
    await signInThroughApi(page, request, account); // stores tokens in localStorage as the old app did
    const moved = refreshAnswer(page, 200);
    await page.goto('/my-page');
    await moved;
    await expect(page.getByText(`Welcome, ${account.name}`)).toBeVisible();
    await expect.poll(async () => (await refreshCookies(context)).length).toBe(2);
    const readable = await scriptReadable(page);
    expect(readable.localStorage.map((item) => item.split('=')[0])).not.toContain('w4dRefreshToken');
    expect(readable.localStorage.map((item) => item.split('=')[0])).not.toContain('w4dAuthToken');

    await page.reload();
    await expect(page.getByText(`Welcome, ${account.name}`)).toBeVisible();
  });

  test('a refresh that cannot reach the server keeps the user signed in, and a later one restores the session', {
    tag: '@desktop-only',
  }, async ({ page }) => {
    const account = await signInAsNew(page, 'offline');
    await page.goto('/my-page');
    await expect(page.getByText(`Welcome, ${account.name}`)).toBeVisible();

    await page.route('**/api/users/refresh-token', (route) => route.abort('internetdisconnected'));
    const failed = page.waitForEvent('requestfailed', (failure) => failure.url().endsWith('/refresh-token'));
    await page.reload();
    await failed;
    // Still signed in, with what the app has cached: not sent to the sign-in screen.
    await expect(page.getByText(`Welcome, ${account.name}`)).toBeVisible();
    await expect(page).toHaveURL(/\/my-page$/);

    await page.unroute('**/api/users/refresh-token');
    const restored = refreshAnswer(page, 200);
    await page.evaluate(() => window.dispatchEvent(new Event('online')));
    await restored;

    // The restored session works without a reload: a signed-in call succeeds.
    const newName = `${account.name} Back`;
    await page.getByRole('button', { name: 'Edit Profile' }).click();
    const dialog = page.getByRole('dialog', { name: 'Edit Profile' });
    await dialog.getByLabel('Name').fill(newName);
    await dialog.getByRole('button', { name: 'Save Changes' }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByText(`Welcome, ${newName}`)).toBeVisible();
  });
});
