import { describe, expect, it } from 'vitest';
import { invitationLinkPageSize } from '#shared/users/invitation-schemas';
import { nextCursorHeader } from '#shared/users/user-schemas';
import { adminCredentials } from './support/admin-account';
import { api, login, signedInUser, uniqueEmail } from './support/api';

/**
 * The list of invitation links through the real HTTP API, a page at a time (issue 25, point 4):
 * 120 links of one group, made by four SysAdmins (each may make 30 an hour), listed 50, 50, 20.
 * Other files make links too, so the SysAdmin's list of every link is checked for these 120 among them.
 */
const listPage = (token: string, query: Record<string, string>) =>
  api<{ id: string; groupId: string | null }[]>(
    'GET',
    `/api/users/invitation-links?${new URLSearchParams(query)}`,
    { token },
  );

/** Every page of a listing, following the cursor in the header. */
const everyPage = async (token: string, query: Record<string, string> = {}) => {
  const pages: string[][] = [];
  let cursor: string | null = null;
  do {
    const page = await listPage(token, cursor ? { ...query, cursor } : query);
    expect(page.status).toBe(200);
    pages.push(page.body.map((link) => link.id));
    cursor = page.headers.get(nextCursorHeader);
  } while (cursor && pages.length < 1000);
  return pages;
};

const newGroup = async (token: string, name: string) =>
  (await api('POST', '/api/Group/create', { token, body: { name } })).body as { id: string };

const newSysAdmin = async (adminToken: string) => {
  const email = uniqueEmail('link-maker');
  const made = await api('POST', '/api/users/add-user', {
    token: adminToken,
    body: { name: 'Link Maker', email, password: 'password-1', role: 'SysAdmin' },
  });
  expect(made.status).toBe(201);
  return (await login(email, 'password-1')).token;
};

describe('the invitation links, a page at a time', () => {
  it('lists 120 links of a group as 50, 50 and 20, newest first, each once, to its admin and to a SysAdmin', async () => {
    const admin = await login(adminCredentials.email, adminCredentials.password);
    const groupAdmin = await signedInUser();
    const group = await newGroup(groupAdmin.session.token, 'Paged');
    const makers = await Promise.all(Array.from({ length: 4 }, () => newSysAdmin(admin.token)));
    const made: string[] = [];
    for (const maker of makers)
      for (let i = 0; i < 30; i++) {
        const link = await api('POST', '/api/users/invitation-links', {
          token: maker,
          body: { role: 'User', groupId: group.id, uses: 2, expiresInDays: 7 },
        });
        expect(link.status).toBe(201);
        made.push(link.body.id);
      }
    const newestFirst = [...made].reverse();

    const groupPages = await everyPage(groupAdmin.session.token, { groupId: group.id });
    expect(groupPages.map((page) => page.length)).toEqual([invitationLinkPageSize, 50, 20]);
    expect(groupPages.flat()).toEqual(newestFirst);

    const everyLink = await everyPage(admin.token);
    expect(everyLink[0]).toHaveLength(invitationLinkPageSize);
    expect(everyLink.every((page) => page.length <= invitationLinkPageSize)).toBe(true);
    const listed = everyLink.flat();
    expect(new Set(listed).size).toBe(listed.length);
    expect(listed.filter((id) => made.includes(id))).toEqual(newestFirst);

    // The group's admin sees their own group's links only, with or without naming it.
    const theirs = (await everyPage(groupAdmin.session.token)).flat();
    expect(theirs).toEqual(newestFirst);
  }, 120_000);

  it('answers a forged or garbage cursor with a 400 and a clear message, never a 500', async () => {
    const admin = await login(adminCredentials.email, adminCredentials.password);
    const stranger = await signedInUser();
    const group = await newGroup(stranger.session.token, 'Mine');
    const forged = [
      'garbage',
      'x'.repeat(600),
      Buffer.from('{"pk":"INVITELINK#1"}').toString('base64url'),
      Buffer.from(JSON.stringify(['INVITELINKS', 'TIME#2026-11-28T00:00:00.000Z#zz'])).toString('base64url'),
      Buffer.from(JSON.stringify(['USERS', `a#${'0'.repeat(64)}`])).toString('base64url'),
      Buffer.from(JSON.stringify(['INVITELINKS', `TIME#\ud800#${'0'.repeat(64)}`])).toString('base64url'),
    ];
    for (const cursor of forged) {
      const answer = await listPage(admin.token, { cursor });
      expect(answer.status).toBe(400);
      // A cursor too long to be one is refused by the query's schema, naming the query.
      expect((answer.body as unknown as { message: string }).message).toMatch(
        /^(Invalid query: )?Invalid cursor$/,
      );
      expect((await listPage(stranger.session.token, { groupId: group.id, cursor })).status).toBe(400);
    }
    // A cursor of the SysAdmin's list names nothing in a group's.
    const everyLink = await listPage(admin.token, {});
    const cursor = everyLink.headers.get(nextCursorHeader);
    if (cursor)
      expect((await listPage(stranger.session.token, { groupId: group.id, cursor })).status).toBe(400);
  });
});
