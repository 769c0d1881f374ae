import { describe, expect, it } from 'vitest';
import { api, refusedField, signedInUser } from './support/api';
import { putStoredItem } from './support/stored-items';

type Person = Awaited<ReturnType<typeof signedInUser>>;

/** `actor` takes `user` out of the group: a member leaving (actor = user), an admin removing one, or cancelling an invitation. */
const removeFromGroup = (actor: Person, groupId: string, user: Person) =>
  api('DELETE', `/api/Group/${groupId}/users/${user.session.id}`, { token: actor.session.token });

/** A group made by `admin` with `member` invited by email and accepted; `outsider` belongs to nothing. */
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
  // The answer repeats the request (the email, as the schema normalises it) and nothing more.
  expect(added).toMatchObject({ status: 201 });
  expect(added.body).toEqual({ groupId: group.id, email: member.email, status: 'invited' });
  const accepted = await answer(member, group.id, true);
  expect(accepted.status).toBe(204);
  return { admin, member, outsider, group };
};

const answer = (person: Person, groupId: string, accept: boolean) =>
  api('POST', `/api/Group/${groupId}/invitation`, { token: person.session.token, body: { accept } });
const invite = (admin: Person, groupId: string, who: { userId: string } | { email: string }) =>
  api('POST', '/api/Group/add-user', { token: admin.session.token, body: { groupId, ...who } });
const invitationsOf = async (person: Person) =>
  (await api('GET', '/api/group/invitations', { token: person.session.token })).body;
const inviteesSeenBy = (person: Person, groupId: string) =>
  api('GET', `/api/Group/${groupId}/invitees`, { token: person.session.token });

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
    expect(both).toMatchObject({
      status: 400,
      body: { message: 'Give either userId or email', code: 'validation_failed' },
    });
    const renamed = await api('PATCH', `/api/Group/${group.id}`, {
      token: admin.session.token,
      body: { name: '' },
    });
    expect(renamed.status).toBe(400);
  });

  it('invites by user id with an answer that holds no email nor name, and refuses a second invitation', async () => {
    const { admin, member, group } = await household();
    const friend = await signedInUser({ name: 'Fran Friend' });
    const byId = await invite(admin, group.id, { userId: friend.session.id });
    expect(byId).toMatchObject({ status: 201 });
    expect(byId.body).toEqual({ groupId: group.id, userId: friend.session.id, status: 'invited' });
    // Every member sees the invitee, by name only: no email the admin did not type.
    const invitees = await inviteesSeenBy(member, group.id);
    expect(invitees).toMatchObject({ status: 200 });
    expect(invitees.body).toEqual([{ id: friend.session.id, name: 'Fran Friend', email: null }]);
    expect(JSON.stringify((await membersSeenBy(admin, group.id)).body)).not.toContain(friend.email);
    const again = await invite(admin, group.id, { email: friend.email });
    expect(again).toMatchObject({
      status: 409,
      body: {
        message: 'That user has already been invited to this group.',
        code: 'user_has_already_been_invited_group',
      },
    });
    const existing = await invite(admin, group.id, { userId: member.session.id });
    expect(existing).toMatchObject({
      status: 409,
      body: { message: 'That user is already a member of this group.', code: 'user_already_member_group' },
    });
    const unknown = await invite(admin, group.id, { userId: 'no-such-user' });
    expect(unknown).toMatchObject({
      status: 404,
      body: { message: 'User not found.', code: 'user_not_found_stop' },
    });
  });

  it('shares nothing with an invitee until they accept, then makes them a plain member', async () => {
    const { admin, member, group } = await household();
    const invitee = await signedInUser({ name: 'Ivy Invitee' });
    await invite(admin, group.id, { email: invitee.email });
    const token = invitee.session.token;
    const item = await api('POST', '/api/shoppinglistitem', {
      token: member.session.token,
      body: { name: 'Milk', groupId: group.id },
    });
    expect(item.status).toBe(201);
    const refused = [
      await membersSeenBy(invitee, group.id),
      await inviteesSeenBy(invitee, group.id),
      await api('GET', `/api/shoppinglistitem/group/${group.id}`, { token }),
      await api('GET', `/api/mealplan/group/${group.id}/week?weekStartDate=2026-11-16`, { token }),
      await api('GET', `/api/Group/${group.id}/meal-plans`, { token }),
      await api('POST', '/api/shoppinglistitem', { token, body: { name: 'Planted', groupId: group.id } }),
      await api('PUT', `/api/shoppinglistitem/${item.body.id}`, { token, body: { isChecked: true } }),
      await api('PATCH', `/api/Group/${group.id}`, { token, body: { name: 'Mine' } }),
      await api('DELETE', `/api/Group/${group.id}/users/${member.session.id}`, { token }),
    ];
    for (const response of refused) expect([403, 404]).toContain(response.status);
    expect(await groupsOf(invitee)).toEqual([]);
    // The members see them as invited, by the email typed; the member list is unchanged.
    expect((await inviteesSeenBy(member, group.id)).body).toEqual([
      { id: invitee.session.id, name: null, email: invitee.email },
    ]);
    expect((await membersSeenBy(admin, group.id)).body).toHaveLength(2);

    expect((await answer(invitee, group.id, true)).status).toBe(204);
    expect(await groupsOf(invitee)).toEqual([{ ...group, isGroupAdmin: false }]);
    expect((await inviteesSeenBy(member, group.id)).body).toEqual([]);
    expect((await membersSeenBy(invitee, group.id)).body).toContainEqual(
      expect.objectContaining({ id: invitee.session.id, name: 'Ivy Invitee', isGroupAdmin: false }),
    );
    const list = await api('GET', `/api/shoppinglistitem/group/${group.id}`, { token });
    expect(list).toMatchObject({
      status: 200,
      body: [expect.objectContaining({ name: 'Milk', isChecked: false })],
    });
  });

  it("lists the caller's pending invitations with the group's and the inviter's names", async () => {
    const { admin, group } = await household();
    const other = await signedInUser({ name: 'Bea Baker' });
    const second = (
      await api('POST', '/api/Group/create', { token: other.session.token, body: { name: 'Bakers' } })
    ).body;
    const invitee = await signedInUser({ name: 'Ivy Invitee' });
    expect(await invitationsOf(invitee)).toEqual([]);
    await invite(admin, group.id, { userId: invitee.session.id });
    await invite(other, second.id, { email: invitee.email });
    expect(await invitationsOf(invitee)).toEqual([
      { groupId: second.id, groupName: 'Bakers', invitedBy: 'Bea Baker' },
      { groupId: group.id, groupName: 'The Smiths', invitedBy: 'Ada Admin' },
    ]);
    expect((await answer(invitee, second.id, true)).status).toBe(204);
    expect(await invitationsOf(invitee)).toEqual([
      { groupId: group.id, groupName: 'The Smiths', invitedBy: 'Ada Admin' },
    ]);
    expect(await invitationsOf(admin)).toEqual([]);
  });

  it('declines: the invitation is gone, nothing joined, and another invitation may follow', async () => {
    const { admin, outsider, group } = await household();
    const invitee = await signedInUser({ name: 'Dan Decliner' });
    await invite(admin, group.id, { userId: invitee.session.id });
    expect((await answer(invitee, group.id, false)).status).toBe(204);
    expect(await invitationsOf(invitee)).toEqual([]);
    expect(await groupsOf(invitee)).toEqual([]);
    expect((await inviteesSeenBy(admin, group.id)).body).toEqual([]);
    const late = await answer(invitee, group.id, true);
    expect(late).toMatchObject({
      status: 404,
      body: {
        message: 'You have no pending invitation to this group.',
        code: 'have_no_pending_invitation_group',
      },
    });
    expect((await answer(outsider, group.id, true)).status).toBe(404);
    const bad = await api('POST', `/api/Group/${group.id}/invitation`, {
      token: invitee.session.token,
      body: { accept: 'yes' },
    });
    expect(bad).toMatchObject({ status: 400, body: refusedField('accept', 'accept must be true or false') });
    expect((await invite(admin, group.id, { email: invitee.email })).status).toBe(201);
  });

  it('lets an admin cancel an invitation, and no plain member', async () => {
    const { admin, member, group } = await household();
    const invitee = await signedInUser({ name: 'Carl Cancelled' });
    await invite(admin, group.id, { userId: invitee.session.id });
    const byMember = await removeFromGroup(member, group.id, invitee);
    expect(byMember).toMatchObject({
      status: 403,
      body: { message: 'Only group admins can do this.', code: 'group_admins_only' },
    });
    expect(await invitationsOf(invitee)).toHaveLength(1);
    const cancelled = await removeFromGroup(admin, group.id, invitee);
    expect(cancelled.status).toBe(204);
    expect(await invitationsOf(invitee)).toEqual([]);
    expect((await inviteesSeenBy(admin, group.id)).body).toEqual([]);
    expect((await answer(invitee, group.id, true)).status).toBe(404);
  });

  it('lets any member leave with their own id; a plain member still removes no one else', async () => {
    const { admin, member, group } = await household();
    const third = await signedInUser({ name: 'Tom Third' });
    await invite(admin, group.id, { userId: third.session.id });
    await answer(third, group.id, true);
    const others = await removeFromGroup(member, group.id, third);
    expect(others).toMatchObject({
      status: 403,
      body: { message: 'Only group admins can do this.', code: 'group_admins_only' },
    });
    const left = await removeFromGroup(member, group.id, member);
    expect(left.status).toBe(204);
    expect(await groupsOf(member)).toEqual([]);
    expect((await membersSeenBy(member, group.id)).status).toBe(404);
    expect((await membersSeenBy(admin, group.id)).body.map((m: { id: string }) => m.id).sort()).toEqual(
      [admin.session.id, third.session.id].sort(),
    );
    // The last admin cannot leave, as before.
    const adminLeaves = await removeFromGroup(admin, group.id, admin);
    expect(adminLeaves).toMatchObject({
      status: 409,
      body: { message: 'A group must keep at least one admin.', code: 'group_keep_at_least_admin' },
    });
  });

  it('keeps memberships stored before invitations existed as full members', async () => {
    const [admin, member] = await Promise.all([
      signedInUser({ name: 'Old Admin' }),
      signedInUser({ name: 'Old Member' }),
    ]);
    const groupId = `old-${member.session.id}`;
    const createdAt = '2026-01-05T10:00:00.000Z';
    // The items exactly as the release before invitations wrote them.
    await putStoredItem({
      pk: `GROUP#${groupId}`,
      sk: 'GROUP',
      type: 'Group',
      id: groupId,
      name: 'Old Household',
      createdAt,
      createdBy: admin.session.id,
      memberCount: 2,
      adminCount: 1,
    });
    for (const [person, isGroupAdmin] of [
      [admin, true],
      [member, false],
    ] as const)
      await putStoredItem({
        pk: `GROUP#${groupId}`,
        sk: `MEMBER#${person.session.id}`,
        gsi1pk: `MEMBERSHIPS#${person.session.id}`,
        gsi1sk: `GROUP#${groupId}`,
        type: 'Membership',
        groupId,
        userId: person.session.id,
        isGroupAdmin,
        joinedAt: createdAt,
      });
    expect(await groupsOf(member)).toEqual([
      { id: groupId, name: 'Old Household', createdAt, isGroupAdmin: false },
    ]);
    expect(await invitationsOf(member)).toEqual([]);
    expect((await membersSeenBy(member, groupId)).body).toEqual([
      { id: admin.session.id, name: 'Old Admin', email: admin.email, avatar: null, isGroupAdmin: true },
      { id: member.session.id, name: 'Old Member', email: member.email, avatar: null, isGroupAdmin: false },
    ]);
    const item = await api('POST', '/api/shoppinglistitem', {
      token: member.session.token,
      body: { name: 'Tea', groupId },
    });
    expect(item).toMatchObject({ status: 201, body: { name: 'Tea', groupId } });
    const left = await removeFromGroup(member, groupId, member);
    expect(left.status).toBe(204);
    expect(await groupsOf(member)).toEqual([]);
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
      expect(response).toMatchObject({
        status: 403,
        body: { message: 'Only group admins can do this.', code: 'group_admins_only' },
      });
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
      expect(response).toMatchObject({
        status: 404,
        body: { message: 'Group not found.', code: 'group_not_found' },
      });
    }
    expect(await groupsOf(outsider)).toEqual([]);
    expect((await membersSeenBy(admin, group.id)).body).toHaveLength(2);
  });

  it('removes a member, who then loses sight of the group', async () => {
    const { admin, member, group } = await household();
    const removed = await removeFromGroup(admin, group.id, member);
    expect(removed.status).toBe(204);
    expect(await groupsOf(member)).toEqual([]);
    expect((await membersSeenBy(member, group.id)).status).toBe(404);
    const again = await removeFromGroup(admin, group.id, member);
    expect(again).toMatchObject({
      status: 404,
      body: { message: 'That user is not a member of this group.', code: 'user_not_member_group' },
    });
  });

  it('keeps at least one admin: the last admin can neither leave nor step down', async () => {
    const { admin, member, group } = await household();
    const token = admin.session.token;
    const leave = await api('DELETE', `/api/Group/${group.id}/users/${admin.session.id}`, { token });
    expect(leave).toMatchObject({
      status: 409,
      body: { message: 'A group must keep at least one admin.', code: 'group_keep_at_least_admin' },
    });
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

  it('deletes a group with its memberships and invitations', async () => {
    const { admin, member, outsider, group } = await household();
    await invite(admin, group.id, { userId: outsider.session.id });
    expect(await invitationsOf(outsider)).toHaveLength(1);
    expect((await api('DELETE', `/api/Group/${group.id}`, { token: admin.session.token })).status).toBe(204);
    expect(await groupsOf(admin)).toEqual([]);
    expect(await groupsOf(member)).toEqual([]);
    expect(await invitationsOf(outsider)).toEqual([]);
    expect((await answer(outsider, group.id, true)).status).toBe(404);
    expect((await membersSeenBy(admin, group.id)).status).toBe(404);
    expect((await api('DELETE', `/api/Group/${group.id}`, { token: admin.session.token })).status).toBe(404);
  });
});
