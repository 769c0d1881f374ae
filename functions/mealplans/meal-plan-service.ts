import type * as z from 'zod';
import type {
  CopyWeekResult,
  MealPlan,
  mealPlanCreateBody,
  mealPlanUpdateBody,
} from '#shared/meal-plans/meal-plan-schemas';
import { defaultSlot, type MealSlot, maxRecipesPerPlan } from '#shared/meal-plans/plan-rules';
import { addDays, mondayOf, weekOf } from '#shared/meal-plans/week';
import {
  entryOf,
  type MealPlans,
  type PlannedEntry,
  type PlanRecord,
  plannedRecipes,
} from '../data/meal-plans';
import type { Memberships } from '../data/memberships';
import type { Owner } from '../data/owner';
import type { Caller } from '../lib/auth/access-token';
import { ConflictError, InvalidInputError, invalidField, NotFoundError } from '../lib/domain-errors';
import { createOwnerAccess, namesOtherOwner, ownerNamedBy } from '../lib/owner-access';
import { defaultSideEffects, type SideEffects } from '../lib/side-effects';
import type { NameLookup } from './name-lookup';

const planNotFound = () => new NotFoundError('errors.mealPlanNotFound');
const dayFull = () => new ConflictError('errors.dayFull', { max: String(maxRecipesPerPlan) });

export interface MealPlanServiceDependencies extends Partial<Pick<SideEffects, 'now' | 'newId'>> {
  plans: MealPlans;
  memberships: Pick<Memberships, 'get' | 'ofGroup'>;
  names: NameLookup;
}

/** The recipes of a request as stored entries (first mention wins); the list's order is kept. */
const entriesOf = (recipes: { id: string; slot?: MealSlot | undefined }[], addedAt: string) => {
  const entries: Record<string, PlannedEntry> = {};
  recipes.forEach((recipe, index) => {
    entries[recipe.id] ??= {
      at: `${addedAt}#${String(index).padStart(3, '0')}`,
      slot: recipe.slot ?? defaultSlot,
    };
  });
  return entries;
};

/**
 * Meal plans of a user or a group. Personal plans are their owner's alone, group plans are its
 * members'; anyone else gets 404, so plan and group ids reveal nothing.
 */
export const createMealPlanService = (dependencies: MealPlanServiceDependencies) => {
  const { plans, memberships, names, now, newId } = { ...defaultSideEffects, ...dependencies };
  const ownerAccess = createOwnerAccess(memberships);
  /** The owner the caller may act for, or 404. */
  const allowedOwner = (caller: Caller, owner: Owner) => ownerAccess(caller, owner, planNotFound);

  /** The plan a client-generated id names, if the caller may see it. */
  const planById = async (caller: Caller, planId: string) => {
    const pointer = await plans.pointer(planId);
    if (!pointer) throw planNotFound();
    const owner = await allowedOwner(caller, { type: pointer.ownerType, id: pointer.ownerId }).catch(() => {
      throw planNotFound();
    });
    return { owner, date: pointer.date };
  };

  /** Chefs are for group plans only, and only the group's members. */
  const memberIds = async (groupId: string) =>
    new Set((await memberships.ofGroup(groupId)).map((membership) => membership.userId));

  const checkChefs = async (owner: Owner, chefIds: string[]) => {
    if (chefIds.length === 0) return;
    if (owner.type === 'user') throw invalidField('assignedTo', 'errors.chefsOnlyAssignedGroupPlan');
    const members = await memberIds(owner.id);
    if (!chefIds.every((id) => members.has(id))) throw invalidField('assignedTo', 'errors.chefsMembersGroup');
  };

  const checkRecipes = async (recipeIds: string[]) => {
    if (recipeIds.length === 0) return;
    const found = await names([], recipeIds);
    if (!recipeIds.every((id) => found.recipes.has(id))) throw new NotFoundError('errors.recipeNotFound');
  };

  const present = async (records: PlanRecord[]): Promise<MealPlan[]> => {
    const found = await names(
      records.flatMap((record) => record.assignedTo ?? []),
      records.flatMap((record) => Object.keys(record.recipes ?? {})),
    );
    return records
      .map((record) => ({
        id: record.id,
        date: record.date,
        createdAt: record.createdAt,
        assignedTo: (record.assignedTo ?? []).flatMap((id) => found.people.get(id) ?? []),
        recipes: plannedRecipes(record).flatMap(([id, { slot }]) => {
          const recipe = found.recipes.get(id);
          return recipe ? [{ ...recipe, slot }] : [];
        }),
        note: record.note ?? null,
        userId: record.ownerType === 'user' ? record.ownerId : null,
        groupId: record.ownerType === 'group' ? record.ownerId : null,
      }))
      .sort((a, b) => a.date.localeCompare(b.date));
  };

  const presentOne = async (record: PlanRecord | undefined) => {
    if (!record) throw planNotFound();
    const [plan] = await present([record]);
    if (!plan) throw planNotFound();
    return plan;
  };

  return {
    async week(caller: Caller, owner: Owner, anyDate: string) {
      const monday = mondayOf(anyDate);
      // The access check and the week's Query run side by side: one round trip, then the names.
      const [, records] = await Promise.all([
        allowedOwner(caller, owner),
        plans.week(owner, monday, addDays(monday, 6)),
      ]);
      return present(records);
    },

    /** Creates the owner's plan for the date, or returns the one that exists with these recipes added. */
    async createOrGet(caller: Caller, body: z.output<typeof mealPlanCreateBody>) {
      const owner = await allowedOwner(caller, ownerNamedBy(body));
      const chefIds = body.assignedTo.map((person) => person.id);
      const entries = entriesOf(body.recipes, now().toISOString());
      const recipeIds = Object.keys(entries);
      await Promise.all([checkChefs(owner, chefIds), checkRecipes(recipeIds)]);
      const record: PlanRecord = {
        id: body.id,
        date: body.date,
        createdAt: now().toISOString(),
        ownerType: owner.type,
        ownerId: owner.id,
        assignedTo: [...new Set(chefIds)],
        recipes: entries,
      };
      const outcome = await plans.create(record);
      if (outcome.created) return presentOne(record);
      if (outcome.reason === 'id-taken') throw new ConflictError('errors.mealPlanIdTaken');
      const existing =
        recipeIds.length > 0
          ? await plans.addRecipes(owner, body.date, entries, maxRecipesPerPlan)
          : await plans.get(owner, body.date);
      if (existing === 'full') throw dayFull();
      return presentOne(existing);
    },

    async update(caller: Caller, planId: string, body: z.output<typeof mealPlanUpdateBody>) {
      const { owner, date } = await planById(caller, planId);
      if (
        (body.date && body.date !== date) ||
        namesOtherOwner(owner, body) ||
        (body.id && body.id !== planId)
      ) {
        throw new InvalidInputError('errors.mealPlanMoved');
      }
      const chefIds = body.assignedTo?.map((person) => person.id);
      const entries = body.recipes && entriesOf(body.recipes, now().toISOString());
      await Promise.all([checkChefs(owner, chefIds ?? []), checkRecipes(Object.keys(entries ?? {}))]);
      return presentOne(
        await plans.replace(owner, date, {
          assignedTo: chefIds ? [...new Set(chefIds)] : undefined,
          recipes: entries,
          note: body.note,
        }),
      );
    },

    async delete(caller: Caller, planId: string) {
      const { owner, date } = await planById(caller, planId);
      await plans.delete(planId, owner, date);
    },

    /** A recipe is planned once a day, for one meal: adding it again changes nothing (and needs no room). */
    async addRecipe(caller: Caller, planId: string, recipeId: string, slot: MealSlot = defaultSlot) {
      const { owner, date } = await planById(caller, planId);
      await checkRecipes([recipeId]);
      const current = await plans.get(owner, date);
      if (current && recipeId in (current.recipes ?? {})) return presentOne(current);
      const updated = await plans.addRecipes(
        owner,
        date,
        { [recipeId]: { at: now().toISOString(), slot } },
        maxRecipesPerPlan,
      );
      if (updated === 'full') throw dayFull();
      return presentOne(updated);
    },

    /** Moves a planned recipe to another meal of its day; it keeps its place in the day's order. */
    async moveToSlot(caller: Caller, planId: string, recipeId: string, slot: MealSlot) {
      const { owner, date } = await planById(caller, planId);
      const stored = (await plans.get(owner, date))?.recipes?.[recipeId];
      if (!stored) throw new NotFoundError('errors.recipeNotFoundMealPlan');
      const updated = await plans.setEntry(owner, date, recipeId, { ...entryOf(stored), slot });
      if (!updated) throw new NotFoundError('errors.recipeNotFoundMealPlan');
      return presentOne(updated);
    },

    /**
     * Copies each day's plan of the week of `from` (recipes with their meals, note, chefs who are still
     * members) onto the same weekday of the week of `to`. A day that already has a plan is left alone,
     * also when another copy creates it meanwhile; empty days and recipes since deleted are not copied.
     */
    async copyWeek(caller: Caller, owner: Owner, from: string, to: string): Promise<CopyWeekResult> {
      const [source, target] = [mondayOf(from), mondayOf(to)];
      const [, sourcePlans, targetPlans] = await Promise.all([
        allowedOwner(caller, owner),
        plans.week(owner, source, addDays(source, 6)),
        plans.week(owner, target, addDays(target, 6)),
      ]);
      const [found, members] = await Promise.all([
        names(
          [],
          sourcePlans.flatMap((record) => Object.keys(record.recipes ?? {})),
        ),
        owner.type === 'group' ? memberIds(owner.id) : Promise.resolve(new Set<string>()),
      ]);
      const taken = new Set(targetPlans.map((record) => record.date));
      const bySourceDate = new Map(sourcePlans.map((record) => [record.date, record]));
      const copied: string[] = [];
      const skipped: string[] = [];
      const createdAt = now().toISOString();
      await Promise.all(
        weekOf(source).map(async (sourceDate, offset) => {
          const record = bySourceDate.get(sourceDate);
          const recipes = plannedRecipes(record ?? { recipes: {} }).filter(([id]) => found.recipes.has(id));
          if (!record || (recipes.length === 0 && !record.note)) return;
          const date = addDays(target, offset);
          if (taken.has(date)) {
            skipped.push(date);
            return;
          }
          const outcome = await plans.create({
            id: newId(),
            date,
            createdAt,
            ownerType: owner.type,
            ownerId: owner.id,
            assignedTo: (record.assignedTo ?? []).filter((id) => members.has(id)),
            recipes: Object.fromEntries(recipes),
            note: record.note ?? null,
          });
          (outcome.created ? copied : skipped).push(date);
        }),
      );
      return { copied: copied.sort(), skipped: skipped.sort() };
    },

    async removeRecipe(caller: Caller, planId: string, recipeId: string) {
      const { owner, date } = await planById(caller, planId);
      if (!(await plans.removeRecipe(owner, date, recipeId))) throw planNotFound();
    },
  };
};
