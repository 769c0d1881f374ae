import { createHash, randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { totpCode } from '../support/totp-codes';
import { api, signedInUser } from './support/api';
import { putStoredItem } from './support/stored-items';
import { twoStepUser } from './support/two-step';

const loginPath = '/api/users/login';
const secondStepPath = '/api/users/login/second-step';

const passwordStep = async (email: string, password: string, headers?: Record<string, string>) => {
  const answer = await api('POST', loginPath, { body: { email, password }, headers });
  expect(answer.status).toBe(200);
  return answer.body.challenge as string;
};

describe('turning two-step sign-in on and off (My Page)', () => {
  it('gives a 160-bit base32 secret and its otpauth URI, confirms it with a code, and shows 10 recovery codes once', async () => {
    const user = await signedInUser();
    const token = user.session.token;
    expect((await api('GET', '/api/users/two-step', { token })).body).toEqual({
      enabled: false,
      recoveryCodesLeft: 0,
    });

    const setup = await api('POST', '/api/users/two-step/setup', {
      token,
      body: { password: user.password },
    });
    expect(setup.status).toBe(200);
    expect(setup.body.secret).toMatch(/^[A-Z2-7]{4}( [A-Z2-7]{4})*$/);
    const plain = setup.body.secret.replace(/ /g, '');
    expect(plain.length * 5).toBeGreaterThanOrEqual(160);
    const uri = new URL(setup.body.otpauthUrl);
    expect(uri.protocol).toBe('otpauth:');
    expect(uri.searchParams.get('secret')).toBe(plain);
    expect(uri.searchParams.get('issuer')).toBe('Recipe Planner');
    // Not on until a code confirms it.
    expect(
      (await api('POST', loginPath, { body: { email: user.email, password: user.password } })).body.token,
    ).toEqual(expect.any(String));

    const wrong = await api('POST', '/api/users/two-step/enable', { token, body: { code: '000000' } });
    expect(wrong.status).toBe(400);
    expect(wrong.body).toMatchObject({ fields: { code: 'Invalid code.' } });
    const enabled = await api('POST', '/api/users/two-step/enable', {
      token,
      body: { code: totpCode(plain) },
    });
    expect(enabled.status).toBe(200);
    expect(enabled.body.recoveryCodes).toHaveLength(10);
    expect(new Set(enabled.body.recoveryCodes).size).toBe(10);
    expect((await api('GET', '/api/users/two-step', { token })).body).toEqual({
      enabled: true,
      recoveryCodesLeft: 10,
    });
    expect(
      (await api('POST', '/api/users/two-step/setup', { token, body: { password: user.password } })).status,
    ).toBe(409);
  });

  it('turns off with the password only, and then a password signs in alone again', async () => {
    const user = await twoStepUser();
    const token = user.session.token;
    const wrong = await api('DELETE', '/api/users/two-step', { token, body: { password: 'not-it-1' } });
    expect(wrong).toMatchObject({ status: 400, body: { fields: { password: 'Password is incorrect.' } } });
    expect((await api('GET', '/api/users/two-step', { token })).body.enabled).toBe(true);
    expect(
      (await api('DELETE', '/api/users/two-step', { token, body: { password: user.password } })).status,
    ).toBe(204);
    expect((await api('GET', '/api/users/two-step', { token })).body).toEqual({
      enabled: false,
      recoveryCodesLeft: 0,
    });
    const signedIn = await api('POST', loginPath, { body: { email: user.email, password: user.password } });
    expect(signedIn.body).toMatchObject({ email: user.email, token: expect.any(String) });
  });
});

describe('signing in with two-step sign-in on', () => {
  it('answers a challenge and no tokens to the password, then the session to a code', async () => {
    const user = await twoStepUser();
    const answer = await api('POST', loginPath, { body: { email: user.email, password: user.password } });
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({ secondStepRequired: true, challenge: expect.any(String) });
    expect(answer.headers.get('set-cookie')).toBeNull();

    const second = await api('POST', secondStepPath, {
      body: { challenge: answer.body.challenge, code: totpCode(user.secret) },
    });
    expect(second.status).toBe(200);
    expect(second.body).toMatchObject({
      email: user.email,
      token: expect.any(String),
      refreshToken: expect.any(String),
    });
    // A real session: its refresh token rotates.
    const refreshed = await api('POST', '/api/users/refresh-token', {
      body: { userId: second.body.id, refreshToken: second.body.refreshToken },
    });
    expect(refreshed.status).toBe(200);
  });

  it('answers in cookie mode as login does, when the password step asked for it', async () => {
    const user = await twoStepUser();
    const cookieMode = { 'x-refresh-token-mode': 'cookie' };
    const challenge = await passwordStep(user.email, user.password, cookieMode);
    const second = await api('POST', secondStepPath, {
      body: { challenge, code: totpCode(user.secret) },
      headers: cookieMode,
    });
    expect(second.status).toBe(200);
    expect(second.body.refreshToken).toBeUndefined();
    expect(second.headers.get('set-cookie')).toContain('refresh_token=');
  });

  it('refuses a code used already, and takes the next one', async () => {
    const user = await twoStepUser();
    const code = totpCode(user.secret);
    const first = await passwordStep(user.email, user.password);
    expect((await api('POST', secondStepPath, { body: { challenge: first, code } })).status).toBe(200);
    const second = await passwordStep(user.email, user.password);
    const replay = await api('POST', secondStepPath, { body: { challenge: second, code } });
    expect(replay).toMatchObject({ status: 401, body: { message: 'Invalid code.', code: 'invalid_code' } });
    const next = await api('POST', secondStepPath, {
      body: { challenge: second, code: totpCode(user.secret, 1) },
    });
    expect(next.status).toBe(200);
  });

  it('takes each recovery code once, typed any way', async () => {
    const user = await twoStepUser();
    const [recoveryCode] = user.recoveryCodes as [string];
    const first = await passwordStep(user.email, user.password);
    const typed = ` ${recoveryCode.toUpperCase().replace(/-/g, ' ')} `;
    expect((await api('POST', secondStepPath, { body: { challenge: first, code: typed } })).status).toBe(200);
    expect(
      (await api('GET', '/api/users/two-step', { token: user.session.token })).body.recoveryCodesLeft,
    ).toBe(9);
    const second = await passwordStep(user.email, user.password);
    const again = await api('POST', secondStepPath, { body: { challenge: second, code: recoveryCode } });
    expect(again).toMatchObject({ status: 401, body: { message: 'Invalid code.', code: 'invalid_code' } });
  });

  it('uses a challenge once, and refuses it after five wrong codes', async () => {
    const user = await twoStepUser();
    const challenge = await passwordStep(user.email, user.password);
    expect(
      (await api('POST', secondStepPath, { body: { challenge, code: totpCode(user.secret) } })).status,
    ).toBe(200);
    const reused = await api('POST', secondStepPath, { body: { challenge, code: totpCode(user.secret, 1) } });
    expect(reused).toMatchObject({
      status: 401,
      body: { message: 'This sign-in has expired. Please sign in again.', code: 'second_step_expired' },
    });

    const guessed = await passwordStep(user.email, user.password);
    for (let attempt = 0; attempt < 5; attempt++) {
      const wrong = await api('POST', secondStepPath, { body: { challenge: guessed, code: '000000' } });
      expect(wrong).toMatchObject({ status: 401, body: { message: 'Invalid code.', code: 'invalid_code' } });
    }
    const late = await api('POST', secondStepPath, {
      body: { challenge: guessed, code: totpCode(user.secret, 1) },
    });
    expect(late).toMatchObject({
      status: 401,
      body: { message: 'This sign-in has expired. Please sign in again.', code: 'second_step_expired' },
    });
  });

  it('refuses an expired challenge, one of another mode, and an unknown one', async () => {
    const user = await twoStepUser();
    const challenge = randomBytes(32).toString('base64url');
    await putStoredItem({
      pk: `CHALLENGE#${createHash('sha256').update(challenge).digest('hex')}`,
      sk: 'CHALLENGE',
      type: 'SignInChallenge',
      purpose: 'second-step',
      userId: user.session.id,
      cookieMode: false,
      tries: 0,
      expiresAt: Math.floor(Date.now() / 1000) - 1,
    });
    const expired = await api('POST', secondStepPath, { body: { challenge, code: totpCode(user.secret) } });
    expect(expired.status).toBe(401);

    const bodyMode = await passwordStep(user.email, user.password);
    const otherMode = await api('POST', secondStepPath, {
      body: { challenge: bodyMode, code: totpCode(user.secret) },
      headers: { 'x-refresh-token-mode': 'cookie' },
    });
    expect(otherMode.status).toBe(401);
    expect(
      (await api('POST', secondStepPath, { body: { challenge: 'made-up', code: '123456' } })).status,
    ).toBe(401);
  });

  it.each([
    [{}, 'challenge'],
    [{ challenge: 'c' }, 'code'],
    [{ challenge: 'c', code: '' }, 'code'],
    [{ challenge: 'c', code: 'x'.repeat(33) }, 'code'],
  ])('refuses %j with 400', async (body, field) => {
    const response = await api('POST', secondStepPath, { body });
    expect(response.status).toBe(400);
    expect(response.body.fields).toHaveProperty(field);
  });
});
