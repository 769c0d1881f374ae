import { describe, expect, it } from 'vitest';
import type { ListOwner, LiveMessage } from '#shared/shopping/live-protocol';
import type { ShoppingListItem } from '#shared/shopping/shopping-schemas';
import { applyLiveMessage, listOwnerOf } from '#web/lib/live/live-patch';
import { shoppingItem } from '../../support/shopping-items';

const home: ListOwner = { type: 'group', id: 'g1' };

const item = (id: string, changes: Partial<ShoppingListItem> = {}) =>
  shoppingItem({ id, name: id, userId: null, groupId: 'g1', ...changes });

const changed = (line: ShoppingListItem, rev: number, listOwner = home): LiveMessage => ({
  type: 'item-changed',
  listOwner,
  item: line,
  rev,
});
const removed = (id: string, rev: number): LiveMessage => ({
  type: 'item-removed',
  listOwner: home,
  id,
  rev,
});

/** Applies messages in order, as the hook does, and shows the list as `name[x]`. */
const patched = (list: ShoppingListItem[], ...messages: LiveMessage[]) => {
  const revisions = new Map<string, number>();
  const result = messages.reduce<ShoppingListItem[] | undefined>(
    (current, message) => applyLiveMessage(current, message, home, revisions),
    list,
  );
  return result?.map((line) => `${line.name}${line.isChecked ? '[x]' : ''}`);
};

describe('live messages patch the cached list', () => {
  it('adds a new item, replaces a changed one in place, and drops a removed one', () => {
    const list = [item('eggs'), item('milk')];
    expect(patched(list, changed(item('bread'), 0))).toEqual(['eggs', 'milk', 'bread']);
    expect(patched(list, changed(item('milk', { isChecked: true }), 1))).toEqual(['eggs', 'milk[x]']);
    expect(patched(list, removed('eggs', 1))).toEqual(['milk']);
  });

  it('never doubles an item it already shows (the writer hears its own change too)', () => {
    expect(patched([item('milk')], changed(item('milk'), 0), changed(item('milk'), 0))).toEqual(['milk']);
  });

  it('ignores a late message: an older change after a newer one, or any change after a removal', () => {
    const list = [item('milk')];
    expect(patched(list, changed(item('milk', { isChecked: true }), 2), changed(item('milk'), 1))).toEqual([
      'milk[x]',
    ]);
    expect(patched(list, removed('milk', 3), changed(item('milk', { isChecked: true }), 2))).toEqual([]);
  });

  it("leaves the list alone for another list's message, other message types, or no list loaded yet", () => {
    const list = [item('milk')];
    expect(patched(list, changed(item('beer'), 0, { type: 'group', id: 'g2' }))).toEqual(['milk']);
    expect(patched(list, changed(item('beer'), 0, { type: 'user', id: 'g1' }))).toEqual(['milk']);
    expect(patched(list, { type: 'pong' }, { type: 'error', message: 'x' })).toEqual(['milk']);
    expect(applyLiveMessage(undefined, changed(item('beer'), 0), home, new Map())).toBeUndefined();
  });

  it("keeps an owner's shopping list and pantry apart: each takes only its own list's messages", () => {
    const flour = {
      id: 'flour',
      name: 'Flour',
      amount: 1,
      unit: 'kg',
      bestBefore: null,
      userId: null,
      groupId: 'g1',
    };
    const pantryChange: LiveMessage = {
      type: 'item-changed',
      list: 'pantry',
      listOwner: home,
      item: flour,
      rev: 0,
    };
    const pantryRemoval: LiveMessage = {
      type: 'item-removed',
      list: 'pantry',
      listOwner: home,
      id: 'milk',
      rev: 9,
    };
    expect(patched([item('milk')], pantryChange, pantryRemoval)).toEqual(['milk']);
    const pantry = applyLiveMessage([flour], changed(item('flour'), 5), home, new Map(), 'pantry');
    expect(pantry).toEqual([flour]);
    const revisions = new Map<string, number>();
    const changedPantry = applyLiveMessage(
      [flour],
      { ...pantryChange, item: { ...flour, amount: 2 }, rev: 1 } as LiveMessage,
      home,
      revisions,
      'pantry',
    );
    expect(changedPantry).toEqual([{ ...flour, amount: 2 }]);
    expect(
      applyLiveMessage(changedPantry, { ...pantryRemoval, id: 'flour', rev: 2 }, home, revisions, 'pantry'),
    ).toEqual([]);
  });

  it("names the screen's owner as the protocol does", () => {
    expect(listOwnerOf({ groupId: 'g1' })).toEqual(home);
    expect(listOwnerOf({ userId: 'u1' })).toEqual({ type: 'user', id: 'u1' });
  });
});
