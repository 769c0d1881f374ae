import { createHash } from 'node:crypto';
import { PutCommand } from '@aws-sdk/lib-dynamodb';
import { describe, expect, it } from 'vitest';
import { createInvitationLinks, type InvitationLinkRecord } from '#functions/data/invitation-links';
import { createTable } from '#functions/data/table';
import { InvalidInputError } from '#functions/lib/domain-errors';
import { ownTable } from './support/own-dynamodb';

/**
 * The invitation links' listing on DynamoDB Local (issue 25, point 4): a page at a time, newest
 * first, its cost flat in the number of links, and the links stored before paging still listed.
 */
const { tableName, documentClient } = ownTable('invitation-link-pages');

/** The read units and calls of the DynamoDB requests made through the file's client (made once: its stack is shared). */
let measured:
  | { client: ReturnType<typeof documentClient>; spent: { units: number; calls: number } }
  | undefined;
const measuredClient = () => {
  if (measured) return measured;
  const client = documentClient();
  const spent = { units: 0, calls: 0 };
  client.middlewareStack.add(
    (next) => async (args) => {
      (args.input as { ReturnConsumedCapacity?: string }).ReturnConsumedCapacity = 'TOTAL';
      const result = await next(args);
      const consumed = (result.output as { ConsumedCapacity?: { CapacityUnits?: number }[] | object })
        .ConsumedCapacity;
      spent.calls += 1;
      for (const entry of [consumed ?? []].flat() as { CapacityUnits?: number }[])
        spent.units += entry.CapacityUnits ?? 0;
      return result;
    },
    { step: 'initialize', name: 'measureCapacity' },
  );
  measured = { client, spent };
  return measured;
};

const now = new Date('2026-11-28T12:00:00.000Z');
let made = 0;
/** A link made `minutesAgo` before now (each a distinct time, so the order is known). */
const linkRecord = (fields: Partial<InvitationLinkRecord> = {}): InvitationLinkRecord => {
  made += 1;
  return {
    id: createHash('sha256').update(`link-${made}`).digest('hex'),
    role: 'User',
    groupId: null,
    usesLeft: 3,
    expiresAt: '2026-12-20T00:00:00.000Z',
    createdById: 'admin',
    createdByName: 'Admin',
    createdAt: new Date(now.getTime() - 10 * 24 * 60 * 60 * 1000 + made * 1000).toISOString(),
    ...fields,
  };
};

const linksOn = () => {
  const measured = measuredClient();
  return { links: createInvitationLinks(createTable(measured.client, tableName)), spent: measured.spent };
};

type Links = ReturnType<typeof createInvitationLinks>;
type Scope = Parameters<Links['page']>[0];

/** Every page of a scope, following the cursors, as lists of ids. */
const allPages = async (links: Links, scope: Scope, pageSize: number) => {
  const pages: string[][] = [];
  let cursor: string | undefined;
  do {
    const page = await links.page(scope, cursor, now, pageSize);
    pages.push(page.links.map((link) => link.id));
    cursor = page.nextCursor ?? undefined;
  } while (cursor && pages.length < 100);
  return pages;
};

/** Writes a link as the release before paging stored it: one item, its listing sorted by group first. */
const storeOldShape = async (link: InvitationLinkRecord) =>
  documentClient().send(
    new PutCommand({
      TableName: tableName,
      Item: {
        pk: `INVITELINK#${link.id}`,
        sk: 'LINK',
        gsi1pk: 'INVITELINKS',
        gsi1sk: `${link.groupId ? `GROUP#${link.groupId}#` : 'ROLE#'}${link.createdAt}#${link.id}`,
        type: 'InvitationLink',
        ttl: Math.floor(Date.parse(link.expiresAt) / 1000) + 86_400,
        ...link,
      },
    }),
  );

describe('a group’s links, a page at a time', () => {
  it('lists the group’s open links newest first, old-shape ones after, each once; others’ never', async () => {
    const { links } = linksOn();
    const old = [linkRecord({ groupId: 'pages-g' }), linkRecord({ groupId: 'pages-g' })];
    for (const link of old) await storeOldShape(link);
    const spent = linkRecord({ groupId: 'pages-g', usesLeft: 0 });
    const expired = linkRecord({ groupId: 'pages-g', expiresAt: '2026-11-28T11:00:00.000Z' });
    const newer = Array.from({ length: 7 }, () => linkRecord({ groupId: 'pages-g' }));
    const elsewhere = linkRecord({ groupId: 'pages-other' });
    for (const link of [spent, expired, ...newer, elsewhere]) await links.create(link);

    const pages = await allPages(links, { groupIds: ['pages-g'] }, 3);
    expect(pages.flat()).toEqual([...newer.reverse(), ...old.reverse()].map((link) => link.id));
    expect(pages.every((page) => page.length <= 3)).toBe(true);

    await links.withdraw(newer[0]?.id ?? '');
    expect((await allPages(links, { groupIds: ['pages-g'] }, 50)).flat()).not.toContain(newer[0]?.id);
  });

  it('refuses a cursor it did not give, or one of another scope, with a 400', async () => {
    const { links } = linksOn();
    for (let i = 0; i < 3; i++) await links.create(linkRecord({ groupId: 'cursor-g' }));
    const first = await links.page({ groupIds: ['cursor-g'] }, undefined, now, 2);
    expect(first.nextCursor).toBeTruthy();
    const forged = [
      'garbage',
      Buffer.from('["INVITELINKS","TIME#x"]').toString('base64url'),
      Buffer.from(JSON.stringify(['INVITELINKS#GROUP#cursor-g', 'not-a-link'])).toString('base64url'),
      Buffer.from(JSON.stringify(['INVITELINKS#GROUP#cursor-g', 1])).toString('base64url'),
    ];
    for (const cursor of [...forged, first.nextCursor ?? ''])
      await expect(links.page({ groupIds: ['another-g'] }, cursor, now, 2)).rejects.toBeInstanceOf(
        InvalidInputError,
      );
  });
});

describe('every link (the SysAdmin’s list)', () => {
  it('reads old-shape links, of a role and of a group, after the newer ones', async () => {
    const { links } = linksOn();
    const oldOfRole = linkRecord();
    const oldOfGroup = linkRecord({ groupId: 'legacy-g' });
    for (const link of [oldOfRole, oldOfGroup]) await storeOldShape(link);
    const fresh = linkRecord({ groupId: 'legacy-g' });
    await links.create(fresh);
    const listed = (await allPages(links, { everyLink: true }, 2)).flat();
    expect(new Set(listed).size).toBe(listed.length);
    const order = [fresh, oldOfRole, oldOfGroup].map((link) => listed.indexOf(link.id));
    expect(order.every((at) => at >= 0)).toBe(true);
    expect(order).toEqual([...order].sort((a, b) => a - b));
  });

  it('costs the same for a page at 100 links and at 500: the read does not grow with the links', async () => {
    const { links, spent } = linksOn();
    const add = async (count: number) => {
      for (let i = 0; i < count; i++) await links.create(linkRecord({ groupId: i % 2 ? 'many-g' : null }));
    };
    const costOfPage = async (scope: Scope, cursor?: string) => {
      const before = { ...spent };
      const page = await links.page(scope, cursor, now, 50);
      expect(page.links).toHaveLength(50);
      return { units: spent.units - before.units, calls: spent.calls - before.calls, next: page.nextCursor };
    };
    const every: Scope = { everyLink: true };
    const group: Scope = { groupIds: ['many-g'] };
    await add(100); // half of them the group’s: 50, then 250
    const small = { every: await costOfPage(every), group: await costOfPage(group) };
    await add(400);
    const firstOfEvery = await costOfPage(every);
    const firstOfGroup = await costOfPage(group);
    const large = {
      every: await costOfPage(
        every,
        (await costOfPage(every, firstOfEvery.next ?? undefined)).next ?? undefined,
      ),
      group: await costOfPage(
        group,
        (await costOfPage(group, firstOfGroup.next ?? undefined)).next ?? undefined,
      ),
    };
    console.info('a page of 50 (read units, calls) at 100 and at 500 links:', { small, large });
    for (const size of ['every', 'group'] as const) {
      expect(large[size].calls).toBe(small[size].calls);
      expect(large[size].units).toBeLessThanOrEqual(small[size].units * 1.25);
    }
  }, 120_000);
});
