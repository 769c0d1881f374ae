import { randomUUID } from 'node:crypto';
import type { Owner } from '#functions/data/owner';
import { itemIdOf } from '#functions/data/owner-list-items';
import { repositoriesOf } from '#functions/data/repositories';
import { createTable } from '#functions/data/table';
import { withRuntimeTable } from './stored-items';

export interface PantryLine {
  name: string;
  amount?: number | null;
  unit?: string | null;
}

/**
 * Puts items into an owner's pantry (and, given, its "Always have" names) in the runtime's table,
 * through the pantry's own repository: what the lists and the recipe list then read through the API.
 */
export const stockPantry = (owner: Owner, lines: PantryLine[], alwaysHaveNames?: string[]) =>
  withRuntimeTable(async (client) => {
    const { pantryItems, alwaysHave } = repositoriesOf(createTable(client, 'recipe-planner'));
    for (const line of lines) {
      const key = randomUUID();
      await pantryItems.create({
        id: itemIdOf(owner, key),
        key,
        name: line.name,
        amount: line.amount ?? null,
        unit: line.unit ?? null,
        bestBefore: null,
        ownerType: owner.type,
        ownerId: owner.id,
        rev: 0,
        createdAt: new Date().toISOString(),
      });
    }
    if (alwaysHaveNames) await alwaysHave.set(owner, alwaysHaveNames);
  });
