import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type Browser, expect, type Page, test } from '@playwright/test';
import { type RunningRuntime, startLocalRuntime } from '../integration/support/local-runtime';
import { postThroughApi } from './support/api';
import { e2eAdmin, isPhone, newAccount, registerAccount, signInAsNew, signInThroughApi } from './support/app';
import { createGroupThroughApi } from './support/people';
import { apiToken, uniqueName } from './support/recipes';

/** Who may join (issue 25): the sign-up setting, invitation links, and joining a group by one. */

const openMyPage = async (page: Page) => {
  await page.goto('/my-page');
  await expect(page.getByRole('heading', { name: 'My Page', level: 1 })).toBeVisible();
};

/** Registers on the open registration form (as a person would, on the page the link opened). */
const fillRegistration = async (page: Page, account: ReturnType<typeof newAccount>) => {
  await page.getByLabel('Name').fill(account.name);
  await page.getByLabel('Email').fill(account.email);
  await page.getByLabel('Password', { exact: true }).fill(account.password);
  await page.getByLabel('Confirm Password').fill(account.password);
  await page.getByRole('button', { name: 'Register' }).click();
  await expect(page.getByText('Your account is ready. Sign in to continue.')).toBeVisible({
    timeout: 20_000,
  });
};

/** A browser of someone else: no session of the test's page. */
const stranger = async (browser: Browser, page: Page) => {
  const context = await browser.newContext({
    baseURL: test.info().project.use.baseURL,
    viewport: page.viewportSize(),
    isMobile: isPhone(page),
    hasTouch: isPhone(page),
    serviceWorkers: 'block',
  });
  return context.newPage();
};

test.describe('invitation only, on a server of its own', () => {
  // The sign-up mode is the whole deployment's: turning it to invitation only on the suite's server
  // would refuse the sign-ups of every test running beside this one.
  const dataDir = mkdtempSync(join(tmpdir(), 'recipe-planner-e2e-invite-'));
  let runtime: RunningRuntime;
  test.beforeAll(async () => {
    test.setTimeout(150_000);
    runtime = await startLocalRuntime({
      DATA_DIR: dataDir,
      ADMIN_EMAIL: e2eAdmin.email,
      ADMIN_PASSWORD: e2eAdmin.password,
    });
  });
  test.afterAll(async () => {
    await runtime?.stop();
    rmSync(dataDir, { recursive: true, force: true });
  });

  test('a SysAdmin sets invitation only and makes a link; a new person registers with it', async ({
    page,
    browser,
  }) => {
    test.setTimeout(120_000);
    const at = (path: string) => `${runtime.baseUrl}${path}`;
    await page.goto(at('/login'));
    await page.getByLabel('Email address').fill(e2eAdmin.email);
    await page.getByLabel('Password').fill(e2eAdmin.password);
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    await expect(page).toHaveURL(/\/recipes$/, { timeout: 20_000 });
    await page.goto(at('/admin'));

    await test.step('choose "Only with an invitation link" and save', async () => {
      const signUp = page.getByRole('region', { name: 'Sign-up' });
      await expect(signUp.getByRole('radio', { name: 'Anyone can register' })).toBeChecked();
      await expect(signUp.getByText('Nobody', { exact: true })).toBeVisible();
      await signUp.getByText('Only with an invitation link', { exact: true }).click();
      await signUp.getByRole('button', { name: 'Save sign-up setting' }).click();
      await expect(page.getByText('Sign-up saved: Only with an invitation link.')).toBeVisible();
    });

    const visitor = await stranger(browser, page);
    await test.step('a visitor is told, instead of offered a form that fails', async () => {
      await visitor.goto(at('/login'));
      await expect(
        visitor.getByText(/Registration is by invitation only: open the link you were sent\./),
      ).toBeVisible();
      await expect(visitor.getByRole('link', { name: 'Register here' })).toHaveCount(0);
      await visitor.goto(at('/register'));
      await expect(visitor.getByText('Registration is by invitation only.')).toBeVisible();
      await expect(visitor.getByRole('button', { name: 'Register' })).toHaveCount(0);
    });

    let url = '';
    await test.step('make a link for a Group Admin, shown once, and listed without its address', async () => {
      const links = page.getByRole('region', { name: 'Invitation links' });
      await links.getByLabel('Role').selectOption('GroupAdmin');
      await links.getByLabel('Uses').fill('2');
      await links.getByLabel('Expires in days').fill('3');
      await links.getByRole('button', { name: 'Create link' }).click();
      const field = links.getByLabel('New invitation link');
      await expect(field).toHaveValue(new RegExp(`^${runtime.baseUrl}/register\\?invite=[A-Za-z0-9_-]{43}$`));
      url = await field.inputValue();
      const listed = links.getByRole('list', { name: 'Open invitation links' }).getByRole('listitem');
      await expect(listed).toHaveCount(1);
      await expect(listed.first()).toContainText('Group Admin');
      await expect(listed.first()).toContainText('2 uses left');
      await expect(listed.first().getByRole('button', { name: /^Withdraw link/ })).toBeVisible();
    });

    await test.step('the new person opens the link and registers, prefilled with it', async () => {
      const person = newAccount('invited');
      await visitor.goto(url);
      await expect(visitor.getByText('You are invited to create an account as Group Admin.')).toBeVisible();
      await fillRegistration(visitor, person);
      await visitor.getByLabel('Password').fill(person.password);
      await visitor.getByRole('button', { name: 'Sign in', exact: true }).click();
      await expect(visitor).toHaveURL(/\/recipes$/, { timeout: 20_000 });
      // A Group Admin may open the admin panel.
      await visitor.goto(at('/admin'));
      await expect(visitor.getByRole('heading', { name: 'Admin Panel' })).toBeVisible();
    });

    await test.step('its uses are counted down', async () => {
      await page.reload();
      await expect(
        page.getByRole('list', { name: 'Open invitation links' }).getByRole('listitem').first(),
      ).toContainText('1 use left');
    });
    await visitor.context().close();
  });
});

test.describe('a household', () => {
  test('a group admin invites someone from the group overlay, who registers and is a member', async ({
    page,
    browser,
    request,
  }) => {
    test.setTimeout(120_000);
    const owner = await registerAccount(request, newAccount('owner'));
    const groupName = uniqueName('Smiths');
    await createGroupThroughApi(request, await apiToken(request, owner), groupName);
    await signInThroughApi(page, request, owner);
    await openMyPage(page);
    await page.getByRole('button', { name: `Edit Group: ${groupName}` }).click();
    const overlay = page.getByRole('dialog', { name: `Group: ${groupName}` });
    const invite = overlay.getByRole('region', { name: 'Invite someone' });
    await expect(invite.getByLabel('Uses')).toHaveValue('1');
    await expect(invite.getByLabel('Expires in days')).toHaveValue('7');
    await expect(invite.getByText('No open invitation links.')).toBeVisible();
    await invite.getByRole('button', { name: 'Invite someone' }).click();
    const field = invite.getByLabel('New invitation link');
    await expect(field).toHaveValue(/\/register\?invite=[A-Za-z0-9_-]{43}$/);
    const url = await field.inputValue();
    await expect(invite.getByRole('listitem')).toContainText(`User · ${groupName}`);

    const person = newAccount('newcomer');
    const visitor = await stranger(browser, page);
    await visitor.goto(url);
    await expect(visitor.getByText(`You are invited to join ${groupName}.`)).toBeVisible();
    await fillRegistration(visitor, person);
    await visitor.getByLabel('Password').fill(person.password);
    await visitor.getByRole('button', { name: 'Sign in', exact: true }).click();
    await expect(visitor).toHaveURL(/\/recipes$/, { timeout: 20_000 });
    await openMyPage(visitor);
    await expect(
      visitor
        .getByRole('region', { name: 'Your Groups' })
        .getByRole('button', { name: `View Group: ${groupName}` }),
    ).toBeVisible();

    // The one use is spent: the overlay's list is empty again.
    await page.reload();
    await page.getByRole('button', { name: `Edit Group: ${groupName}` }).click();
    await expect(
      page.getByRole('dialog', { name: `Group: ${groupName}` }).getByText('No open invitation links.'),
    ).toBeVisible();
    await expect(
      page.getByRole('dialog', { name: `Group: ${groupName}` }).getByText(person.email),
    ).toBeVisible();
    await visitor.context().close();
  });

  test('a signed-in user joins a group by its link after confirming', async ({ page, request }) => {
    test.setTimeout(90_000);
    const owner = await registerAccount(request, newAccount('owner'));
    const ownerToken = await apiToken(request, owner);
    const groupName = uniqueName('Flatmates');
    const group = await createGroupThroughApi(request, ownerToken, groupName);
    const { url } = await postThroughApi<{ url: string }>(
      request,
      ownerToken,
      '/api/users/invitation-links',
      {
        data: { role: 'User', groupId: group.id, uses: 1, expiresInDays: 7 },
      },
    );
    await signInAsNew(page, 'joiner');
    await page.goto(new URL(url).pathname + new URL(url).search);
    await expect(page.getByRole('heading', { name: 'Join a group' })).toBeVisible();
    await expect(page.getByText(`Join ${groupName}?`)).toBeVisible();
    await page.getByRole('button', { name: 'Join group' }).click();
    await expect(page.getByText(`You joined ${groupName}.`)).toBeVisible();
    await page.getByRole('link', { name: 'Go to My Page' }).click();
    await expect(
      page
        .getByRole('region', { name: 'Your Groups' })
        .getByRole('button', { name: `View Group: ${groupName}` }),
    ).toBeVisible();
  });
});
