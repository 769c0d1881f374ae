import { decodeJwt, SignJWT } from 'jose';
import { describe, expect, it } from 'vitest';
import { type Caller, signAccessToken, verifyAccessToken } from '#functions/lib/auth/access-token';

const keys = { secret: new TextEncoder().encode('k'.repeat(48)), issuer: 'recipe-planner' };
const caller: Caller = {
  userId: 'u1',
  email: 'a@example.com',
  name: 'Ann',
  role: 'GroupAdmin',
  avatar: '#00ff00',
  sessionId: 's1',
};

describe('access tokens', () => {
  it('round-trips the caller and lives 15 minutes', async () => {
    const { token, expiresAt } = await signAccessToken(caller, keys, Date.UTC(2026, 0, 1));
    expect(decodeJwt(token)).toMatchObject({ sub: 'u1', role: 'GroupAdmin', exp: expiresAt });
    expect(expiresAt - Date.UTC(2026, 0, 1) / 1000).toBe(900);
    const fresh = await signAccessToken(caller, keys);
    expect(await verifyAccessToken(fresh.token, keys)).toEqual(caller);
  });

  it('refuses expired tokens with a session-expired message', async () => {
    const { token } = await signAccessToken(caller, keys, Date.now() - 16 * 60 * 1000);
    await expect(verifyAccessToken(token, keys)).rejects.toThrow(
      'Your session has expired. Please sign in again.',
    );
  });

  it('refuses another issuer, another key and other algorithms', async () => {
    const { token } = await signAccessToken(caller, { ...keys, issuer: 'someone-else' });
    await expect(verifyAccessToken(token, keys)).rejects.toThrow('Invalid access token');
    const otherKey = await signAccessToken(caller, {
      ...keys,
      secret: new TextEncoder().encode('z'.repeat(48)),
    });
    await expect(verifyAccessToken(otherKey.token, keys)).rejects.toThrow('Invalid access token');
    const hs512 = await new SignJWT({ email: 'a', name: 'b', role: 'SysAdmin', avatar: null, sid: 's' })
      .setProtectedHeader({ alg: 'HS512' })
      .setSubject('u1')
      .setIssuer('recipe-planner')
      .setAudience('recipe-planner-api')
      .setExpirationTime('5m')
      .sign(keys.secret);
    await expect(verifyAccessToken(hs512, keys)).rejects.toThrow('Invalid access token');
  });

  it('refuses tokens whose claims do not describe a caller', async () => {
    const odd = await new SignJWT({ email: 'a', name: 'b', role: 'Emperor', avatar: null, sid: 's' })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject('u1')
      .setIssuer('recipe-planner')
      .setAudience('recipe-planner-api')
      .setExpirationTime('5m')
      .sign(keys.secret);
    await expect(verifyAccessToken(odd, keys)).rejects.toThrow('Invalid access token');
  });
});
