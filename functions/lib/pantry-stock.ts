import { alwaysHaveMatchNames } from '#shared/pantry/always-have';
import { type PantryStock, pantryStock } from '#shared/pantry/coverage';
import type { AlwaysHaveStore } from '../data/always-have';
import type { Owner } from '../data/owner';
import type { PantryItems } from '../data/pantry-items';

export interface PantryStockSources {
  pantryItems: Pick<PantryItems, 'list'>;
  alwaysHave: Pick<AlwaysHaveStore, 'get'>;
}

/**
 * What an owner has at home (issue 27): its pantry and its "Always have" names (the default
 * staples, in all nine languages, while never edited), read side by side: one round trip. The
 * caller checks the owner first (or beside it).
 */
export const createPantryStockReader =
  ({ pantryItems, alwaysHave }: PantryStockSources) =>
  async (owner: Owner): Promise<PantryStock> => {
    const [items, names] = await Promise.all([pantryItems.list(owner), alwaysHave.get(owner)]);
    return pantryStock(items, alwaysHaveMatchNames(names));
  };
