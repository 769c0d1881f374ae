import { describe, expect, it } from 'vitest';
import { adminCredentials } from '../integration/support/admin-account';
import { api, login, refusal, signedInUser } from '../integration/support/api';

/**
 * Who may make, see and withdraw invitation links (issue 25): a link is an account (and perhaps a
 * role or a seat in a household) for whoever holds it, so each refusal is checked, and that nothing
 * was made by it.
 */
const makeLink = (token: string, body: Record<string, unknown>) =>
  api('POST', '/api/users/invitation-links', { token, body });

const household = async () => {
  const admin = await signedInUser({ name: 'Link Admin' });
  const group = (
    await api('POST', '/api/Group/create', { token: admin.session.token, body: { name: 'Ours' } })
  ).body as { id: string };
  return { admin, group };
};

describe('making invitation links', () => {
  it('refuses a plain User a role link (no group) with 403', async () => {
    const user = await signedInUser();
    const sysAdminsOnly = refusal(
      403,
      'Only a Sys Admin may make an invitation link without a group.',
      'invitation_without_group_sys_admin_only',
    );
    for (const role of ['User', 'GroupAdmin', 'SysAdmin'])
      expect(await makeLink(user.session.token, { role, uses: 1, expiresInDays: 1 })).toMatchObject(
        sysAdminsOnly,
      );
  });

  it('refuses a group admin a link for another group (404) or another role (403); nothing is listed', async () => {
    const ours = await household();
    const theirs = await household();
    expect(
      (
        await makeLink(ours.admin.session.token, {
          role: 'User',
          groupId: theirs.group.id,
          uses: 1,
          expiresInDays: 1,
        })
      ).status,
    ).toBe(404);
    for (const role of ['GroupAdmin', 'SysAdmin'])
      expect(
        (
          await makeLink(ours.admin.session.token, {
            role,
            groupId: ours.group.id,
            uses: 1,
            expiresInDays: 1,
          })
        ).status,
      ).toBe(403);
    expect(
      (
        await api('GET', `/api/users/invitation-links?groupId=${theirs.group.id}`, {
          token: ours.admin.session.token,
        })
      ).status,
    ).toBe(404);
    expect(
      (
        await api('GET', `/api/users/invitation-links?groupId=${ours.group.id}`, {
          token: ours.admin.session.token,
        })
      ).body,
    ).toEqual([]);
  });

  it('refuses a plain member of the group (403)', async () => {
    const { admin, group } = await household();
    const link = (
      await makeLink(admin.session.token, { role: 'User', groupId: group.id, uses: 1, expiresInDays: 1 })
    ).body;
    const member = await signedInUser();
    await api('POST', '/api/users/invitation-links/join', {
      token: member.session.token,
      body: { invite: new URL(link.url).searchParams.get('invite') },
    });
    expect(
      (await makeLink(member.session.token, { role: 'User', groupId: group.id, uses: 1, expiresInDays: 1 }))
        .status,
    ).toBe(403);
    expect(
      (await api('DELETE', `/api/users/invitation-links/${link.id}`, { token: member.session.token })).status,
    ).toBe(404);
  });
});

describe('listing invitation links', () => {
  it('shows no token, to a SysAdmin or to the group admin', async () => {
    const { admin, group } = await household();
    const link = (
      await makeLink(admin.session.token, { role: 'User', groupId: group.id, uses: 4, expiresInDays: 2 })
    ).body;
    const token = new URL(link.url).searchParams.get('invite') ?? '';
    const sys = await login(adminCredentials.email, adminCredentials.password);
    for (const viewer of [sys.token, admin.session.token]) {
      const listed = await api('GET', '/api/users/invitation-links', { token: viewer });
      expect(listed.status).toBe(200);
      expect(listed.body).toContainEqual(
        expect.objectContaining({ id: link.id, groupId: group.id, groupName: 'Ours', usesLeft: 4 }),
      );
      expect(JSON.stringify(listed.body)).not.toContain(token);
      for (const entry of listed.body)
        expect(Object.keys(entry).sort()).toEqual([
          'createdAt',
          'createdBy',
          'expiresAt',
          'groupId',
          'groupName',
          'id',
          'role',
          'usesLeft',
        ]);
    }
    // Someone else sees none of it.
    const stranger = await signedInUser();
    expect((await api('GET', '/api/users/invitation-links', { token: stranger.session.token })).body).toEqual(
      [],
    );
  });

  it('the public check tells nothing about a link that is not live (404, one sentence)', async () => {
    const answer = await api('POST', '/api/users/invitation-links/check', {
      body: { invite: 'C'.repeat(43) },
    });
    expect(answer).toMatchObject(
      refusal(404, 'This invitation link is invalid or has expired.', 'invalid_invitation'),
    );
  });
});
