import { marshall } from '@aws-sdk/util-dynamodb';

/** An item as a DynamoDB stream record carries it. */
export const image = (item: Record<string, unknown>) => marshall(item, { removeUndefinedValues: true });

/**
 * A group g1's list item (key k1) as the table holds it, from the item as the API shows it: keys,
 * type, owner and `bookkeeping` in place of userId/groupId; `overrides` change any of it.
 */
export const storedInGroup =
  (apiItem: { userId: unknown; groupId: unknown }, at: { sk: string; type: string }, bookkeeping: object) =>
  (overrides: Record<string, unknown> = {}) => {
    const { userId: _userId, groupId: _groupId, ...itemFields } = apiItem;
    return {
      pk: 'GROUP#g1',
      ...at,
      key: 'k1',
      ...itemFields,
      ownerType: 'group',
      ownerId: 'g1',
      ...bookkeeping,
      ...overrides,
    };
  };
