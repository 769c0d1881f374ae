import { describe, expect, it } from 'vitest';
import { NotFoundError } from '#functions/lib/domain-errors';
import { createOwnerAccess, namesOtherOwner, ownerNamedBy } from '#functions/lib/owner-access';
import { callerFor, fakeGroupsAndMemberships } from './fakes';

const setUp = async () => {
  const { memberships } = fakeGroupsAndMemberships();
  await memberships.foundGroup(
    { id: 'g1', name: 'Home', createdAt: '', createdBy: 'member', memberCount: 1, adminCount: 1 },
    { groupId: 'g1', userId: 'member', isGroupAdmin: true, joinedAt: '' },
  );
  return createOwnerAccess(memberships);
};

const personalNotFound = () => new NotFoundError('Shopping list not found.');

describe('acting for an owner', () => {
  it('lets a user act for themselves and for a group they belong to', async () => {
    const access = await setUp();
    const member = callerFor('member');
    expect(await access(member, { type: 'user', id: 'member' }, personalNotFound)).toEqual({
      type: 'user',
      id: 'member',
    });
    expect(await access(member, { type: 'group', id: 'g1' }, personalNotFound)).toEqual({
      type: 'group',
      id: 'g1',
    });
  });

  it("answers 404 for someone else's data and an outsider's group", async () => {
    const access = await setUp();
    const outsider = callerFor('outsider');
    await expect(access(outsider, { type: 'user', id: 'member' }, personalNotFound)).rejects.toEqual(
      new NotFoundError('Shopping list not found.'),
    );
    await expect(access(outsider, { type: 'group', id: 'g1' }, personalNotFound)).rejects.toEqual(
      new NotFoundError('Group not found.'),
    );
  });

  it('reads the owner a body names, and whether a change names another one', () => {
    expect(ownerNamedBy({ userId: 'u1', groupId: null })).toEqual({ type: 'user', id: 'u1' });
    expect(ownerNamedBy({ userId: 'u1', groupId: 'g1' })).toEqual({ type: 'group', id: 'g1' });
    expect(namesOtherOwner({ type: 'user', id: 'u1' }, { userId: 'u1' })).toBe(false);
    expect(namesOtherOwner({ type: 'user', id: 'u1' }, { groupId: 'g1' })).toBe(true);
    expect(namesOtherOwner({ type: 'group', id: 'g1' }, { userId: 'u1' })).toBe(true);
    expect(namesOtherOwner({ type: 'group', id: 'g1' }, {})).toBe(false);
  });
});
