import { type Backoff, retryOnConflict, tryAgain } from '../data/backoff';
import type { Owner } from '../data/owner';
import type { ListWrite } from '../data/owner-list-items';
import { changeTime, newerFieldsAmong, stampChangedFieldsAmong } from './field-times';
import { listAfterWrite } from './owner-list-access';

/**
 * The writes an owner's list (the shopping list, the pantry) shares: a list-wide change and a
 * field-by-field update of one item, both under optimistic concurrency with the list's retry policy.
 */

/** A record with last-change times for some of its fields (see field-times.ts). */
type TimedRecord<Field extends string> = { key: string; rev: number } & Record<Field, unknown> & {
    fieldTimes?: Partial<Record<Field, string>>;
  };

/** What a list-wide change plans from the list as read: records changed, lines to add, records to remove. */
export interface PlannedListChange<R, Line> {
  updated: R[];
  added: Line[];
  removed: R[];
}

/** What a list's writes take: its storage, the fields edited field by field, and its errors. */
export interface OwnerListChangesSetup<R extends TimedRecord<Field>, Field extends string> {
  items: {
    list: (owner: Owner) => Promise<R[]>;
    write: (change: ListWrite<R>) => Promise<'done' | 'conflict'>;
  };
  /** The fields whose change times are kept (see field-times.ts). */
  fields: readonly Field[];
  now: () => Date;
  backoff: Backoff;
  listChangedMeanwhile: () => Error;
  itemChangedMeanwhile: () => Error;
  itemNotFound: () => Error;
}

export interface ListWideChange<R, Line> {
  owner: Owner;
  /** The list read beside the access check, for the first attempt; without it, the first attempt reads. */
  firstRead: R[] | undefined;
  plan: (current: R[]) => PlannedListChange<R, Line>;
  toRecord: (line: Line) => R;
  /** Throws when a change that adds would leave the list holding `size` items, too many. */
  checkSize?: (size: number) => void;
}

export interface ItemFieldsUpdate<R extends TimedRecord<Field>, Field extends string> {
  /** Reads the item; `attempt` 0 may answer what was read beside the access check. */
  read: (attempt: number) => Promise<R | undefined>;
  given: Partial<Record<Field, unknown>>;
  /** When the client made the change; without it (an older client) every field given applies, now. */
  changedAt: string | undefined;
  /** Writes the changes if the item is unchanged since it was read: the item after, or undefined. */
  write: (
    existing: R,
    changes: Partial<R>,
    fieldTimes: Partial<Record<Field, string>>,
  ) => Promise<R | undefined>;
}

export const createOwnerListChanges = <R extends TimedRecord<Field>, Field extends string>({
  items,
  fields,
  now,
  backoff,
  listChangedMeanwhile,
  itemChangedMeanwhile,
  itemNotFound,
}: OwnerListChangesSetup<R, Field>) => ({
  /**
   * Applies a list-wide change (a merge, a regeneration, a use) computed from the list as read; if
   * someone changed the list meanwhile, reads it again and recomputes from scratch, so a retry
   * neither loses nor doubles anything. Answers the records written and the list after.
   */
  changeList: async <Line>({ owner, firstRead, plan, toRecord, checkSize }: ListWideChange<R, Line>) => {
    let alreadyRead = firstRead;
    return retryOnConflict(
      async () => {
        const current = alreadyRead ?? (await items.list(owner));
        alreadyRead = undefined;
        const planned = plan(current);
        // A merge or regeneration is a change to the fields it sets: a change to the same field made
        // earlier (queued offline, say) and sent later does not undo it.
        const time = now().toISOString();
        const before = new Map(current.map((record) => [record.key, record]));
        const updated = planned.updated.map((record) => {
          const old = before.get(record.key);
          return old ? stampChangedFieldsAmong(fields, old, record, time) : record;
        });
        const added = planned.added.map(toRecord);
        if (added.length > 0) checkSize?.(current.length - planned.removed.length + added.length);
        const outcome = await items.write({ put: added, replace: updated, delete: planned.removed });
        if (outcome === 'conflict') return tryAgain;
        const replaced = updated.map((record) => ({ ...record, rev: record.rev + 1 }));
        const after = listAfterWrite(current, { replaced, removed: planned.removed, added });
        return { written: [...replaced, ...added], after };
      },
      listChangedMeanwhile,
      backoff,
    );
  },

  /**
   * Sets the fields given where this change is newer than the last one stored, field by field (last
   * change wins, and a replay changes nothing); answers the item as it stands after.
   */
  updateItem: async ({ read, given, changedAt, write }: ItemFieldsUpdate<R, Field>): Promise<R> => {
    const time = changeTime(changedAt, now());
    let attempt = 0;
    return retryOnConflict(
      async () => {
        const existing = await read(attempt++);
        if (!existing) throw itemNotFound();
        const { changes, fieldTimes } = newerFieldsAmong(
          fields,
          existing.fieldTimes,
          given,
          time,
          changedAt !== undefined,
        );
        if (Object.keys(changes).length === 0) return existing;
        return (await write(existing, changes as Partial<R>, fieldTimes)) ?? tryAgain;
      },
      itemChangedMeanwhile,
      backoff,
    );
  },
});
