/**
 * Key builders for every item in the single table (see docs/data-model.md). Pure functions, so the
 * repositories, tests and scripts build the same keys the same way.
 */
export const keys = {
  user: (userId: string) => ({ pk: `USER#${userId}`, sk: 'PROFILE' }),
  /** Guard item that makes an email unique: written in the same transaction as the user. */
  email: (email: string) => ({ pk: `EMAIL#${email}`, sk: 'EMAIL' }),
  /** A sign-in session, i.e. one refresh-token family, kept under its user so all can be listed. */
  session: (userId: string, sessionId: string) => ({ pk: `USER#${userId}`, sk: `SESSION#${sessionId}` }),
  sessionPrefix: 'SESSION#',
  /** Refresh tokens are looked up by the SHA-256 of the token; the token itself is never stored. */
  refreshToken: (tokenHash: string) => ({ pk: `REFRESH#${tokenHash}`, sk: 'REFRESH' }),
  /** Failed sign-ins of one account in one fixed time window. */
  loginAttempts: (userId: string, window: number) => ({ pk: `USER#${userId}`, sk: `LOGIN#${window}` }),
  recipe: (recipeId: string) => ({ pk: `RECIPE#${recipeId}`, sk: 'RECIPE' }),
  /** One rating per user and recipe: the key itself enforces it. */
  rating: (recipeId: string, userId: string) => ({ pk: `RECIPE#${recipeId}`, sk: `RATING#${userId}` }),
  ratingPrefix: 'RATING#',
  /** The recipe's card in the catalogue projection, in one of `catalogueShards` partitions. */
  catalogueCard: (shard: number, recipeId: string) => ({ pk: `CATALOG#${shard}`, sk: `CARD#${recipeId}` }),
  catalogueShard: (shard: number) => `CATALOG#${shard}`,
  /** One counter per shard (`s0`…`s31`), bumped in the same transaction as every card change. */
  catalogueVersions: () => ({ pk: 'CATALOG', sk: 'VERSIONS' }),
  group: (groupId: string) => ({ pk: `GROUP#${groupId}`, sk: 'GROUP' }),
  groupPartition: (groupId: string) => `GROUP#${groupId}`,
  /** A membership lives in the group's partition and, through gsi1, under its user. */
  membership: (groupId: string, userId: string) => ({ pk: `GROUP#${groupId}`, sk: `MEMBER#${userId}` }),
  membershipPrefix: 'MEMBER#',
  membershipListing: (userId: string, groupId: string) => ({
    gsi1pk: `MEMBERSHIPS#${userId}`,
    gsi1sk: `GROUP#${groupId}`,
  }),
  userMemberships: (userId: string) => `MEMBERSHIPS#${userId}`,
  /** A day's meal plan lives in its owner's partition (`USER#…` or `GROUP#…`), sorted by date. */
  mealPlan: (ownerPartition: string, date: string) => ({ pk: ownerPartition, sk: `PLAN#${date}` }),
  mealPlanDate: (date: string) => `PLAN#${date}`,
  /** Points a client-generated plan id at its owner and date, for the routes that name a plan by id. */
  mealPlanId: (planId: string) => ({ pk: `MEALPLAN#${planId}`, sk: 'MEALPLAN' }),
  /** A shopping list item lives in its owner's partition (`USER#…` or `GROUP#…`): a list is one Query. */
  shoppingItem: (ownerPartition: string, itemKey: string) => ({ pk: ownerPartition, sk: `SHOP#${itemKey}` }),
  shoppingItemPrefix: 'SHOP#',
  /** gsi1: all users sorted by name, for the admin list. */
  userListing: (name: string, userId: string) => ({
    gsi1pk: 'USERS',
    gsi1sk: `${name.toLowerCase()}#${userId}`,
  }),
} as const;
