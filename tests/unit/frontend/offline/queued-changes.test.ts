import { describe, expect, it } from 'vitest';
import type { ShoppingListItem } from '#shared/shopping/shopping-schemas';
import {
  createCall,
  deleteCall,
  queuedFor,
  updateCall,
  waitingItemIds,
  withQueuedChanges,
} from '#web/features/shopping-list/api/queued-changes';
import type { NewCall, QueuedCall } from '#web/lib/offline/offline-queue';
import { shoppingItem } from '../../../support/shopping-items';

const owner = { userId: 'cook' };
const key = ['shopping-list', 'user:cook'];
const otherKey = ['shopping-list', 'group:family'];

const item = (id: string, name: string, fields: Partial<ShoppingListItem> = {}) =>
  shoppingItem({ id, name, createdAt: '2026-03-01T09:00:00.000Z', userId: 'cook', ...fields });

const queued = (...calls: NewCall[]): QueuedCall[] =>
  calls.map((call, index) => ({ ...call, seq: index + 1 }));

const milk = item('u_cook_m1', 'Milk', { amount: 2, unit: 'l' });
const bread = item('u_cook_b1', 'Bread');
const clientId = '0b7c1f0e-52b4-4c3e-9d0e-7f1f3a9b2c11';

describe('the list with the changes queued offline', () => {
  it('shows a tick, an added item, an edit and a removal at once, in the order made', () => {
    const calls = queued(
      updateCall(key, milk, { isChecked: true }, '2026-03-01T10:00:00.000Z'),
      createCall(key, owner, { name: 'Eggs', amount: 6, unit: 'pcs' }, clientId, '2026-03-01T10:01:00.000Z'),
      updateCall(key, { id: `u_cook_${clientId}`, name: 'Eggs' }, { amount: 12 }, '2026-03-01T10:02:00.000Z'),
      deleteCall(key, bread),
    );
    const shown = withQueuedChanges([milk, bread], owner, calls);
    expect(shown.map(({ id, name, amount, isChecked }) => ({ id, name, amount, isChecked }))).toEqual([
      { id: 'u_cook_m1', name: 'Milk', amount: 2, isChecked: true },
      { id: `u_cook_${clientId}`, name: 'Eggs', amount: 12, isChecked: false },
    ]);
    expect(waitingItemIds(owner, calls)).toEqual(new Set(['u_cook_m1', `u_cook_${clientId}`]));
  });

  it('does not add an item twice when its create was sent but its answer was lost', () => {
    const eggs = item(`u_cook_${clientId}`, 'Eggs');
    const calls = queued(createCall(key, owner, { name: 'Eggs', amount: null, unit: null }, clientId, 't'));
    expect(withQueuedChanges([eggs], owner, calls)).toEqual([eggs]);
  });

  it("applies only the list's own calls, and sends only the fields changed, with their time", () => {
    const tick = updateCall(key, milk, { isChecked: true }, '2026-03-01T10:00:00.000Z');
    const calls = queued(tick, updateCall(otherKey, item('g_family_x', 'Jam'), { isChecked: true }, 't'));
    expect(queuedFor(calls, key)).toEqual([{ ...tick, seq: 1 }]);
    expect(tick).toMatchObject({
      route: 'updateShoppingItem',
      params: { id: 'u_cook_m1' },
      body: { isChecked: true, changedAt: '2026-03-01T10:00:00.000Z' },
      goneNotice: 'Milk was removed on another device',
    });
  });
});
