import * as z from 'zod';
import { defaultSlot, maxNoteLength, maxRecipesPerPlan, mealSlots } from './plan-rules';
import { isCalendarDate } from './week';

export const calendarDate = z
  .string({ error: 'errors.dateInvalid' })
  .refine(isCalendarDate, 'errors.dateInvalid');

/** Chefs and recipes arrive as objects (the spec's shape); only their ids are used. */
const personRef = z.strictObject({
  id: z.string().min(1).max(64),
  name: z.string().max(100).optional(),
  avatar: z.string().max(20).nullable().optional(),
});
export const mealSlot = z.enum(mealSlots, { error: 'errors.mealInvalid' });

/** A day's note ("eating out", "leftovers"): trimmed; empty or null clears it. */
const planNote = z
  .string({ error: 'errors.noteText' })
  .trim()
  .max(maxNoteLength, 'errors.noteAtMost200Characters')
  .nullable()
  .transform((note) => note || null);

const recipeRef = z.strictObject({
  id: z.string().min(1).max(64),
  name: z.string().max(200).optional(),
  slot: mealSlot.optional(),
});

const chefs = z.array(personRef).max(50, 'errors.atMost50Chefs');
const planRecipes = z.array(recipeRef).max(maxRecipesPerPlan, 'errors.atMost25RecipesADay');
const ownerId = z.string().min(1).max(64).nullable().optional();

/** POST /api/mealplan/create and POST /api/mealplan: create the day's plan, or get the one that exists. */
export const mealPlanCreateBody = z
  .strictObject({
    id: z.string().min(1).max(64),
    date: calendarDate,
    createdAt: z.string().max(40).optional(),
    assignedTo: chefs.default([]),
    recipes: planRecipes.default([]),
    userId: ownerId,
    groupId: ownerId,
  })
  .refine((plan) => Boolean(plan.userId) !== Boolean(plan.groupId), {
    message: 'errors.userIdOrGroupId',
  });

/** PUT /api/mealplan/{id}: a partial or full plan; the day and the owner cannot change. */
export const mealPlanUpdateBody = z.strictObject({
  id: z.string().min(1).max(64).optional(),
  date: calendarDate.optional(),
  createdAt: z.string().max(40).optional(),
  assignedTo: chefs.optional(),
  recipes: planRecipes.optional(),
  note: planNote.optional(),
  userId: ownerId,
  groupId: ownerId,
});

export const addPlanRecipeBody = z.strictObject({
  recipeId: z.string().min(1).max(64),
  slot: mealSlot.default(defaultSlot),
});

/** PUT /api/mealplan/{id}/recipes/{recipeId}: move a planned recipe to another meal of its day. */
export const planRecipeSlotBody = z.strictObject({ slot: mealSlot });

/** POST /api/mealplan/copy-week: each day of the week of `from` onto the same weekday of the week of `to`. */
export const copyWeekBody = z
  .strictObject({
    from: calendarDate,
    to: calendarDate,
    userId: ownerId,
    groupId: ownerId,
  })
  .refine((body) => Boolean(body.userId) !== Boolean(body.groupId), {
    message: 'errors.userIdOrGroupId',
  });

export const copyWeekResult = z.object({
  /** The days (of the target week) that got a copy. */
  copied: z.array(z.string()),
  /** The days (of the target week) left alone because they already had a plan. */
  skipped: z.array(z.string()),
});

export const weekQuery = z.strictObject({ weekStartDate: calendarDate });
export const optionalWeekQuery = z.strictObject({ weekStartDate: calendarDate.optional() });

export const mealPlanIdParams = z.strictObject({ id: z.string().min(1).max(64) });
export const mealPlanRecipeParams = z.strictObject({
  id: z.string().min(1).max(64),
  recipeId: z.string().min(1).max(64),
});
export const groupWeekParams = z.strictObject({ groupId: z.string().min(1).max(64) });
export const userWeekParams = z.strictObject({ userId: z.string().min(1).max(64) });

export const chef = z.object({ id: z.string(), name: z.string(), avatar: z.string().nullable() });

export const mealPlan = z.object({
  id: z.string(),
  date: z.string(),
  createdAt: z.string(),
  assignedTo: z.array(chef),
  recipes: z.array(z.object({ id: z.string(), name: z.string(), slot: mealSlot })),
  note: z.string().nullable(),
  userId: z.string().nullable(),
  groupId: z.string().nullable(),
});

export type MealPlan = z.infer<typeof mealPlan>;
export type CopyWeekResult = z.infer<typeof copyWeekResult>;
