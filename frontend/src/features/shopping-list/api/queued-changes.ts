import type { QueryKey } from '@tanstack/react-query';
import { shoppingItemId } from '#shared/shopping/item-id';
import type { ShoppingListItem } from '#shared/shopping/shopping-schemas';
import type { ContextOwner } from '#web/lib/acting-context';
import { t } from '#web/lib/i18n/t';
import type { NewCall, QueuedCall } from '#web/lib/offline/offline-queue';

/**
 * The shopping list's changes as queued API calls (lib/offline/offline-queue.ts), and the list as
 * shown with the queued ones applied: pure functions, so the screen, a reload while offline and the
 * tests all apply them alike.
 */

type ItemFields = Partial<Pick<ShoppingListItem, 'name' | 'amount' | 'unit' | 'isChecked'>>;

const ownerRef = (owner: ContextOwner) =>
  'groupId' in owner
    ? { type: 'group' as const, id: owner.groupId }
    : { type: 'user' as const, id: owner.userId };

/** The id the server gives an item created with this clientId (shared/shopping/item-id.ts). */
export const queuedItemId = (owner: ContextOwner, clientId: string): string =>
  shoppingItemId(ownerRef(owner), clientId);

const sameKey = (a: QueryKey, b: QueryKey) => JSON.stringify(a) === JSON.stringify(b);

/** A hand-added item, as the create call carries it and as the list shows it until it is sent. */
export const createCall = (
  queryKey: QueryKey,
  owner: ContextOwner,
  fields: Pick<ShoppingListItem, 'name' | 'amount' | 'unit'>,
  clientId: string,
  createdAt: string,
): NewCall => ({
  route: 'createShoppingItem',
  body: { ...fields, isChecked: false, source: 'manual', recipeId: null, createdAt, clientId, ...owner },
  queryKey,
  label: fields.name,
});

/** Changes to some fields of an item, with the time they were made (the server keeps the newest). */
export const updateCall = (
  queryKey: QueryKey,
  item: Pick<ShoppingListItem, 'id' | 'name'>,
  fields: ItemFields,
  changedAt: string,
): NewCall => ({
  route: 'updateShoppingItem',
  params: { id: item.id },
  body: { ...fields, changedAt },
  queryKey,
  label: item.name,
  goneNotice: t('shopping.removedElsewhere', { name: item.name }),
});

export const deleteCall = (queryKey: QueryKey, item: ShoppingListItem): NewCall => ({
  route: 'deleteShoppingItem',
  params: { id: item.id },
  queryKey,
  label: item.name,
});

/** The item a queued create will make. */
export const createdItem = (owner: ContextOwner, body: Record<string, unknown>): ShoppingListItem => ({
  id: queuedItemId(owner, String(body.clientId)),
  name: String(body.name),
  amount: typeof body.amount === 'number' ? body.amount : null,
  unit: typeof body.unit === 'string' ? body.unit : null,
  isChecked: false,
  source: 'manual',
  recipeId: null,
  createdAt: String(body.createdAt),
  userId: 'userId' in owner ? owner.userId : null,
  groupId: 'groupId' in owner ? owner.groupId : null,
});

const changedFields = (body: unknown): ItemFields => {
  const { name, amount, unit, isChecked } = (body ?? {}) as ItemFields;
  return Object.fromEntries(
    Object.entries({ name, amount, unit, isChecked }).filter(([, value]) => value !== undefined),
  ) as ItemFields;
};

/** The calls queued for this list. */
export const queuedFor = (calls: readonly QueuedCall[], queryKey: QueryKey): QueuedCall[] =>
  calls.filter((call) => sameKey(call.queryKey, queryKey));

/** The list with the queued calls applied in order, as it will be once they are sent. */
export const withQueuedChanges = (
  list: readonly ShoppingListItem[],
  owner: ContextOwner,
  calls: readonly QueuedCall[],
): ShoppingListItem[] => {
  let items = [...list];
  for (const call of calls) {
    const id = call.params?.id;
    if (call.route === 'createShoppingItem') {
      const created = createdItem(owner, call.body as Record<string, unknown>);
      // Already there when the create was sent but its answer was lost.
      if (!items.some((item) => item.id === created.id)) items.push(created);
    } else if (call.route === 'updateShoppingItem') {
      items = items.map((item) => (item.id === id ? { ...item, ...changedFields(call.body) } : item));
    } else if (call.route === 'deleteShoppingItem') {
      items = items.filter((item) => item.id !== id);
    }
  }
  return items;
};

/** The items with a change still waiting to be sent (a removed one is simply not shown). */
export const waitingItemIds = (owner: ContextOwner, calls: readonly QueuedCall[]): Set<string> =>
  new Set(
    calls.flatMap((call) => {
      if (call.route === 'createShoppingItem')
        return [queuedItemId(owner, String((call.body as { clientId?: unknown }).clientId))];
      return call.route === 'updateShoppingItem' && call.params?.id ? [call.params.id] : [];
    }),
  );
