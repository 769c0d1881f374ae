import { UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { afterAll, describe, expect, it } from 'vitest';
import { maxGroupMembers } from '#shared/groups/group-schemas';
import { clientLimits } from '#shared/http/client-limits';
import { invalidInvitationMessage } from '#shared/users/sign-up-rules';
import { adminCredentials } from './support/admin-account';
import { api, login, refusal, signedInUser, uniqueEmail } from './support/api';
import { apiFrom, newLoopbackAddress } from './support/from-address';
import { runtimeTableClient } from './support/stored-items';

/**
 * Invitation links through the real HTTP API (issue 25), with sign-up left open (the mode itself is
 * changed only in sign-up-mode.test.ts, on a runtime of its own, so this tier's other sign-ups go on).
 */
const sysAdmin = () => login(adminCredentials.email, adminCredentials.password);

const makeLink = (token: string, body: Record<string, unknown>) =>
  api('POST', '/api/users/invitation-links', { token, body });

const tokenOf = (url: string) => new URL(url).searchParams.get('invite') ?? '';

const signUp = (invite: string | undefined, email = uniqueEmail('invited')) =>
  apiFrom(newLoopbackAddress(), 'POST', '/api/users/register', {
    name: 'Invited Person',
    email,
    password: 'password-1',
    confirmPassword: 'password-1',
    ...(invite === undefined ? {} : { invite }),
  });

const linksOf = async (token: string, groupId?: string) =>
  (await api('GET', `/api/users/invitation-links${groupId ? `?groupId=${groupId}` : ''}`, { token }))
    .body as {
    id: string;
    usesLeft: number;
    groupName: string | null;
    role: string;
  }[];

const db = runtimeTableClient();
afterAll(() => db.destroy());

/** Changes stored attributes directly: a link's expiry passing, a group filling up, without waiting. */
const setStored = (key: { pk: string; sk: string }, values: Record<string, unknown>) =>
  db.send(
    new UpdateCommand({
      TableName: 'recipe-planner',
      Key: key,
      UpdateExpression: `SET ${Object.keys(values)
        .map((name) => `#${name} = :${name}`)
        .join(', ')}`,
      ExpressionAttributeNames: Object.fromEntries(Object.keys(values).map((name) => [`#${name}`, name])),
      ExpressionAttributeValues: Object.fromEntries(Object.entries(values).map(([n, v]) => [`:${n}`, v])),
    }),
  );

const groupOf = async (token: string, name = 'Household') =>
  (await api('POST', '/api/Group/create', { token, body: { name } })).body as { id: string; name: string };

describe('a SysAdmin’s link for a role', () => {
  it('gives its role, counts its uses down, and is refused once used up', async () => {
    const admin = await sysAdmin();
    const created = await makeLink(admin.token, { role: 'GroupAdmin', uses: 2, expiresInDays: 3 });
    expect(created.status).toBe(201);
    expect(created.body.url).toMatch(/^http:\/\/localhost:\d+\/register\?invite=[A-Za-z0-9_-]{43}$/);
    const invite = tokenOf(created.body.url);

    expect(await api('POST', '/api/users/invitation-links/check', { body: { invite } })).toMatchObject({
      status: 200,
      body: { role: 'GroupAdmin', groupName: null },
    });
    const first = await signUp(invite);
    expect(first.status).toBe(201);
    expect(first.body.role).toBe('GroupAdmin');
    expect((await linksOf(admin.token)).find((link) => link.id === created.body.id)?.usesLeft).toBe(1);

    expect((await signUp(invite)).status).toBe(201);
    const third = await signUp(invite);
    expect(third).toMatchObject(refusal(403, invalidInvitationMessage, 'invalid_invitation'));
    expect((await linksOf(admin.token)).map((link) => link.id)).not.toContain(created.body.id);
    expect((await api('POST', '/api/users/invitation-links/check', { body: { invite } })).status).toBe(404);
  });

  it('refuses an expired link and a withdrawn one, and creates no account', async () => {
    const admin = await sysAdmin();
    const expiring = (await makeLink(admin.token, { role: 'User', uses: 5, expiresInDays: 1 })).body;
    await setStored(
      { pk: `INVITELINK#${expiring.id}`, sk: 'LINK' },
      { expiresAt: '2020-01-01T00:00:00.000Z' },
    );
    const email = uniqueEmail('late');
    expect(await signUp(tokenOf(expiring.url), email)).toMatchObject(
      refusal(403, invalidInvitationMessage, 'invalid_invitation'),
    );
    expect((await api('POST', '/api/users/login', { body: { email, password: 'password-1' } })).status).toBe(
      401,
    );

    const withdrawn = (await makeLink(admin.token, { role: 'User', uses: 5, expiresInDays: 1 })).body;
    expect(
      (await api('DELETE', `/api/users/invitation-links/${withdrawn.id}`, { token: admin.token })).status,
    ).toBe(204);
    expect((await signUp(tokenOf(withdrawn.url))).status).toBe(403);
    expect(
      (await api('DELETE', `/api/users/invitation-links/${withdrawn.id}`, { token: admin.token })).status,
    ).toBe(404);
  });

  it('lets a one-use link make exactly one account when two people use it at once', async () => {
    const admin = await sysAdmin();
    const link = (await makeLink(admin.token, { role: 'User', uses: 1, expiresInDays: 1 })).body;
    const emails = [uniqueEmail('racer'), uniqueEmail('racer')];
    const answers = await Promise.all(emails.map((email) => signUp(tokenOf(link.url), email)));
    expect(answers.map((answer) => answer.status).sort()).toEqual([201, 403]);
    const signIns = await Promise.all(
      emails.map((email) => api('POST', '/api/users/login', { body: { email, password: 'password-1' } })),
    );
    expect(signIns.map((answer) => answer.status).sort()).toEqual([200, 401]);
  });

  it('refuses a token of the wrong shape with the same sentence and a 400', async () => {
    expect(await signUp('not-a-token')).toMatchObject({
      status: 400,
      body: { fields: { invite: invalidInvitationMessage } },
    });
  });

  it('validates uses and days', async () => {
    const admin = await sysAdmin();
    for (const body of [
      { role: 'User', uses: 0, expiresInDays: 1 },
      { role: 'User', uses: 101, expiresInDays: 1 },
      { role: 'User', uses: 1, expiresInDays: 31 },
      { role: 'User', uses: 1.5, expiresInDays: 1 },
      { role: 'Root', uses: 1, expiresInDays: 1 },
    ])
      expect((await makeLink(admin.token, body)).status, JSON.stringify(body)).toBe(400);
  });
});

describe('a group’s link', () => {
  it("makes the new person a member of the group, whatever the maker's app role", async () => {
    const admin = await signedInUser({ name: 'Household Admin' }); // app role User, admin of the group
    const group = await groupOf(admin.session.token, 'The Smiths');
    const created = await makeLink(admin.session.token, {
      role: 'User',
      groupId: group.id,
      uses: 1,
      expiresInDays: 7,
    });
    expect(created.status).toBe(201);
    const invite = tokenOf(created.body.url);
    expect((await api('POST', '/api/users/invitation-links/check', { body: { invite } })).body).toEqual({
      role: 'User',
      groupName: 'The Smiths',
    });
    const listed = await linksOf(admin.session.token, group.id);
    expect(listed).toEqual([
      expect.objectContaining({ id: created.body.id, groupName: 'The Smiths', usesLeft: 1, role: 'User' }),
    ]);
    expect(JSON.stringify(listed)).not.toContain(invite);

    const email = uniqueEmail('newcomer');
    const joined = await signUp(invite, email);
    expect(joined).toMatchObject({ status: 201, body: { role: 'User' } });
    const members = await api('GET', `/api/Group/${group.id}/users`, { token: admin.session.token });
    expect(members.body.map((member: { email: string }) => member.email)).toContain(email);
    const newcomer = await login(email, 'password-1');
    expect((await api('GET', '/api/group/user', { token: newcomer.token })).body).toEqual([
      expect.objectContaining({ id: group.id, name: 'The Smiths', isGroupAdmin: false }),
    ]);
  });

  it('respects the group’s member limit: no account, no use spent', async () => {
    const admin = await signedInUser();
    const group = await groupOf(admin.session.token);
    const link = (
      await makeLink(admin.session.token, { role: 'User', groupId: group.id, uses: 2, expiresInDays: 7 })
    ).body;
    await setStored({ pk: `GROUP#${group.id}`, sk: 'GROUP' }, { memberCount: maxGroupMembers });
    const email = uniqueEmail('crowded');
    expect(await signUp(tokenOf(link.url), email)).toMatchObject({
      status: 409,
      body: { message: `A group can have at most ${maxGroupMembers} members.` },
    });
    expect((await api('POST', '/api/users/login', { body: { email, password: 'password-1' } })).status).toBe(
      401,
    );
    expect((await linksOf(admin.session.token, group.id))[0]?.usesLeft).toBe(2);
  });

  it('lets a signed-in user join after confirming; a member is told so and spends nothing', async () => {
    const admin = await signedInUser();
    const group = await groupOf(admin.session.token, 'Flatmates');
    const link = (
      await makeLink(admin.session.token, { role: 'User', groupId: group.id, uses: 3, expiresInDays: 7 })
    ).body;
    const invite = tokenOf(link.url);
    const joiner = await signedInUser({ name: 'Joiner' });
    const join = (token: string) =>
      api('POST', '/api/users/invitation-links/join', { token, body: { invite } });

    expect(await join(joiner.session.token)).toMatchObject({
      status: 200,
      body: { groupId: group.id, groupName: 'Flatmates' },
    });
    expect((await api('GET', '/api/group/user', { token: joiner.session.token })).body).toEqual([
      expect.objectContaining({ id: group.id }),
    ]);
    expect(await join(joiner.session.token)).toMatchObject({
      status: 409,
      body: { message: 'You are already a member of Flatmates.' },
    });
    expect(await join(admin.session.token)).toMatchObject({ status: 409 });
    expect((await linksOf(admin.session.token, group.id))[0]?.usesLeft).toBe(2);
  });

  it('does not let a signed-in user use a role link', async () => {
    const admin = await sysAdmin();
    const link = (await makeLink(admin.token, { role: 'User', uses: 1, expiresInDays: 1 })).body;
    const someone = await signedInUser();
    expect(
      await api('POST', '/api/users/invitation-links/join', {
        token: someone.session.token,
        body: { invite: tokenOf(link.url) },
      }),
    ).toMatchObject(
      refusal(
        409,
        'This invitation link is for a new account, and you already have one.',
        'invitation_for_new_account',
      ),
    );
  });

  it('is withdrawn by another admin of the group, and then no longer works', async () => {
    const maker = await signedInUser();
    const group = await groupOf(maker.session.token);
    const coAdmin = await signedInUser();
    // The co-admin joins by a link, then is made an admin.
    const joinLink = (
      await makeLink(maker.session.token, { role: 'User', groupId: group.id, uses: 1, expiresInDays: 1 })
    ).body;
    await api('POST', '/api/users/invitation-links/join', {
      token: coAdmin.session.token,
      body: { invite: tokenOf(joinLink.url) },
    });
    await api('PATCH', `/api/Group/${group.id}/users/${coAdmin.session.id}`, {
      token: maker.session.token,
      body: { isGroupAdmin: true },
    });
    const link = (
      await makeLink(maker.session.token, { role: 'User', groupId: group.id, uses: 5, expiresInDays: 1 })
    ).body;
    expect(
      (await api('DELETE', `/api/users/invitation-links/${link.id}`, { token: coAdmin.session.token }))
        .status,
    ).toBe(204);
    expect((await signUp(tokenOf(link.url))).status).toBe(403);
  });
});

describe('the public link check: per address', () => {
  it('refuses a flood from one address with 429 while another address is served', async () => {
    const flooder = newLoopbackAddress();
    const junk = { invite: 'A'.repeat(43) };
    const statuses: number[] = [];
    for (let index = 0; index < clientLimits.checkInvitationLink.perAddress.max + 10; index += 10) {
      const batch = await Promise.all(
        Array.from({ length: 10 }, () => apiFrom(flooder, 'POST', '/api/users/invitation-links/check', junk)),
      );
      statuses.push(...batch.map((answer) => answer.status));
    }
    expect(statuses.slice(0, 40).every((status) => status === 404)).toBe(true);
    expect(statuses).toContain(429);
    expect(
      (await apiFrom(newLoopbackAddress(), 'POST', '/api/users/invitation-links/check', junk)).status,
    ).toBe(404);
  });
});
