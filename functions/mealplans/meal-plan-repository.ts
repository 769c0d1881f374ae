import {
  type DynamoDBDocumentClient,
  GetCommand,
  QueryCommand,
  TransactWriteCommand,
  UpdateCommand,
} from '@aws-sdk/lib-dynamodb';
import { isConditionFailure, transactionConditionFailed } from '../data/condition-failures';
import { keys } from '../data/keys';

export interface Owner {
  type: 'user' | 'group';
  id: string;
}

export const ownerPartition = (owner: Owner) =>
  owner.type === 'user' ? keys.user(owner.id).pk : keys.groupPartition(owner.id);

/** A stored plan: chefs by user id, recipes as a map from recipe id to when it was added (no duplicates). */
export interface PlanRecord {
  id: string;
  date: string;
  createdAt: string;
  ownerType: Owner['type'];
  ownerId: string;
  assignedTo: string[];
  recipes: Record<string, string>;
}

export interface PlanPointer {
  ownerType: Owner['type'];
  ownerId: string;
  date: string;
}

export type CreateOutcome = { created: true } | { created: false; reason: 'date-taken' | 'id-taken' };

const ownerOf = (record: PlanPointer): Owner => ({ type: record.ownerType, id: record.ownerId });

export const createMealPlanRepository = (db: DynamoDBDocumentClient, tableName: string) => ({
  /**
   * One plan per owner and date: the key is (owner, date), so of two creates for the same empty
   * day exactly one wins and the other learns the day is taken. The id pointer is written with it.
   */
  async create(plan: PlanRecord): Promise<CreateOutcome> {
    const owner = ownerOf(plan);
    try {
      await db.send(
        new TransactWriteCommand({
          TransactItems: [
            {
              Put: {
                TableName: tableName,
                Item: { ...keys.mealPlan(ownerPartition(owner), plan.date), type: 'MealPlan', ...plan },
                ConditionExpression: 'attribute_not_exists(pk)',
              },
            },
            {
              Put: {
                TableName: tableName,
                Item: {
                  ...keys.mealPlanId(plan.id),
                  type: 'MealPlanId',
                  ownerType: owner.type,
                  ownerId: owner.id,
                  date: plan.date,
                },
                ConditionExpression: 'attribute_not_exists(pk)',
              },
            },
          ],
        }),
      );
      return { created: true };
    } catch (error) {
      if (transactionConditionFailed(error, 0)) return { created: false, reason: 'date-taken' };
      if (transactionConditionFailed(error, 1)) return { created: false, reason: 'id-taken' };
      throw error;
    }
  },

  async pointer(planId: string): Promise<PlanPointer | undefined> {
    const { Item } = await db.send(
      new GetCommand({ TableName: tableName, Key: keys.mealPlanId(planId), ConsistentRead: true }),
    );
    return Item as PlanPointer | undefined;
  },

  async get(owner: Owner, date: string): Promise<PlanRecord | undefined> {
    const { Item } = await db.send(
      new GetCommand({
        TableName: tableName,
        Key: keys.mealPlan(ownerPartition(owner), date),
        ConsistentRead: true,
      }),
    );
    return Item as PlanRecord | undefined;
  },

  /** A week of an owner's plans: one Query over the dates. */
  async week(owner: Owner, monday: string, sunday: string): Promise<PlanRecord[]> {
    const { Items = [] } = await db.send(
      new QueryCommand({
        TableName: tableName,
        KeyConditionExpression: 'pk = :pk AND sk BETWEEN :from AND :to',
        ExpressionAttributeValues: {
          ':pk': ownerPartition(owner),
          ':from': keys.mealPlanDate(monday),
          ':to': keys.mealPlanDate(sunday),
        },
      }),
    );
    return Items as PlanRecord[];
  },

  /**
   * Adds recipes atomically: one already there keeps its place. The condition keeps the day within
   * `maxRecipes` however many adds run at once. 'full' when there is no room, undefined if the plan is gone.
   */
  async addRecipes(
    owner: Owner,
    date: string,
    recipeIds: string[],
    addedAt: string,
    maxRecipes: number,
  ): Promise<PlanRecord | 'full' | undefined> {
    const names = Object.fromEntries(recipeIds.map((id, index) => [`#r${index}`, id]));
    const result = await update(db, tableName, owner, date, {
      UpdateExpression: `SET ${recipeIds.map((_, index) => `recipes.#r${index} = if_not_exists(recipes.#r${index}, :at)`).join(', ')}`,
      ExpressionAttributeNames: names,
      ExpressionAttributeValues: { ':at': addedAt, ':room': maxRecipes - recipeIds.length },
      condition: 'size(recipes) <= :room',
    });
    if (result !== 'condition-failed') return result;
    return (await this.get(owner, date)) ? 'full' : undefined;
  },

  async removeRecipe(owner: Owner, date: string, recipeId: string): Promise<PlanRecord | undefined> {
    return orUndefined(
      await update(db, tableName, owner, date, {
        UpdateExpression: 'REMOVE recipes.#recipe',
        ExpressionAttributeNames: { '#recipe': recipeId },
      }),
    );
  },

  async replace(
    owner: Owner,
    date: string,
    changes: Pick<Partial<PlanRecord>, 'assignedTo' | 'recipes'>,
  ): Promise<PlanRecord | undefined> {
    const fields = Object.entries(changes).filter(([, value]) => value !== undefined);
    if (fields.length === 0) return this.get(owner, date);
    return orUndefined(
      await update(db, tableName, owner, date, {
        UpdateExpression: `SET ${fields.map(([name]) => `#${name} = :${name}`).join(', ')}`,
        ExpressionAttributeNames: Object.fromEntries(fields.map(([name]) => [`#${name}`, name])),
        ExpressionAttributeValues: Object.fromEntries(fields.map(([name, value]) => [`:${name}`, value])),
      }),
    );
  },

  async delete(planId: string, owner: Owner, date: string): Promise<void> {
    await db.send(
      new TransactWriteCommand({
        TransactItems: [
          { Delete: { TableName: tableName, Key: keys.mealPlan(ownerPartition(owner), date) } },
          { Delete: { TableName: tableName, Key: keys.mealPlanId(planId) } },
        ],
      }),
    );
  },
});

/**
 * An UpdateItem on an existing plan, returning the plan as it now is, or 'condition-failed' when
 * the plan is gone or the extra condition does not hold.
 */
const update = async (
  db: DynamoDBDocumentClient,
  tableName: string,
  owner: Owner,
  date: string,
  {
    condition,
    ...expression
  }: {
    UpdateExpression: string;
    ExpressionAttributeNames?: Record<string, string>;
    ExpressionAttributeValues?: Record<string, unknown>;
    condition?: string;
  },
): Promise<PlanRecord | 'condition-failed'> => {
  try {
    const { Attributes } = await db.send(
      new UpdateCommand({
        TableName: tableName,
        Key: keys.mealPlan(ownerPartition(owner), date),
        ...expression,
        ConditionExpression: condition ? `attribute_exists(pk) AND ${condition}` : 'attribute_exists(pk)',
        ReturnValues: 'ALL_NEW',
      }),
    );
    return Attributes as PlanRecord;
  } catch (error) {
    if (isConditionFailure(error)) return 'condition-failed';
    throw error;
  }
};

const orUndefined = (result: PlanRecord | 'condition-failed') =>
  result === 'condition-failed' ? undefined : result;

export type MealPlanRepository = ReturnType<typeof createMealPlanRepository>;
