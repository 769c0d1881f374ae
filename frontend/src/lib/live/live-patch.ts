import {
  type ListOwner,
  type LiveList,
  type LiveMessage,
  listOfMessage,
} from '#shared/shopping/live-protocol';
import type { ContextOwner } from '#web/lib/acting-context';

/** The live protocol's name for a screen's owner. */
export const listOwnerOf = (owner: ContextOwner): ListOwner =>
  'groupId' in owner ? { type: 'group', id: owner.groupId } : { type: 'user', id: owner.userId };

export const sameOwner = (a: ListOwner, b: ListOwner) => a.type === b.type && a.id === b.id;

/**
 * The cached list with one live message applied: a changed item replaces its line (or joins the
 * list), a removed one leaves it. `revisions` remembers the last revision applied per item, so a
 * late message (an older change, or a change after a removal) never undoes a newer state. Anything
 * else, or a message of another owner or another of its lists, leaves the list as it is.
 */
export const applyLiveMessage = <T extends { id: string }>(
  list: T[] | undefined,
  message: LiveMessage,
  listOwner: ListOwner,
  revisions: Map<string, number>,
  followed: LiveList = 'shopping',
): T[] | undefined => {
  if (!list || (message.type !== 'item-changed' && message.type !== 'item-removed')) return list;
  if (!sameOwner(message.listOwner, listOwner) || listOfMessage(message) !== followed) return list;
  const id = message.type === 'item-changed' ? message.item.id : message.id;
  const seen = revisions.get(id);
  if (seen !== undefined && message.rev <= seen) return list;
  revisions.set(id, message.rev);
  if (message.type === 'item-removed') return list.filter((item) => item.id !== id);
  // Of the followed list (checked above), so in its items' shape.
  const item = message.item as unknown as T;
  return list.some((line) => line.id === id)
    ? list.map((line) => (line.id === id ? item : line))
    : [...list, item];
};
