import { GetCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import { describe, expect, it } from 'vitest';
import { createMealPlans } from '#functions/data/meal-plans';
import { createMemberships } from '#functions/data/memberships';
import { createTable } from '#functions/data/table';
import { createMealPlanService } from '#functions/mealplans/meal-plan-service';
import { callerFor } from '../unit/functions/services/fakes';
import { ownTable } from './support/own-dynamodb';

/**
 * Plans stored before meals and notes existed (recipes as a map of recipe id to the time added, no
 * note) are written here exactly so, straight into DynamoDB Local, and read through the real repository.
 */
const { tableName, documentClient } = ownTable('old-plans');

describe('meal plans stored in the first shape', () => {
  it('read as Dinner with no note, and take meals, notes and new recipes', async () => {
    const db = documentClient();
    const planKey = { pk: 'USER#cook', sk: 'PLAN#2026-03-02' };
    await db.send(
      new PutCommand({
        TableName: tableName,
        Item: {
          ...planKey,
          type: 'MealPlan',
          id: 'old-plan',
          date: '2026-03-02',
          createdAt: '2026-02-20T10:00:00.000Z',
          ownerType: 'user',
          ownerId: 'cook',
          assignedTo: [],
          recipes: { soup: '2026-02-20T10:00:00.000Z', stew: '2026-02-20T11:00:00.000Z' },
        },
      }),
    );
    await db.send(
      new PutCommand({
        TableName: tableName,
        Item: {
          pk: 'MEALPLAN#old-plan',
          sk: 'MEALPLAN',
          type: 'MealPlanId',
          ownerType: 'user',
          ownerId: 'cook',
          date: '2026-03-02',
        },
      }),
    );
    const table = createTable(db, tableName);
    const service = createMealPlanService({
      plans: createMealPlans(table),
      memberships: createMemberships(table),
      // Every recipe exists, named after its id.
      names: async (_people, recipeIds) => ({
        people: new Map(),
        recipes: new Map([...recipeIds].map((id) => [id, { id, name: `Recipe ${id}` }])),
      }),
    });
    const cook = callerFor('cook');
    const owner = { type: 'user', id: 'cook' } as const;

    const [plan] = await service.week(cook, owner, '2026-03-04');
    expect(plan).toMatchObject({
      id: 'old-plan',
      note: null,
      recipes: [
        { id: 'soup', name: 'Recipe soup', slot: 'Dinner' },
        { id: 'stew', name: 'Recipe stew', slot: 'Dinner' },
      ],
    });

    await service.moveToSlot(cook, 'old-plan', 'soup', 'Lunch');
    await service.addRecipe(cook, 'old-plan', 'toast', 'Breakfast');
    const noted = await service.update(cook, 'old-plan', { note: 'leftovers' });
    expect(noted).toMatchObject({
      note: 'leftovers',
      recipes: [
        { id: 'soup', slot: 'Lunch' },
        { id: 'stew', slot: 'Dinner' },
        { id: 'toast', slot: 'Breakfast' },
      ],
    });
    // The untouched old entry stays as it was stored; the changed one keeps when it was added.
    const stored = (await db.send(new GetCommand({ TableName: tableName, Key: planKey }))).Item;
    expect(stored?.recipes).toMatchObject({
      stew: '2026-02-20T11:00:00.000Z',
      soup: { at: '2026-02-20T10:00:00.000Z', slot: 'Lunch' },
      toast: { slot: 'Breakfast' },
    });

    const copied = await service.copyWeek(cook, owner, '2026-03-02', '2026-03-09');
    expect(copied).toEqual({ copied: ['2026-03-09'], skipped: [] });
    expect((await service.week(cook, owner, '2026-03-09'))[0]).toMatchObject({
      note: 'leftovers',
      recipes: [
        { id: 'soup', slot: 'Lunch' },
        { id: 'stew', slot: 'Dinner' },
        { id: 'toast', slot: 'Breakfast' },
      ],
    });
  });
});
