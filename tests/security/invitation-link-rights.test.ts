import { UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { describe, expect, it } from 'vitest';
import { invalidInvitationMessage } from '#shared/users/sign-up-rules';
import { adminCredentials } from '../integration/support/admin-account';
import { api, login, signedInUser, uniqueEmail } from '../integration/support/api';
import { apiFrom, newLoopbackAddress } from '../integration/support/from-address';
import { joinGroup } from '../integration/support/groups';
import { withRuntimeTable } from '../integration/support/stored-items';

/**
 * An invitation link carries its maker's rights only while they hold them (issue 25's review): a
 * group admin's links stop when they are no longer admin of the group or their account is gone, a
 * SysAdmin's when they are no longer SysAdmin. Checked at each use: the public check, a sign-up, a
 * signed-in user's join.
 */
const tokenOf = (url: string) => new URL(url).searchParams.get('invite') ?? '';
const makeLink = async (token: string, body: Record<string, unknown>) => {
  const made = await api('POST', '/api/users/invitation-links', { token, body });
  expect(made.status).toBe(201);
  return tokenOf(made.body.url);
};
const check = (invite: string) => api('POST', '/api/users/invitation-links/check', { body: { invite } });
const signUp = (invite: string, email = uniqueEmail('rights')) =>
  apiFrom(newLoopbackAddress(), 'POST', '/api/users/register', {
    name: 'Invited Person',
    email,
    password: 'password-1',
    confirmPassword: 'password-1',
    invite,
  });
const refused = { status: 403, body: { message: invalidInvitationMessage, code: 'invalid_invitation' } };

/** Every way the link is used is refused, and no account is made. */
const expectDead = async (invite: string) => {
  expect((await check(invite)).status).toBe(404);
  const email = uniqueEmail('refused');
  expect(await signUp(invite, email)).toMatchObject(refused);
  expect((await api('POST', '/api/users/login', { body: { email, password: 'password-1' } })).status).toBe(
    401,
  );
  const someone = await signedInUser();
  const joined = await api('POST', '/api/users/invitation-links/join', {
    token: someone.session.token,
    body: { invite },
  });
  expect(joined).toMatchObject(refused);
};

describe("an invitation link dies with its maker's rights", () => {
  it("a group admin's link, once its maker is no longer admin of the group", async () => {
    const [maker, other] = await Promise.all([signedInUser(), signedInUser()]);
    const group = (
      await api('POST', '/api/Group/create', { token: maker.session.token, body: { name: 'Flat 3' } })
    ).body as { id: string };
    await joinGroup(maker.session.token, group.id, other);
    const invite = await makeLink(maker.session.token, {
      role: 'User',
      groupId: group.id,
      uses: 5,
      expiresInDays: 7,
    });
    expect((await check(invite)).status).toBe(200);

    // The other member becomes admin and takes the maker's admin rights away.
    const promote = (userId: string, isGroupAdmin: boolean) =>
      api('PATCH', `/api/Group/${group.id}/users/${userId}`, {
        token: other.session.token,
        body: { isGroupAdmin },
      });
    expect(
      (
        await api('PATCH', `/api/Group/${group.id}/users/${other.session.id}`, {
          token: maker.session.token,
          body: { isGroupAdmin: true },
        })
      ).status,
    ).toBeLessThan(300);
    expect((await promote(maker.session.id, false)).status).toBeLessThan(300);
    await expectDead(invite);

    // Admin again: the link (not withdrawn, uses left) works again.
    expect((await promote(maker.session.id, true)).status).toBeLessThan(300);
    expect((await check(invite)).status).toBe(200);
  });

  it("a SysAdmin's link, once its maker is no longer SysAdmin, or their account is deleted", async () => {
    const root = await login(adminCredentials.email, adminCredentials.password);
    const makeSysAdmin = async () => {
      const email = uniqueEmail('second-root');
      const added = await api('POST', '/api/users/add-user', {
        token: root.token,
        body: { name: 'Second Root', email, password: 'password-1', role: 'SysAdmin' },
      });
      expect(added.status).toBe(201);
      return { password: 'password-1', ...(await login(email, 'password-1')) };
    };

    const demoted = await makeSysAdmin();
    const demotedLink = await makeLink(demoted.token, { role: 'GroupAdmin', uses: 5, expiresInDays: 7 });
    expect((await check(demotedLink)).status).toBe(200);
    // No route takes a SysAdmin's role away yet: the stored profile is changed as one would.
    await withRuntimeTable((client) =>
      client.send(
        new UpdateCommand({
          TableName: 'recipe-planner',
          Key: { pk: `USER#${demoted.id}`, sk: 'PROFILE' },
          UpdateExpression: 'SET #role = :role',
          ExpressionAttributeNames: { '#role': 'role' },
          ExpressionAttributeValues: { ':role': 'User' },
        }),
      ),
    );
    await expectDead(demotedLink);

    const leaving = await makeSysAdmin();
    const leavingLink = await makeLink(leaving.token, { role: 'User', uses: 5, expiresInDays: 7 });
    expect((await check(leavingLink)).status).toBe(200);
    const deleted = await api('DELETE', '/api/users/me', {
      token: leaving.token,
      body: { password: leaving.password, deleteRecipes: false },
    });
    expect(deleted.status).toBe(204);
    await expectDead(leavingLink);
  });
});
