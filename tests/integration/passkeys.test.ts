import { describe, expect, inject, it } from 'vitest';
import { createSoftAuthenticator } from '../support/soft-authenticator';
import { api, signedInUser } from './support/api';
import { apiFrom, newLoopbackAddress } from './support/from-address';

const chrome =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';
const authenticator = () => createSoftAuthenticator(inject('baseUrl'));

/** A signed-in user with one passkey added through the API, as My Page adds it. */
const userWithPasskey = async () => {
  const user = await signedInUser();
  const token = user.session.token;
  const options = await api('POST', '/api/users/passkeys/registration-options', {
    token,
    body: { password: user.password },
  });
  expect(options.status).toBe(200);
  const device = authenticator();
  const { passkey, response } = device.register(options.body);
  const added = await api('POST', '/api/users/passkeys', {
    token,
    body: response,
    headers: { 'user-agent': chrome },
  });
  expect(added.status).toBe(201);
  return { user, token, device, passkey, added: added.body };
};

const signInOptions = async () => (await api('POST', '/api/users/login/passkey-options')).body;

describe('passkeys on My Page', () => {
  it('asks for a discoverable credential for this site, and lists the new passkey named after the browser', async () => {
    const user = await signedInUser();
    const options = await api('POST', '/api/users/passkeys/registration-options', {
      token: user.session.token,
      body: { password: user.password },
    });
    expect(options.body).toMatchObject({
      rp: { id: 'localhost', name: 'Recipe Planner' },
      user: { name: user.email },
      authenticatorSelection: { residentKey: 'required', userVerification: 'required' },
    });
    const { passkey, response } = authenticator().register(options.body);
    const added = await api('POST', '/api/users/passkeys', {
      token: user.session.token,
      body: response,
      headers: { 'user-agent': chrome },
    });
    expect(added.status).toBe(201);
    expect(added.body).toEqual({
      id: passkey.id,
      name: 'Chrome on Linux',
      createdAt: expect.any(String),
      lastUsedAt: null,
    });
    const listed = await api('GET', '/api/users/passkeys', { token: user.session.token });
    expect(listed.body).toEqual([added.body]);
  });

  it('refuses an answer to a challenge used already, or made for someone else', async () => {
    const user = await signedInUser();
    const other = await signedInUser();
    const options = await api('POST', '/api/users/passkeys/registration-options', {
      token: user.session.token,
      body: { password: user.password },
    });
    const { response } = authenticator().register(options.body);
    const asOther = await api('POST', '/api/users/passkeys', { token: other.session.token, body: response });
    expect(asOther.status).toBe(400);
    expect(asOther.body).toEqual({
      message: 'The passkey could not be added. Please try again.',
      code: 'passkey_not_added',
    });
    // The other user's try used the challenge up.
    const again = await api('POST', '/api/users/passkeys', { token: user.session.token, body: response });
    expect(again.status).toBe(400);
    expect((await api('GET', '/api/users/passkeys', { token: user.session.token })).body).toEqual([]);
  });

  it('renames (1 to 60 characters) and removes; another user finds nothing', async () => {
    const { token, passkey } = await userWithPasskey();
    const path = `/api/users/passkeys/${passkey.id}`;
    const renamed = await api('PUT', path, { token, body: { name: '  Kitchen laptop ' } });
    expect(renamed.body).toMatchObject({ id: passkey.id, name: 'Kitchen laptop' });
    expect((await api('PUT', path, { token, body: { name: '' } })).status).toBe(400);
    expect((await api('PUT', path, { token, body: { name: 'x'.repeat(61) } })).body).toMatchObject({
      fields: { name: 'Name must be at most 60 characters' },
    });
    const stranger = await signedInUser();
    expect((await api('PUT', path, { token: stranger.session.token, body: { name: 'Mine' } })).status).toBe(
      404,
    );
    expect((await api('DELETE', path, { token: stranger.session.token })).status).toBe(404);
    expect((await api('DELETE', path, { token })).status).toBe(204);
    expect((await api('GET', '/api/users/passkeys', { token })).body).toEqual([]);
    expect((await api('DELETE', path, { token })).status).toBe(404);
  });
});

describe('signing in with a passkey', () => {
  it('needs no email: the passkey signs its user in, and its last use is recorded', async () => {
    const { user, token, device, passkey } = await userWithPasskey();
    const options = await signInOptions();
    expect(options).toMatchObject({ rpId: 'localhost', userVerification: 'required' });
    expect(options.allowCredentials ?? []).toEqual([]);
    const signedIn = await api('POST', '/api/users/login/passkey', { body: device.signIn(passkey, options) });
    expect(signedIn.status).toBe(200);
    expect(signedIn.body).toMatchObject({
      email: user.email,
      token: expect.any(String),
      refreshToken: expect.any(String),
    });
    const [listed] = (await api('GET', '/api/users/passkeys', { token })).body;
    expect(listed.lastUsedAt).toEqual(expect.any(String));
  });

  it('answers in cookie mode as login does', async () => {
    const { device, passkey } = await userWithPasskey();
    const signedIn = await api('POST', '/api/users/login/passkey', {
      body: device.signIn(passkey, await signInOptions()),
      headers: { 'x-refresh-token-mode': 'cookie' },
    });
    expect(signedIn.status).toBe(200);
    expect(signedIn.body.refreshToken).toBeUndefined();
    expect(signedIn.headers.get('set-cookie')).toContain('refresh_token=');
  });

  it('refuses a replayed answer, an unknown passkey, a removed one, and a forged signature', async () => {
    const { token, device, passkey } = await userWithPasskey();
    const answer = device.signIn(passkey, await signInOptions());
    expect((await api('POST', '/api/users/login/passkey', { body: answer })).status).toBe(200);
    const replay = await api('POST', '/api/users/login/passkey', { body: answer });
    expect(replay.status).toBe(401);

    const forged = device.signIn(passkey, await signInOptions());
    forged.response.signature = Buffer.from('not a signature').toString('base64url');
    expect((await api('POST', '/api/users/login/passkey', { body: forged })).status).toBe(401);

    const stranger = authenticator().register({ challenge: 'x', user: { id: 'eA' } }).passkey;
    const unknown = await api('POST', '/api/users/login/passkey', {
      body: device.signIn(stranger, await signInOptions()),
    });
    expect(unknown).toMatchObject({
      status: 401,
      body: { message: 'This passkey is not registered here.', code: 'unknown_passkey' },
    });

    await api('DELETE', `/api/users/passkeys/${passkey.id}`, { token });
    const removed = await api('POST', '/api/users/login/passkey', {
      body: device.signIn(passkey, await signInOptions()),
    });
    expect(removed).toMatchObject({
      status: 401,
      body: { message: 'This passkey is not registered here.', code: 'unknown_passkey' },
    });
  });

  it('refuses a signature counter that went back (a cloned authenticator)', async () => {
    const { device, passkey } = await userWithPasskey();
    expect(
      (
        await api('POST', '/api/users/login/passkey', {
          body: device.signIn(passkey, await signInOptions(), 5),
        })
      ).status,
    ).toBe(200);
    const cloned = await api('POST', '/api/users/login/passkey', {
      body: device.signIn(passkey, await signInOptions(), 3),
    });
    expect(cloned.status).toBe(401);
  });

  it('refuses malformed answers with 400', async () => {
    for (const body of [
      {},
      { id: 'a b', rawId: 'x', type: 'public-key', response: {}, clientExtensionResults: {} },
    ]) {
      const response = await api('POST', '/api/users/login/passkey', { body });
      expect(response.status).toBe(400);
      expect(response.body.message).toEqual(expect.any(String));
    }
  });

  it('limits sign-in options per address, while another address is still served', async () => {
    const flooding = newLoopbackAddress();
    const answers = [];
    for (let index = 0; index < 61; index++)
      answers.push((await apiFrom(flooding, 'POST', '/api/users/login/passkey-options')).status);
    expect(answers.slice(0, 60).every((status) => status === 200)).toBe(true);
    expect(answers[60]).toBe(429);
    expect((await apiFrom(newLoopbackAddress(), 'POST', '/api/users/login/passkey-options')).status).toBe(
      200,
    );
  });
});
