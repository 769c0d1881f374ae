import { type APIRequestContext, expect, type Page } from '@playwright/test';
import { newLoopbackAddress, postFrom } from './from-address';

export interface Account {
  name: string;
  email: string;
  password: string;
}

/** The SysAdmin that start-up creates on the fresh data directory (see playwright.config.ts). */
export const e2eAdmin = { email: 'admin@example.com', password: 'admin-password-1' };

let counter = 0;

/** A new, unique account for one test (the data directory is shared by every test of a run). */
export const newAccount = (label = 'user'): Account => {
  counter += 1;
  const unique = `${Date.now()}-${process.pid}-${counter}`;
  return {
    name: `E2E ${label} ${counter}`,
    email: `${label}-${unique}@example.com`,
    password: 'secret-pass-1',
  };
};

/**
 * Registers through the API: quick set-up for tests that are not about registration. Each comes
 * from a loopback address of its own, as each account stands for a household of its own (the
 * run's hundreds of sign-ups from one address would be a flood: shared/http/client-limits.ts).
 * `_request` is kept so callers read as before.
 */
export const registerAccount = async (
  _request: APIRequestContext,
  account = newAccount(),
): Promise<Account> => {
  const response = await postFrom(newLoopbackAddress(), '/api/users/register', {
    ...account,
    confirmPassword: account.password,
  });
  expect(response.status, response.text).toBe(201);
  return account;
};

export const signIn = async (page: Page, { email, password }: Pick<Account, 'email' | 'password'>) => {
  await page.goto('/login');
  await page.getByLabel('Email address').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  // The password hash is slow on purpose (scrypt, 128 MB): on a busy machine it takes seconds.
  await expect(page).toHaveURL(/\/recipes$/, { timeout: 20_000 });
};

/** A new account (its email made from `label`), registered through the API and signed in on the page. */
export const signInAsNew = async (page: Page, label?: string): Promise<Account> => {
  const account = await registerAccount(page.request, newAccount(label));
  await signIn(page, account);
  return account;
};

/** Opens My Page and waits for its heading. */
export const openMyPage = async (page: Page) => {
  await page.goto('/my-page');
  await expect(page.getByRole('heading', { name: 'My Page', level: 1 })).toBeVisible();
};

/** A dialog by its title. */
export const dialogTitled = (page: Page, title: string) => page.getByRole('dialog', { name: title });

export const isPhone = (page: Page): boolean => (page.viewportSize()?.width ?? 1280) < 768;

/** Opens the phone layout's slide-in menu and returns it. */
export const openMobileMenu = async (page: Page) => {
  await page.getByRole('button', { name: 'Open menu' }).click();
  const menu = page.getByRole('dialog', { name: 'Menu' });
  await expect(menu).toBeVisible();
  return menu;
};

/** Log Out sits in the header on a desktop and in the slide-in menu on a phone. */
export const logOut = async (page: Page) => {
  const scope = isPhone(page) ? await openMobileMenu(page) : page.getByRole('banner');
  await scope.getByRole('button', { name: 'Log Out' }).click();
};

/**
 * Signs in through the API from a loopback address of its own, as a household of its own would
 * (the run's hundreds of sign-ins from one address would be the flood sign-in's limit refuses).
 */
export const apiSignIn = async ({ email, password }: Pick<Account, 'email' | 'password'>) => {
  const response = await postFrom(newLoopbackAddress(), '/api/users/login', { email, password });
  expect(response.status, response.text).toBe(200);
  return JSON.parse(response.text);
};

/**
 * Signs in without the form: the API's session goes into localStorage as the app stores it
 * (frontend/src/lib/auth/session-storage.ts), before the first page of the test loads.
 */
export const signInThroughApi = async (
  page: Page,
  _request: APIRequestContext,
  { email, password }: Pick<Account, 'email' | 'password'>,
) => {
  const { token, refreshToken, id, name, role, avatar } = await apiSignIn({ email, password });
  const stored = {
    w4dUser: JSON.stringify({ id, name, email, role, avatar }),
    w4dRefreshToken: refreshToken,
    w4dAuthToken: token,
  };
  // Only on the first page load: a later sign-out in the test must stay signed out.
  await page.addInitScript((items) => {
    if (sessionStorage.getItem('e2eSeeded')) return;
    sessionStorage.setItem('e2eSeeded', '1');
    for (const [key, value] of Object.entries(items)) localStorage.setItem(key, value);
  }, stored);
  return token as string;
};

/** Signs in without the form and opens the recipe list, where the form's sign-in lands. */
export const openRecipesSignedIn = async (page: Page, account: Pick<Account, 'email' | 'password'>) => {
  await signInThroughApi(page, page.request, account);
  await page.goto('/recipes');
  await expect(page.getByRole('heading', { name: 'Recipes', level: 1 })).toBeVisible();
};
