import { describe, expect, it } from 'vitest';
import { adminCredentials } from './support/admin-account';
import { api, login, refusedField, signedInUser, uniqueEmail } from './support/api';

const sysAdmin = () => login(adminCredentials.email, adminCredentials.password);

/** Adds an account as the token's user; a fresh email and the usual password unless the test names them. */
const addUser = (token: string, fields: { name: string; role: string; email?: string; password?: string }) =>
  api('POST', '/api/users/add-user', {
    token,
    body: { email: uniqueEmail(), password: 'password-1', ...fields },
  });

const groupAdmin = async () => {
  const admin = await sysAdmin();
  const email = uniqueEmail('group-admin');
  const created = await addUser(admin.token, {
    name: 'Group Admin',
    email,
    password: 'group-admin-1',
    role: 'GroupAdmin',
  });
  expect(created.status).toBe(201);
  return login(email, 'group-admin-1');
};

describe('GET /api/users/all-users', () => {
  it('lists users by name for a SysAdmin, without secrets', async () => {
    const admin = await sysAdmin();
    const response = await api('GET', '/api/users/all-users?limit=100', { token: admin.token });
    expect(response.status).toBe(200);
    expect(Array.isArray(response.body)).toBe(true);
    expect(response.body).toContainEqual({
      id: admin.id,
      name: 'Administrator',
      email: adminCredentials.email,
      role: 'SysAdmin',
      avatar: null,
      language: null,
    });
    for (const user of response.body)
      expect(Object.keys(user).sort()).toEqual(['avatar', 'email', 'id', 'language', 'name', 'role']);
    const names = response.body.map((user: { name: string }) => user.name.toLowerCase());
    expect(names).toEqual([...names].sort());
  });

  it('pages with limit and the x-next-cursor header', async () => {
    const admin = await sysAdmin();
    await signedInUser();
    await signedInUser();
    const first = await api('GET', '/api/users/all-users?limit=1', { token: admin.token });
    expect(first.body).toHaveLength(1);
    const cursor = first.headers.get('x-next-cursor');
    expect(cursor).toBeTruthy();
    const second = await api(
      'GET',
      `/api/users/all-users?limit=1&cursor=${encodeURIComponent(cursor ?? '')}`,
      {
        token: admin.token,
      },
    );
    expect(second.status).toBe(200);
    expect(second.body).toHaveLength(1);
    expect(second.body[0].id).not.toBe(first.body[0].id);
  });

  it('refuses bad paging parameters', async () => {
    const admin = await sysAdmin();
    const badCursor = await api('GET', '/api/users/all-users?cursor=garbage', { token: admin.token });
    expect(badCursor).toMatchObject({
      status: 400,
      body: { message: 'Invalid cursor', code: 'invalid_cursor' },
    });
    const badLimit = await api('GET', '/api/users/all-users?limit=1000', { token: admin.token });
    expect(badLimit.status).toBe(400);
    expect(badLimit.body.fields).toHaveProperty('limit');
  });

  it('answers 400, never 500, to a forged cursor', async () => {
    const admin = await sysAdmin();
    const forge = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');
    const { headers } = await api('GET', '/api/users/all-users?limit=1', { token: admin.token });
    const genuine = headers.get('x-next-cursor') ?? '';
    const forged = [
      forge({ pk: 'USER#x', gsi1pk: 'USERS', gsi1sk: 'a' }),
      forge({ pk: 'USER#x', sk: 'PROFILE', gsi1pk: 'USERS', gsi1sk: '' }),
      forge({ pk: 'USER#x', sk: 7, gsi1pk: 'USERS', gsi1sk: 'a' }),
      forge({ pk: 'USER#x', sk: 'PROFILE', gsi1pk: 'USERS', gsi1sk: 'a', extra: 'x' }),
      forge({ pk: 'GROUP#x', sk: 'PROFILE', gsi1pk: 'USERS', gsi1sk: 'a' }),
      forge(['USER#x', 'a']),
      forge(null),
      `${genuine.slice(0, -2)}AA`,
      `${genuine}x`,
    ];
    for (const cursor of forged) {
      const response = await api('GET', `/api/users/all-users?cursor=${encodeURIComponent(cursor)}`, {
        token: admin.token,
      });
      expect({ cursor, ...response }).toMatchObject({
        cursor,
        status: 400,
        body: { message: 'Invalid cursor', code: 'invalid_cursor' },
      });
    }
  });

  it('is open to a GroupAdmin, closed to a User (403) and to strangers (401)', async () => {
    const manager = await groupAdmin();
    expect((await api('GET', '/api/users/all-users', { token: manager.token })).status).toBe(200);
    const { session } = await signedInUser();
    const forbidden = await api('GET', '/api/users/all-users', { token: session.token });
    expect(forbidden).toMatchObject({
      status: 403,
      body: { message: 'You are not allowed to do this', code: 'not_allowed' },
    });
    expect((await api('GET', '/api/users/all-users')).status).toBe(401);
  });
});

describe('POST /api/users/add-user', () => {
  it('lets a SysAdmin create a user of any role, who can then sign in', async () => {
    const admin = await sysAdmin();
    for (const role of ['User', 'GroupAdmin', 'SysAdmin']) {
      const email = uniqueEmail(role.toLowerCase());
      const response = await addUser(admin.token, { name: `New ${role}`, email, role });
      expect(response.status).toBe(201);
      expect(response.body).toEqual({
        id: expect.any(String),
        name: `New ${role}`,
        email,
        role,
        avatar: null,
        language: null,
      });
      expect((await login(email, 'password-1')).role).toBe(role);
    }
  });

  it('lets a GroupAdmin create Users only, not a GroupAdmin or a SysAdmin', async () => {
    const manager = await groupAdmin();
    const user = await addUser(manager.token, { name: 'Made By GA', role: 'User' });
    expect(user.status).toBe(201);
    const labels: Record<string, string> = { GroupAdmin: 'Group Admin', SysAdmin: 'Sys Admin' };
    for (const role of ['GroupAdmin', 'SysAdmin']) {
      const email = uniqueEmail('escalation');
      const escalation = await addUser(manager.token, { name: 'Boss', email, role });
      expect(escalation).toMatchObject({
        status: 403,
        body: { message: `Only a Sys Admin may create a ${labels[role]}.` },
      });
      const signIn = await api('POST', '/api/users/login', { body: { email, password: 'password-1' } });
      expect(signIn.status).toBe(401);
    }
  });

  it('refuses a plain User, a duplicate email and an unknown role', async () => {
    const { session, email } = await signedInUser();
    const asUser = await addUser(session.token, { name: 'Nope', role: 'User' });
    expect(asUser.status).toBe(403);
    const admin = await sysAdmin();
    const duplicate = await addUser(admin.token, { name: 'Dup', email, role: 'User' });
    expect(duplicate).toMatchObject({
      status: 409,
      body: { message: 'An account with this email already exists.', code: 'email_taken' },
    });
    const badRole = await addUser(admin.token, { name: 'Odd', role: 'Emperor' });
    expect(badRole.status).toBe(400);
    expect(badRole.body).toMatchObject(refusedField('role', 'Role must be User, GroupAdmin or SysAdmin'));
  });
});
