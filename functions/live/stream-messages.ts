import { unmarshall } from '@aws-sdk/util-dynamodb';
import type { ListOwner, LiveMessage } from '#shared/shopping/live-protocol';
import {
  aislePrefix,
  alwaysHavePrefix,
  pantryItemPrefix,
  shoppingItemPrefix,
} from '../data/list-key-prefixes';
import { ownerOfPartition } from '../data/owner';
import type { PantryItemRecord } from '../data/pantry-items';
import type { ShoppingItemRecord } from '../data/shopping-items';
import { logger } from '../lib/logger';
import { toPantryItem } from '../pantry/pantry-service';
import { toShoppingListItem } from '../shoppinglist/shopping-list-service';

/**
 * A DynamoDB Streams record as both Lambda's event and the Streams API (the local runtime's poller)
 * deliver it: images in DynamoDB's attribute-value JSON.
 */
export interface StreamRecord {
  eventName?: string;
  dynamodb?: {
    NewImage?: Record<string, unknown>;
    OldImage?: Record<string, unknown>;
  };
}

export type ListMessage = Extract<
  LiveMessage,
  { type: 'item-changed' | 'item-removed' | 'aisles-changed' | 'always-have-changed' }
>;

type Image = Record<string, unknown>;

/**
 * The item types of an owner's live lists: the shopping list's items and aisle settings
 * (data/aisle-settings.ts), the pantry's items and "Always have" names (data/always-have.ts).
 */
const listTypes = new Set(['ShoppingItem', 'AisleSection', 'AisleOrder', 'PantryItem', 'AlwaysHave']);

/** Read before anything is unmarshalled: most records are of other items, and are skipped cheaply. */
const isListImage = (image: Image | undefined) =>
  listTypes.has((image?.type as { S?: unknown } | undefined)?.S as string);

/**
 * A shopping list's item's or aisle setting's image as plain values, or undefined for anything else. An image that cannot be
 * read is logged and skipped, never thrown: a stream function that throws is handed the same batch
 * again until the records expire, holding up every later change to the table.
 */
const imageOf = (image: Image | undefined): Image | undefined => {
  if (!isListImage(image)) return undefined;
  try {
    return unmarshall(image as Parameters<typeof unmarshall>[0]) as Image;
  } catch (error) {
    logger.warn('Skipped a stream image that could not be read', { error: String(error) });
    return undefined;
  }
};

const isItemOf =
  <R>(type: string, prefix: string) =>
  (image: Image | undefined): image is R & Image =>
    image?.type === type && typeof image.sk === 'string' && image.sk.startsWith(prefix);

const isShoppingItem = isItemOf<ShoppingItemRecord>('ShoppingItem', shoppingItemPrefix);
const isPantryItem = isItemOf<PantryItemRecord>('PantryItem', pantryItemPrefix);

const ownerOf = (record: { ownerType: ListOwner['type']; ownerId: string }): ListOwner => ({
  type: record.ownerType,
  id: record.ownerId,
});

/** The owner of a setting's image under this prefix (kept in the owner's partition, with no owner fields). */
const settingOwnerOf = (image: Image | undefined, prefix: string): ListOwner | undefined =>
  typeof image?.sk === 'string' && image.sk.startsWith(prefix) && typeof image.pk === 'string'
    ? ownerOfPartition(image.pk)
    : undefined;

/** An item's change or removal, as the messages of its list say it (`list` only for lists other than shopping). */
const itemMessage = <
  R extends { id: string; rev?: number; ownerType: ListOwner['type']; ownerId: string },
  I,
>(
  record: StreamRecord,
  before: Image | undefined,
  after: Image | undefined,
  isItem: (image: Image | undefined) => image is R & Image,
  toItem: (record: R) => I,
  named: { list?: 'pantry' },
) => {
  if (record.eventName === 'REMOVE') {
    if (!isItem(before)) return undefined;
    return {
      type: 'item-removed' as const,
      ...named,
      listOwner: ownerOf(before),
      id: before.id,
      rev: Number(before.rev ?? 0) + 1,
    };
  }
  if (!isItem(after)) return undefined;
  return {
    type: 'item-changed' as const,
    ...named,
    listOwner: ownerOf(after),
    item: toItem(after),
    rev: Number(after.rev ?? 0),
  };
};

/**
 * What a changed table item means to the screens showing its list: an item changed (added,
 * ticked, edited, merged into), or removed, or a list's settings changed (aisles, "Always have");
 * nothing for anything else. Unknown fields are left to the API's own mappings, so the message is
 * what a GET shows.
 */
export const messageOf = (record: StreamRecord): ListMessage | undefined => {
  const after = imageOf(record.dynamodb?.NewImage);
  const before = imageOf(record.dynamodb?.OldImage);
  const aisleOwner = settingOwnerOf(after ?? before, aislePrefix);
  if (aisleOwner) return { type: 'aisles-changed', listOwner: aisleOwner };
  const alwaysHaveOwner = settingOwnerOf(after ?? before, alwaysHavePrefix);
  if (alwaysHaveOwner) return { type: 'always-have-changed', list: 'pantry', listOwner: alwaysHaveOwner };
  if (isPantryItem(after ?? before))
    return itemMessage(record, before, after, isPantryItem, toPantryItem, { list: 'pantry' }) as
      | ListMessage
      | undefined;
  return itemMessage(record, before, after, isShoppingItem, toShoppingListItem, {}) as
    | ListMessage
    | undefined;
};
