import { describe, expect, it } from 'vitest';
import { api } from '../integration/support/api';
import { apiFrom, newLoopbackAddress } from '../integration/support/from-address';
import { twoStepUser } from '../integration/support/two-step';
import { totpCode } from '../support/totp-codes';

/**
 * Two-step sign-in cannot be stepped around: the password alone yields nothing that opens a signed-in
 * route or a session, and the codes are limited per email (with passwords) and per address.
 */
const loginPath = '/api/users/login';
const secondStepPath = '/api/users/login/second-step';

describe('the second step', () => {
  it('is all a right password gets: no token, refresh token or cookie, in either mode', async () => {
    const user = await twoStepUser();
    for (const headers of [undefined, { 'x-refresh-token-mode': 'cookie' }]) {
      const answer = await api('POST', loginPath, {
        body: { email: user.email, password: user.password },
        headers,
      });
      expect(answer.status).toBe(200);
      expect(Object.keys(answer.body).sort()).toEqual(['challenge', 'secondStepRequired']);
      expect(answer.headers.get('set-cookie')).toBeNull();
    }
  });

  it('cannot be skipped by calling signed-in or token routes with the challenge', async () => {
    const user = await twoStepUser();
    const { challenge } = (
      await api('POST', loginPath, { body: { email: user.email, password: user.password } })
    ).body;
    expect((await api('GET', '/api/users/passkeys', { token: challenge })).status).toBe(401);
    expect((await api('GET', '/api/recipes', { token: challenge })).status).toBe(401);
    const refresh = await api('POST', '/api/users/refresh-token', {
      body: { userId: user.session.id, refreshToken: challenge },
    });
    expect(refresh.status).toBe(401);
    const cookieRefresh = await api('POST', '/api/users/refresh-token', {
      body: { userId: user.session.id },
      headers: { 'x-refresh-token-mode': 'cookie', cookie: `refresh_token=${challenge}` },
    });
    expect(cookieRefresh.status).toBe(401);
    // Still waiting for its code.
    const second = await api('POST', secondStepPath, { body: { challenge, code: totpCode(user.secret) } });
    expect(second.status).toBe(200);
  });

  it('counts wrong codes against the email as wrong passwords: ten attempts lock it, a right password too', async () => {
    const user = await twoStepUser();
    const address = newLoopbackAddress();
    const passwordStep = async () =>
      apiFrom(address, 'POST', loginPath, { email: user.email, password: user.password });
    const wrongCodes = async (challenge: string, count: number) => {
      for (let index = 0; index < count; index++) {
        const wrong = await apiFrom(address, 'POST', secondStepPath, { challenge, code: '000000' });
        expect(wrong.status).toBe(401);
      }
    };
    // Attempts on the email: 1 + 5 + 1 + 3 = 10, the last of which locks it.
    await wrongCodes((await passwordStep()).body.challenge, 5);
    await wrongCodes((await passwordStep()).body.challenge, 3);
    const locked = await passwordStep();
    expect(locked.status).toBe(429);
    expect(locked.body).toEqual({
      message: 'Too many failed password attempts. Please try again later.',
      code: 'too_many_attempts',
    });
  });

  it('is limited per address, while another address is still served', async () => {
    const flooding = newLoopbackAddress();
    const statuses: number[] = [];
    for (let index = 0; index < 31; index++)
      statuses.push(
        (await apiFrom(flooding, 'POST', secondStepPath, { challenge: `made-up-${index}`, code: '123456' }))
          .status,
      );
    expect(statuses.slice(0, 30).every((status) => status === 401)).toBe(true);
    expect(statuses[30]).toBe(429);
    const other = await apiFrom(newLoopbackAddress(), 'POST', secondStepPath, {
      challenge: 'made-up',
      code: '123456',
    });
    expect(other.status).toBe(401);
  });
});
