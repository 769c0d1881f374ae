import { describe, expect, it } from 'vitest';
import { createGroupService } from '#functions/groups/group-service';
import { ConflictError, ForbiddenError, NotFoundError } from '#functions/lib/domain-errors';
import { maxGroupMembers } from '#shared/groups/group-schemas';
import { callerFor, fakeGroupsAndMemberships, fakeUsers, instantBackoff, userRecord } from './fakes';

const setUp = (attempts = 8) => {
  const store = fakeGroupsAndMemberships();
  const people = Array.from({ length: maxGroupMembers + 1 }, (_, index) => userRecord(`user-${index}`));
  const { users } = fakeUsers([userRecord('admin'), userRecord('member'), userRecord('outsider'), ...people]);
  const { backoff, pauses } = instantBackoff(attempts);
  let ids = 0;
  const service = createGroupService({
    ...store,
    users,
    now: () => new Date('2026-03-01T10:00:00.000Z'),
    newId: () => `group-${++ids}`,
    backoff,
  });
  return { service, store, pauses };
};

/** A group of `admin` with `member` in it (invited, and accepted). */
const household = async (attempts?: number) => {
  const setup = setUp(attempts);
  const group = await setup.service.create(callerFor('admin'), 'Home');
  await setup.service.addMember(callerFor('admin'), { groupId: group.id, userId: 'member' });
  await setup.service.answerInvitation(callerFor('member'), group.id, true);
  return { ...setup, group };
};

describe('group service rules', () => {
  it('makes the creator the only admin', async () => {
    const { service, group } = await household();
    expect(group).toEqual({ id: 'group-1', name: 'Home', createdAt: '2026-03-01T10:00:00.000Z' });
    expect(await service.members(callerFor('member'), group.id)).toEqual([
      expect.objectContaining({ id: 'admin', isGroupAdmin: true }),
      expect.objectContaining({ id: 'member', isGroupAdmin: false }),
    ]);
  });

  it('lets only admins change the group', async () => {
    const { service, group } = await household();
    const member = callerFor('member');
    for (const change of [
      service.rename(member, group.id, 'Mine'),
      service.delete(member, group.id),
      service.addMember(member, { groupId: group.id, userId: 'outsider' }),
      service.removeMember(member, group.id, 'admin'),
      service.setAdmin(member, group.id, 'member', true),
    ])
      await expect(change).rejects.toEqual(new ForbiddenError('Only group admins can do this.'));
  });

  it('answers an outsider as if the group did not exist', async () => {
    const { service, group } = await household();
    await expect(service.members(callerFor('outsider'), group.id)).rejects.toEqual(
      new NotFoundError('Group not found.'),
    );
    await expect(service.rename(callerFor('outsider'), group.id, 'Taken')).rejects.toBeInstanceOf(
      NotFoundError,
    );
  });

  it('keeps the last admin', async () => {
    const { service, group } = await household();
    const admin = callerFor('admin');
    await expect(service.setAdmin(admin, group.id, 'admin', false)).rejects.toEqual(
      new ConflictError('A group must keep at least one admin.'),
    );
    await expect(service.removeMember(admin, group.id, 'admin')).rejects.toEqual(
      new ConflictError('A group must keep at least one admin.'),
    );
    await service.setAdmin(admin, group.id, 'member', true);
    await service.removeMember(admin, group.id, 'admin');
    expect(await service.members(callerFor('member'), group.id)).toEqual([
      expect.objectContaining({ id: 'member', isGroupAdmin: true }),
    ]);
  });

  it('invites: the invitee is no member until they accept, and is told who invited them', async () => {
    const { service, group } = await household();
    const admin = callerFor('admin');
    const sent = await service.addMember(admin, { groupId: group.id, email: 'outsider@example.com' });
    expect(sent).toEqual({ groupId: group.id, email: 'outsider@example.com', status: 'invited' });
    const outsider = callerFor('outsider');
    await expect(service.members(outsider, group.id)).rejects.toEqual(new NotFoundError('Group not found.'));
    expect(await service.ofUser(outsider)).toEqual([]);
    expect(await service.invitationsOf(outsider)).toEqual([
      { groupId: group.id, groupName: 'Home', invitedBy: 'admin' },
    ]);
    expect(await service.invitees(callerFor('member'), group.id)).toEqual([
      { id: 'outsider', name: null, email: 'outsider@example.com' },
    ]);
    await expect(service.addMember(admin, { groupId: group.id, userId: 'outsider' })).rejects.toEqual(
      new ConflictError('That user has already been invited to this group.'),
    );
    await service.answerInvitation(outsider, group.id, true);
    expect(await service.ofUser(outsider)).toEqual([
      expect.objectContaining({ id: group.id, isGroupAdmin: false }),
    ]);
    expect(await service.invitationsOf(outsider)).toEqual([]);
    expect(await service.invitees(admin, group.id)).toEqual([]);
  });

  it('declines, cancels, and lets any member leave', async () => {
    const { service, group } = await household();
    const admin = callerFor('admin');
    await service.addMember(admin, { groupId: group.id, userId: 'outsider' });
    expect(await service.invitees(admin, group.id)).toEqual([
      { id: 'outsider', name: 'outsider', email: null },
    ]);
    await service.answerInvitation(callerFor('outsider'), group.id, false);
    expect(await service.invitees(admin, group.id)).toEqual([]);
    await expect(service.answerInvitation(callerFor('outsider'), group.id, true)).rejects.toEqual(
      new NotFoundError('You have no pending invitation to this group.'),
    );
    await service.addMember(admin, { groupId: group.id, userId: 'outsider' });
    await service.removeMember(admin, group.id, 'outsider');
    expect(await service.invitationsOf(callerFor('outsider'))).toEqual([]);
    await service.removeMember(callerFor('member'), group.id, 'member');
    expect(await service.ofUser(callerFor('member'))).toEqual([]);
  });

  it('refuses a member beyond the cap, and one already in the group', async () => {
    const { service, group } = await household();
    const admin = callerFor('admin');
    for (let index = 0; index < maxGroupMembers - 2; index++)
      await service.addMember(admin, { groupId: group.id, userId: `user-${index}` });
    await expect(
      service.addMember(admin, { groupId: group.id, userId: `user-${maxGroupMembers}` }),
    ).rejects.toEqual(new ConflictError(`A group can have at most ${maxGroupMembers} members.`));
    await expect(service.addMember(admin, { groupId: group.id, userId: 'member' })).rejects.toEqual(
      new ConflictError('That user is already a member of this group.'),
    );
  });

  it('retries a membership change that met a concurrent one, then gives up', async () => {
    const { service, store, group, pauses } = await household(3);
    store.interference.stale = 2;
    await service.setAdmin(callerFor('admin'), group.id, 'member', true);
    expect(pauses).toHaveLength(2);

    store.interference.stale = 3;
    await expect(service.removeMember(callerFor('admin'), group.id, 'member')).rejects.toEqual(
      new ConflictError('The group changed while saving. Please try again.'),
    );
  });
});
