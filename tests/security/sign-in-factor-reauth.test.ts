import { describe, expect, it } from 'vitest';
import { api, refusedField, signedInUser } from '../integration/support/api';

/**
 * A session alone (an unlocked phone, a stolen cookie) must not add a way to sign in that a
 * password reset would leave in place: adding a passkey and turning on two-step sign-in take the
 * account's password again (issue 25's review).
 */
describe('adding a way to sign in takes the password again', () => {
  it.each([
    ['a passkey', '/api/users/passkeys/registration-options'],
    ['two-step sign-in', '/api/users/two-step/setup'],
  ])('refuses to start adding %s with the session alone or a wrong password', async (_what, path) => {
    const user = await signedInUser();
    const token = user.session.token;
    const bare = await api('POST', path, { token });
    expect(bare.status).toBe(400);
    const wrong = await api('POST', path, { token, body: { password: 'not-the-password-1' } });
    expect(wrong).toMatchObject({ status: 400, body: refusedField('password', 'Password is incorrect.') });
    const right = await api('POST', path, { token, body: { password: user.password } });
    expect(right.status).toBe(200);
  });

  it('leaves two-step sign-in off and adds no passkey when the password is wrong', async () => {
    const user = await signedInUser();
    const token = user.session.token;
    await api('POST', '/api/users/two-step/setup', { token, body: { password: 'not-the-password-1' } });
    expect((await api('GET', '/api/users/two-step', { token })).body).toEqual({
      enabled: false,
      recoveryCodesLeft: 0,
    });
    expect((await api('GET', '/api/users/passkeys', { token })).body).toEqual([]);
  });
});
