import { describe, expect, it } from 'vitest';
import type { ShoppingListItem } from '#shared/shopping/shopping-schemas';
import { generationMessage, listChange } from '#web/features/shopping-list/utils/list-change';
import {
  checkFailedMessage,
  itemLabel,
  quantitySuffix,
  scaleAmount,
  sortByName,
} from '#web/features/shopping-list/utils/shopping-items';
import { contextOwner } from '#web/lib/acting-context';
import { ApiError } from '#web/lib/api-client';
import { shoppingItem } from '../../support/shopping-items';

const item = (id: string, name: string, changes: Partial<ShoppingListItem> = {}) =>
  shoppingItem({ id, name, createdAt: '2026-11-22T08:00:00.000Z', ...changes });

describe('shopping list order and labels', () => {
  it('sorts by name ignoring case', () => {
    const sorted = sortByName([
      item('1', 'milk'),
      item('2', 'Apples'),
      item('3', 'bread'),
      item('4', 'Milk'),
    ]);
    expect(sorted.map(({ name }) => name)).toEqual(['Apples', 'bread', 'milk', 'Milk']);
  });

  it("adds '(amount unit)' only for what is there", () => {
    expect(itemLabel({ name: 'Milk', amount: 2, unit: 'l' })).toBe('Milk (2 l)');
    expect(itemLabel({ name: 'Eggs', amount: 6, unit: null })).toBe('Eggs (6)');
    expect(itemLabel({ name: 'Salt', amount: null, unit: 'pinch' })).toBe('Salt (pinch)');
    expect(itemLabel({ name: 'Bread', amount: null, unit: null })).toBe('Bread');
    expect(quantitySuffix({ amount: 0.1 + 0.2, unit: 'kg' })).toBe('(0.3 kg)');
  });

  it('scales an amount from the recipe servings to the ones asked for', () => {
    expect(scaleAmount(3, 4, 6)).toBe(4.5);
    expect(scaleAmount(3, null, 6)).toBe(3);
    expect(scaleAmount(3, 4, null)).toBe(3);
  });
});

describe('a refused check', () => {
  it('says the box was set back, with the server reason when there is one', () => {
    expect(checkFailedMessage('Milk', true, new ApiError(500, undefined))).toBe(
      'Could not check Milk, so it was set back.',
    );
    expect(checkFailedMessage('Milk', false, new ApiError(404, 'Shopping list item not found.'))).toBe(
      'Could not uncheck Milk, so it was set back. Shopping list item not found.',
    );
  });
});

describe('what a generation changed', () => {
  it('counts added, updated and removed lines', () => {
    const before = [item('a', 'Apples'), item('b', 'Flour', { amount: 200, unit: 'g' }), item('c', 'Old')];
    const after = [item('a', 'Apples'), item('b', 'Flour', { amount: 700, unit: 'g' }), item('d', 'Eggs')];
    const change = listChange(before, after);
    expect(change).toMatchObject({ list: after, added: 1, updated: 1, removed: 1, leftOut: 0 });
    expect(generationMessage(change, 'Nov 16 – Nov 22, 2026')).toBe(
      'Shopping list generated from the meal plan for Nov 16 – Nov 22, 2026: 1 item added, 1 item updated, 1 item removed.',
    );
  });

  it('says how many planned ingredients were left out as already on the list', () => {
    const before = [item('a', 'Apples')];
    const after = [item('a', 'Apples'), item('d', 'Eggs')];
    expect(generationMessage(listChange(before, after, { leftOut: 2 }), 'Nov 16 – Nov 22, 2026')).toBe(
      'Shopping list generated from the meal plan for Nov 16 – Nov 22, 2026: 1 item added, 2 items left out (already on the list).',
    );
    expect(generationMessage(listChange(before, before, { leftOut: 1 }), 'Nov 16 – Nov 22, 2026')).toBe(
      'Shopping list generated from the meal plan for Nov 16 – Nov 22, 2026: 1 item left out (already on the list).',
    );
  });

  it('says so when nothing changed', () => {
    const list = [item('a', 'Apples')];
    expect(generationMessage(listChange(list, list), 'Nov 16 – Nov 22, 2026')).toBe(
      'Nothing to add from the meal plan for Nov 16 – Nov 22, 2026: no planned ingredients are missing from the list.',
    );
  });
});

describe('context owner', () => {
  it('is the user, or the group acted for', () => {
    expect(contextOwner({ type: 'self' }, 'u1')).toEqual({ userId: 'u1' });
    expect(contextOwner({ type: 'group', id: 'g1', name: 'Family' }, 'u1')).toEqual({ groupId: 'g1' });
  });
});
