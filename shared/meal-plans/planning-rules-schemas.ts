import * as z from 'zod';
import { calendarDate, mealSlot } from './meal-plan-schemas';
import { defaultSlot, mealSlots } from './plan-rules';
import { weekOf } from './week';
import { weekdays } from './weekdays';

/**
 * "Plan my week" (issue 27): the rules an owner (a user or a group) keeps for it, and the
 * suggestion route's body and answer. Apart from plan-rules.ts, which holds the meal plan's fixed
 * values.
 */

/** More tag limits than any household keeps; bounds the planner's work per recipe. */
export const maxTagLimits = 20;
/** A week has at most 7 days × 4 meals to fill. */
export const maxPairsInWeek = 7 * mealSlots.length;
/** Without a saved rule, a recipe comes back after two weeks at the earliest. */
export const defaultNoRepeatDays = 14;
export const maxNoRepeatDays = 90;
/** A time limit is minutes, up to a whole day. */
export const maxMinutes = 1440;

const tagCount = z
  .number({ error: 'errors.tagLimitCount' })
  .int('errors.tagLimitCount')
  .min(0, 'errors.tagLimitCount')
  .max(maxPairsInWeek, 'errors.tagLimitCount');

const tagLimit = z
  .strictObject({
    tag: z
      .string({ error: 'errors.tagCannotEmpty' })
      .trim()
      .min(1, 'errors.tagCannotEmpty')
      .max(40, 'errors.tagAtMost40Characters'),
    min: tagCount.optional(),
    max: tagCount.optional(),
  })
  .refine((limit) => limit.min !== undefined || limit.max !== undefined, 'errors.tagLimitMinOrMax')
  .refine((limit) => (limit.min ?? 0) <= (limit.max ?? maxPairsInWeek), 'errors.tagLimitMinAboveMax');

const minutes = z
  .number({ error: 'errors.timeLimitMinutes' })
  .int('errors.timeLimitMinutes')
  .min(1, 'errors.timeLimitMinutes')
  .max(maxMinutes, 'errors.timeLimitMinutes');

/** The rules themselves; a rule left out (or null) is no such rule. */
export const planningRuleFields = z.strictObject({
  tagLimits: z
    .array(tagLimit)
    .max(maxTagLimits, 'errors.atMost20TagLimits')
    .refine(
      (limits) => new Set(limits.map(({ tag }) => tag.toLowerCase())).size === limits.length,
      'errors.tagLimitTwice',
    )
    .default([]),
  noRepeatDays: z
    .number({ error: 'errors.noRepeatDaysRange' })
    .int('errors.noRepeatDaysRange')
    .min(1, 'errors.noRepeatDaysRange')
    .max(maxNoRepeatDays, 'errors.noRepeatDaysRange')
    .nullable()
    .default(null),
  maxTotalTime: z.partialRecord(z.enum(weekdays, { error: 'errors.weekdayInvalid' }), minutes).default({}),
  prefer: z
    .strictObject({
      favourites: z.boolean({ error: 'errors.preferTrueFalse' }).default(false),
      rating: z.boolean({ error: 'errors.preferTrueFalse' }).default(false),
      pantry: z.boolean({ error: 'errors.preferTrueFalse' }).default(false),
    })
    .default({ favourites: false, rating: false, pantry: false }),
});
export type PlanningRuleFields = z.output<typeof planningRuleFields>;

const ownerId = z.string().min(1).max(64).nullable().optional();
const namesOneOwner = (body: { userId?: string | null; groupId?: string | null }) =>
  Boolean(body.userId) !== Boolean(body.groupId);

/** PUT /api/mealplan/rules: the owner's rules, all of them (what is left out is no longer a rule). */
export const planningRulesBody = planningRuleFields
  .extend({ userId: ownerId, groupId: ownerId })
  .refine(namesOneOwner, { message: 'errors.userIdOrGroupId' });

export const planningRules = z.object({
  userId: z.string().nullable(),
  groupId: z.string().nullable(),
  tagLimits: z.array(z.object({ tag: z.string(), min: z.number().optional(), max: z.number().optional() })),
  noRepeatDays: z.number().nullable(),
  maxTotalTime: z.partialRecord(z.enum(weekdays), z.number()),
  prefer: z.object({ favourites: z.boolean(), rating: z.boolean(), pantry: z.boolean() }),
});
export type PlanningRules = z.infer<typeof planningRules>;

const plannedMeal = z.strictObject({
  date: calendarDate,
  slot: mealSlot,
  recipeId: z.string().min(1).max(64),
});

/**
 * POST /api/mealplan/suggest. `proposal` is the proposal on screen: kept as it is, it counts for
 * the rules. With `replace` ("Suggest another") only that (date, meal) gets a new recipe, other
 * than `replace.recipeId`, which may be a proposed or a planned one.
 */
export const suggestWeekBody = z
  .strictObject({
    weekStartDate: calendarDate,
    userId: ownerId,
    groupId: ownerId,
    slots: z
      .array(mealSlot)
      .min(1, 'errors.chooseMealToPlan')
      .max(mealSlots.length, 'errors.chooseMealToPlan')
      .default([defaultSlot])
      .transform((slots) => [...new Set(slots)]),
    proposal: z.array(plannedMeal).max(maxPairsInWeek, 'errors.proposalTooLong').default([]),
    replace: plannedMeal.optional(),
  })
  .refine(namesOneOwner, { message: 'errors.userIdOrGroupId' })
  .refine(
    (body) => {
      const week = weekOf(body.weekStartDate);
      return [...body.proposal, ...(body.replace ? [body.replace] : [])].every(({ date }) =>
        week.includes(date),
      );
    },
    { message: 'errors.proposalOutsideWeek' },
  );

export const unmetRuleNames = ['tagMin', 'tagMax', 'noRepeatDays', 'maxTotalTime', 'noRecipes'] as const;

export const weekSuggestion = z.object({
  /** The proposed meals only (planned days are not repeated here); nothing is saved. */
  days: z.array(z.object({ date: z.string(), slot: mealSlot, recipeId: z.string(), name: z.string() })),
  /** The rules the proposal could not keep, each with a sentence in the caller's language. */
  unmet: z.array(
    z.object({
      rule: z.enum(unmetRuleNames),
      message: z.string(),
      tag: z.string().optional(),
      weekday: z.enum(weekdays).optional(),
    }),
  ),
});
export type WeekSuggestion = z.infer<typeof weekSuggestion>;

export const planningRulesUserParams = z.strictObject({ userId: z.string().min(1).max(64) });
export const planningRulesGroupParams = z.strictObject({ groupId: z.string().min(1).max(64) });
