import { decodeJwt } from 'jose';
import { describe, expect, it } from 'vitest';
import { adminCredentials } from './support/admin-account';
import {
  type ApiResponse,
  api,
  login,
  refused,
  refusedField,
  register,
  signedInUser,
  uniqueEmail,
} from './support/api';
import { apiFrom, newLoopbackAddress } from './support/from-address';

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
      language: null,
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
    expect(response.body).toEqual({
      message: 'An account with this email already exists.',
      code: 'email_taken',
    });
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
      language: null,
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
    expect(claims).not.toHaveProperty('lang');
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
      expect(response.body).toEqual({ message: 'Invalid email or password.', code: 'invalid_credentials' });
    }
  });

  it('validates the credentials', async () => {
    const response = await api('POST', '/api/users/login', { body: { email: 'nope', password: '1' } });
    expect(response.status).toBe(400);
    expect(response.body).toMatchObject(refusedField('email', 'Invalid email address'));
  });
});

const tooManyAttempts = {
  message: 'Too many failed password attempts. Please try again later.',
  code: 'too_many_attempts',
};

describe('POST /api/users/login throttling', () => {
  const signIn = (address: string, email: string, password: string) =>
    apiFrom(address, 'POST', '/api/users/login', { email, password });
  /** What a caller can compare between two answers: status, body, and whether Retry-After came. */
  const seen = ({ status, body, headers }: ApiResponse) => ({
    status,
    body,
    retryAfter: headers.has('retry-after'),
  });

  it('answers twelve failed attempts for a known and an unknown email alike: ten 401s, then 429', async () => {
    const account = await register();
    const address = newLoopbackAddress();
    const unknownEmail = uniqueEmail('nobody');
    const known = [];
    const unknown = [];
    for (let attempt = 0; attempt < 12; attempt++) {
      known.push(seen(await signIn(address, account.email, `wrong-${attempt}`)));
      unknown.push(seen(await signIn(address, unknownEmail, `wrong-${attempt}`)));
    }
    const invalid = {
      status: 401,
      body: { message: 'Invalid email or password.', code: 'invalid_credentials' },
      retryAfter: false,
    };
    const throttled = { status: 429, body: tooManyAttempts, retryAfter: true };
    expect(known).toEqual([...Array(10).fill(invalid), throttled, throttled]);
    expect(unknown).toEqual(known);
    // Locked means locked: the right password waits too.
    expect(seen(await signIn(address, account.email, account.password))).toEqual(throttled);
  });

  it('holds the limit under a burst of parallel attempts', async () => {
    const account = await register();
    const address = newLoopbackAddress();
    const burst = await Promise.all(
      Array.from({ length: 14 }, () => signIn(address, account.email, 'wrong-pass')),
    );
    const statuses = burst.map((response) => response.status);
    expect(statuses.filter((status) => status === 401)).toHaveLength(10);
    expect(statuses.filter((status) => status === 429)).toHaveLength(4);
  });

  it('starts the count again after a successful sign-in', async () => {
    const account = await register();
    const address = newLoopbackAddress();
    for (let attempt = 0; attempt < 9; attempt++) {
      expect((await signIn(address, account.email, 'wrong-pass')).status).toBe(401);
    }
    expect((await signIn(address, account.email, account.password)).status).toBe(200);
    // Attempts 11 and 12 had the count gone on.
    for (let attempt = 0; attempt < 2; attempt++) {
      expect((await signIn(address, account.email, 'wrong-pass')).status).toBe(401);
    }
  });

  it('refuses wrong passwords from an address past 100 failures, but signs in a right one', async () => {
    const [account, other] = [await register(), await register()];
    const busy = newLoopbackAddress();
    const target = uniqueEmail('target');
    for (let attempt = 0; attempt < 101; attempt++) {
      expect([401, 429]).toContain((await signIn(busy, target, 'guess-1')).status);
    }
    const known = await signIn(busy, other.email, 'wrong-pass');
    const unknown = await signIn(busy, uniqueEmail('nobody'), 'wrong-pass');
    expect(seen(known)).toEqual({ status: 429, body: tooManyAttempts, retryAfter: true });
    expect(seen(unknown)).toEqual(seen(known));
    const right = await signIn(busy, account.email, account.password);
    expect(right.status).toBe(200);
    expect(right.body.email).toBe(account.email);
    expect((await signIn(newLoopbackAddress(), other.email, 'wrong-pass')).status).toBe(401);
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
      language: null,
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
    expect(response.body).toEqual({ message: 'Authentication required', code: 'authentication_required' });
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
      code: 'old_password_incorrect',
      fields: { oldPassword: 'Old password is incorrect.' },
      fieldCodes: { oldPassword: 'old_password_incorrect' },
    });
    expect((await login(user.email, user.password)).email).toBe(user.email);
  });

  it('refuses with 429 after ten wrong old passwords, even the right one, and sign-in too', async () => {
    const user = await signedInUser();
    const change = (oldPassword: string) =>
      api('PUT', '/api/users/change-password', {
        token: user.session.token,
        body: { oldPassword, newPassword: 'new-password-1' },
      });
    for (let attempt = 0; attempt < 10; attempt++) {
      const response = await change(`not-my-password-${attempt}`);
      expect(response.status).toBe(400);
      expect(response.body.message).toBe('Old password is incorrect.');
    }
    const throttled = await change(user.password);
    expect(throttled.status).toBe(429);
    expect(throttled.body).toEqual(tooManyAttempts);
    const signIn = await apiFrom(newLoopbackAddress(), 'POST', '/api/users/login', {
      email: user.email,
      password: user.password,
    });
    expect(signIn.status).toBe(429);
    expect(signIn.body).toEqual(tooManyAttempts);
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
