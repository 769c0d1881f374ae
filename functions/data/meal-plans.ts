import { defaultSlot, type MealSlot } from '#shared/meal-plans/plan-rules';
import { type Owner, ownerOf, ownerPartition } from './owner';
import { absent, present, putPart, setFields, type Table, updatePart } from './table';

/** A planned recipe: when it was added (a day lists its recipes in that order) and for which meal. */
export interface PlannedEntry {
  at: string;
  slot: MealSlot;
}

/**
 * A stored plan: chefs by user id, recipes as a map from recipe id to its entry (no duplicates), and
 * an optional note. Plans stored before meals existed hold just the time added (a string): Dinner.
 */
export interface PlanRecord {
  id: string;
  date: string;
  createdAt: string;
  ownerType: Owner['type'];
  ownerId: string;
  assignedTo: string[];
  recipes: Record<string, PlannedEntry | string>;
  note?: string | null;
}

/** A stored recipe entry in either shape, as an entry. */
export const entryOf = (stored: PlannedEntry | string): PlannedEntry =>
  typeof stored === 'string' ? { at: stored, slot: defaultSlot } : stored;

/** A plan's recipes in the order they were added, with their entries. */
export const plannedRecipes = (record: Pick<PlanRecord, 'recipes'>): [string, PlannedEntry][] =>
  Object.entries(record.recipes ?? {})
    .map(([id, stored]): [string, PlannedEntry] => [id, entryOf(stored)])
    .sort(([, a], [, b]) => a.at.localeCompare(b.at));

export interface PlanPointer {
  ownerType: Owner['type'];
  ownerId: string;
  date: string;
}

export type CreateOutcome = { created: true } | { created: false; reason: 'date-taken' | 'id-taken' };

/** A day's plan lives in its owner's partition (`USER#…` or `GROUP#…`), sorted by date. */
const planSortKey = (date: string) => `PLAN#${date}`;
const planKey = (owner: Owner, date: string) => ({ pk: ownerPartition(owner), sk: planSortKey(date) });
/** Points a client-generated plan id at its owner and date, for the routes that name a plan by id. */
const pointerKey = (planId: string) => ({ pk: `MEALPLAN#${planId}`, sk: 'MEALPLAN' });

/** Meal plans and their id pointers. */
export const createMealPlans = (table: Table) => {
  /** An update of an existing plan; the plan as it now is, undefined when it is gone or `condition` fails. */
  const update = (
    owner: Owner,
    date: string,
    change: {
      UpdateExpression: string;
      ExpressionAttributeNames?: Record<string, string>;
      ExpressionAttributeValues?: Record<string, unknown>;
    },
    condition?: string,
  ) =>
    table.update<PlanRecord>(
      updatePart(planKey(owner, date), {
        ...change,
        ConditionExpression: condition
          ? `attribute_exists(pk) AND ${condition}`
          : present.ConditionExpression,
      }),
    );

  const get = (owner: Owner, date: string) =>
    table.get<PlanRecord>(planKey(owner, date), { consistent: true });

  return {
    get,

    /**
     * One plan per owner and date: the key is (owner, date), so of two creates for the same empty
     * day exactly one wins and the other learns the day is taken. The id pointer is written with it.
     */
    async create(plan: PlanRecord): Promise<CreateOutcome> {
      const owner = ownerOf(plan);
      const reason = await table.tryTransact(
        [
          putPart({ ...planKey(owner, plan.date), type: 'MealPlan', ...plan }, absent),
          putPart(
            {
              ...pointerKey(plan.id),
              type: 'MealPlanId',
              ownerType: owner.type,
              ownerId: owner.id,
              date: plan.date,
            },
            absent,
          ),
        ],
        ['date-taken', 'id-taken'] as const,
      );
      return reason ? { created: false, reason } : { created: true };
    },

    pointer: (planId: string) => table.get<PlanPointer>(pointerKey(planId), { consistent: true }),

    /** A week of an owner's plans: one Query over the dates. */
    week: (owner: Owner, monday: string, sunday: string) =>
      table.query<PlanRecord>({
        partition: ownerPartition(owner),
        sortKey: { between: [planSortKey(monday), planSortKey(sunday)] },
      }),

    /**
     * Adds recipes atomically: one already there keeps its place. The condition keeps the day within
     * `maxRecipes` however many adds run at once. 'full' when there is no room, undefined if the plan is gone.
     */
    async addRecipes(
      owner: Owner,
      date: string,
      additions: Record<string, PlannedEntry>,
      maxRecipes: number,
    ): Promise<PlanRecord | 'full' | undefined> {
      const entries = Object.entries(additions);
      const updated = await update(
        owner,
        date,
        {
          UpdateExpression: `SET ${entries.map((_, index) => `recipes.#r${index} = if_not_exists(recipes.#r${index}, :e${index})`).join(', ')}`,
          ExpressionAttributeNames: Object.fromEntries(entries.map(([id], index) => [`#r${index}`, id])),
          ExpressionAttributeValues: {
            ...Object.fromEntries(entries.map(([, entry], index) => [`:e${index}`, entry])),
            ':room': maxRecipes - entries.length,
          },
        },
        'size(recipes) <= :room',
      );
      if (updated) return updated;
      return (await get(owner, date)) ? 'full' : undefined;
    },

    /** Puts a planned recipe's entry in place of the one stored; undefined when the recipe is not planned. */
    setEntry: (owner: Owner, date: string, recipeId: string, entry: PlannedEntry) =>
      update(
        owner,
        date,
        {
          UpdateExpression: 'SET recipes.#recipe = :entry',
          ExpressionAttributeNames: { '#recipe': recipeId },
          ExpressionAttributeValues: { ':entry': entry },
        },
        'attribute_exists(recipes.#recipe)',
      ),

    removeRecipe: (owner: Owner, date: string, recipeId: string) =>
      update(owner, date, {
        UpdateExpression: 'REMOVE recipes.#recipe',
        ExpressionAttributeNames: { '#recipe': recipeId },
      }),

    async replace(
      owner: Owner,
      date: string,
      changes: Pick<Partial<PlanRecord>, 'assignedTo' | 'recipes' | 'note'>,
    ): Promise<PlanRecord | undefined> {
      const fields = (['assignedTo', 'recipes', 'note'] as const).filter(
        (field) => changes[field] !== undefined,
      );
      if (fields.length === 0) return get(owner, date);
      return update(owner, date, setFields(changes, fields));
    },

    delete: (planId: string, owner: Owner, date: string) =>
      table.transact([{ Delete: { Key: planKey(owner, date) } }, { Delete: { Key: pointerKey(planId) } }]),

    /** Every plan of an owner with its id pointer (an account deleted), in batches. */
    async deleteAllOf(owner: Owner): Promise<void> {
      const plans = await table.query<Pick<PlanRecord, 'id' | 'date'>>({
        partition: ownerPartition(owner),
        sortKey: { beginsWith: planSortKey('') },
      });
      await table.deleteKeys(plans.flatMap(({ id, date }) => [pointerKey(id), planKey(owner, date)]));
    },
  };
};

export type MealPlans = ReturnType<typeof createMealPlans>;
