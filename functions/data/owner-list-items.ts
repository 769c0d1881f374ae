import { ownerItemId } from '#shared/shopping/item-id';
import { type Owner, ownerOf, ownerPartition } from './owner';
import { absent, present, putPart, type Table, updatePart } from './table';
import type { Key } from './table-definition';

/**
 * Item ids name their owner: `u_<userId>_<key>` or `g_<groupId>_<key>`, the key being a random UUID.
 * A route given an id so knows the item's partition without reading anything, and can check the
 * caller's membership and read the item side by side.
 */
export const itemIdOf = (owner: Owner, key: string) => ownerItemId(owner, key);

export const parseItemId = (id: string): { owner: Owner; key: string } | undefined => {
  const [type, ownerId, key, ...rest] = id.split('_');
  if (!ownerId || !key || rest.length > 0 || (type !== 'u' && type !== 'g')) return undefined;
  return { owner: { type: type === 'u' ? 'user' : 'group', id: ownerId }, key };
};

/** What every item of an owner's list (shopping list, pantry) stores besides its own fields. */
export interface OwnerListRecord {
  id: string;
  key: string;
  ownerType: Owner['type'];
  ownerId: string;
  /** Bumped by every write; list-wide changes are conditioned on it. */
  rev: number;
}

/** Changes to many items of one list, written together; each existing item only if no one changed it since it was read. */
export interface ListWrite<R> {
  put: R[];
  replace: R[];
  delete: R[];
}

/** DynamoDB's limit of items in one transaction. */
const transactionSize = 100;

/**
 * The storage of one kind of owner's list item: each lives in its owner's partition (`USER#…` or
 * `GROUP#…`) under `<prefix><key>`, so a whole list is one Query. The shopping list and the pantry
 * keep their items so; each adds its own conditional writes on top.
 */
export const ownerListItems = <R extends OwnerListRecord, Field extends keyof R & string>(
  table: Table,
  prefix: string,
  type: string,
) => {
  const itemKey = (owner: Owner, key: string) => ({ pk: ownerPartition(owner), sk: `${prefix}${key}` });
  const keyOf = (record: R) => itemKey(ownerOf(record), record.key);
  // A generic record has no index signature; its fields are stored as they are.
  const itemOf = (record: R): Key & Record<string, unknown> => ({
    ...keyOf(record),
    type,
    ...(record as OwnerListRecord & Record<string, unknown>),
  });
  const unchanged = (record: R) => ({
    ConditionExpression: 'rev = :seen',
    ExpressionAttributeValues: { ':seen': record.rev },
  });

  return {
    keyOf,

    /** An owner's whole list: one Query on its partition (more pages only past 1 MB). */
    list: (owner: Owner) =>
      table.query<R>({ partition: ownerPartition(owner), sortKey: { beginsWith: prefix }, consistent: true }),

    get: (owner: Owner, key: string) => table.get<R>(itemKey(owner, key), { consistent: true }),

    create: (record: R) => table.write(putPart(itemOf(record), absent)),

    /** Creates the item unless one with its key exists (a replayed create): whether it was written. */
    createOnce: (record: R) => table.tryWrite(putPart(itemOf(record), absent)),

    /** Puts an item back as it was (Undo); false when an item with its key is there already. */
    restore: (record: R) => table.tryWrite(putPart(itemOf(record), absent)),

    /** Whether there was an item to delete. */
    delete: (owner: Owner, key: string) =>
      table.tryWrite({ Delete: { Key: itemKey(owner, key), ...present } }),

    /**
     * Sets some fields and the fields' change times (`fieldTimes`), only if the item is as it was
     * read (`seen`: its `rev`). Undefined when it is gone or changed meanwhile: read it again to tell.
     * `alsoRemove` names stored attributes the change makes stale.
     */
    updateIfUnchanged: (
      seen: R,
      changes: Partial<Pick<R, Field>>,
      fieldTimes: Partial<Record<Field, string>>,
      alsoRemove: string[] = [],
    ) => {
      const fields = Object.keys(changes) as Field[];
      const values = Object.fromEntries(fields.map((field) => [`:${field}`, changes[field]]));
      const names = Object.fromEntries(fields.map((field) => [`#${field}`, field]));
      const sets = [...fields.map((field) => `#${field} = :${field}`), 'fieldTimes = :fieldTimes'];
      const removes = alsoRemove.length > 0 ? ` REMOVE ${alsoRemove.join(', ')}` : '';
      // Items written before `rev` existed have none: they count as unchanged while they still lack it.
      const condition =
        seen.rev === undefined ? 'attribute_exists(pk) AND attribute_not_exists(rev)' : 'rev = :seen';
      return table.update<R>(
        updatePart(keyOf(seen), {
          UpdateExpression: `SET ${sets.join(', ')} ADD rev :one${removes}`,
          ConditionExpression: condition,
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

    /**
     * Writes a list-wide change in transactions of up to 100 items. 'conflict' when an item was
     * changed or deleted since it was read (its `rev` moved): read the list again and recompute.
     */
    async write(change: ListWrite<R>): Promise<'done' | 'conflict'> {
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
  };
};
