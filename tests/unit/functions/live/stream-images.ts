import { marshall } from '@aws-sdk/util-dynamodb';

/** An item as a DynamoDB stream record carries it. */
export const image = (item: Record<string, unknown>) => marshall(item, { removeUndefinedValues: true });

/**
 * An item (key k1) of group g1's list in its two shapes: `apiItem` as the API shows it (the whole of
 * what its live message carries), and `stored(overrides)` as the table holds it: keys, type, owner
 * and bookkeeping (`at`) in place of userId/groupId, `overrides` changing any of it.
 */
export const groupListItem = <Fields extends object>(
  fields: Fields,
  at: { sk: string; type: string } & Record<string, unknown>,
) => {
  const { userId: _userId, groupId: _groupId, ...itemFields } = fields as Fields & Record<string, unknown>;
  return {
    apiItem: { ...fields, userId: null, groupId: 'g1' },
    stored: (overrides: Record<string, unknown> = {}) => ({
      pk: 'GROUP#g1',
      key: 'k1',
      ...itemFields,
      ownerType: 'group',
      ownerId: 'g1',
      ...at,
      ...overrides,
    }),
  };
};
