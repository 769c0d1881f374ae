import { describe, expect, it } from 'vitest';
import type { PantryItemRecord, PantryItems } from '#functions/data/pantry-items';
import { createPantryService } from '#functions/pantry/pantry-service';
import { maxPantryItems } from '#shared/pantry/pantry-schemas';
import { callerFor, instantBackoff } from '../services/fakes';

const record = (index: number): PantryItemRecord => ({
  id: `u_cook_k${index}`,
  key: `k${index}`,
  name: `Item ${index}`,
  amount: 1,
  unit: null,
  bestBefore: null,
  ownerType: 'user',
  ownerId: 'cook',
  rev: 0,
  createdAt: '2026-11-27T10:00:00.000Z',
});

/** A full pantry whose writes are recorded: a refused add must write nothing. */
const fullPantry = () => {
  const writes: unknown[] = [];
  const items = {
    list: async () => Array.from({ length: maxPantryItems }, (_, index) => record(index)),
    write: async (change: unknown) => {
      writes.push(change);
      return 'done' as const;
    },
  } as unknown as PantryItems;
  const service = createPantryService({
    items,
    alwaysHave: { get: async () => null, set: async () => undefined },
    memberships: { get: async () => undefined },
    backoff: instantBackoff().backoff,
  });
  return { service, writes };
};

describe('pantry limits', () => {
  it(`a full pantry (${maxPantryItems} items) takes no new item: 409, nothing written`, async () => {
    const { service, writes } = fullPantry();
    await expect(
      service.create(callerFor('cook'), { name: 'One more', userId: 'cook', isChecked: false } as never),
    ).rejects.toMatchObject({ message: `A pantry can hold at most ${maxPantryItems} items.` });
    expect(writes).toEqual([]);
  });

  it('a full pantry still takes more of what it holds (a merge adds no item)', async () => {
    const { service, writes } = fullPantry();
    const merged = await service.create(callerFor('cook'), {
      name: 'item 7',
      amount: 2,
      userId: 'cook',
    } as never);
    expect(merged).toMatchObject({ id: 'u_cook_k7', amount: 3 });
    expect(writes).toHaveLength(1);
  });
});
