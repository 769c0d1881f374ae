import type { ShoppingListItem } from './shopping-schemas';

/**
 * The live shopping list protocol (issue 16; docs/live-updates.md): JSON text frames on one
 * WebSocket, the same on API Gateway's WebSocket API and on the local runtime. Types only, so the
 * browser's client costs no schema code.
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

/** Client to server. */
export type LiveRequest = { type: 'subscribe'; listOwner: ListOwner } | { type: 'ping' };

/**
 * Server to client. `rev` is the item's revision (every write bumps it, a removal is one past the
 * last, an item put back by Undo starts again above that, at the time of the undo in milliseconds):
 * a message whose rev is not above the last one seen for that item is late, and ignored.
 * `item` is the API's shoppingListItem shape, whole. `aisles-changed` carries no settings: they are
 * small and read again whole, so no order of messages can leave a screen with a stale part.
 */
export type LiveMessage =
  | { type: 'subscribed'; listOwner: ListOwner }
  | { type: 'item-changed'; listOwner: ListOwner; item: ShoppingListItem; rev: number }
  | { type: 'item-removed'; listOwner: ListOwner; id: string; rev: number }
  /** The list's aisle settings changed (the shop's order of sections, or an item name's section): read them again. */
  | { type: 'aisles-changed'; listOwner: ListOwner }
  | { type: 'pong' }
  | { type: 'error'; message: string };
