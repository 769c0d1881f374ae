import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { describe, expect, it } from 'vitest';
import { createAlwaysHave } from '#functions/data/always-have';
import { shardOf } from '#functions/data/catalogue';
import { createImportJobs } from '#functions/data/import-jobs';
import { createInvitations } from '#functions/data/invitations';
import { createMealPlans } from '#functions/data/meal-plans';
import { createMemberships } from '#functions/data/memberships';
import { createPantryItems } from '#functions/data/pantry-items';
import { createRatings } from '#functions/data/ratings';
import { createRecipes } from '#functions/data/recipes';
import { createSessions } from '#functions/data/sessions';
import { createShoppingItems } from '#functions/data/shopping-items';
import { createTable, type Table } from '#functions/data/table';
import { createUsers } from '#functions/data/users';
import { noProgressYet } from '#shared/transfers/transfer-schemas';
import { recipeRecord } from '../services/fakes';

/**
 * The keys and item shapes as stored since the first release: households upgrading keep their
 * data only while these stay exactly so. Each module's writes are recorded from a fake client.
 */
const recording = () => {
  const sent: { command: string; input: Record<string, unknown> }[] = [];
  const client = DynamoDBDocumentClient.from(new DynamoDBClient({ region: 'us-east-1' }));
  Object.assign(client, {
    send: async (command: { constructor: { name: string }; input: Record<string, unknown> }) => {
      sent.push({ command: command.constructor.name, input: command.input });
      return {};
    },
  });
  return { table: createTable(client, 'shapes'), sent };
};

const transactItems = (input: Record<string, unknown>) =>
  input.TransactItems as Record<string, Record<string, unknown>>[];

/** What one write of a module sends: the commands, recorded in order. */
const sentBy = async (write: (table: Table) => Promise<unknown>) => {
  const { table, sent } = recording();
  await write(table);
  return sent;
};

const user = {
  id: 'u1',
  name: 'Ada Lovelace',
  email: 'ada@example.com',
  role: 'User' as const,
  avatar: null,
  passwordHash: 'h',
  createdAt: 't',
};
const group = { id: 'g1', name: 'Home', createdAt: 't', createdBy: 'u1', memberCount: 1, adminCount: 1 };
const groupAdmin = { groupId: 'g1', userId: 'u1', isGroupAdmin: true, joinedAt: 't' };
const plan = {
  id: 'p1',
  date: '2026-03-02',
  createdAt: 't',
  ownerType: 'group' as const,
  ownerId: 'g1',
  assignedTo: [],
  recipes: { r1: 't' },
};
const job = {
  jobId: 'j1',
  userId: 'u1',
  fileName: 'recipes.zip',
  status: 'waiting' as const,
  ...noProgressYet,
  createdAt: 't',
  ttl: 100,
  size: 10,
  expiresAt: 50,
};
const invitation = { groupId: 'g1', userId: 'u2', email: 'b@example.com', invitedBy: 'Ada', invitedAt: 't' };
const importSlot = { userId: 'u1', activeJobId: 'j1', day: '2026-11-27', count: 1 };

/** Writes that are one transaction: what it puts, in order. */
const oneTransaction: [string, (table: Table) => Promise<unknown>, Record<string, unknown>[]][] = [
  [
    'users: profile with its gsi1 listing, and the email guard',
    (table) => createUsers(table).create(user),
    [
      { pk: 'EMAIL#ada@example.com', sk: 'EMAIL', userId: 'u1' },
      // Since ratings are listed per user, a new account says so (an older one is read without it).
      {
        pk: 'USER#u1',
        sk: 'PROFILE',
        gsi1pk: 'USERS',
        gsi1sk: 'ada lovelace#u1',
        type: 'User',
        ...user,
        ratingsIndexed: true,
      },
    ],
  ],
  [
    'sessions: session under the user, refresh token by hash, sign-in counter per window',
    (table) =>
      createSessions(table).start({ userId: 'u1', sessionId: 's1', createdAt: 100, expiresAt: 200 }, 'hash'),
    [
      {
        pk: 'USER#u1',
        sk: 'SESSION#s1',
        type: 'Session',
        userId: 'u1',
        sessionId: 's1',
        createdAt: 100,
        expiresAt: 200,
        ttl: 200,
      },
      {
        pk: 'REFRESH#hash',
        sk: 'REFRESH',
        type: 'RefreshToken',
        userId: 'u1',
        sessionId: 's1',
        issuedAt: 100,
        ttl: 200,
      },
    ],
  ],
  [
    'groups and memberships, with the membership listed under its user',
    (table) => createMemberships(table).foundGroup(group, groupAdmin),
    [
      { pk: 'GROUP#g1', sk: 'GROUP', type: 'Group', ...group },
      {
        pk: 'GROUP#g1',
        sk: 'MEMBER#u1',
        gsi1pk: 'MEMBERSHIPS#u1',
        gsi1sk: 'GROUP#g1',
        type: 'Membership',
        ...groupAdmin,
      },
    ],
  ],
  [
    "meal plans in their owner's partition, with the id pointer",
    (table) => createMealPlans(table).create(plan),
    [
      { pk: 'GROUP#g1', sk: 'PLAN#2026-03-02', type: 'MealPlan', ...plan },
      {
        pk: 'MEALPLAN#p1',
        sk: 'MEALPLAN',
        type: 'MealPlanId',
        ownerType: 'group',
        ownerId: 'g1',
        date: '2026-03-02',
      },
    ],
  ],
  [
    "import jobs: under their user, expiring by ttl, started with the user's import slot",
    (table) => createImportJobs(table).start(job, importSlot, undefined),
    [
      { pk: 'USER#u1', sk: 'IMPORTS', type: 'ImportSlot', ...importSlot },
      { pk: 'USER#u1', sk: 'IMPORT#j1', type: 'ImportJob', ...job },
    ],
  ],
];

describe('stored keys and items', () => {
  it.each(oneTransaction)('%s', async (_, write, items) => {
    const [transaction] = await sentBy(write);
    expect(transactItems(transaction?.input ?? {}).map((part) => part.Put?.Item)).toEqual(items);
  });

  it('recipes, cards, shard versions and ratings', async () => {
    const recipe = recipeRecord('r1', {
      ingredients: [{ id: 'i', name: 'Salt', amount: 1, unit: 'tsp', sortOrder: 1 }],
    });
    const sent = await sentBy(async (table) => {
      await createRecipes(table).create(recipe);
      await createRatings(table).create({ recipeId: 'r1', userId: 'u1', value: 4, createdAt: 't' });
    });
    const [created, rated] = sent.map(({ input }) => transactItems(input));
    const { ingredients: _i, instructions: _s, ...card } = recipe;
    expect(created?.map((part) => part.Put?.Item ?? part.Update?.Key)).toEqual([
      { pk: 'RECIPE#r1', sk: 'RECIPE', type: 'Recipe', ...recipe },
      // The card carries the ingredients' names for the list's search, not the ingredients; since
      // issue 28 under one-letter names, its id only in the key (cards of the long shape still read).
      {
        pk: `CATALOG#${shardOf('r1')}`,
        sk: 'CARD#r1',
        type: 'Card',
        n: card.name,
        d: card.description,
        p: card.prepTime,
        c: card.cookTime,
        v: card.servings,
        i: card.imageUrl,
        u: card.externalRecipeUrl,
        b: card.createdBy,
        a: card.createdAt,
        t: card.tags ?? null,
        g: ['Salt'],
        ratingSum: card.ratingSum,
        ratingCount: card.ratingCount,
      },
      { pk: 'CATALOG', sk: 'VERSIONS' },
    ]);
    expect(created?.[2]?.Update?.ExpressionAttributeNames).toEqual({ '#version': `s${shardOf('r1')}` });
    expect(rated?.map((part) => part.Put?.Item ?? part.Update?.Key)).toEqual([
      {
        pk: 'RECIPE#r1',
        sk: 'RATING#u1',
        // Listed under the user since the account clean-up finds ratings so (older ones: without).
        gsi1pk: 'RATINGS#u1',
        gsi1sk: 'r1',
        type: 'Rating',
        recipeId: 'r1',
        userId: 'u1',
        value: 4,
        createdAt: 't',
      },
      { pk: 'RECIPE#r1', sk: 'RECIPE' },
      { pk: `CATALOG#${shardOf('r1')}`, sk: 'CARD#r1' },
      { pk: 'CATALOG', sk: 'VERSIONS' },
    ]);
  });

  it('invitations in the group partition, listed under the invitee; accepting stores a plain membership', async () => {
    const sent = await sentBy(async (table) => {
      await createInvitations(table).send(invitation);
      await createInvitations(table).accept({
        groupId: 'g1',
        userId: 'u2',
        isGroupAdmin: false,
        joinedAt: 't2',
      });
    });
    const [send, accept] = sent.map((call) => transactItems(call.input));
    expect(send?.[0]?.Put?.Item).toEqual({
      pk: 'GROUP#g1',
      sk: 'INVITE#u2',
      gsi1pk: 'INVITATIONS#u2',
      gsi1sk: 'GROUP#g1',
      type: 'Invitation',
      ...invitation,
    });
    expect(accept?.map((part) => part.Delete?.Key ?? part.Put?.Item ?? part.ConditionCheck?.Key)).toEqual([
      { pk: 'GROUP#g1', sk: 'INVITE#u2' },
      {
        pk: 'GROUP#g1',
        sk: 'MEMBER#u2',
        gsi1pk: 'MEMBERSHIPS#u2',
        gsi1sk: 'GROUP#g1',
        type: 'Membership',
        groupId: 'g1',
        userId: 'u2',
        isGroupAdmin: false,
        joinedAt: 't2',
      },
      { pk: 'GROUP#g1', sk: 'GROUP' },
    ]);
  });

  it("shopping items in their owner's partition", async () => {
    const item = {
      id: 'u_u1_k1',
      key: 'k1',
      name: 'Salt',
      amount: 1,
      unit: 'tsp',
      isChecked: false,
      source: 'manual' as const,
      recipeId: null,
      createdAt: 't',
      ownerType: 'user' as const,
      ownerId: 'u1',
      rev: 0,
    };
    const [put] = await sentBy((table) => createShoppingItems(table).create(item));
    expect(put).toEqual({
      command: 'PutCommand',
      input: {
        TableName: 'shapes',
        Item: { pk: 'USER#u1', sk: 'SHOP#k1', type: 'ShoppingItem', ...item },
        ConditionExpression: 'attribute_not_exists(pk)',
      },
    });
  });

  it("pantry items beside the shopping list, and the owner's always-have names", async () => {
    // Its owner first: a pantry item belongs to a household (a group) here.
    const item = {
      ownerType: 'group' as const,
      ownerId: 'g1',
      id: 'g_g1_k1',
      key: 'k1',
      name: 'Flour',
      amount: 500,
      unit: 'g',
      bestBefore: '2026-12-01',
      rev: 0,
      createdAt: 't',
    };
    const sent = await sentBy(async (table) => {
      await createPantryItems(table).create(item);
      await createAlwaysHave(table).set({ type: 'group', id: 'g1' }, ['salt'], 't');
    });
    expect(sent.map((call) => call.input.Item)).toEqual([
      { pk: 'GROUP#g1', sk: 'PANTRY#k1', type: 'PantryItem', ...item },
      { pk: 'GROUP#g1', sk: 'ALWAYS#HAVE', type: 'AlwaysHave', names: ['salt'], updatedAt: 't' },
    ]);
  });
});
