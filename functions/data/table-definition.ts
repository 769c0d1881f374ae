/**
 * The single table's key schema, shared by the repositories, the local runtime's CreateTable and
 * the CDK table, so the three can never disagree. Pure data: no SDK imports.
 */
export const tableDefinition = {
  partitionKey: 'pk',
  sortKey: 'sk',
  /** Secondary access patterns (see docs/data-model.md); each index projects all attributes. */
  indexes: {
    gsi1: { partitionKey: 'gsi1pk', sortKey: 'gsi1sk' },
  },
  /** Epoch seconds; DynamoDB deletes expired refresh tokens and throttle counters by itself. */
  timeToLiveAttribute: 'ttl',
} as const;

export type IndexName = keyof typeof tableDefinition.indexes;

/** The primary key of an item in the table. */
export interface Key {
  pk: string;
  sk: string;
}
