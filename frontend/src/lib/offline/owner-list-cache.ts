import {
  type QueryClient,
  type QueryKey,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import type { ContextOwner } from '#web/lib/acting-context';
import { queryOptionsBy } from '#web/lib/query-options-by';
import { loadQueue, type NewCall, sendOrQueue, useQueuedCalls } from './offline-queue';
import { type ListItem, type QueuedListChanges, queuedFor } from './queued-list-changes';

/**
 * The cache of an owner's list that works offline (the shopping list, the pantry): its key, its
 * read with the queued changes on top, and the item dialog's save and the row's delete, queued
 * without a network.
 */

/** One list of its kind per owner: the user's own, or a group's. */
export const ownerListKey = <Kind extends string>(kind: Kind, owner: ContextOwner) =>
  [kind, 'groupId' in owner ? `group:${owner.groupId}` : `user:${owner.userId}`] as const;

/**
 * The list as the server has it (or, offline, as the service worker last saw it), with the changes
 * still queued offline applied on top: a reload while offline shows what was done.
 */
const readWithQueuedChanges = async <T extends ListItem, F extends keyof T & string>(
  read: Promise<T[]>,
  changes: QueuedListChanges<T, F>,
  owner: ContextOwner,
  key: QueryKey,
): Promise<T[]> => {
  const [list, queued] = await Promise.all([read, loadQueue()]);
  return changes.withQueuedChanges(list, owner, queuedFor(queued, key));
};

/**
 * The list's query options. A group's list changes in other members' hands: coming back to it
 * always reloads it. Offline the read still runs once: the service worker answers it from its cache.
 */
const ownerListQueryOptions = <T, Key extends QueryKey>(
  key: (owner: ContextOwner) => Key,
  read: (owner: ContextOwner, signal: AbortSignal) => Promise<T[]>,
) => {
  const options = queryOptionsBy(key, read, { staleTime: 0 });
  return (owner: ContextOwner) => ({ ...options(owner), networkMode: 'offlineFirst' as const });
};

/**
 * An owner's list read for the screen: the server's read (`readServer`) with the changes queued
 * offline on top, its query, and the ids of its items with a change waiting to be sent.
 */
export const offlineOwnerList = <T extends ListItem, F extends keyof T & string, Key extends QueryKey>(
  key: (owner: ContextOwner) => Key,
  readServer: (owner: ContextOwner, signal?: AbortSignal) => Promise<T[]>,
  changes: QueuedListChanges<T, F>,
) => {
  const read = (owner: ContextOwner, signal?: AbortSignal) =>
    readWithQueuedChanges(readServer(owner, signal), changes, owner, key(owner));
  const queryOptions = ownerListQueryOptions(key, read);
  return {
    queryOptions,
    useList: (owner: ContextOwner) => useQuery(queryOptions(owner)),
    useWaitingIds: (owner: ContextOwner): Set<string> =>
      changes.waitingItemIds(owner, queuedFor(useQueuedCalls(), key(owner))),
  };
};

/** Puts a saved item into the cached list, in place of the one with its id or as a new line. */
export const replaceCachedItem = <T extends ListItem>(queryClient: QueryClient, key: QueryKey, saved: T) =>
  queryClient.setQueryData<T[]>(key, (list) =>
    list?.some((item) => item.id === saved.id)
      ? list.map((item) => (item.id === saved.id ? saved : item))
      : [...(list ?? []), saved],
  );

/**
 * Deletes an item; it leaves the cached list once the server has removed it, or at once when the
 * deletion waits in the offline queue.
 */
export const useDeleteListItem = <T extends ListItem>(
  key: QueryKey,
  deleteCall: (queryKey: QueryKey, item: T) => NewCall,
) => {
  const queryClient = useQueryClient();
  return useMutation({
    networkMode: 'always',
    mutationFn: (item: T) => sendOrQueue(deleteCall(key, item)),
    // A read still on its way was answered before the deletion: it would bring the item back.
    onMutate: () => queryClient.cancelQueries({ queryKey: key }),
    onSuccess: (_result, deleted) =>
      queryClient.setQueryData<T[]>(key, (list) => list?.filter((item) => item.id !== deleted.id)),
  });
};

interface SaveListItemSpec<
  T extends ListItem,
  F extends keyof T & string,
  Fields extends Partial<Pick<T, F>> & { name: string },
> {
  owner: ContextOwner;
  key: QueryKey;
  /** The item being edited; null for a new one. */
  id: string | null;
  changes: QueuedListChanges<T, F>;
  /** The fields the dialog edits. */
  fieldNames: readonly NoInfer<keyof Fields & F>[];
  /** A new item's create call; its body carries a clientId made here, so a create sent twice makes one item. */
  createCall: (fields: Fields) => NewCall;
}

/**
 * The item dialog's save: an add, or the changes to one (`id`). Only the fields the dialog changed
 * are sent, so the others keep later changes from elsewhere. Without a network it waits in the
 * offline queue and the list shows it at once.
 */
export const useSaveListItem = <
  T extends ListItem,
  F extends keyof T & string,
  Fields extends Partial<Pick<T, F>> & { name: string },
>({
  owner,
  key,
  id,
  changes,
  fieldNames,
  createCall,
}: SaveListItemSpec<T, F, Fields>) => {
  const queryClient = useQueryClient();
  return useMutation({
    networkMode: 'always',
    mutationFn: async (fields: Fields): Promise<T> => {
      if (id) {
        const cached = queryClient.getQueryData<T[]>(key)?.find((item) => item.id === id);
        // Fields is a part of T, which TypeScript cannot see through the generics.
        const before = cached as Partial<Fields> | undefined;
        const edited = (
          before
            ? Object.fromEntries(fieldNames.filter((f) => fields[f] !== before[f]).map((f) => [f, fields[f]]))
            : fields
        ) as Partial<Pick<T, F>>;
        const call = changes.updateCall(
          key,
          cached ?? { id, name: fields.name },
          edited,
          new Date().toISOString(),
        );
        const result = await sendOrQueue(call);
        if (result.sent) return result.data as T;
        // Queued: the item is in the cache, or the dialog could not have opened.
        return { ...(cached as T), ...fields };
      }
      const call = createCall(fields);
      const result = await sendOrQueue(call);
      return result.sent
        ? (result.data as T)
        : changes.createdItem(owner, call.body as Record<string, unknown>);
    },
    onSuccess: (saved) => replaceCachedItem(queryClient, key, saved),
  });
};
