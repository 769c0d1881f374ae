import type { PantryItem } from '../pantry/pantry-schemas';
import type { ShoppingListItem } from './shopping-schemas';

/**
 * The live shopping list protocol (issue 16; docs/live-updates.md): JSON text frames on one
 * WebSocket, the same on API Gateway's WebSocket API and on the local runtime. Types (and one
 * helper), so the browser's client costs no schema code.
 */

/** The path the web app opens the socket on (same origin: CloudFront, or the local runtime). */
export const livePath = '/api/live';
/**
 * Browsers cannot set headers on a WebSocket: the access token travels as the second offered
 * subprotocol (a JWT is a valid protocol token), and the server answers with this one.
 */
export const liveProtocol = 'recipe-planner.live.v1';

export interface ListOwner {
  type: 'user' | 'group';
  id: string;
}

/**
 * Which of an owner's lists a subscription or message is about (issue 27). Absent means the
 * shopping list: the protocol's first clients (and web apps still cached from before) know no other,
 * and never receive another list's messages, since each list is followed by a subscription of its own.
 */
export type LiveList = 'shopping' | 'pantry';

/** Client to server. */
export type LiveRequest = { type: 'subscribe'; listOwner: ListOwner; list?: LiveList } | { type: 'ping' };

/**
 * Server to client. `rev` is the item's revision (every write bumps it, a removal is one past the
 * last, an item put back by Undo starts again above that, at the time of the undo in milliseconds):
 * a message whose rev is not above the last one seen for that item is late, and ignored.
 * `item` is the API's shoppingListItem shape, whole. `aisles-changed` carries no settings: they are
 * small and read again whole, so no order of messages can leave a screen with a stale part.
 */
export type LiveMessage =
  | { type: 'subscribed'; listOwner: ListOwner; list?: 'pantry' }
  | { type: 'item-changed'; list?: undefined; listOwner: ListOwner; item: ShoppingListItem; rev: number }
  | { type: 'item-removed'; list?: undefined; listOwner: ListOwner; id: string; rev: number }
  /** The list's aisle settings changed (the shop's order of sections, or an item name's section): read them again. */
  | { type: 'aisles-changed'; listOwner: ListOwner }
  | PantryMessage
  | { type: 'pong' }
  | { type: 'error'; message: string };

/**
 * A pantry's changes, to its own subscribers only: an item (the API's pantryItem shape, whole, with
 * `rev` as above) changed or removed, or its "Always have" names changed (small: read again whole).
 */
export type PantryMessage =
  | { type: 'item-changed'; list: 'pantry'; listOwner: ListOwner; item: PantryItem; rev: number }
  | { type: 'item-removed'; list: 'pantry'; listOwner: ListOwner; id: string; rev: number }
  | { type: 'always-have-changed'; list: 'pantry'; listOwner: ListOwner };

/** The list a message is about: one without a list name is the shopping list's (the protocol's first list). */
export const listOfMessage = (message: LiveMessage): LiveList =>
  'list' in message && message.list ? message.list : 'shopping';
