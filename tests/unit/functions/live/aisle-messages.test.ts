import { marshall } from '@aws-sdk/util-dynamodb';
import { describe, expect, it } from 'vitest';
import { messageOf } from '#functions/live/stream-messages';

/** Aisle settings as data/aisle-settings.ts stores them: in the owner's partition, no owner fields. */
const order = { pk: 'GROUP#g1', sk: 'AISLE#ORDER', type: 'AisleOrder', order: ['bakery', 'produce'] };
const section = {
  pk: 'USER#u1',
  sk: 'AISLE#NAME#milk',
  type: 'AisleSection',
  name: 'milk',
  section: 'dairy',
};

const image = (item: Record<string, unknown>) => marshall(item);

describe("live messages of a list's aisle settings", () => {
  it.each([
    ['a group shop order set', 'INSERT', { NewImage: image(order) }, { type: 'group', id: 'g1' }],
    [
      'a group shop order changed',
      'MODIFY',
      { OldImage: image(order), NewImage: image(order) },
      { type: 'group', id: 'g1' },
    ],
    ["an item name's section remembered", 'INSERT', { NewImage: image(section) }, { type: 'user', id: 'u1' }],
    ["an item name's section removed", 'REMOVE', { OldImage: image(section) }, { type: 'user', id: 'u1' }],
  ])('%s tells the list to read its aisles again', (_case, eventName, dynamodb, listOwner) => {
    expect(messageOf({ eventName, dynamodb })).toEqual({ type: 'aisles-changed', listOwner });
  });

  it('ignores aisle-typed items outside an owner partition, and other items of the partition', () => {
    expect(
      messageOf({ eventName: 'INSERT', dynamodb: { NewImage: image({ ...order, pk: 'RECIPE#r1' }) } }),
    ).toBe(undefined);
    expect(
      messageOf({ eventName: 'INSERT', dynamodb: { NewImage: image({ ...order, sk: 'PLAN#2026-11-23' }) } }),
    ).toBe(undefined);
    expect(
      messageOf({
        eventName: 'INSERT',
        dynamodb: { NewImage: image({ pk: 'USER#u1', sk: 'SESSION#s1', type: 'Session' }) },
      }),
    ).toBe(undefined);
  });
});
