import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { SignJWT, UnsecuredJWT } from 'jose';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { fillPath, type RouteDefinition } from '#shared/http/define-route';
import { routeEntries } from '#shared/routes';
import { api, login, signedInUser } from '../integration/support/api';
import { newLoopbackAddress } from '../integration/support/from-address';

/**
 * Driven by the route table: a route added to it is covered here without a new test. Every route
 * that needs a token refuses each kind of bad token with 401, and every role-restricted route
 * refuses a plain User with 403, before looking at anything else in the request.
 */
const placeholder = '00000000-0000-4000-8000-000000000000';

const urlOf = (route: RouteDefinition) => {
  const names = [...route.path.matchAll(/\{(\w+)\}/g)].map((match) => match[1] as string);
  return fillPath(route.path, Object.fromEntries(names.map((name) => [name, placeholder])));
};

/** Sent from an address of its own: a limited route counts even refused tokens, before reading them. */
const matrixAddress = newLoopbackAddress();
const call = (route: RouteDefinition, headers: Record<string, string>) =>
  api(route.method, urlOf(route), { headers, from: matrixAddress, ...(route.body ? { body: {} } : {}) });

const protectedRoutes = routeEntries.filter(([, route]) => route.auth !== 'public');
const roleRoutes = routeEntries.filter(([, route]) => Array.isArray(route.auth));

type Session = Awaited<ReturnType<typeof signedInUser>>['session'];
let user: Session;
const badTokens: Record<string, string> = {};

beforeAll(async () => {
  const account = await signedInUser();
  user = account.session;
  // A genuine token whose session has ended: every function must refuse it, not only the users one.
  const ended = await login(account.email, account.password);
  await api('POST', '/api/users/logout', { body: { refreshToken: ended.refreshToken } });
  badTokens['a token of an ended session'] = ended.token;
  const secret = new TextEncoder().encode(readFileSync(join(inject('dataDir'), 'jwt-secret'), 'utf8').trim());
  const claims = { email: user.email, name: user.name, role: 'SysAdmin', avatar: null, sid: 'forged' };
  const signed = (key: Uint8Array, build: (jwt: SignJWT) => SignJWT) =>
    build(
      new SignJWT(claims)
        .setProtectedHeader({ alg: 'HS256' })
        .setSubject(user.id)
        .setIssuer('recipe-planner'),
    ).sign(key);
  const now = Math.floor(Date.now() / 1000);
  badTokens.expired = await signed(secret, (jwt) =>
    jwt
      .setAudience('recipe-planner-api')
      .setIssuedAt(now - 3600)
      .setExpirationTime(now - 60),
  );
  badTokens['another key'] = await signed(new TextEncoder().encode('x'.repeat(48)), (jwt) =>
    jwt.setAudience('recipe-planner-api').setExpirationTime('5m'),
  );
  badTokens['another audience'] = await signed(secret, (jwt) =>
    jwt.setAudience('elsewhere').setExpirationTime('5m'),
  );
  badTokens['alg none'] = new UnsecuredJWT(claims)
    .setSubject(user.id)
    .setIssuer('recipe-planner')
    .setAudience('recipe-planner-api')
    .setExpirationTime('5m')
    .encode();
  badTokens['a refresh token'] = user.refreshToken;
  badTokens.garbage = 'not.a.token';
});

describe.each(protectedRoutes)('%s', (_name, route) => {
  it('refuses a missing token and a non-bearer header with 401', async () => {
    const headerVariants: Record<string, string>[] = [
      {},
      { authorization: `Basic ${Buffer.from('a:b').toString('base64')}` },
      { authorization: 'Bearer' },
    ];
    for (const headers of headerVariants) {
      const response = await call(route, headers);
      expect(response.status).toBe(401);
      expect(response.body).toEqual({ message: 'Authentication required', code: 'authentication_required' });
    }
  });

  it('refuses expired, forged, unsigned and misused tokens with 401', async () => {
    for (const [kind, token] of Object.entries(badTokens)) {
      const response = await call(route, { authorization: `Bearer ${token}` });
      expect(response.status, kind).toBe(401);
      expect(typeof response.body.message, kind).toBe('string');
    }
  });
});

describe.each(roleRoutes)('%s (role-restricted)', (_name, route) => {
  it('refuses a plain User with 403', async () => {
    const response = await call(route, { authorization: `Bearer ${user.token}` });
    expect(response).toMatchObject({
      status: 403,
      body: { message: 'You are not allowed to do this', code: 'not_allowed' },
    });
  });
});

describe('the route table', () => {
  it('leaves public only the routes meant for signed-out callers, images and calendar feeds', () => {
    const publicRoutes = routeEntries.filter(([, route]) => route.auth === 'public').map(([name]) => name);
    expect(publicRoutes.sort()).toEqual([
      'calendarFeedFile',
      'checkInvitationLink',
      // A way back in (issue 25): the token of a reset link is the credential.
      'forgotPassword',
      'getFile',
      'login',
      'loginSecondStep',
      'logout',
      'openapi',
      'passkeyLogin',
      'passkeyLoginOptions',
      'refreshToken',
      'register',
      'resetByMail',
      'resetPassword',
      'signUp',
    ]);
  });
});
