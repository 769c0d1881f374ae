import type { QueryKey } from '@tanstack/react-query';
import type { RouteName } from '#shared/routes';
import { ownerItemId } from '#shared/shopping/item-id';
import type { ContextOwner } from '#web/lib/acting-context';
import type { NewCall, QueuedCall } from './offline-queue';

/**
 * An owner's list's changes (the shopping list's, the pantry's) as queued API calls
 * (offline-queue.ts), and the list as shown with the queued ones applied: pure functions, so the
 * screen, a reload while offline and the tests all apply them alike.
 */

const ownerRef = (owner: ContextOwner) =>
  'groupId' in owner
    ? { type: 'group' as const, id: owner.groupId }
    : { type: 'user' as const, id: owner.userId };

/** The id the server gives an item created with this clientId (shared/shopping/item-id.ts). */
export const queuedItemId = (owner: ContextOwner, clientId: string): string =>
  ownerItemId(ownerRef(owner), clientId);

/** What every owner's list item a queued create makes has (body: the create's), as shown until it is sent. */
export const queuedItemBase = (owner: ContextOwner, body: Record<string, unknown>) => ({
  id: queuedItemId(owner, String(body.clientId)),
  name: String(body.name),
  amount: typeof body.amount === 'number' ? body.amount : null,
  unit: typeof body.unit === 'string' ? body.unit : null,
  userId: 'userId' in owner ? owner.userId : null,
  groupId: 'groupId' in owner ? owner.groupId : null,
});

const sameKey = (a: QueryKey, b: QueryKey) => JSON.stringify(a) === JSON.stringify(b);

/** The calls queued for this list. */
export const queuedFor = (calls: readonly QueuedCall[], queryKey: QueryKey): QueuedCall[] =>
  calls.filter((call) => sameKey(call.queryKey, queryKey));

export interface ListItem {
  id: string;
  name: string;
}

export interface QueuedListSpec<T extends ListItem, F extends keyof T & string> {
  routes: { create: RouteName; update: RouteName; delete: RouteName };
  /** The fields an update may change, read back from a queued update's body. */
  fields: readonly F[];
  /** The item a queued create will make (body: the create's, with its clientId), as shown until it is sent. */
  createdItem: (owner: ContextOwner, body: Record<string, unknown>) => T;
  /** The notice when a queued change's item was removed meanwhile ("Eggs was removed on another device"). */
  goneNotice: (name: string) => string;
}

/** One kind of list's queued calls: how each change is queued, and how queued ones show. */
export const queuedListChanges = <T extends ListItem, F extends keyof T & string>({
  routes,
  fields,
  createdItem,
  goneNotice,
}: QueuedListSpec<T, F>) => {
  type Fields = Partial<Pick<T, F>>;

  const changedFields = (body: unknown): Fields => {
    const sent = (body ?? {}) as Record<string, unknown>;
    return Object.fromEntries(
      fields.filter((field) => sent[field] !== undefined).map((field) => [field, sent[field]]),
    ) as Fields;
  };

  const createdId = (owner: ContextOwner, call: QueuedCall) =>
    queuedItemId(owner, String((call.body as { clientId?: unknown }).clientId));

  return {
    /** A new item: its body carries the clientId that makes it safe to send twice. */
    createCall: (
      queryKey: QueryKey,
      owner: ContextOwner,
      body: Record<string, unknown> & { name: string; clientId: string },
    ): NewCall => ({ route: routes.create, body: { ...body, ...owner }, queryKey, label: body.name }),

    /** Changes to some fields of an item, with the time they were made (the server keeps the newest). */
    updateCall: (queryKey: QueryKey, item: ListItem, changes: Fields, changedAt: string): NewCall => ({
      route: routes.update,
      params: { id: item.id },
      body: { ...changes, changedAt },
      queryKey,
      label: item.name,
      goneNotice: goneNotice(item.name),
    }),

    deleteCall: (queryKey: QueryKey, item: ListItem): NewCall => ({
      route: routes.delete,
      params: { id: item.id },
      queryKey,
      label: item.name,
    }),

    createdItem,

    /** The list with the queued calls applied in order, as it will be once they are sent. */
    withQueuedChanges(list: readonly T[], owner: ContextOwner, calls: readonly QueuedCall[]): T[] {
      let items = [...list];
      for (const call of calls) {
        const id = call.params?.id;
        if (call.route === routes.create) {
          const created = createdItem(owner, call.body as Record<string, unknown>);
          // Already there when the create was sent but its answer was lost.
          if (!items.some((item) => item.id === created.id)) items.push(created);
        } else if (call.route === routes.update) {
          items = items.map((item) => (item.id === id ? { ...item, ...changedFields(call.body) } : item));
        } else if (call.route === routes.delete) {
          items = items.filter((item) => item.id !== id);
        }
      }
      return items;
    },

    /** The items with a change still waiting to be sent (a removed one is simply not shown). */
    waitingItemIds: (owner: ContextOwner, calls: readonly QueuedCall[]): Set<string> =>
      new Set(
        calls.flatMap((call) => {
          if (call.route === routes.create) return [createdId(owner, call)];
          return call.route === routes.update && call.params?.id ? [call.params.id] : [];
        }),
      ),
  };
};

/** One kind of list's queued calls, as queuedListChanges makes them. */
export type QueuedListChanges<T extends ListItem, F extends keyof T & string> = ReturnType<
  typeof queuedListChanges<T, F>
>;
