import { describe, expect, it } from 'vitest';
import { messageOf } from '#functions/live/stream-messages';
import { shoppingItem } from '../../../support/shopping-items';
import { groupListItem, image } from './stream-images';

/** A shopping list item of group g1, as the API shows it and as the table holds it. */
const { apiItem, stored } = groupListItem(
  shoppingItem({ id: 'g_g1_k1', name: 'Milk', amount: 2, unit: 'l' }),
  {
    sk: 'SHOP#k1',
    type: 'ShoppingItem',
    rev: 4,
    generated: { '2026-11-23': { base: 2000, dimension: 'volume' } },
  },
);

describe('stream records as live messages', () => {
  it('an added item: the whole item in the API shape, without keys or bookkeeping, at its revision', () => {
    expect(messageOf({ eventName: 'INSERT', dynamodb: { NewImage: image(stored({ rev: 0 })) } })).toEqual({
      type: 'item-changed',
      listOwner: { type: 'group', id: 'g1' },
      item: apiItem,
      rev: 0,
    });
  });

  it('a changed item: its new state, of a personal list', () => {
    const after = stored({
      pk: 'USER#u1',
      id: 'u_u1_k1',
      ownerType: 'user',
      ownerId: 'u1',
      isChecked: true,
      rev: 5,
    });
    expect(
      messageOf({ eventName: 'MODIFY', dynamodb: { OldImage: image(stored()), NewImage: image(after) } }),
    ).toEqual({
      type: 'item-changed',
      listOwner: { type: 'user', id: 'u1' },
      item: { ...apiItem, id: 'u_u1_k1', isChecked: true, userId: 'u1', groupId: null },
      rev: 5,
    });
  });

  it('a removed item: its id, one revision past its last, so no late change outranks the removal', () => {
    expect(messageOf({ eventName: 'REMOVE', dynamodb: { OldImage: image(stored()) } })).toEqual({
      type: 'item-removed',
      listOwner: { type: 'group', id: 'g1' },
      id: 'g_g1_k1',
      rev: 5,
    });
  });

  it('an item stored before revisions or amounts were kept still maps (missing fields as null, rev 0)', () => {
    const {
      amount: _amount,
      unit: _unit,
      recipeId: _recipe,
      rev: _rev,
      generated: _generated,
      ...old
    } = stored();
    expect(messageOf({ eventName: 'INSERT', dynamodb: { NewImage: image(old) } })).toMatchObject({
      item: { ...apiItem, amount: null, unit: null, recipeId: null },
      rev: 0,
    });
  });

  it('ignores fields it does not know (another change may add some) rather than failing', () => {
    const message = messageOf({
      eventName: 'MODIFY',
      dynamodb: { NewImage: image(stored({ somethingNew: { nested: true } })) },
    });
    expect(message).toMatchObject({ type: 'item-changed', item: apiItem });
  });

  it('says nothing of anything but shopping items: sessions, connections, plans, malformed records', () => {
    const others = [
      { pk: 'USER#u1', sk: 'SESSION#s1', type: 'Session', expiresAt: 1 },
      { pk: 'LIVE#c1', sk: 'SUB#GROUP#g1', type: 'LiveSubscription', ownerType: 'group', ownerId: 'g1' },
      { pk: 'GROUP#g1', sk: 'PLAN#2026-11-25', type: 'MealPlan' },
      { pk: 'GROUP#g1', sk: 'SHOP#k1', type: 'Something' },
    ];
    for (const item of others) {
      expect(messageOf({ eventName: 'INSERT', dynamodb: { NewImage: image(item) } })).toBeUndefined();
      expect(messageOf({ eventName: 'REMOVE', dynamodb: { OldImage: image(item) } })).toBeUndefined();
    }
    expect(messageOf({ eventName: 'INSERT', dynamodb: {} })).toBeUndefined();
    expect(messageOf({ eventName: 'REMOVE' })).toBeUndefined();
  });

  it('skips, without throwing, an image it cannot read: of a shopping item or of anything else', () => {
    // `{}` is no attribute value: what a stream reader that drops empty maps would hand over.
    const broken = (item: Record<string, unknown>) => ({ ...image(item), fieldTimes: {} });
    const records = [
      { eventName: 'INSERT', dynamodb: { NewImage: broken(stored()) } },
      { eventName: 'REMOVE', dynamodb: { OldImage: broken(stored()) } },
      { eventName: 'INSERT', dynamodb: { NewImage: broken({ pk: 'USER#u1', sk: 'PROFILE', type: 'User' }) } },
    ];
    for (const record of records) expect(messageOf(record)).toBeUndefined();
  });
});
