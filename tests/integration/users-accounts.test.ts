import { decodeJwt } from 'jose';
import { describe, expect, it } from 'vitest';
import { adminCredentials } from './support/admin-account';
import { api, login, refused, refusedField, register, signedInUser, uniqueEmail } from './support/api';

describe('POST /api/users/register', () => {
  it('creates a User account and returns it without secrets', async () => {
    const email = uniqueEmail('new');
    const response = await api('POST', '/api/users/register', {
      body: {
        name: 'Ada Lovelace',
        email: `  ${email.toUpperCase()} `,
        password: 'secret-1',
        confirmPassword: 'secret-1',
      },
    });
    expect(response.status).toBe(201);
    expect(response.body).toEqual({
      id: expect.any(String),
      name: 'Ada Lovelace',
      email,
      role: 'User',
      avatar: null,
    });
    expect((await login(email, 'secret-1')).email).toBe(email);
  });

  it.each([
    [{ name: 'A' }, refusedField('name', 'Name is required')],
    [{ email: 'not-an-email' }, refusedField('email', 'Invalid email address')],
    [
      { password: '12345', confirmPassword: '12345' },
      refusedField('password', 'Password must be at least 6 characters'),
    ],
    [
      { confirmPassword: '123' },
      refusedField('confirmPassword', 'Confirm password must be at least 6 characters'),
    ],
    [{ confirmPassword: 'different-1' }, refusedField('confirmPassword', "Passwords don't match")],
  ])('refuses %j with the form message', async (change, expected) => {
    const email = uniqueEmail('invalid');
    const body = { name: 'Valid Name', email, password: 'secret-1', confirmPassword: 'secret-1', ...change };
    const response = await api('POST', '/api/users/register', { body });
    expect(response.status).toBe(400);
    expect(response.body).toMatchObject(expected);
    expect((await api('POST', '/api/users/login', { body: { email, password: 'secret-1' } })).status).toBe(
      401,
    );
  });

  it('refuses unknown fields such as a role, and stores nothing', async () => {
    const email = uniqueEmail('sneaky');
    const response = await api('POST', '/api/users/register', {
      body: { name: 'Sneaky', email, password: 'secret-1', confirmPassword: 'secret-1', role: 'SysAdmin' },
    });
    expect(response.status).toBe(400);
    expect(response.body.message).toContain('Unrecognized key: "role"');
    expect((await api('POST', '/api/users/login', { body: { email, password: 'secret-1' } })).status).toBe(
      401,
    );
  });

  it('refuses a second account for the same email, whatever its case', async () => {
    const account = await register();
    const response = await api('POST', '/api/users/register', {
      body: {
        name: 'Twin',
        email: account.email.toUpperCase(),
        password: 'other-pass',
        confirmPassword: 'other-pass',
      },
    });
    expect(response.status).toBe(409);
    expect(response.body).toEqual({ message: 'An account with this email already exists.' });
    expect((await login(account.email, account.password)).name).toBe('Test User');
  });

  it('lets exactly one of many concurrent registrations of one email win', async () => {
    const email = uniqueEmail('race');
    const attempts = await Promise.all(
      Array.from({ length: 8 }, (_, index) =>
        api('POST', '/api/users/register', {
          body: {
            name: `Racer ${index}`,
            email,
            password: `password-${index}`,
            confirmPassword: `password-${index}`,
          },
        }),
      ),
    );
    const statuses = attempts.map((attempt) => attempt.status).sort();
    expect(statuses).toEqual([201, 409, 409, 409, 409, 409, 409, 409]);
    const winner = attempts.findIndex((attempt) => attempt.status === 201);
    expect((await login(email, `password-${winner}`)).name).toBe(`Racer ${winner}`);
  });
});

describe('POST /api/users/login', () => {
  it('returns the session with a 15-minute access token carrying the claims', async () => {
    const account = await register({ name: 'Claims Person' });
    const response = await api('POST', '/api/users/login', {
      body: { email: account.email, password: account.password },
    });
    expect(response.status).toBe(200);
    const { token, refreshToken, expiresAt, ...user } = response.body;
    expect(user).toEqual({
      id: expect.any(String),
      name: 'Claims Person',
      email: account.email,
      role: 'User',
      avatar: null,
    });
    expect(refreshToken).toMatch(/^[\w-]{40,}$/);
    const claims = decodeJwt(token);
    expect(claims).toMatchObject({
      sub: user.id,
      email: account.email,
      name: 'Claims Person',
      role: 'User',
      avatar: null,
    });
    expect(claims.exp).toBe(expiresAt);
    expect((claims.exp ?? 0) - (claims.iat ?? 0)).toBe(15 * 60);
  });

  it('answers a wrong password and an unknown email alike', async () => {
    const account = await register();
    for (const body of [
      { email: account.email, password: 'wrong-password' },
      { email: uniqueEmail('nobody'), password: 'whatever-1' },
    ]) {
      const response = await api('POST', '/api/users/login', { body });
      expect(response.status).toBe(401);
      expect(response.body).toEqual({ message: 'Invalid email or password.' });
    }
  });

  it('throttles an account after five failed attempts, even for the right password', async () => {
    const account = await register();
    for (let attempt = 0; attempt < 5; attempt++) {
      const response = await api('POST', '/api/users/login', {
        body: { email: account.email, password: 'wrong-pass' },
      });
      expect(response.status).toBe(401);
    }
    const throttled = await api('POST', '/api/users/login', {
      body: { email: account.email, password: account.password },
    });
    expect(throttled.status).toBe(429);
    expect(throttled.body.message).toMatch(
      /^Too many failed sign-in attempts\. Try again in \d+ minutes?\.$/,
    );
    expect(Number(throttled.headers.get('retry-after'))).toBeGreaterThan(0);
  });

  it('holds the limit under a burst of parallel attempts', async () => {
    const account = await register();
    const burst = await Promise.all(
      Array.from({ length: 12 }, () =>
        api('POST', '/api/users/login', { body: { email: account.email, password: 'wrong-pass' } }),
      ),
    );
    const statuses = burst.map((response) => response.status);
    expect(statuses.filter((status) => status === 401)).toHaveLength(5);
    expect(statuses.filter((status) => status === 429)).toHaveLength(7);
  });

  it('resets the failure count after a successful sign-in', async () => {
    const account = await register();
    for (let attempt = 0; attempt < 4; attempt++) {
      await api('POST', '/api/users/login', { body: { email: account.email, password: 'wrong-pass' } });
    }
    await login(account.email, account.password);
    for (let attempt = 0; attempt < 4; attempt++) {
      const response = await api('POST', '/api/users/login', {
        body: { email: account.email, password: 'wrong-pass' },
      });
      expect(response.status).toBe(401);
    }
    expect((await login(account.email, account.password)).email).toBe(account.email);
  });

  it('validates the credentials', async () => {
    const response = await api('POST', '/api/users/login', { body: { email: 'nope', password: '1' } });
    expect(response.status).toBe(400);
    expect(response.body).toMatchObject(refusedField('email', 'Invalid email address'));
  });
});

describe('PUT /api/users/update', () => {
  it('changes name and avatar, and tokens issued afterwards carry them', async () => {
    const user = await signedInUser({ name: 'Before Name' });
    const response = await api('PUT', '/api/users/update', {
      token: user.session.token,
      body: { name: 'After Name', avatar: '#AA00CC' },
    });
    expect(response.status).toBe(200);
    expect(response.body).toEqual({
      id: user.session.id,
      name: 'After Name',
      email: user.email,
      role: 'User',
      avatar: '#aa00cc',
    });
    const next = await login(user.email, user.password);
    expect(decodeJwt(next.token)).toMatchObject({ name: 'After Name', avatar: '#aa00cc' });
  });

  it.each([
    [{ name: '', avatar: null }, refusedField('name', 'Name is required.')],
    [{ name: 'Ok', avatar: 'green' }, refusedField('avatar', 'Avatar must be a hex colour such as #1a2b3c')],
    [{ name: 'Ok', avatar: null, role: 'SysAdmin' }, refused('Unrecognized key: "role"')],
  ])('refuses %j and changes nothing', async (body, expected) => {
    const user = await signedInUser({ name: 'Unchanged' });
    const response = await api('PUT', '/api/users/update', { token: user.session.token, body });
    expect(response.status).toBe(400);
    expect(response.body).toMatchObject(expected);
    const again = await login(user.email, user.password);
    expect(again).toMatchObject({ name: 'Unchanged', avatar: null, role: 'User' });
  });

  it('needs a token', async () => {
    const response = await api('PUT', '/api/users/update', { body: { name: 'X', avatar: null } });
    expect(response.status).toBe(401);
    expect(response.body).toEqual({ message: 'Authentication required' });
  });
});

describe('PUT /api/users/change-password', () => {
  it('refuses a wrong old password', async () => {
    const user = await signedInUser();
    const response = await api('PUT', '/api/users/change-password', {
      token: user.session.token,
      body: { oldPassword: 'not-my-password', newPassword: 'new-password-1' },
    });
    expect(response.status).toBe(400);
    expect(response.body).toEqual({
      message: 'Old password is incorrect.',
      fields: { oldPassword: 'Old password is incorrect.' },
    });
    expect((await login(user.email, user.password)).email).toBe(user.email);
  });

  it('changes the password and signs out every other session, keeping this one', async () => {
    const user = await signedInUser();
    const other = await login(user.email, user.password);
    const response = await api('PUT', '/api/users/change-password', {
      token: user.session.token,
      body: { oldPassword: user.password, newPassword: 'brand-new-password' },
    });
    expect(response.status).toBe(204);
    const oldLogin = await api('POST', '/api/users/login', {
      body: { email: user.email, password: user.password },
    });
    expect(oldLogin.status).toBe(401);
    expect((await login(user.email, 'brand-new-password')).email).toBe(user.email);

    const otherRefresh = await api('POST', '/api/users/refresh-token', {
      body: { userId: other.id, refreshToken: other.refreshToken },
    });
    expect(otherRefresh.status).toBe(401);
    const ownRefresh = await api('POST', '/api/users/refresh-token', {
      body: { userId: user.session.id, refreshToken: user.session.refreshToken },
    });
    expect(ownRefresh.status).toBe(200);
  });
});

describe('the first SysAdmin', () => {
  it('is created at start-up from ADMIN_EMAIL and ADMIN_PASSWORD', async () => {
    const session = await login(adminCredentials.email, adminCredentials.password);
    expect(session.role).toBe('SysAdmin');
  });
});
