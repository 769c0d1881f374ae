import type { ShoppingListItem } from '#shared/shopping/shopping-schemas';
import type { ContextOwner } from '#web/lib/acting-context';
import { useLiveFollow } from '#web/lib/live/use-live-follow';
import { aisleSettingsKey } from './aisle-settings';
import { shoppingListKey } from './get-shopping-list';

const shoppingListQueries = (owner: ContextOwner) => ({
  list: 'shopping' as const,
  items: shoppingListKey(owner),
  settings: aisleSettingsKey(owner),
});

/** Keeps the shown shopping list (and its aisle settings) live (issue 16). */
export const useLiveList = (owner: ContextOwner) =>
  useLiveFollow<ShoppingListItem>(owner, shoppingListQueries);
