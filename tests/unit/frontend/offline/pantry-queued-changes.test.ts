import { describe, expect, it } from 'vitest';
import type { PantryItem } from '#shared/pantry/pantry-schemas';
import { pantryChanges } from '#web/features/pantry/api/queued-changes';
import type { NewCall, QueuedCall } from '#web/lib/offline/offline-queue';
import { queuedFor } from '#web/lib/offline/queued-list-changes';

const owner = { groupId: 'family' };
const key = ['pantry', 'group:family'];
const clientId = '0b7c1f0e-52b4-4c3e-9d0e-7f1f3a9b2c11';

const item = (id: string, name: string, fields: Partial<PantryItem> = {}): PantryItem => ({
  id,
  name,
  amount: null,
  unit: null,
  bestBefore: null,
  userId: null,
  groupId: 'family',
  ...fields,
});

const queued = (...calls: NewCall[]): QueuedCall[] =>
  calls.map((call, index) => ({ ...call, seq: index + 1 }));

const rice = item('g_family_r1', 'Rice', { amount: 1, unit: 'kg' });
const oats = item('g_family_o1', 'Oats');

describe('the pantry with the changes queued offline (issue 27)', () => {
  it('shows an add, an edit and a removal at once, in the order made, with the waiting items marked', () => {
    const calls = queued(
      pantryChanges.createCall(key, owner, {
        name: 'Honey',
        amount: 1,
        unit: 'jar',
        bestBefore: '2027-01-31',
        clientId,
      }),
      pantryChanges.updateCall(key, rice, { amount: 0.5 }, '2026-11-27T10:00:00.000Z'),
      pantryChanges.deleteCall(key, oats),
    );
    expect(pantryChanges.withQueuedChanges([rice, oats], owner, queuedFor(calls, key))).toEqual([
      { ...rice, amount: 0.5 },
      item(`g_family_${clientId}`, 'Honey', { amount: 1, unit: 'jar', bestBefore: '2027-01-31' }),
    ]);
    expect(pantryChanges.waitingItemIds(owner, calls)).toEqual(
      new Set(['g_family_r1', `g_family_${clientId}`]),
    );
  });

  it("sends the pantry's routes: the add with its clientId and owner, an edit with only its fields and time", () => {
    const [add, edit, removal] = [
      pantryChanges.createCall(key, owner, { name: 'Honey', clientId }),
      pantryChanges.updateCall(key, rice, { bestBefore: '2026-12-01' }, 't1'),
      pantryChanges.deleteCall(key, oats),
    ];
    expect(add).toMatchObject({
      route: 'createPantryItem',
      body: { name: 'Honey', clientId, groupId: 'family' },
    });
    expect(edit).toMatchObject({
      route: 'updatePantryItem',
      params: { id: 'g_family_r1' },
      body: { bestBefore: '2026-12-01', changedAt: 't1' },
      goneNotice: 'Rice was removed on another device',
    });
    expect(removal).toMatchObject({ route: 'deletePantryItem', params: { id: 'g_family_o1' } });
  });

  it('does not add an item twice when its add was sent but its answer was lost', () => {
    const honey = item(`g_family_${clientId}`, 'Honey');
    const calls = queued(pantryChanges.createCall(key, owner, { name: 'Honey', clientId }));
    expect(pantryChanges.withQueuedChanges([honey], owner, calls)).toEqual([honey]);
  });
});
