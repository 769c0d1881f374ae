import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  invalidInvitationMessage,
  inviteOnlyMessage,
  signUpClosedMessage,
} from '#shared/users/sign-up-rules';
import { parsedBody, sendJson } from '../support/json-api';
import { adminCredentials } from './support/admin-account';
import { uniqueEmail } from './support/api';
import { type RunningRuntime, startLocalRuntime } from './support/local-runtime';

/**
 * The sign-up mode is deployment-wide, so these tests run on a runtime of their own: turning
 * registration off here must not refuse the sign-ups of the tier's other files.
 */
const dataDir = mkdtempSync(join(tmpdir(), 'recipe-planner-sign-up-'));
let runtime: RunningRuntime;
beforeAll(async () => {
  runtime = await startLocalRuntime({
    DATA_DIR: dataDir,
    ADMIN_EMAIL: adminCredentials.email,
    ADMIN_PASSWORD: adminCredentials.password,
  });
}, 120_000);
afterAll(async () => {
  await runtime?.stop();
  rmSync(dataDir, { recursive: true, force: true });
});

const call = async (method: string, path: string, body?: unknown, token?: string) => {
  const { status, text } = await sendJson(runtime.baseUrl, method, path, body, token);
  return { status, body: parsedBody(text) };
};

const signIn = async (email: string, password: string) =>
  (await call('POST', '/api/users/login', { email, password })).body.token as string;
const signUp = (extra: Record<string, unknown> = {}, email = uniqueEmail('mode')) =>
  call('POST', '/api/users/register', {
    name: 'New Person',
    email,
    password: 'password-1',
    confirmPassword: 'password-1',
    ...extra,
  });
const setMode = (token: string, mode: string) => call('PUT', '/api/users/sign-up-mode', { mode }, token);
/** Makes an invitation link as `token`'s holder: the response, and the invitation its URL carries. */
const newInvitation = async (token: string, link: { groupId?: string; uses: number }) => {
  const made = await call(
    'POST',
    '/api/users/invitation-links',
    { role: 'User', ...link, expiresInDays: 2 },
    token,
  );
  return { made, invite: new URL(made.body.url).searchParams.get('invite') };
};

describe('the sign-up mode', () => {
  it('is open when nothing was ever set (a deployment from before the setting)', async () => {
    const admin = await signIn(adminCredentials.email, adminCredentials.password);
    expect(await call('GET', '/api/users/sign-up-mode', undefined, admin)).toEqual({
      status: 200,
      body: { mode: 'open' },
    });
    expect((await call('GET', '/api/users/sign-up')).body).toEqual({ mode: 'open' });
    expect((await signUp()).status).toBe(201);
  });

  it('is set by a SysAdmin only, and checked', async () => {
    const admin = await signIn(adminCredentials.email, adminCredentials.password);
    const email = uniqueEmail('group-admin');
    await call(
      'POST',
      '/api/users/add-user',
      { name: 'Group Admin', email, password: 'password-1', role: 'GroupAdmin' },
      admin,
    );
    const groupAdmin = await signIn(email, 'password-1');
    expect((await setMode(groupAdmin, 'closed')).status).toBe(403);
    expect((await call('GET', '/api/users/sign-up-mode', undefined, groupAdmin)).status).toBe(403);
    expect((await setMode(admin, 'sometimes')).status).toBe(400);
    expect((await call('GET', '/api/users/sign-up')).body).toEqual({ mode: 'open' });
  });

  it('invitation only: refuses a plain sign-up with the exact sentence, admits one with a link', async () => {
    const admin = await signIn(adminCredentials.email, adminCredentials.password);
    expect(await setMode(admin, 'invite')).toEqual({ status: 200, body: { mode: 'invite' } });
    expect((await call('GET', '/api/users/sign-up')).body).toEqual({ mode: 'invite' });

    const email = uniqueEmail('uninvited');
    expect(await signUp({}, email)).toEqual({
      status: 403,
      body: { message: inviteOnlyMessage, code: 'invite_only' },
    });
    expect((await call('POST', '/api/users/login', { email, password: 'password-1' })).status).toBe(401);
    expect(await signUp({ invite: 'B'.repeat(43) })).toEqual({
      status: 403,
      body: { message: invalidInvitationMessage, code: 'invalid_invitation' },
    });

    const { made: link, invite } = await newInvitation(admin, { uses: 1 });
    expect(link.body.url.startsWith(`${runtime.baseUrl}/register?invite=`)).toBe(true);
    expect(await signUp({ invite })).toMatchObject({ status: 201, body: { role: 'User' } });
  });

  it("invitation only: a group admin's link brings existing accounts into the group, but makes none; a SysAdmin's does", async () => {
    const admin = await signIn(adminCredentials.email, adminCredentials.password);
    expect((await setMode(admin, 'open')).status).toBe(200);
    const householdEmail = uniqueEmail('household-admin');
    const neighbourEmail = uniqueEmail('neighbour');
    for (const email of [householdEmail, neighbourEmail]) expect((await signUp({}, email)).status).toBe(201);
    expect((await setMode(admin, 'invite')).status).toBe(200);
    const householdAdmin = await signIn(householdEmail, 'password-1');
    const group = await call('POST', '/api/Group/create', { name: 'Corner House' }, householdAdmin);
    const { invite } = await newInvitation(householdAdmin, { groupId: group.body.id, uses: 3 });

    const email = uniqueEmail('newcomer');
    expect(await signUp({ invite }, email)).toEqual({
      status: 403,
      body: {
        message:
          'This link adds existing accounts to Corner House; registration is by invitation only. Sign in, then open the link again.',
        code: 'group_link_joins_existing_accounts',
      },
    });
    expect((await call('POST', '/api/users/login', { email, password: 'password-1' })).status).toBe(401);
    // An existing account joins by the same link, which then has a use less.
    const neighbour = await signIn(neighbourEmail, 'password-1');
    expect(await call('POST', '/api/users/invitation-links/join', { invite }, neighbour)).toMatchObject({
      status: 200,
      body: { groupId: group.body.id, groupName: 'Corner House' },
    });
    const listed = await call(
      'GET',
      `/api/users/invitation-links?groupId=${group.body.id}`,
      undefined,
      householdAdmin,
    );
    expect(listed.body).toEqual([expect.objectContaining({ usesLeft: 2 })]);

    // A SysAdmin's link for the same group makes the account, and the membership with it.
    const { invite: sysAdminInvite } = await newInvitation(admin, { groupId: group.body.id, uses: 1 });
    expect(await signUp({ invite: sysAdminInvite }, email)).toMatchObject({ status: 201 });
  });

  it('closed: nobody registers, not even with a link; admins still add accounts', async () => {
    const admin = await signIn(adminCredentials.email, adminCredentials.password);
    const { invite } = await newInvitation(admin, { uses: 5 });
    expect((await setMode(admin, 'closed')).status).toBe(200);
    expect(await signUp()).toEqual({
      status: 403,
      body: { message: signUpClosedMessage, code: 'sign_up_closed' },
    });
    expect(await signUp({ invite })).toEqual({
      status: 403,
      body: { message: signUpClosedMessage, code: 'sign_up_closed' },
    });
    const added = await call(
      'POST',
      '/api/users/add-user',
      { name: 'Added', email: uniqueEmail('added'), password: 'password-1', role: 'User' },
      admin,
    );
    expect(added.status).toBe(201);

    expect((await setMode(admin, 'open')).status).toBe(200);
    expect((await signUp()).status).toBe(201);
  });
});
