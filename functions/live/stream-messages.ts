import { unmarshall } from '@aws-sdk/util-dynamodb';
import type { ListOwner, LiveMessage } from '#shared/shopping/live-protocol';
import { aislePrefix } from '../data/list-key-prefixes';
import { ownerOfPartition } from '../data/owner';
import type { ShoppingItemRecord } from '../data/shopping-items';
import { logger } from '../lib/logger';
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

export type ListMessage = Extract<LiveMessage, { type: 'item-changed' | 'item-removed' | 'aisles-changed' }>;

type Image = Record<string, unknown>;

/** The item types of a shopping list: its items, and its aisle settings (data/aisle-settings.ts). */
const listTypes = new Set(['ShoppingItem', 'AisleSection', 'AisleOrder']);

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

const isShoppingItem = (
  image: Record<string, unknown> | undefined,
): image is ShoppingItemRecord & Record<string, unknown> =>
  image?.type === 'ShoppingItem' && typeof image.sk === 'string' && image.sk.startsWith('SHOP#');

const ownerOf = (record: ShoppingItemRecord): ListOwner => ({ type: record.ownerType, id: record.ownerId });

/** The owner of an aisle setting's image (it is kept in the owner's partition, with no owner fields). */
const aisleOwnerOf = (image: Image | undefined): ListOwner | undefined =>
  typeof image?.sk === 'string' && image.sk.startsWith(aislePrefix) && typeof image.pk === 'string'
    ? ownerOfPartition(image.pk)
    : undefined;

/**
 * What a changed table item means to the screens showing its list: an item changed (added,
 * ticked, edited, merged into), or removed, or its aisle settings changed; nothing for anything
 * else. Unknown fields are left to toShoppingListItem, the API's own mapping, so the message is
 * what a GET shows.
 */
export const messageOf = (record: StreamRecord): ListMessage | undefined => {
  const after = imageOf(record.dynamodb?.NewImage);
  const before = imageOf(record.dynamodb?.OldImage);
  const aisleOwner = aisleOwnerOf(after ?? before);
  if (aisleOwner) return { type: 'aisles-changed', listOwner: aisleOwner };
  if (record.eventName === 'REMOVE') {
    if (!isShoppingItem(before)) return undefined;
    return {
      type: 'item-removed',
      listOwner: ownerOf(before),
      id: before.id,
      rev: Number(before.rev ?? 0) + 1,
    };
  }
  if (!isShoppingItem(after)) return undefined;
  return {
    type: 'item-changed',
    listOwner: ownerOf(after),
    item: toShoppingListItem(after),
    rev: Number(after.rev ?? 0),
  };
};
