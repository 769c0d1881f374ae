import { type CDPSession, expect, type Page, test } from '@playwright/test';
import { awaitFreshStep, totpCode } from '../support/totp-codes';
import { isPhone, logOut, newAccount, openMyPage, registerAccount, signIn, signInAsNew } from './support/app';

/**
 * Passkeys and two-step sign-in as a user meets them: My Page's sections and the sign-in page, with
 * Chromium's virtual authenticator standing in for the device and TOTP codes computed here.
 */
const addVirtualAuthenticator = async (page: Page): Promise<CDPSession> => {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('WebAuthn.enable');
  await cdp.send('WebAuthn.addVirtualAuthenticator', {
    options: {
      protocol: 'ctap2',
      transport: 'internal',
      hasResidentKey: true,
      hasUserVerification: true,
      isUserVerified: true,
      automaticPresenceSimulation: true,
    },
  });
  return cdp;
};

test('a passkey is added on My Page, renamed, signs in without an email, and is removed', async ({
  page,
  request,
}) => {
  test.setTimeout(60_000);
  const account = await registerAccount(request, newAccount('passkey'));
  await addVirtualAuthenticator(page);
  await signIn(page, account);
  await openMyPage(page);

  const section = page.getByRole('region', { name: 'Passkeys' });
  await expect(section.getByText('No passkeys yet.')).toBeVisible();
  await section.getByRole('button', { name: 'Add a passkey' }).click();
  // The password first (a session alone adds no way to sign in), then the browser's prompt.
  await section.getByLabel('Password').fill(account.password);
  await section.getByRole('button', { name: 'Continue' }).click();
  // Listed at once, named after the browser and system (no naming step).
  const list = section.getByRole('list', { name: 'Your passkeys' });
  const defaultName = isPhone(page) ? 'Chrome on Android' : 'Chrome on Linux';
  await expect(list.getByRole('listitem')).toHaveCount(1);
  await expect(list.getByRole('group', { name: defaultName, exact: true })).toBeVisible();
  await expect(list).toContainText('Not used yet');

  await list.getByRole('button', { name: /^Rename/ }).click();
  await section.getByLabel('Passkey name').fill('Kitchen tablet');
  await section.getByRole('button', { name: 'Save' }).click();
  await expect(list.getByRole('group', { name: 'Kitchen tablet' })).toBeVisible();

  await logOut(page);
  await expect(page).toHaveURL(/\/login$/);
  await page.getByRole('button', { name: 'Sign in with a passkey' }).click();
  await expect(page).toHaveURL(/\/recipes$/, { timeout: 20_000 });

  await openMyPage(page);
  await expect(list.getByRole('group', { name: 'Kitchen tablet' })).toContainText('Last used');
  await list.getByRole('button', { name: 'Remove Kitchen tablet' }).click();
  await expect(section.getByText('No passkeys yet.')).toBeVisible();
});

test('two-step sign-in: turned on with a code, then a password asks for a code; a recovery code works once', async ({
  page,
}) => {
  // Four password sign-ins (scrypt, slow on purpose) on a busy machine.
  test.setTimeout(120_000);
  const account = await signInAsNew(page, 'two-step');
  await openMyPage(page);

  const section = page.getByRole('region', { name: 'Two-step sign-in' });
  await section.getByRole('button', { name: 'Turn on' }).click();
  await section.getByLabel('Password').fill(account.password);
  await section.getByRole('button', { name: 'Continue' }).click();
  await expect(section.getByRole('img', { name: /QR code/ })).toBeVisible();
  const secret = (await section.getByTestId('two-step-secret').textContent()) ?? '';
  expect(secret).toMatch(/^[A-Z2-7]{4}( [A-Z2-7]{4}){7,}$/);
  // Typed and sent well inside the step the code was made in (a step back is taken until its end).
  await awaitFreshStep(10_000);
  await section.getByLabel('Code', { exact: true }).fill(totpCode(secret, -1));
  await section.getByRole('button', { name: 'Confirm' }).click();
  const codes = section.getByRole('list', { name: 'Recovery codes' }).getByRole('listitem');
  await expect(codes).toHaveCount(10);
  const recoveryCode = (await codes.first().textContent()) ?? '';
  await section.getByRole('button', { name: 'Done' }).click();
  await expect(section).toContainText('Two-step sign-in is on. Recovery codes left: 10 of 10.');
  await expect(section.getByRole('button', { name: 'Turn off' })).toBeVisible();

  const passwordStep = async () => {
    await page.goto('/login');
    await page.getByLabel('Email address').fill(account.email);
    await page.getByLabel('Password').fill(account.password);
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    await expect(page.getByLabel('Code from your authenticator app')).toBeVisible({ timeout: 20_000 });
  };

  await logOut(page);
  await passwordStep();
  await page.getByLabel('Code from your authenticator app').fill(totpCode(secret));
  await page.getByRole('button', { name: 'Verify' }).click();
  await expect(page).toHaveURL(/\/recipes$/, { timeout: 20_000 });

  await logOut(page);
  await passwordStep();
  await page.getByLabel('Code from your authenticator app').fill(recoveryCode);
  await page.getByRole('button', { name: 'Verify' }).click();
  await expect(page).toHaveURL(/\/recipes$/, { timeout: 20_000 });

  // The same recovery code a second time is refused.
  await logOut(page);
  await passwordStep();
  await page.getByLabel('Code from your authenticator app').fill(recoveryCode);
  await page.getByRole('button', { name: 'Verify' }).click();
  await expect(page.getByRole('alert')).toHaveText('Invalid code.');
  await expect(page).toHaveURL(/\/login$/);
});
