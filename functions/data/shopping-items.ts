import type { Generated } from '#shared/shopping/merge';
import type { itemSources } from '#shared/shopping/shopping-schemas';
import { shoppingItemPrefix } from './list-key-prefixes';
import { type ListWrite as OwnerListWrite, ownerListItems } from './owner-list-items';
import { deletePart, type Table } from './table';

export { itemIdOf, parseItemId } from './owner-list-items';

/** A stored item: the API fields (but the owner as type and id) and the merge bookkeeping. */
export interface ShoppingItemRecord {
  id: string;
  key: string;
  name: string;
  amount: number | null;
  unit: string | null;
  isChecked: boolean;
  source: (typeof itemSources)[number];
  recipeId: string | null;
  createdAt: string;
  ownerType: 'user' | 'group';
  ownerId: string;
  /** Bumped by every write; list-wide changes are conditioned on it. */
  rev: number;
  /** What each week's generation put into the item (see shared/shopping/merge.ts). */
  generated?: Generated;
  /** Provenance (issue 16), absent on items written before it: the recipe's name at the time. */
  recipeName?: string;
  /** Provenance: the planned days a generation took the item from. */
  plannedDates?: string[];
  /**
   * When each editable field last changed (ISO times, issue 16): a late change to a field applies
   * only if it was made after the one stored. Absent on items written before; a field without a
   * time takes any change.
   */
  fieldTimes?: FieldTimes;
}

export type ItemChanges = Pick<ShoppingItemRecord, 'name' | 'amount' | 'unit' | 'isChecked'>;
export type ItemField = keyof ItemChanges;
export type FieldTimes = Partial<Record<ItemField, string>>;

export type ListWrite = OwnerListWrite<ShoppingItemRecord>;

/** Shopping list items: an owner's list under `SHOP#<key>` in its partition (see owner-list-items.ts). */
export const createShoppingItems = (table: Table) => {
  const items = ownerListItems<ShoppingItemRecord, ItemField>(table, shoppingItemPrefix, 'ShoppingItem');
  return {
    list: items.list,
    get: items.get,
    create: items.create,
    createOnce: items.createOnce,
    restore: items.restore,
    delete: items.delete,
    write: items.write,

    /** Sets some editable fields (see `updateIfUnchanged`); a changed item drops its generation bookkeeping unless kept. */
    updateIfUnchanged: (
      seen: ShoppingItemRecord,
      changes: Partial<ItemChanges>,
      fieldTimes: FieldTimes,
      keepGenerated: boolean,
    ) => items.updateIfUnchanged(seen, changes, fieldTimes, keepGenerated ? [] : ['generated']),

    /** Deletes the item only while it is ticked; false when it is gone or was unticked meanwhile. */
    deleteIfTicked: (record: ShoppingItemRecord) =>
      table.tryWrite(
        deletePart(items.keyOf(record), {
          ConditionExpression: 'isChecked = :ticked',
          ExpressionAttributeValues: { ':ticked': true },
        }),
      ),
  };
};

export type ShoppingItems = ReturnType<typeof createShoppingItems>;
