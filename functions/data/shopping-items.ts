import { shoppingItemId } from '#shared/shopping/item-id';
import type { Generated } from '#shared/shopping/merge';
import type { itemSources } from '#shared/shopping/shopping-schemas';
import { shoppingItemPrefix } from './list-key-prefixes';
import { type Owner, ownerOf, ownerPartition } from './owner';
import { absent, deletePart, present, putPart, type Table, updatePart } from './table';

/**
 * Item ids name their owner: `u_<userId>_<key>` or `g_<groupId>_<key>`, the key being a random UUID.
 * A route given an id so knows the item's partition without reading anything, and can check the
 * caller's membership and read the item side by side.
 */
export const itemIdOf = (owner: Owner, key: string) => shoppingItemId(owner, key);

export const parseItemId = (id: string): { owner: Owner; key: string } | undefined => {
  const [type, ownerId, key, ...rest] = id.split('_');
  if (!ownerId || !key || rest.length > 0 || (type !== 'u' && type !== 'g')) return undefined;
  return { owner: { type: type === 'u' ? 'user' : 'group', id: ownerId }, key };
};

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
  ownerType: Owner['type'];
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

/** Changes to many items of one list, written together; each existing item only if no one changed it since it was read. */
export interface ListWrite {
  put: ShoppingItemRecord[];
  replace: ShoppingItemRecord[];
  delete: ShoppingItemRecord[];
}

/** DynamoDB's limit of items in one transaction. */
const transactionSize = 100;

/** A shopping list item lives in its owner's partition (`USER#…` or `GROUP#…`): a list is one Query. */
const itemKey = (owner: Owner, key: string) => ({
  pk: ownerPartition(owner),
  sk: `${shoppingItemPrefix}${key}`,
});
const keyOf = (record: ShoppingItemRecord) => itemKey(ownerOf(record), record.key);
const itemOf = (record: ShoppingItemRecord) => ({ ...keyOf(record), type: 'ShoppingItem', ...record });

/** Shopping list items. */
export const createShoppingItems = (table: Table) => ({
  /** An owner's whole list: one Query on its partition (more pages only past 1 MB). */
  list: (owner: Owner) =>
    table.query<ShoppingItemRecord>({
      partition: ownerPartition(owner),
      sortKey: { beginsWith: shoppingItemPrefix },
      consistent: true,
    }),

  get: (owner: Owner, key: string) =>
    table.get<ShoppingItemRecord>(itemKey(owner, key), { consistent: true }),

  create: (record: ShoppingItemRecord) => table.write(putPart(itemOf(record), absent)),

  /** Creates the item unless one with its key exists (a replayed create): whether it was written. */
  createOnce: (record: ShoppingItemRecord) => table.tryWrite(putPart(itemOf(record), absent)),

  /**
   * Sets some editable fields and the fields' change times, only if the item is as it was read
   * (`seen`: its `rev`). Undefined when it is gone or changed meanwhile: read it again to tell.
   */
  updateIfUnchanged: (
    seen: ShoppingItemRecord,
    changes: Partial<ItemChanges>,
    fieldTimes: FieldTimes,
    keepGenerated: boolean,
  ) => {
    const fields = Object.keys(changes) as ItemField[];
    const values = Object.fromEntries(fields.map((field) => [`:${field}`, changes[field]]));
    const names = Object.fromEntries(fields.map((field) => [`#${field}`, field]));
    const sets = [...fields.map((field) => `#${field} = :${field}`), 'fieldTimes = :fieldTimes'];
    // Items written before `rev` existed have none: they count as unchanged while they still lack it.
    const unchanged =
      seen.rev === undefined ? 'attribute_exists(pk) AND attribute_not_exists(rev)' : 'rev = :seen';
    return table.update<ShoppingItemRecord>(
      updatePart(keyOf(seen), {
        UpdateExpression: `SET ${sets.join(', ')} ADD rev :one${keepGenerated ? '' : ' REMOVE generated'}`,
        ConditionExpression: unchanged,
        ...(fields.length > 0 ? { ExpressionAttributeNames: names } : {}),
        ExpressionAttributeValues: {
          ...values,
          ':fieldTimes': fieldTimes,
          ':one': 1,
          ...(seen.rev === undefined ? {} : { ':seen': seen.rev }),
        },
      }),
    );
  },

  /** Puts an item back as it was (Undo); false when an item with its key is there already. */
  restore: (record: ShoppingItemRecord) => table.tryWrite(putPart(itemOf(record), absent)),

  /** Deletes the item only while it is ticked; false when it is gone or was unticked meanwhile. */
  deleteIfTicked: (record: ShoppingItemRecord) =>
    table.tryWrite(
      deletePart(keyOf(record), {
        ConditionExpression: 'isChecked = :ticked',
        ExpressionAttributeValues: { ':ticked': true },
      }),
    ),

  /** Whether there was an item to delete. */
  delete: (owner: Owner, key: string) => table.tryWrite({ Delete: { Key: itemKey(owner, key), ...present } }),

  /**
   * Writes a list-wide change in transactions of up to 100 items. 'conflict' when an item was
   * changed or deleted since it was read (its `rev` moved): read the list again and recompute.
   */
  async write(change: ListWrite): Promise<'done' | 'conflict'> {
    const unchanged = (record: ShoppingItemRecord) => ({
      ConditionExpression: 'rev = :seen',
      ExpressionAttributeValues: { ':seen': record.rev },
    });
    const actions = [
      ...change.put.map((record) => putPart(itemOf(record), absent)),
      ...change.replace.map((record) =>
        putPart(itemOf({ ...record, rev: record.rev + 1 }), unchanged(record)),
      ),
      ...change.delete.map((record) => ({ Delete: { Key: keyOf(record), ...unchanged(record) } })),
    ];
    for (let start = 0; start < actions.length; start += transactionSize) {
      const batch = actions.slice(start, start + transactionSize);
      if (
        await table.tryTransact(
          batch,
          batch.map(() => 'conflict' as const),
        )
      )
        return 'conflict';
    }
    return 'done';
  },
});

export type ShoppingItems = ReturnType<typeof createShoppingItems>;
