/**
 * The sort-key prefixes of what an owner's live lists are made of, in its partition: the shopping
 * list's items and aisle settings, the pantry's items and "Always have" names. The live lists send changes to exactly these (the stream function's event
 * filter in AWS and the local runtime's stream reader both read this list).
 */
export const shoppingItemPrefix = 'SHOP#';
export const aislePrefix = 'AISLE#';
/** A pantry's items (issue 27), in the same owner partition as its shopping list. */
export const pantryItemPrefix = 'PANTRY#';
/** The owner's "Always have" names: one item, `ALWAYS#HAVE`. */
export const alwaysHavePrefix = 'ALWAYS#';
export const liveSortKeyPrefixes = [
  shoppingItemPrefix,
  aislePrefix,
  pantryItemPrefix,
  alwaysHavePrefix,
] as const;
