import type * as z from 'zod';
import type { MealSlot } from '#shared/meal-plans/plan-rules';
import {
  defaultNoRepeatDays,
  type PlanningRuleFields,
  type PlanningRules,
  type suggestWeekBody,
  type WeekSuggestion,
} from '#shared/meal-plans/planning-rules-schemas';
import { addDays, mondayOf, today, weekOf } from '#shared/meal-plans/week';
import type { Favourites } from '../data/favourites';
import { type MealPlans, plannedRecipes } from '../data/meal-plans';
import type { Memberships } from '../data/memberships';
import type { Owner } from '../data/owner';
import type { PlanningRulesRecord, PlanningRulesStore } from '../data/planning-rules';
import type { Caller } from '../lib/auth/access-token';
import { NotFoundError } from '../lib/domain-errors';
import { createOwnerAccess, ownerNamedBy } from '../lib/owner-access';
import type { PlannerCard } from './planner-catalogue';
import { type PantryStock, pantryUrgency, plannerRecipesOf } from './preference-weights';
import type { UnmetText } from './unmet-texts';
import { type Meal, planWeek } from './week-planner';

export interface PlannerServiceDependencies {
  rules: PlanningRulesStore;
  plans: Pick<MealPlans, 'week'>;
  memberships: Pick<Memberships, 'get'>;
  catalogue: { entries: () => Promise<PlannerCard[]> };
  favourites: Pick<Favourites, 'of'>;
  /** What the owner's pantry holds. */
  pantry: (owner: Owner) => Promise<PantryStock[]>;
  unmetText: UnmetText;
  /** The draw's random source ("Try again" draws another week). */
  random?: () => number;
  now?: () => Date;
}

/** The rules as the API shows them: never saved, no repeat within 14 days and nothing else. */
const rulesOf = (stored: PlanningRulesRecord | undefined): PlanningRuleFields => ({
  tagLimits: stored?.tagLimits ?? [],
  noRepeatDays: stored ? (stored.noRepeatDays ?? null) : defaultNoRepeatDays,
  maxTotalTime: stored?.maxTotalTime ?? {},
  prefer: { favourites: false, rating: false, pantry: false, ...stored?.prefer },
});

const ownerFields = (owner: Owner) => ({
  userId: owner.type === 'user' ? owner.id : null,
  groupId: owner.type === 'group' ? owner.id : null,
});

const samePair = (a: Pick<Meal, 'date' | 'slot'>, b: Pick<Meal, 'date' | 'slot'>) =>
  a.date === b.date && a.slot === b.slot;

/** The (date, meal) pairs of the week, for the meals given, that nothing kept fills. */
const emptyPairs = (week: string[], slots: MealSlot[], kept: readonly Meal[]) =>
  week.flatMap((date) =>
    slots
      .filter((slot) => !kept.some((meal) => samePair(meal, { date, slot })))
      .map((slot) => ({ date, slot })),
  );

/**
 * "Plan my week" (issue 27): an owner's planning rules, and weeks proposed under them from the
 * whole catalogue. The same owners as the meal plan: a user's own, a group's members'; 404 else.
 */
export const createPlannerService = (dependencies: PlannerServiceDependencies) => {
  const { rules, plans, memberships, catalogue, favourites, pantry, unmetText } = dependencies;
  const random = dependencies.random ?? Math.random;
  const now = dependencies.now ?? (() => new Date());
  const ownerAccess = createOwnerAccess(memberships);
  const rulesNotFound = () => new NotFoundError('errors.planningRulesNotFound');

  /** The week's planned meals (of recipes that still exist) and those of the weeks around it. */
  const mealsAround = async (
    owner: Owner,
    monday: string,
    windowDays: number,
    exists: (id: string) => boolean,
  ) => {
    const records = await plans.week(owner, addDays(monday, 1 - windowDays), addDays(monday, 5 + windowDays));
    const sunday = addDays(monday, 6);
    const meals = records.flatMap((record) =>
      plannedRecipes(record)
        .filter(([recipeId]) => exists(recipeId))
        .map(([recipeId, { slot }]) => ({ date: record.date, slot, recipeId })),
    );
    const inWeek = (meal: Meal) => meal.date >= monday && meal.date <= sunday;
    return { planned: meals.filter(inWeek), nearby: meals.filter((meal) => !inWeek(meal)) };
  };

  return {
    async rules(caller: Caller, owner: Owner): Promise<PlanningRules> {
      const [, stored] = await Promise.all([ownerAccess(caller, owner, rulesNotFound), rules.get(owner)]);
      return { ...ownerFields(owner), ...rulesOf(stored) };
    },

    async saveRules(
      caller: Caller,
      body: PlanningRuleFields & { userId?: string | null; groupId?: string | null },
    ) {
      const owner = await ownerAccess(caller, ownerNamedBy(body), rulesNotFound);
      const fields: PlanningRuleFields = {
        tagLimits: body.tagLimits,
        noRepeatDays: body.noRepeatDays,
        maxTotalTime: body.maxTotalTime,
        prefer: body.prefer,
      };
      await rules.put(owner, fields);
      return { ...ownerFields(owner), ...fields };
    },

    /** A proposal for the week's empty pairs (or the one pair replaced); nothing is saved. */
    async suggest(
      caller: Caller,
      body: z.output<typeof suggestWeekBody>,
      locale: Parameters<UnmetText>[0],
    ): Promise<WeekSuggestion> {
      const owner = ownerNamedBy(body);
      const monday = mondayOf(body.weekStartDate);
      const [, stored, entries, favouriteIds] = await Promise.all([
        ownerAccess(caller, owner, () => new NotFoundError('errors.mealPlanNotFound')),
        rules.get(owner),
        catalogue.entries(),
        favourites.of(caller.userId),
      ]);
      const { tagLimits, noRepeatDays, maxTotalTime, prefer } = rulesOf(stored);
      const byId = new Map(entries.map((entry) => [entry.id, entry]));
      const [{ planned, nearby }, stock] = await Promise.all([
        mealsAround(owner, monday, noRepeatDays ?? 0, (id) => byId.has(id)),
        prefer.pantry ? pantry(owner) : Promise.resolve([]),
      ]);
      const { replace } = body;
      const isReplaced = (meal: Meal) =>
        Boolean(replace && samePair(meal, replace) && meal.recipeId === replace.recipeId);
      const proposal = body.proposal.filter((meal) => byId.has(meal.recipeId) && !isReplaced(meal));
      const kept = [...planned.filter((meal) => !isReplaced(meal)), ...proposal];
      const result = planWeek(
        plannerRecipesOf(entries, prefer, favouriteIds, pantryUrgency(stock, today(now()))),
        { tagLimits, noRepeatDays: noRepeatDays ?? 0, maxTotalTime },
        {
          open: replace
            ? [{ date: replace.date, slot: replace.slot }]
            : emptyPairs(weekOf(monday), body.slots, kept),
          kept,
          nearby,
          replacing: replace,
        },
        random,
      );
      const days = [...(replace ? proposal : []), ...result.days]
        .sort((a, b) => a.date.localeCompare(b.date))
        .map((meal) => ({ ...meal, name: byId.get(meal.recipeId)?.name ?? '' }));
      return {
        days,
        unmet: result.unmet.map((rule) => ({ ...unmetFields(rule), message: unmetText(locale, rule) })),
      };
    },
  };
};

/** What the answer names of an unmet rule besides its message: its kind, and its tag or weekday. */
const unmetFields = (rule: Parameters<UnmetText>[1]) => ({
  rule: rule.rule,
  ...('tag' in rule ? { tag: rule.tag } : {}),
  ...('weekday' in rule ? { weekday: rule.weekday } : {}),
});

export type PlannerService = ReturnType<typeof createPlannerService>;
