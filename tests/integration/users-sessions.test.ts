import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { decodeJwt, SignJWT, UnsecuredJWT } from 'jose';
import { describe, expect, inject, it } from 'vitest';
import type { Session } from '#shared/users/user-schemas';
import { api, login, sharedSignedInUser, signedInUser } from './support/api';
import { putStoredItem } from './support/stored-items';

const refresh = (userId: string, refreshToken: string) =>
  api('POST', '/api/users/refresh-token', { body: { userId, refreshToken } });

interface ForgedTokenParts {
  audience?: string;
  issuedAt?: number;
  expiresAt?: number | string;
}

const invalidRefresh = {
  message: 'Invalid or expired refresh token. Please sign in again.',
  code: 'invalid_refresh_token',
};

/**
 * Sends the session's first (spent) refresh token again, as a thief would: it is refused, and the
 * legitimate holder's newest token is revoked too, the whole family gone.
 */
const expectFamilyRevokedByReplay = async (session: Session, newest: string) => {
  const replay = await refresh(session.id, session.refreshToken);
  expect(replay.status).toBe(401);
  expect(replay.body).toEqual(invalidRefresh);
  expect((await refresh(session.id, newest)).status).toBe(401);
};

describe('POST /api/users/refresh-token', () => {
  it('rotates: returns a new access and refresh token, and the new pair works', async () => {
    const { session } = await signedInUser({ name: 'Rotating' });
    const first = await refresh(session.id, session.refreshToken);
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({
      id: session.id,
      name: 'Rotating',
      email: session.email,
      role: 'User',
    });
    expect(first.body.refreshToken).not.toBe(session.refreshToken);
    const second = await refresh(session.id, first.body.refreshToken);
    expect(second.status).toBe(200);
    const me = await api('PUT', '/api/users/update', {
      token: second.body.token,
      body: { name: 'Still Me', avatar: null },
    });
    expect(me.status).toBe(200);
  });

  it('answers a spent token sent again at once (a reload, a second tab) with the same unused successor', async () => {
    const { session } = await signedInUser();
    const rotated = await refresh(session.id, session.refreshToken);
    expect(rotated.status).toBe(200);

    const again = await refresh(session.id, session.refreshToken);
    expect(again.status).toBe(200);
    expect(again.body.refreshToken).toBe(rotated.body.refreshToken);
    expect(again.body.token).toEqual(expect.any(String));
    // The successor was not spent by being answered twice: it rotates on as usual.
    const next = await refresh(session.id, rotated.body.refreshToken);
    expect(next.status).toBe(200);
    expect(next.body.refreshToken).not.toBe(rotated.body.refreshToken);
  });

  it('treats a spent token sent again after its successor was used as theft, and revokes the whole family', async () => {
    const { session } = await signedInUser();
    const rotated = await refresh(session.id, session.refreshToken);
    const newest = await refresh(session.id, rotated.body.refreshToken);
    expect(newest.status).toBe(200);

    await expectFamilyRevokedByReplay(session, newest.body.refreshToken);
  });

  it('treats a spent token sent again after the grace period as theft, and revokes the whole family', async () => {
    const { session } = await signedInUser();
    const rotated = await refresh(session.id, session.refreshToken);
    expect(rotated.status).toBe(200);
    // The token as the table holds it, spent a minute ago.
    const now = Math.floor(Date.now() / 1000);
    await putStoredItem({
      pk: `REFRESH#${createHash('sha256').update(session.refreshToken).digest('hex')}`,
      sk: 'REFRESH',
      type: 'RefreshToken',
      userId: session.id,
      sessionId: decodeJwt(rotated.body.token).sid,
      issuedAt: now - 120,
      spentAt: now - 60,
      ttl: now + 3600,
    });

    await expectFamilyRevokedByReplay(session, rotated.body.refreshToken);
  });

  it('gives nothing to a spent token sent again at once after its session logged out', async () => {
    const { session } = await signedInUser();
    const rotated = await refresh(session.id, session.refreshToken);
    await api('POST', '/api/users/logout', { body: { refreshToken: rotated.body.refreshToken } });

    expect(await refresh(session.id, session.refreshToken)).toMatchObject({
      status: 401,
      body: invalidRefresh,
    });
  });

  it('gives two concurrent uses of one token the same successor, which then rotates once', async () => {
    const { session } = await signedInUser();
    const [a, b] = await Promise.all([
      refresh(session.id, session.refreshToken),
      refresh(session.id, session.refreshToken),
    ]);
    expect([a.status, b.status]).toEqual([200, 200]);
    expect(a.body.refreshToken).toBe(b.body.refreshToken);
    expect((await refresh(session.id, a.body.refreshToken)).status).toBe(200);
  });

  it("refuses another user's id, an unknown token and malformed bodies", async () => {
    const alice = await signedInUser();
    const bob = await signedInUser();
    expect(await refresh(bob.session.id, alice.session.refreshToken)).toMatchObject({
      status: 401,
      body: invalidRefresh,
    });
    expect(await refresh(alice.session.id, 'not-a-real-token')).toMatchObject({
      status: 401,
      body: invalidRefresh,
    });
    const missing = await api('POST', '/api/users/refresh-token', {
      body: { refreshToken: alice.session.refreshToken },
    });
    expect(missing.status).toBe(400);
    expect(missing.body.fields).toHaveProperty('userId');
    // Bob's rejected attempt did not spend Alice's token.
    expect((await refresh(alice.session.id, alice.session.refreshToken)).status).toBe(200);
  });
});

describe('POST /api/users/logout', () => {
  it('revokes the session server-side; logging out twice is fine', async () => {
    const { session } = await signedInUser();
    const out = await api('POST', '/api/users/logout', { body: { refreshToken: session.refreshToken } });
    expect(out.status).toBe(204);
    expect((await refresh(session.id, session.refreshToken)).status).toBe(401);
    expect(
      (await api('POST', '/api/users/logout', { body: { refreshToken: session.refreshToken } })).status,
    ).toBe(204);
  });

  it('ends only that session', async () => {
    const user = await signedInUser();
    const other = await login(user.email, user.password);
    await api('POST', '/api/users/logout', { body: { refreshToken: user.session.refreshToken } });
    expect((await refresh(other.id, other.refreshToken)).status).toBe(200);
  });
});

describe('access tokens', () => {
  // Each forged token below is refused, so the account they name is left as it was.
  const forgedFor = sharedSignedInUser();
  const secret = () =>
    new TextEncoder().encode(readFileSync(join(inject('dataDir'), 'jwt-secret'), 'utf8').trim());
  const claimsOf = (session: { id: string; email: string }) => ({
    email: session.email,
    name: 'Forged',
    role: 'SysAdmin',
    avatar: null,
    sid: 'x',
  });
  /** A token claiming SysAdmin for the session's user, with the API's issuer; the test signs it. */
  const forgedToken = (
    session: { id: string; email: string },
    { audience = 'recipe-planner-api', issuedAt, expiresAt = '10m' }: ForgedTokenParts = {},
  ) => {
    const token = new SignJWT(claimsOf(session))
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(session.id)
      .setIssuer('recipe-planner')
      .setAudience(audience)
      .setExpirationTime(expiresAt);
    return issuedAt === undefined ? token : token.setIssuedAt(issuedAt);
  };
  const callWith = (token: string) =>
    api('PUT', '/api/users/update', { token, body: { name: 'Forged', avatar: null } });

  it('refuses an expired token', async () => {
    const { session } = forgedFor();
    const now = Math.floor(Date.now() / 1000);
    const expired = await forgedToken(session, { issuedAt: now - 3600, expiresAt: now - 60 }).sign(secret());
    const response = await callWith(expired);
    expect(response.status).toBe(401);
    expect(response.body).toEqual({
      message: 'Your session has expired. Please sign in again.',
      code: 'session_expired',
    });
  });

  it('refuses a token signed with another key, an unsigned one, and a refresh token', async () => {
    const { session } = forgedFor();
    const otherKey = await forgedToken(session).sign(
      new TextEncoder().encode('another-secret-another-secret-another-secret'),
    );
    const unsigned = new UnsecuredJWT(claimsOf(session))
      .setSubject(session.id)
      .setIssuer('recipe-planner')
      .setAudience('recipe-planner-api')
      .setExpirationTime('10m')
      .encode();
    for (const token of [otherKey, unsigned, session.refreshToken]) {
      const response = await callWith(token);
      expect(response.status).toBe(401);
      expect(response.body).toEqual({ message: 'Invalid access token', code: 'invalid_access_token' });
    }
  });

  it('refuses a token for another audience or issuer, even when signed with the right key', async () => {
    const { session } = forgedFor();
    const wrongAudience = await forgedToken(session, { audience: 'someone-else' }).sign(secret());
    expect((await callWith(wrongAudience)).status).toBe(401);
  });
});

const sessionEnded = { message: 'Your session has ended. Please sign in again.', code: 'session_ended' };
const updateProfile = (token: string) =>
  api('PUT', '/api/users/update', { token, body: { name: 'Still Here', avatar: null } });

describe('access tokens end with their session', () => {
  it('refuses the access token of a session that logged out', async () => {
    const { session } = await signedInUser();
    expect((await updateProfile(session.token)).status).toBe(200);
    await api('POST', '/api/users/logout', { body: { refreshToken: session.refreshToken } });
    expect(await updateProfile(session.token)).toMatchObject({ status: 401, body: sessionEnded });
    // Every function checks it, not only the one that ended the session.
    const recipes = await api('GET', '/api/recipes/user', { token: session.token });
    expect(recipes).toMatchObject({ status: 401, body: sessionEnded });
  });

  it("refuses the other sessions' access tokens after a password change, and keeps the caller's", async () => {
    const user = await signedInUser({ password: 'password-1' });
    const other = await login(user.email, user.password);
    expect((await updateProfile(other.token)).status).toBe(200); // now known live here
    const changed = await api('PUT', '/api/users/change-password', {
      token: user.session.token,
      body: { oldPassword: 'password-1', newPassword: 'password-2' },
    });
    expect(changed.status).toBe(204);
    expect(await updateProfile(other.token)).toMatchObject({ status: 401, body: sessionEnded });
    expect((await updateProfile(user.session.token)).status).toBe(200);
  });

  it('refuses every access token of a session whose refresh token was reused', async () => {
    const { session } = await signedInUser();
    const rotated = await refresh(session.id, session.refreshToken);
    expect((await updateProfile(rotated.body.token)).status).toBe(200);
    expect((await refresh(session.id, rotated.body.refreshToken)).status).toBe(200);
    expect((await refresh(session.id, session.refreshToken)).status).toBe(401);
    for (const token of [session.token, rotated.body.token])
      expect(await updateProfile(token)).toMatchObject({ status: 401, body: sessionEnded });
  });

  it('refuses a validly signed token whose session never existed', async () => {
    const { session } = await signedInUser();
    const secret = new TextEncoder().encode(
      readFileSync(join(inject('dataDir'), 'jwt-secret'), 'utf8').trim(),
    );
    const token = await new SignJWT({
      email: session.email,
      name: session.name,
      role: session.role,
      avatar: null,
      sid: 'no-such-session',
    })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(session.id)
      .setIssuer('recipe-planner')
      .setAudience('recipe-planner-api')
      .setExpirationTime('5m')
      .sign(secret);
    expect(await updateProfile(token)).toMatchObject({ status: 401, body: sessionEnded });
  });
});

const cookieMode = { 'x-refresh-token-mode': 'cookie' };
/** The Set-Cookie headers of a response, by path. */
const setCookies = (headers: Headers) =>
  Object.fromEntries(
    headers.getSetCookie().map((cookie) => [/Path=([^;]+)/.exec(cookie)?.[1] ?? '', cookie] as const),
  );
const tokenOf = (cookie: string | undefined) => /^refresh_token=([^;]*)/.exec(cookie ?? '')?.[1];
const cookieHeader = (token: string) => ({ cookie: `refresh_token=${token}` });
/** A refresh as the web app sends it in cookie mode: the user's id in the body, the token in the cookie. */
const cookieRefresh = (userId: string, token: string) =>
  api('POST', '/api/users/refresh-token', {
    body: { userId },
    headers: { ...cookieMode, ...cookieHeader(token) },
  });

const cookieLogin = async () => {
  const account = await signedInUser();
  const response = await api('POST', '/api/users/login', {
    body: { email: account.email, password: account.password },
    headers: cookieMode,
  });
  expect(response.status).toBe(200);
  const cookies = setCookies(response.headers);
  return { account, response, cookies, token: tokenOf(cookies['/api/users/refresh-token']) ?? '' };
};

describe('cookie mode (x-refresh-token-mode: cookie)', () => {
  it('sets the refresh token as an HttpOnly, Secure, SameSite=Strict cookie for refresh and logout only', async () => {
    const { response, cookies, token } = await cookieLogin();
    expect(Object.keys(cookies).sort()).toEqual(['/api/users/logout', '/api/users/refresh-token']);
    for (const cookie of Object.values(cookies)) {
      const attributes = cookie.split(';').map((part) => part.trim());
      expect(attributes).toEqual(
        expect.arrayContaining(['HttpOnly', 'Secure', 'SameSite=Strict', `Max-Age=${30 * 24 * 3600}`]),
      );
      expect(tokenOf(cookie)).toBe(token);
    }
    expect(token.length).toBeGreaterThan(20);
    expect(response.body).not.toHaveProperty('refreshToken');
    expect(response.body).toMatchObject({ role: 'User', token: expect.any(String) });
  });

  it('refreshes with the cookie alone, rotating it, and the new pair works', async () => {
    const { response, token } = await cookieLogin();
    const userId = response.body.id;
    const first = await cookieRefresh(userId, token);
    expect(first.status).toBe(200);
    expect(first.body).not.toHaveProperty('refreshToken');
    const next = tokenOf(setCookies(first.headers)['/api/users/refresh-token']) ?? '';
    expect(next).toBeTruthy();
    expect(next).not.toBe(token);
    expect((await updateProfile(first.body.token)).status).toBe(200);
    const refreshWith = (cookie: string) => cookieRefresh(userId, cookie);
    // The old cookie sent again at once (a page reloaded before it stored the new one) gets the same new one.
    const again = await refreshWith(token);
    expect(again.status).toBe(200);
    expect(tokenOf(setCookies(again.headers)['/api/users/refresh-token'])).toBe(next);
    // Once the new cookie is used, the old one is spent for good: presenting it is reuse and ends the session.
    expect((await refreshWith(next)).status).toBe(200);
    expect(await refreshWith(token)).toMatchObject({ status: 401, body: invalidRefresh });
    expect(await updateProfile(first.body.token)).toMatchObject({ status: 401, body: sessionEnded });
  });

  it('refuses a cookie sent without the mode header (CSRF), and does not spend it', async () => {
    const { response, token } = await cookieLogin();
    const forged = await api('POST', '/api/users/refresh-token', {
      body: { userId: response.body.id },
      headers: cookieHeader(token),
    });
    expect(forged).toMatchObject({
      status: 403,
      body: { message: 'A refresh-token cookie is accepted only with the x-refresh-token-mode header.' },
    });
    const logout = await api('POST', '/api/users/logout', { body: {}, headers: cookieHeader(token) });
    expect(logout.status).toBe(403);
    const real = await cookieRefresh(response.body.id, token);
    expect(real.status).toBe(200);
  });

  it('answers 401 to a cookie-mode refresh without a cookie, so the app signs out', async () => {
    const { response } = await cookieLogin();
    const refused = await api('POST', '/api/users/refresh-token', {
      body: { userId: response.body.id },
      headers: cookieMode,
    });
    expect(refused).toMatchObject({ status: 401, body: invalidRefresh });
  });

  it('logs out with the cookie: revokes the session and clears both cookies', async () => {
    const { response, token } = await cookieLogin();
    const out = await api('POST', '/api/users/logout', {
      body: {},
      headers: { ...cookieMode, ...cookieHeader(token) },
    });
    expect(out.status).toBe(204);
    const cleared = setCookies(out.headers);
    expect(Object.keys(cleared).sort()).toEqual(['/api/users/logout', '/api/users/refresh-token']);
    for (const cookie of Object.values(cleared)) {
      expect(tokenOf(cookie)).toBe('');
      expect(cookie).toContain('Max-Age=0');
    }
    expect(await updateProfile(response.body.token)).toMatchObject({ status: 401, body: sessionEnded });
    const after = await cookieRefresh(response.body.id, token);
    expect(after.status).toBe(401);
  });

  it('moves a refresh token from the body into the cookie (a web app upgrading from stored tokens)', async () => {
    const { session } = await signedInUser();
    const moved = await api('POST', '/api/users/refresh-token', {
      body: { userId: session.id, refreshToken: session.refreshToken },
      headers: cookieMode,
    });
    expect(moved.status).toBe(200);
    expect(moved.body).not.toHaveProperty('refreshToken');
    const token = tokenOf(setCookies(moved.headers)['/api/users/refresh-token']) ?? '';
    const next = await cookieRefresh(session.id, token);
    expect(next.status).toBe(200);
  });

  it("leaves API clients that do not ask with the spec's body fields and no cookie", async () => {
    const account = await signedInUser();
    const response = await api('POST', '/api/users/login', {
      body: { email: account.email, password: account.password },
    });
    expect(response.body).toEqual({
      id: expect.any(String),
      name: 'Test User',
      email: account.email,
      role: 'User',
      avatar: null,
      language: null,
      token: expect.any(String),
      refreshToken: expect.any(String),
      expiresAt: expect.any(Number),
    });
    expect(response.headers.getSetCookie()).toEqual([]);
    const rotated = await refresh(response.body.id, response.body.refreshToken);
    expect(rotated.body.refreshToken).toEqual(expect.any(String));
    expect(rotated.headers.getSetCookie()).toEqual([]);
    const missing = await api('POST', '/api/users/logout', { body: {} });
    expect(missing).toMatchObject({
      status: 400,
      body: { fields: { refreshToken: 'Refresh token is required' } },
    });
    const noToken = await api('POST', '/api/users/refresh-token', { body: { userId: response.body.id } });
    expect(noToken).toMatchObject({
      status: 400,
      body: { fields: { refreshToken: 'Refresh token is required' } },
    });
  });
});
