import { describe, expect, it } from 'vitest';
import { inviteeLabel, memberLabel, splitMembers } from '#web/features/groups/utils/members';
import { getUsers } from '#web/features/users/api/get-users';
import { grantableRoles } from '#web/features/users/utils/grantable-roles';
import { reconcileActingContext, selfContext } from '#web/lib/acting-context';
import { ApiError, callApiWithHeaders } from '#web/lib/api-client';
import { avatarColourOf, defaultAvatarColour, editorColourOf, isHexColour } from '#web/lib/avatar';
import { errorMessage } from '#web/lib/error-message';
import { itReadsAs } from '../../support/reads-as';
import { installFetchMock } from './fetch-mock';

describe('reconcileActingContext', () => {
  const family = { type: 'group', id: 'g1', name: 'Family', avatar: null } as const;

  it('keeps self, and a group the user is still in', () => {
    expect(reconcileActingContext(selfContext, [])).toBe(selfContext);
    expect(reconcileActingContext(family, [{ id: 'g1', name: 'Family' }])).toBe(family);
  });

  it('falls back to self when the group is gone or the user left it', () => {
    expect(reconcileActingContext(family, [])).toEqual(selfContext);
    expect(reconcileActingContext(family, [{ id: 'g2', name: 'Family' }])).toEqual(selfContext);
  });

  it('follows a rename', () => {
    expect(reconcileActingContext(family, [{ id: 'g1', name: 'Household' }])).toEqual({
      ...family,
      name: 'Household',
    });
  });
});

describe('errorMessage', () => {
  it("prefers the server's message, else the fallback", () => {
    expect(errorMessage(new ApiError(409, 'A group must keep at least one admin.'), 'Failed')).toBe(
      'A group must keep at least one admin.',
    );
    expect(errorMessage(new ApiError(500, undefined), 'Failed to delete group.')).toBe(
      'Failed to delete group.',
    );
    expect(errorMessage(new ApiError(0, undefined), 'Failed')).toBe('Failed');
    expect(errorMessage(new Error('boom'), 'Failed')).toBe('Failed');
  });
});

describe('group members', () => {
  const ann = { id: 'u1', name: 'Ann', email: 'ann@example.com', avatar: null, isGroupAdmin: true };
  const bob = { id: 'u2', name: 'Bob', email: 'bob@example.com', avatar: null, isGroupAdmin: false };

  it('lists administrators apart from members, in order', () => {
    expect(splitMembers([bob, ann])).toEqual({ administrators: [ann], members: [bob] });
    expect(splitMembers([])).toEqual({ administrators: [], members: [] });
  });

  it("labels an entry 'name (email)'", () => {
    expect(memberLabel(ann)).toBe('Ann (ann@example.com)');
  });

  it('labels an invitee by the email typed, or by name when invited by id', () => {
    expect(inviteeLabel({ name: null, email: 'cat@example.com' })).toBe('cat@example.com');
    expect(inviteeLabel({ name: 'Cat', email: null })).toBe('Cat');
  });
});

describe('roles offered in the add-user form', () => {
  it('offers every role to a Sys Admin, only User to a Group Admin', () => {
    expect(grantableRoles('SysAdmin')).toEqual(['User', 'GroupAdmin', 'SysAdmin']);
    expect(grantableRoles('GroupAdmin')).toEqual(['User']);
  });
});

describe('avatar colour', () => {
  it("defaults to green and starts the editor at the user's own colour", () => {
    expect(defaultAvatarColour).toBe('green');
    expect(editorColourOf('#AA00CC')).toBe('#aa00cc');
    expect(editorColourOf(null)).toBe('#008000');
    expect(avatarColourOf(null)).toBe('green');
    expect(avatarColourOf(undefined)).toBe('green');
    expect(avatarColourOf('not a colour')).toBe('green');
    expect(avatarColourOf('#1A2b3c')).toBe('#1A2b3c');
  });

  itReadsAs(isHexColour, {
    'accepts only #rrggbb': [
      ['#ff0000', true],
      ['#FF0000', true],
      ['ff0000', false],
      ['#f00', false],
      ['#ff00001', false],
    ],
  });
});

describe('the next-page cursor', () => {
  const fetchMock = installFetchMock();
  const page = (cursor?: string) =>
    new Response(JSON.stringify([{ id: 'u1', name: 'Ann', email: 'a@b.co', role: 'User', avatar: null }]), {
      status: 200,
      headers: { 'Content-Type': 'application/json', ...(cursor ? { 'x-next-cursor': cursor } : {}) },
    });

  it('callApiWithHeaders returns the body with the headers', async () => {
    fetchMock.mockResolvedValue(page('next-1'));
    const { data, headers } = await callApiWithHeaders('allUsers', { query: { limit: 2 } });
    expect(data).toHaveLength(1);
    expect(headers.get('x-next-cursor')).toBe('next-1');
    expect(fetchMock.mock.calls[0]?.[0]).toBe('/api/users/all-users?limit=2');
  });

  it('getUsers reads the cursor of the next page, and none on the last page', async () => {
    fetchMock.mockResolvedValueOnce(page('next-1')).mockResolvedValueOnce(page());
    await expect(getUsers(undefined)).resolves.toMatchObject({ nextCursor: 'next-1' });
    const last = await getUsers('next-1');
    expect(last.nextCursor).toBeUndefined();
    expect(fetchMock.mock.calls[1]?.[0]).toBe('/api/users/all-users?limit=50&cursor=next-1');
  });
});
