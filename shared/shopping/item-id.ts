/**
 * An owner's list item id (a shopping item, a pantry item) names its owner: `u_<userId>_<key>` or
 * `g_<groupId>_<key>`. Shared, so a client that makes an item's key itself (an offline create's
 * `clientId`) knows the id the server will give it, and later offline changes to that item can name
 * it before it was ever sent.
 */
export const ownerItemId = (owner: { type: 'user' | 'group'; id: string }, key: string): string =>
  `${owner.type === 'user' ? 'u' : 'g'}_${owner.id}_${key}`;

/** A shopping item's id (see `ownerItemId`). */
export const shoppingItemId = ownerItemId;
