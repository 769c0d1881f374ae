import { describe, expect, it } from 'vitest';
import { api, refusedField, signedInUser } from './support/api';

type Person = Awaited<ReturnType<typeof signedInUser>>;

/** A group made by `admin` with `member` added by email; `outsider` belongs to nothing. */
const household = async () => {
  const [admin, member, outsider] = await Promise.all([
    signedInUser({ name: 'Ada Admin' }),
    signedInUser({ name: 'Max Member' }),
    signedInUser({ name: 'Olga Outsider' }),
  ]);
  const group = (
    await api('POST', '/api/Group/create', { token: admin.session.token, body: { name: 'The Smiths' } })
  ).body;
  const added = await api('POST', '/api/Group/add-user', {
    token: admin.session.token,
    body: { groupId: group.id, email: member.email.toUpperCase() },
  });
  expect(added.status).toBe(201);
  return { admin, member, outsider, group };
};

const groupsOf = async (person: Person) =>
  (await api('GET', '/api/group/user', { token: person.session.token })).body;
const membersSeenBy = (person: Person, groupId: string) =>
  api('GET', `/api/Group/${groupId}/users`, { token: person.session.token });

/**
 * Every group admin's action, tried with `token` by `caller` (someone without admin rights): rename,
 * delete, add themselves, remove the admin, promote themselves and demote the admin.
 */
const adminActionsBy = (token: string, groupId: string, caller: string, admin: string) =>
  Promise.all([
    api('PATCH', `/api/Group/${groupId}`, { token, body: { name: 'Mine now' } }),
    api('DELETE', `/api/Group/${groupId}`, { token }),
    api('POST', '/api/Group/add-user', { token, body: { groupId, userId: caller } }),
    api('DELETE', `/api/Group/${groupId}/users/${admin}`, { token }),
    api('PATCH', `/api/Group/${groupId}/users/${caller}`, { token, body: { isGroupAdmin: true } }),
    api('PATCH', `/api/Group/${groupId}/users/${admin}`, { token, body: { isGroupAdmin: false } }),
  ]);

describe('groups', () => {
  it('makes the creator the first admin; members see the group, not admin rights', async () => {
    const { admin, member, group } = await household();
    expect(group).toEqual({ id: expect.any(String), name: 'The Smiths', createdAt: expect.any(String) });
    expect(await groupsOf(admin)).toEqual([{ ...group, isGroupAdmin: true }]);
    expect(await groupsOf(member)).toEqual([{ ...group, isGroupAdmin: false }]);
    const members = await membersSeenBy(member, group.id);
    expect(members.status).toBe(200);
    expect(members.body).toEqual([
      { id: admin.session.id, name: 'Ada Admin', email: admin.email, avatar: null, isGroupAdmin: true },
      { id: member.session.id, name: 'Max Member', email: member.email, avatar: null, isGroupAdmin: false },
    ]);
  });

  it('validates names and member emails with the My Page messages', async () => {
    const { admin, group } = await household();
    const blank = await api('POST', '/api/Group/create', {
      token: admin.session.token,
      body: { name: '   ' },
    });
    expect(blank).toMatchObject({ status: 400, body: refusedField('name', 'Group name cannot be empty.') });
    const badEmail = await api('POST', '/api/Group/add-user', {
      token: admin.session.token,
      body: { groupId: group.id, email: 'not-an-email' },
    });
    expect(badEmail).toMatchObject({
      status: 400,
      body: refusedField('email', 'Please enter a valid email'),
    });
    const unknown = await api('POST', '/api/Group/add-user', {
      token: admin.session.token,
      body: { groupId: group.id, email: 'nobody-here@example.com' },
    });
    expect(unknown).toMatchObject({
      status: 404,
      body: { message: 'No user found with the email nobody-here@example.com.' },
    });
    const both = await api('POST', '/api/Group/add-user', {
      token: admin.session.token,
      body: { groupId: group.id, email: admin.email, userId: admin.session.id },
    });
    expect(both).toMatchObject({ status: 400, body: { message: 'Give either userId or email' } });
    const renamed = await api('PATCH', `/api/Group/${group.id}`, {
      token: admin.session.token,
      body: { name: '' },
    });
    expect(renamed.status).toBe(400);
  });

  it('adds by user id too, refuses a second membership', async () => {
    const { admin, group } = await household();
    const friend = await signedInUser({ name: 'Fran Friend' });
    const byId = await api('POST', '/api/Group/add-user', {
      token: admin.session.token,
      body: { groupId: group.id, userId: friend.session.id },
    });
    expect(byId.body).toEqual({
      id: friend.session.id,
      name: 'Fran Friend',
      email: friend.email,
      avatar: null,
      isGroupAdmin: false,
    });
    const again = await api('POST', '/api/Group/add-user', {
      token: admin.session.token,
      body: { groupId: group.id, email: friend.email },
    });
    expect(again).toMatchObject({
      status: 409,
      body: { message: 'That user is already a member of this group.' },
    });
  });

  it('lets an admin rename, and shows profile changes in the member list', async () => {
    const { admin, member, group } = await household();
    const renamed = await api('PATCH', `/api/Group/${group.id}`, {
      token: admin.session.token,
      body: { name: 'Smith Family' },
    });
    expect(renamed).toMatchObject({ status: 200, body: { id: group.id, name: 'Smith Family' } });
    expect((await groupsOf(member))[0].name).toBe('Smith Family');
    await api('PUT', '/api/users/update', {
      token: member.session.token,
      body: { name: 'Maxine', avatar: '#123abc' },
    });
    const members = (await membersSeenBy(admin, group.id)).body;
    expect(members).toContainEqual(
      expect.objectContaining({ id: member.session.id, name: 'Maxine', avatar: '#123abc' }),
    );
  });

  it('refuses every admin action to a plain member with 403, and changes nothing', async () => {
    const { admin, member, group } = await household();
    const attempts = adminActionsBy(member.session.token, group.id, member.session.id, admin.session.id);
    for (const response of await attempts) {
      expect(response).toMatchObject({ status: 403, body: { message: 'Only group admins can do this.' } });
    }
    expect(await groupsOf(admin)).toEqual([{ ...group, isGroupAdmin: true }]);
    expect(
      (await membersSeenBy(admin, group.id)).body.map((m: { isGroupAdmin: boolean }) => m.isGroupAdmin),
    ).toEqual([true, false]);
  });

  it('answers an outsider with 404 for everything about the group', async () => {
    const { admin, outsider, group } = await household();
    const token = outsider.session.token;
    const attempts = [
      await api('GET', `/api/Group/${group.id}/users`, { token }),
      ...(await adminActionsBy(token, group.id, outsider.session.id, admin.session.id)),
    ];
    for (const response of attempts) {
      expect(response).toMatchObject({ status: 404, body: { message: 'Group not found.' } });
    }
    expect(await groupsOf(outsider)).toEqual([]);
    expect((await membersSeenBy(admin, group.id)).body).toHaveLength(2);
  });

  it('removes a member, who then loses sight of the group', async () => {
    const { admin, member, group } = await household();
    const removed = await api('DELETE', `/api/Group/${group.id}/users/${member.session.id}`, {
      token: admin.session.token,
    });
    expect(removed.status).toBe(204);
    expect(await groupsOf(member)).toEqual([]);
    expect((await membersSeenBy(member, group.id)).status).toBe(404);
    const again = await api('DELETE', `/api/Group/${group.id}/users/${member.session.id}`, {
      token: admin.session.token,
    });
    expect(again).toMatchObject({
      status: 404,
      body: { message: 'That user is not a member of this group.' },
    });
  });

  it('keeps at least one admin: the last admin can neither leave nor step down', async () => {
    const { admin, member, group } = await household();
    const token = admin.session.token;
    const leave = await api('DELETE', `/api/Group/${group.id}/users/${admin.session.id}`, { token });
    expect(leave).toMatchObject({ status: 409, body: { message: 'A group must keep at least one admin.' } });
    const stepDown = await api('PATCH', `/api/Group/${group.id}/users/${admin.session.id}`, {
      token,
      body: { isGroupAdmin: false },
    });
    expect(stepDown.status).toBe(409);
    const promote = await api('PATCH', `/api/Group/${group.id}/users/${member.session.id}`, {
      token,
      body: { isGroupAdmin: true },
    });
    expect(promote).toMatchObject({ status: 200, body: { id: member.session.id, isGroupAdmin: true } });
    expect((await groupsOf(member))[0].isGroupAdmin).toBe(true);
    expect((await api('DELETE', `/api/Group/${group.id}/users/${admin.session.id}`, { token })).status).toBe(
      204,
    );
  });

  it('keeps an admin when two admins remove each other at the same moment', async () => {
    const { admin, member, group } = await household();
    await api('PATCH', `/api/Group/${group.id}/users/${member.session.id}`, {
      token: admin.session.token,
      body: { isGroupAdmin: true },
    });
    const [first, second] = await Promise.all([
      api('DELETE', `/api/Group/${group.id}/users/${member.session.id}`, { token: admin.session.token }),
      api('DELETE', `/api/Group/${group.id}/users/${admin.session.id}`, { token: member.session.token }),
    ]);
    // The loser gets 409 when both ran at once, or 404 when the winner's removal had already
    // made it a non-member; either way exactly one removal happens.
    const statuses = [first.status, second.status].sort();
    expect(statuses[0]).toBe(204);
    expect([404, 409]).toContain(statuses[1]);
    const survivor = first.status === 204 ? admin : member;
    const members = (await membersSeenBy(survivor, group.id)).body;
    expect(members).toEqual([expect.objectContaining({ id: survivor.session.id, isGroupAdmin: true })]);
  });

  it('deletes a group with its memberships', async () => {
    const { admin, member, group } = await household();
    expect((await api('DELETE', `/api/Group/${group.id}`, { token: admin.session.token })).status).toBe(204);
    expect(await groupsOf(admin)).toEqual([]);
    expect(await groupsOf(member)).toEqual([]);
    expect((await membersSeenBy(admin, group.id)).status).toBe(404);
    expect((await api('DELETE', `/api/Group/${group.id}`, { token: admin.session.token })).status).toBe(404);
  });
});
