import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { SignJWT, UnsecuredJWT } from 'jose';
import { describe, expect, inject, it } from 'vitest';
import { api, signedInUser } from './support/api';

const refresh = (userId: string, refreshToken: string) =>
  api('POST', '/api/users/refresh-token', { body: { userId, refreshToken } });

interface ForgedTokenParts {
  audience?: string;
  issuedAt?: number;
  expiresAt?: number | string;
}

const invalidRefresh = { message: 'Invalid or expired refresh token. Please sign in again.' };

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

  it('treats a spent token presented again as theft and revokes the whole family', async () => {
    const { session } = await signedInUser();
    const rotated = await refresh(session.id, session.refreshToken);
    expect(rotated.status).toBe(200);

    const replay = await refresh(session.id, session.refreshToken);
    expect(replay.status).toBe(401);
    expect(replay.body).toEqual(invalidRefresh);
    // The legitimate holder's newer token is revoked too: the family is gone.
    const successor = await refresh(session.id, rotated.body.refreshToken);
    expect(successor.status).toBe(401);
  });

  it('lets only one of two concurrent uses of one token succeed, and then revokes the family', async () => {
    const { session } = await signedInUser();
    const [a, b] = await Promise.all([
      refresh(session.id, session.refreshToken),
      refresh(session.id, session.refreshToken),
    ]);
    expect([a.status, b.status].sort()).toEqual([200, 401]);
    const winner = a.status === 200 ? a : b;
    expect((await refresh(session.id, winner.body.refreshToken)).status).toBe(401);
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
    const { login } = await import('./support/api');
    const other = await login(user.email, user.password);
    await api('POST', '/api/users/logout', { body: { refreshToken: user.session.refreshToken } });
    expect((await refresh(other.id, other.refreshToken)).status).toBe(200);
  });
});

describe('access tokens', () => {
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
    const { session } = await signedInUser();
    const now = Math.floor(Date.now() / 1000);
    const expired = await forgedToken(session, { issuedAt: now - 3600, expiresAt: now - 60 }).sign(secret());
    const response = await callWith(expired);
    expect(response.status).toBe(401);
    expect(response.body).toEqual({ message: 'Your session has expired. Please sign in again.' });
  });

  it('refuses a token signed with another key, an unsigned one, and a refresh token', async () => {
    const { session } = await signedInUser();
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
      expect(response.body).toEqual({ message: 'Invalid access token' });
    }
  });

  it('refuses a token for another audience or issuer, even when signed with the right key', async () => {
    const { session } = await signedInUser();
    const wrongAudience = await forgedToken(session, { audience: 'someone-else' }).sign(secret());
    expect((await callWith(wrongAudience)).status).toBe(401);
  });
});
