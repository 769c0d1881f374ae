import { createHash } from 'node:crypto';
import { UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { describe, expect, inject, it } from 'vitest';
import { clientLimits } from '#shared/http/client-limits';
import { invalidResetLinkMessage, resetLinkSentMessage } from '#shared/users/password-reset-schemas';
import { mailsTo, resetLinkIn, tokenOf } from '../support/mailbox';
import { adminCredentials } from './support/admin-account';
import { api, login, refused, register, signedInUser, uniqueEmail } from './support/api';
import { apiFrom, newLoopbackAddress } from './support/from-address';
import { withRuntimeTable } from './support/stored-items';

/**
 * A way back in (issue 25), through the real HTTP API and the local runtime's real SMTP server:
 * each mail is read from the .eml file the server wrote, parsed as a mail program would.
 */
const dataDir = () => inject('dataDir');

/** Each test asks from loopback addresses of its own, so the per-address limit counts only its own. */
const forgot = (email: string, address = newLoopbackAddress()) =>
  apiFrom(address, 'POST', '/api/users/forgot-password', { email });
const reset = (token: string, newPassword: string, address = newLoopbackAddress()) =>
  apiFrom(address, 'POST', '/api/users/reset-password', { token, newPassword });

/** The reset link of the newest mail to `email` (the send is done when the answer comes). */
const newestLink = async (email: string) => {
  const mails = await mailsTo(dataDir(), email);
  const mail = mails.at(-1);
  if (!mail) throw new Error(`No mail to ${email}`);
  return resetLinkIn(mail);
};

/** Asks for a reset link for `email` and answers the token the mail carries. */
const newResetToken = async (email: string) => {
  await forgot(email);
  return tokenOf(await newestLink(email));
};

/** A reset with `token` is refused as an invalid link, and `account` still signs in with `password`. */
const expectLinkRefused = async (token: string, account: { email: string }, password: string) => {
  const response = await reset(token, 'never-set-1');
  expect(response.status).toBe(400);
  expect(response.body).toEqual(refused(invalidResetLinkMessage));
  expect((await login(account.email, password)).email).toBe(account.email);
};

const sysAdmin = () => login(adminCredentials.email, adminCredentials.password);

/** Moves a stored token's expiry, as the clock would: the item is found by the token's hash. */
const expireToken = (token: string) =>
  withRuntimeTable((client) =>
    client.send(
      new UpdateCommand({
        TableName: 'recipe-planner',
        Key: { pk: `RESET#${createHash('sha256').update(token).digest('hex')}`, sk: 'RESET' },
        UpdateExpression: 'SET expiresAt = :past',
        ConditionExpression: 'attribute_exists(pk)',
        ExpressionAttributeValues: { ':past': Math.floor(Date.now() / 1000) - 1 },
      }),
    ),
  );

describe('forgot password: the mail', () => {
  it('says mail is on (the local runtime has its SMTP server)', async () => {
    const response = await api('GET', '/api/users/forgot-password');
    expect(response).toMatchObject({ status: 200, body: { enabled: true } });
  });

  it('mails a known email a one-time link, in plain text and HTML, and says the same sentence', async () => {
    const account = await register({ name: 'Forgetful Fran' });
    const response = await forgot(account.email);
    expect(response.status).toBe(202);
    expect(response.body).toEqual({ message: resetLinkSentMessage });

    const [mail] = await mailsTo(dataDir(), account.email);
    expect(mail?.subject).toBe('Reset your password');
    expect(mail?.from).toContain('Recipe Planner');
    const link = resetLinkIn(mail as NonNullable<typeof mail>);
    expect(link.startsWith(`${inject('baseUrl')}/reset-password?token=`)).toBe(true);
    expect(tokenOf(link)).toMatch(/^[A-Za-z0-9_-]{43}$/);
    // The mail names nobody: a name is whatever its registrant typed.
    expect(mail?.text).toMatch(/^Hello,\n/);
    expect(mail?.text).not.toContain('Forgetful Fran');
    expect(mail?.text).toContain('30 minutes');
    expect(mail?.text).toContain('If you did not ask for this, ignore this mail.');
    expect(mail?.html).toContain(`href="${link}"`);
    expect(mail?.html).toContain('If you did not ask for this, ignore this mail.');
  });

  it('answers an unknown email byte for byte alike, and mails nobody', async () => {
    const known = await register();
    const unknown = uniqueEmail('nobody');
    const [a, b] = await Promise.all([forgot(known.email), forgot(unknown)]);
    expect(b.status).toBe(a.status);
    expect(JSON.stringify(b.body)).toBe(JSON.stringify(a.body));
    expect(b.headers.get('content-length')).toBe(a.headers.get('content-length'));
    expect(await mailsTo(dataDir(), unknown)).toEqual([]);
    expect(await mailsTo(dataDir(), known.email)).toHaveLength(1);
  });

  it('finds the account whatever the case and spaces of the typed email', async () => {
    const account = await register();
    expect((await forgot(`  ${account.email.toUpperCase()} `)).status).toBe(202);
    expect(await mailsTo(dataDir(), account.email)).toHaveLength(1);
  });

  it('sends at most 3 mails an hour to one email; beyond, the answer is unchanged but nothing is sent', async () => {
    const account = await register();
    for (let index = 0; index < 5; index++) {
      const response = await forgot(account.email);
      expect(response.status, `request ${index + 1}`).toBe(202);
      expect(response.body).toEqual({ message: resetLinkSentMessage });
    }
    expect(await mailsTo(dataDir(), account.email)).toHaveLength(3);
  });

  it('refuses a malformed email with 400, and sends nothing', async () => {
    const response = await forgot('not-an-email');
    expect(response.status).toBe(400);
    expect(response.body).toMatchObject({ fields: { email: 'Invalid email address' } });
  });
});

describe('reset password with the link', () => {
  it('sets the new password, ends every session and access token, and turns off calendar links', async () => {
    const account = await signedInUser({ password: 'old-password-1' });
    const other = await login(account.email, 'old-password-1');
    const feed = await api('POST', '/api/calendar/feeds', {
      token: account.session.token,
      body: { userId: account.session.id },
    });
    expect(feed.status).toBe(200);
    expect((await fetch(feed.body.url)).status).toBe(200);

    const token = await newResetToken(account.email);
    const done = await reset(token, 'new-password-2');
    expect(done.status, JSON.stringify(done.body)).toBe(204);

    // Every session ended: both access tokens refused at once, both refresh tokens too.
    for (const session of [account.session, other]) {
      const call = await api('GET', '/api/calendar/feeds', { token: session.token });
      expect(call.status).toBe(401);
      const refresh = await api('POST', '/api/users/refresh-token', {
        body: { userId: session.id, refreshToken: session.refreshToken },
      });
      expect(refresh.status).toBe(401);
    }
    // The calendar link is gone: its address answers as any unknown one.
    expect((await fetch(feed.body.url)).status).toBe(404);
    // The old password no longer signs in; the new one does.
    const old = await api('POST', '/api/users/login', {
      body: { email: account.email, password: 'old-password-1' },
    });
    expect(old.status).toBe(401);
    expect((await login(account.email, 'new-password-2')).email).toBe(account.email);
  });

  it('works once: the same link again is refused with 400 and changes nothing', async () => {
    const account = await register({ password: 'first-password' });
    const token = await newResetToken(account.email);
    expect((await reset(token, 'second-password')).status).toBe(204);
    await expectLinkRefused(token, account, 'second-password');
  });

  it('gives one of two uses at once the reset, the other 400', async () => {
    const account = await register();
    const token = await newResetToken(account.email);
    const statuses = (await Promise.all([reset(token, 'racer-one-1'), reset(token, 'racer-two-2')])).map(
      (response) => response.status,
    );
    expect(statuses.sort()).toEqual([204, 400]);
  });

  it('refuses an expired link with 400, and the password stays', async () => {
    const account = await register({ password: 'stays-the-same' });
    const token = await newResetToken(account.email);
    await expireToken(token);
    await expectLinkRefused(token, account, 'stays-the-same');
  });

  it('ends older links once the password has changed by another one', async () => {
    const account = await register();
    const first = await newResetToken(account.email);
    const second = await newResetToken(account.email);
    expect(second).not.toBe(first);
    expect((await reset(second, 'by-the-second')).status).toBe(204);
    expect((await reset(first, 'by-the-first')).status).toBe(400);
    expect((await login(account.email, 'by-the-second')).email).toBe(account.email);
  });

  it('refuses unknown and malformed tokens and short passwords with 400', async () => {
    const unknown = await reset('A'.repeat(43), 'long-enough');
    expect(unknown.status).toBe(400);
    expect(unknown.body).toEqual(refused(invalidResetLinkMessage));
    expect((await reset('short', 'long-enough')).status).toBe(400);
    const account = await register();
    const token = await newResetToken(account.email);
    const weak = await reset(token, '12345');
    expect(weak.status).toBe(400);
    expect(weak.body).toMatchObject({ fields: { newPassword: 'Password must be at least 6 characters' } });
    // The refused try did not spend the link.
    expect((await reset(token, '123456')).status).toBe(204);
  });

  it('lifts the sign-in lock of the email', async () => {
    const account = await register();
    for (let index = 0; index < 10; index++)
      await api('POST', '/api/users/login', { body: { email: account.email, password: 'wrong-guess' } });
    const locked = await api('POST', '/api/users/login', {
      body: { email: account.email, password: account.password },
    });
    expect(locked.status).toBe(429);
    expect((await reset(await newResetToken(account.email), 'after-the-lock')).status).toBe(204);
    expect((await login(account.email, 'after-the-lock')).email).toBe(account.email);
  });
});

describe("an administrator's reset link", () => {
  it('gives a SysAdmin a one-time link for a user, which resets the password', async () => {
    const account = await register({ password: 'forgotten-one' });
    const { id } = await login(account.email, 'forgotten-one');
    const admin = await sysAdmin();
    const response = await api('POST', `/api/users/${id}/reset-link`, { token: admin.token });
    expect(response.status).toBe(200);
    expect(Object.keys(response.body)).toEqual(['url']);
    expect(response.body.url).toMatch(
      new RegExp(`^${inject('baseUrl')}/reset-password\\?token=[A-Za-z0-9_-]{43}$`),
    );
    const token = tokenOf(response.body.url);
    expect((await reset(token, 'handed-over-1')).status).toBe(204);
    expect((await reset(token, 'handed-over-2')).status).toBe(400);
    expect((await login(account.email, 'handed-over-1')).email).toBe(account.email);
  });

  it('is for a SysAdmin only: a GroupAdmin gets 403; an unknown user 404', async () => {
    const admin = await sysAdmin();
    const groupAdmin = { email: uniqueEmail('group-admin'), password: 'group-admin-1' };
    const created = await api('POST', '/api/users/add-user', {
      token: admin.token,
      body: { name: 'Group Admin', ...groupAdmin, role: 'GroupAdmin' },
    });
    expect(created.status).toBe(201);
    const session = await login(groupAdmin.email, groupAdmin.password);
    const denied = await api('POST', `/api/users/${session.id}/reset-link`, { token: session.token });
    expect(denied.status).toBe(403);
    const missing = await api('POST', '/api/users/00000000-0000-4000-8000-000000000000/reset-link', {
      token: admin.token,
    });
    expect(missing).toMatchObject({
      status: 404,
      body: { message: 'User not found', code: 'user_not_found' },
    });
  });
});

describe('limits per client address', () => {
  const refusedFromAddress = {
    status: 429,
    body: { message: expect.stringMatching(/^Too many requests from your address\. Try again in /) },
  };

  it('refuses forgot-password past its limit from one address, while another address is served', async () => {
    const flooder = newLoopbackAddress();
    const max = clientLimits.forgotPassword.perAddress.max;
    const statuses: number[] = [];
    for (let start = 0; start < max + 5; start += 5)
      statuses.push(
        ...(await Promise.all(Array.from({ length: 5 }, () => forgot(uniqueEmail('flood'), flooder)))).map(
          (response) => response.status,
        ),
      );
    expect(statuses.slice(0, max).every((status) => status === 202)).toBe(true);
    expect(statuses.slice(max)).toEqual([429, 429, 429, 429, 429]);
    const last = await forgot(uniqueEmail('flood'), flooder);
    expect(last).toMatchObject(refusedFromAddress);
    expect(Number(last.headers.get('retry-after'))).toBeGreaterThan(0);
    expect((await forgot(uniqueEmail('neighbour'))).status).toBe(202);
  });

  it('refuses reset-password guesses past its limit from one address, while another address is served', async () => {
    const guesser = newLoopbackAddress();
    const max = clientLimits.resetPassword.perAddress.max;
    const statuses: number[] = [];
    for (let index = 0; index < max + 3; index++)
      statuses.push(
        (await reset(`${'G'.repeat(40)}${String(index).padStart(3, '0')}`, 'guessing-1', guesser)).status,
      );
    expect(statuses.slice(0, max).every((status) => status === 400)).toBe(true);
    expect(statuses.slice(max)).toEqual([429, 429, 429]);
    expect(await reset('G'.repeat(43), 'guessing-1', guesser)).toMatchObject(refusedFromAddress);
    expect((await reset('H'.repeat(43), 'guessing-1')).status).toBe(400);
  });
});
