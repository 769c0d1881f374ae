import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import type { InvitationLinkRecord, InvitationLinks } from '#functions/data/invitation-links';
import type { SignUpSettings } from '#functions/data/sign-up-settings';
import type { UserRecord } from '#functions/data/users';
import { ConflictError, ForbiddenError, NotFoundError } from '#functions/lib/domain-errors';
import { createInvitationService } from '#functions/users/invitation-service';
import type { SignUpMode } from '#shared/users/sign-up-rules';
import { callerFor, fakeGroupsAndMemberships, userRecord } from './fakes';

const token = 'T'.repeat(43);
const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');
const now = new Date('2026-05-01T12:00:00.000Z');

/** Links in a map, spending uses as the table's condition does (uses left and not expired). */
const setUp = (mode: SignUpMode = 'open') => {
  const { groups, memberships, groupsById } = fakeGroupsAndMemberships();
  const stored = new Map<string, InvitationLinkRecord>();
  const live = (id: string, at: string) => {
    const link = stored.get(id);
    return link && link.usesLeft > 0 && link.expiresAt > at ? link : undefined;
  };
  const created: UserRecord[] = [];
  const links: InvitationLinks = {
    create: async (link) => void stored.set(link.id, link),
    get: async (id) => stored.get(id),
    withdraw: async (id) => stored.delete(id),
    // The scope's links in one page: paging itself is the table's (tests/integration/invitation-link-pages.test.ts).
    page: async (scope) => ({
      links: [...stored.values()].filter(
        (link) => 'everyLink' in scope || (link.groupId !== null && scope.groupIds.includes(link.groupId)),
      ),
      nextCursor: null,
    }),
    async register(id, user, at) {
      const link = live(id, at);
      if (!link) return 'link-used';
      stored.set(id, { ...link, usesLeft: link.usesLeft - 1 });
      created.push(user);
      return 'done';
    },
    async join(id, _membership, at) {
      const link = live(id, at);
      if (!link) return 'link-used';
      stored.set(id, { ...link, usesLeft: link.usesLeft - 1 });
      return 'done';
    },
  };
  const settings: SignUpSettings = { mode: async () => mode, setMode: async () => undefined };
  const service = createInvitationService({
    links,
    settings,
    memberships,
    groups,
    // The makers of these tests keep their rights: `root` is the SysAdmin, anyone else a User.
    users: { findById: async (id) => ({ ...userRecord(id), role: id === 'root' ? 'SysAdmin' : 'User' }) },
    webOrigin: 'https://site.example',
    now: () => now,
    newToken: () => token,
  });
  return { service, stored, created, memberships, groupsById };
};

const found = async (setup: ReturnType<typeof setUp>, groupId: string, adminId: string) => {
  await setup.memberships.foundGroup(
    {
      id: groupId,
      name: `Group ${groupId}`,
      createdAt: now.toISOString(),
      createdBy: adminId,
      memberCount: 1,
      adminCount: 1,
    },
    { groupId, userId: adminId, isGroupAdmin: true, joinedAt: now.toISOString() },
  );
};
const plain = async () => undefined;
const link = { uses: 2, expiresInDays: 3 };

describe('making a link', () => {
  it('stores only the hash of the token; the url carries the token once', async () => {
    const setup = setUp();
    const made = await setup.service.create(callerFor('root', 'SysAdmin'), { role: 'SysAdmin', ...link });
    expect(made).toEqual({ id: sha256(token), url: `https://site.example/register?invite=${token}` });
    expect(JSON.stringify([...setup.stored.values()])).not.toContain(token);
    expect(setup.stored.get(sha256(token))).toMatchObject({
      role: 'SysAdmin',
      groupId: null,
      usesLeft: 2,
      expiresAt: '2026-05-04T12:00:00.000Z',
    });
  });

  it.each(['User', 'GroupAdmin'] as const)('refuses a %s a link without a group', async (role) => {
    await expect(setUp().service.create(callerFor('u', role), { role: 'User', ...link })).rejects.toEqual(
      new ForbiddenError('Only a Sys Admin may make an invitation link without a group.'),
    );
  });

  it("lets a group's admin of any app role make User links for that group only", async () => {
    const setup = setUp();
    await found(setup, 'g1', 'alice');
    await found(setup, 'g2', 'bob');
    const alice = callerFor('alice', 'User');
    expect((await setup.service.create(alice, { role: 'User', groupId: 'g1', ...link })).id).toBe(
      sha256(token),
    );
    await expect(
      setup.service.create(alice, { role: 'GroupAdmin', groupId: 'g1', ...link }),
    ).rejects.toBeInstanceOf(ForbiddenError);
    await expect(setup.service.create(alice, { role: 'User', groupId: 'g2', ...link })).rejects.toEqual(
      new NotFoundError('Group not found.'),
    );
  });
});

describe('registering', () => {
  it('open: anyone, as a User, stored the plain way', async () => {
    expect(await setUp('open').service.admit(undefined, plain)).toEqual({ role: 'User', store: plain });
  });

  it('invite: refused without a link, with the exact sentence', async () => {
    await expect(setUp('invite').service.admit(undefined, plain)).rejects.toEqual(
      new ForbiddenError('Registration is by invitation only.'),
    );
  });

  it('closed: refused even with a live link', async () => {
    const setup = setUp('closed');
    await setup.service.create(callerFor('root', 'SysAdmin'), { role: 'User', ...link });
    await expect(setup.service.admit(token, plain)).rejects.toEqual(
      new ForbiddenError('Registration is closed. Ask an administrator for an account.'),
    );
  });

  it('a link gives its role and spends a use as the account is stored', async () => {
    const setup = setUp('invite');
    await setup.service.create(callerFor('root', 'SysAdmin'), { role: 'GroupAdmin', ...link });
    const admission = await setup.service.admit(token, plain);
    expect(admission.role).toBe('GroupAdmin');
    await admission.store(userRecord('new'));
    expect(setup.created.map((user) => user.id)).toEqual(['new']);
    expect(setup.stored.get(sha256(token))?.usesLeft).toBe(1);
  });

  it('refuses an expired link', async () => {
    const setup = setUp();
    await setup.service.create(callerFor('root', 'SysAdmin'), { role: 'User', ...link });
    const id = sha256(token);
    setup.stored.set(id, { ...(setup.stored.get(id) as InvitationLinkRecord), expiresAt: now.toISOString() });
    await expect(setup.service.admit(token, plain)).rejects.toEqual(
      new ForbiddenError('This invitation link is invalid or has expired.'),
    );
  });
});

describe('seeing and withdrawing links', () => {
  it("a group admin sees their groups' links; others see none and cannot withdraw them", async () => {
    const setup = setUp();
    await found(setup, 'g1', 'alice');
    await setup.service.create(callerFor('alice'), { role: 'User', groupId: 'g1', ...link });
    const listed = async (caller: ReturnType<typeof callerFor>) =>
      (await setup.service.list(caller, undefined, undefined)).links;
    expect((await listed(callerFor('alice'))).map((l) => l.groupName)).toEqual(['Group g1']);
    expect(await listed(callerFor('mallory'))).toEqual([]);
    await expect(setup.service.list(callerFor('mallory'), 'g1', undefined)).rejects.toBeInstanceOf(
      NotFoundError,
    );
    await expect(setup.service.withdraw(callerFor('mallory'), sha256(token))).rejects.toBeInstanceOf(
      NotFoundError,
    );
    expect(await listed(callerFor('root', 'SysAdmin'))).toHaveLength(1);
    await setup.service.withdraw(callerFor('root', 'SysAdmin'), sha256(token));
    expect(setup.stored.size).toBe(0);
  });

  it('a role link cannot be joined by a signed-in user', async () => {
    const setup = setUp();
    await setup.service.create(callerFor('root', 'SysAdmin'), { role: 'User', ...link });
    await expect(setup.service.join(callerFor('someone'), token)).rejects.toBeInstanceOf(ConflictError);
  });
});
