import type * as z from 'zod';
import type { clearTickedBody } from '#shared/shopping/shopping-schemas';
import type { Memberships } from '../data/memberships';
import type { ShoppingItems } from '../data/shopping-items';
import type { Caller } from '../lib/auth/access-token';
import { ownerNamedBy } from '../lib/owner-access';
import { type PantryService, presentPantry } from '../pantry/pantry-service';
import { shoppingListAccess, toShoppingListItem } from './shopping-list-service';

export interface PutAwayDependencies {
  items: ShoppingItems;
  pantry: Pick<PantryService, 'stock'>;
  memberships: Pick<Memberships, 'get'>;
  now?: () => Date;
}

/** The most items one put-away moves: every pantry change stays within one transaction (100). */
export const putAwayAtMost = 50;

/**
 * Put away ticked (issue 27): the list's ticked items go into the same owner's pantry, merged, and
 * off the list. Each leaves the list only while still ticked (one unticked meanwhile stays, and is
 * not stocked); if the pantry cannot take them, they go back on the list as they were.
 */
export const createPutAway = ({
  items,
  pantry,
  memberships,
  now = () => new Date(),
}: PutAwayDependencies) => {
  const { listFor } = shoppingListAccess(memberships, items);
  return async (caller: Caller, body: z.output<typeof clearTickedBody>) => {
    const owner = ownerNamedBy(body);
    const list = await listFor(caller, owner);
    // One pantry transaction's worth at a time: the rest stay ticked for the next tap.
    const ticked = list.filter((record) => record.isChecked).slice(0, putAwayAtMost);
    const removed = await Promise.allSettled(ticked.map((record) => items.deleteIfTicked(record)));
    const moved = ticked.filter((_, index) => {
      const outcome = removed[index];
      return outcome?.status === 'fulfilled' && outcome.value;
    });
    try {
      const failed = removed.find((outcome) => outcome.status === 'rejected');
      if (failed) throw failed.reason;
      const { after } = await pantry.stock(
        owner,
        moved.map(({ name, amount, unit }) => ({ name, amount, unit })),
      );
      return {
        moved: moved.map(toShoppingListItem).sort((a, b) => a.name.localeCompare(b.name)),
        pantry: presentPantry(after),
      };
    } catch (error) {
      // Above their old revisions, so the screens that saw them go take them back.
      await Promise.all(moved.map((record) => items.restore({ ...record, rev: now().getTime() })));
      throw error;
    }
  };
};
