import { decodeJwt, decodeProtectedHeader, SignJWT } from 'jose';
import { describe, expect, it } from 'vitest';
import {
  type Caller,
  signAccessToken,
  signingKey,
  type TokenKeys,
  verifyAccessToken,
} from '#functions/lib/auth/access-token';

const keys: TokenKeys = { current: signingKey('k'.repeat(48)), previous: [], issuer: 'recipe-planner' };
const caller: Caller = {
  userId: 'u1',
  email: 'a@example.com',
  name: 'Ann',
  role: 'GroupAdmin',
  avatar: '#00ff00',
  sessionId: 's1',
};

/** A token signed with the right key and claims but for `role` and `alg`, as a forger would make it. */
const signedByHand = (role: string, alg: string) =>
  new SignJWT({ email: 'a', name: 'b', role, avatar: null, sid: 's' })
    .setProtectedHeader({ alg })
    .setSubject('u1')
    .setIssuer('recipe-planner')
    .setAudience('recipe-planner-api')
    .setExpirationTime('5m')
    .sign(keys.current.secret);

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
    const otherKey = await signAccessToken(caller, { ...keys, current: signingKey('z'.repeat(48)) });
    await expect(verifyAccessToken(otherKey.token, keys)).rejects.toThrow('Invalid access token');
    const hs512 = await signedByHand('SysAdmin', 'HS512');
    await expect(verifyAccessToken(hs512, keys)).rejects.toThrow('Invalid access token');
  });

  it('refuses tokens whose claims do not describe a caller', async () => {
    const odd = await signedByHand('Emperor', 'HS256');
    await expect(verifyAccessToken(odd, keys)).rejects.toThrow('Invalid access token');
  });

  describe('key rotation', () => {
    const oldKey = signingKey('o'.repeat(48));
    const newKey = signingKey('n'.repeat(48));
    const beforeRotation: TokenKeys = { current: oldKey, previous: [], issuer: 'recipe-planner' };
    const afterRotation: TokenKeys = { current: newKey, previous: [oldKey], issuer: 'recipe-planner' };

    it('names the signing key in the header, by an id that is not the key', async () => {
      const { token } = await signAccessToken(caller, afterRotation);
      expect(decodeProtectedHeader(token)).toEqual({ alg: 'HS256', typ: 'JWT', kid: newKey.kid });
      expect(newKey.kid).not.toBe(oldKey.kid);
      expect(newKey.kid).not.toContain('n'.repeat(8));
    });

    it('accepts tokens of the previous key until it leaves the keys', async () => {
      const { token } = await signAccessToken(caller, beforeRotation);
      expect(await verifyAccessToken(token, afterRotation)).toEqual(caller);
      const oldKeyDropped: TokenKeys = { ...afterRotation, previous: [] };
      await expect(verifyAccessToken(token, oldKeyDropped)).rejects.toThrow('Invalid access token');
    });

    it('reloads the keys once for a key id it does not know (a rotation since they were loaded)', async () => {
      const { token } = await signAccessToken(caller, afterRotation);
      let reloads = 0;
      const reload = async () => {
        reloads += 1;
        return afterRotation;
      };
      expect(await verifyAccessToken(token, beforeRotation, reload)).toEqual(caller);
      expect(reloads).toBe(1);
      const forged = await signAccessToken(caller, { ...afterRotation, current: signingKey('f'.repeat(48)) });
      await expect(verifyAccessToken(forged.token, beforeRotation, reload)).rejects.toThrow(
        'Invalid access token',
      );
      expect(reloads).toBe(2);
    });

    it('verifies a token without a key id (issued before rotation existed) with the current key', async () => {
      const legacy = await new SignJWT({
        email: 'a@example.com',
        name: 'Ann',
        role: 'User',
        avatar: null,
        sid: 's1',
      })
        .setProtectedHeader({ alg: 'HS256' })
        .setSubject('u1')
        .setIssuer('recipe-planner')
        .setAudience('recipe-planner-api')
        .setExpirationTime('5m')
        .sign(oldKey.secret);
      expect((await verifyAccessToken(legacy, beforeRotation)).userId).toBe('u1');
      await expect(verifyAccessToken(legacy, afterRotation)).rejects.toThrow('Invalid access token');
    });
  });
});
