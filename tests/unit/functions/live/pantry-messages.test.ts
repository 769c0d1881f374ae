import { describe, expect, it } from 'vitest';
import { messageOf } from '#functions/live/stream-messages';
import { listOfMessage } from '#shared/shopping/live-protocol';
import { groupListItem, image } from './stream-images';

/** A pantry item of group g1, as the API shows it and as the table holds it. */
const { apiItem, stored } = groupListItem(
  { id: 'g_g1_k1', name: 'Flour', amount: 1, unit: 'kg', bestBefore: '2026-12-24' },
  {
    sk: 'PANTRY#k1',
    type: 'PantryItem',
    rev: 3,
    createdAt: '2026-11-27T10:00:00.000Z',
    fieldTimes: { amount: '2026-11-27T10:00:00.000Z' },
    mergedClientIds: ['c1'],
  },
);

describe('pantry stream records as live messages (issue 27)', () => {
  it("an added or changed item: the pantry's message, the whole item in the API shape, at its revision", () => {
    const message = messageOf({ eventName: 'MODIFY', dynamodb: { NewImage: image(stored()) } });
    expect(message).toEqual({
      type: 'item-changed',
      list: 'pantry',
      listOwner: { type: 'group', id: 'g1' },
      item: apiItem,
      rev: 3,
    });
    expect(message && listOfMessage(message)).toBe('pantry');
  });

  it('a removed item: its id, one revision past its last, of a personal pantry', () => {
    const old = stored({ pk: 'USER#u1', id: 'u_u1_k1', ownerType: 'user', ownerId: 'u1' });
    expect(messageOf({ eventName: 'REMOVE', dynamodb: { OldImage: image(old) } })).toEqual({
      type: 'item-removed',
      list: 'pantry',
      listOwner: { type: 'user', id: 'u1' },
      id: 'u_u1_k1',
      rev: 4,
    });
  });

  it('an item stored without a best-before date, amount or revision still maps (null, rev 0)', () => {
    const { bestBefore: _b, amount: _a, unit: _u, rev: _r, ...old } = stored();
    expect(messageOf({ eventName: 'INSERT', dynamodb: { NewImage: image(old) } })).toMatchObject({
      list: 'pantry',
      item: { ...apiItem, bestBefore: null, amount: null, unit: null },
      rev: 0,
    });
  });

  it('"Always have" edited: a message to read them again, of that owner\'s pantry', () => {
    const always = { pk: 'GROUP#g1', sk: 'ALWAYS#HAVE', type: 'AlwaysHave', names: ['salt'], updatedAt: 't' };
    expect(messageOf({ eventName: 'INSERT', dynamodb: { NewImage: image(always) } })).toEqual({
      type: 'always-have-changed',
      list: 'pantry',
      listOwner: { type: 'group', id: 'g1' },
    });
  });

  it("a shopping item's message still names no list (the shopping list, for clients from before)", () => {
    const shop = {
      ...stored({ sk: 'SHOP#k1', type: 'ShoppingItem' }),
      isChecked: false,
      source: 'manual',
      recipeId: null,
    };
    const message = messageOf({ eventName: 'INSERT', dynamodb: { NewImage: image(shop) } });
    expect(message).toMatchObject({ type: 'item-changed', item: { id: 'g_g1_k1' } });
    expect(message && 'list' in message).toBe(false);
    expect(message && listOfMessage(message)).toBe('shopping');
  });

  it('says nothing of a pantry key holding another type, or a type under another key', () => {
    for (const item of [stored({ type: 'Something' }), stored({ sk: 'PLAN#k1' })])
      expect(messageOf({ eventName: 'INSERT', dynamodb: { NewImage: image(item) } })).toBeUndefined();
  });
});
