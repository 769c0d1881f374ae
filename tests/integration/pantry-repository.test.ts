import { describe, expect, it } from 'vitest';
import type { Owner } from '#functions/data/owner';
import type { PantryItemRecord } from '#functions/data/pantry-items';
import { repositoriesOf } from '#functions/data/repositories';
import { createTable } from '#functions/data/table';
import { ownTable } from './support/own-dynamodb';

/** The pantry's repository against DynamoDB Local: the writes the pantry API and its merges build on. */
const { tableName, documentClient } = ownTable('pantry-data');
const repositories = () => repositoriesOf(createTable(documentClient(), tableName));

const home: Owner = { type: 'group', id: 'home' };
const record = (key: string, fields: Partial<PantryItemRecord> = {}): PantryItemRecord => ({
  id: `g_home_${key}`,
  key,
  name: key,
  amount: 1,
  unit: null,
  bestBefore: null,
  ownerType: 'group',
  ownerId: 'home',
  rev: 0,
  createdAt: '2026-11-27T10:00:00.000Z',
  ...fields,
});

describe('pantry items', () => {
  it('are listed per owner, beside but apart from the shopping list', async () => {
    const { pantryItems, shoppingItems } = repositories();
    await pantryItems.create(record('flour', { amount: 500, unit: 'g', bestBefore: '2026-12-01' }));
    await shoppingItems.create({
      ...record('milk'),
      isChecked: false,
      source: 'manual',
      recipeId: null,
    });
    await pantryItems.create({ ...record('rice'), id: 'u_ada_rice', ownerType: 'user', ownerId: 'ada' });

    expect(await pantryItems.list(home)).toEqual([
      expect.objectContaining({
        id: 'g_home_flour',
        name: 'flour',
        amount: 500,
        unit: 'g',
        bestBefore: '2026-12-01',
      }),
    ]);
    expect((await pantryItems.list({ type: 'user', id: 'ada' })).map((item) => item.name)).toEqual(['rice']);
    expect((await shoppingItems.list(home)).map((item) => item.name)).toEqual(['milk']);
  });

  it('update only as read, and delete once', async () => {
    const { pantryItems } = repositories();
    await pantryItems.create(record('sugar', { amount: 200, unit: 'g' }));
    const seen = await pantryItems.get(home, 'sugar');
    if (!seen) throw new Error('not stored');

    const updated = await pantryItems.updateIfUnchanged(
      seen,
      { amount: 150, bestBefore: '2027-01-01' },
      { amount: 't1', bestBefore: 't1' },
    );
    expect(updated).toMatchObject({
      amount: 150,
      bestBefore: '2027-01-01',
      rev: 1,
      fieldTimes: { amount: 't1' },
    });
    // A second writer that read the first version loses.
    expect(await pantryItems.updateIfUnchanged(seen, { amount: 10 }, { amount: 't2' })).toBeUndefined();
    expect((await pantryItems.get(home, 'sugar'))?.amount).toBe(150);

    expect(await pantryItems.delete(home, 'sugar')).toBe(true);
    expect(await pantryItems.delete(home, 'sugar')).toBe(false);
    expect(await pantryItems.get(home, 'sugar')).toBeUndefined();
  });

  it('take list-wide changes together, or none when an item moved since it was read', async () => {
    const { pantryItems } = repositories();
    const owner: Owner = { type: 'user', id: 'merger' };
    const mine = (key: string, fields: Partial<PantryItemRecord> = {}) =>
      record(key, { id: `u_merger_${key}`, ownerType: 'user', ownerId: 'merger', ...fields });
    await pantryItems.create(mine('eggs', { amount: 2 }));
    await pantryItems.create(mine('butter', { amount: 250, unit: 'g' }));
    const [butter, eggs] = await pantryItems.list(owner);
    if (!butter || !eggs) throw new Error('not stored');

    expect(
      await pantryItems.write({ put: [mine('cream')], replace: [{ ...eggs, amount: 8 }], delete: [butter] }),
    ).toBe('done');
    const after = await pantryItems.list(owner);
    expect(after.map((item) => [item.name, item.amount, item.rev])).toEqual([
      ['cream', 1, 0],
      ['eggs', 8, 1],
    ]);

    // `eggs` as first read (rev 0) is stale now: nothing of this change is written.
    expect(
      await pantryItems.write({ put: [mine('jam')], replace: [{ ...eggs, amount: 1 }], delete: [] }),
    ).toBe('conflict');
    expect((await pantryItems.list(owner)).map((item) => item.name)).toEqual(['cream', 'eggs']);
  });

  it('more than one transaction: 150 items put in one write', async () => {
    const { pantryItems } = repositories();
    const owner: Owner = { type: 'user', id: 'bulk' };
    const items = Array.from({ length: 150 }, (_, index) =>
      record(`item${String(index).padStart(3, '0')}`, {
        id: `u_bulk_${index}`,
        ownerType: 'user',
        ownerId: 'bulk',
      }),
    );
    expect(await pantryItems.write({ put: items, replace: [], delete: [] })).toBe('done');
    expect(await pantryItems.list(owner)).toHaveLength(150);
  });
});

describe('always have', () => {
  it('is null until set, then the names as set, per owner', async () => {
    const { alwaysHave, pantryItems } = repositories();
    const owner: Owner = { type: 'group', id: 'staples' };
    expect(await alwaysHave.get(owner)).toBeNull();
    await alwaysHave.set(owner, ['Salz', 'Zucker']);
    expect(await alwaysHave.get(owner)).toEqual(['Salz', 'Zucker']);
    await alwaysHave.set(owner, []);
    expect(await alwaysHave.get(owner)).toEqual([]);
    expect(await alwaysHave.get({ type: 'user', id: 'staples' })).toBeNull();
    // It is not a pantry item.
    expect(await pantryItems.list(owner)).toEqual([]);
  });
});
