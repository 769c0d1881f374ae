import type { Memberships } from '../data/memberships';
import type { Owner } from '../data/owner';
import { parseItemId } from '../data/owner-list-items';
import type { Caller } from './auth/access-token';
import { createOwnerAccess } from './owner-access';

/**
 * The owner rules of a list kept per owner (the shopping list, the pantry): a caller acts for
 * themselves and their groups; anyone else gets 404 (`listNotFound` for someone's personal list,
 * `itemNotFound` for an item id), so ids reveal nothing.
 */
export const createOwnerListAccess = <T>(
  memberships: Pick<Memberships, 'get'>,
  items: { list: (owner: Owner) => Promise<T[]>; delete: (owner: Owner, key: string) => Promise<boolean> },
  listNotFound: () => Error,
  itemNotFound: () => Error,
) => {
  const ownerAccess = createOwnerAccess(memberships);
  /** The owner the caller may act for, or 404. */
  const allowedOwner = (caller: Caller, owner: Owner) => ownerAccess(caller, owner, listNotFound);
  /** The owner an item id names, if the caller may act for it; 404 alike for bad, foreign and missing ids. */
  const itemOwner = async (caller: Caller, itemId: string) => {
    const ref = parseItemId(itemId);
    if (!ref) throw itemNotFound();
    await allowedOwner(caller, ref.owner).catch(() => {
      throw itemNotFound();
    });
    return ref;
  };
  return {
    allowedOwner,
    itemOwner,

    /** Deletes an item the caller may act for; 404 when it is not there. */
    async deleteItem(caller: Caller, itemId: string) {
      const { owner, key } = await itemOwner(caller, itemId);
      if (!(await items.delete(owner, key))) throw itemNotFound();
    },

    /** The owner's items, read beside the access check: one round trip. */
    async listFor(caller: Caller, owner: Owner) {
      const [, records] = await Promise.all([allowedOwner(caller, owner), items.list(owner)]);
      return records;
    },
  };
};

/** An owner's list as a write left it: removed records gone, replaced ones in their place, added ones after. */
export const listAfterWrite = <T extends { key: string }>(
  current: T[],
  written: { replaced: T[]; removed: T[]; added: T[] },
) => {
  const replaced = new Map(written.replaced.map((record) => [record.key, record]));
  const removed = new Set(written.removed.map((record) => record.key));
  return [
    ...current
      .filter((record) => !removed.has(record.key))
      .map((record) => replaced.get(record.key) ?? record),
    ...written.added,
  ];
};
