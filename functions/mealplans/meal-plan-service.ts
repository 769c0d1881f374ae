import type * as z from 'zod';
import {
  type MealPlan,
  maxRecipesPerPlan,
  type mealPlanCreateBody,
  type mealPlanUpdateBody,
} from '#shared/meal-plans/meal-plan-schemas';
import { addDays, mondayOf } from '#shared/meal-plans/week';
import type { MealPlans, PlanRecord } from '../data/meal-plans';
import type { Memberships } from '../data/memberships';
import type { Owner } from '../data/owner';
import type { Caller } from '../lib/auth/access-token';
import { ConflictError, InvalidInputError, invalidField, NotFoundError } from '../lib/domain-errors';
import { createOwnerAccess, namesOtherOwner, ownerNamedBy } from '../lib/owner-access';
import { defaultSideEffects, type SideEffects } from '../lib/side-effects';
import type { NameLookup } from './name-lookup';

const planNotFound = () => new NotFoundError('Meal plan not found.');
const dayFull = () => new ConflictError(`A day can hold at most ${maxRecipesPerPlan} recipes.`);

export interface MealPlanServiceDependencies extends Partial<Pick<SideEffects, 'now'>> {
  plans: MealPlans;
  memberships: Pick<Memberships, 'get' | 'ofGroup'>;
  names: NameLookup;
}

/**
 * Meal plans of a user or a group. Personal plans are their owner's alone, group plans are its
 * members'; anyone else gets 404, so plan and group ids reveal nothing.
 */
export const createMealPlanService = (dependencies: MealPlanServiceDependencies) => {
  const { plans, memberships, names, now } = { ...defaultSideEffects, ...dependencies };
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
  const checkChefs = async (owner: Owner, chefIds: string[]) => {
    if (chefIds.length === 0) return;
    if (owner.type === 'user')
      throw invalidField('assignedTo', 'Chefs can only be assigned to a group plan.');
    const members = new Set((await memberships.ofGroup(owner.id)).map((membership) => membership.userId));
    if (!chefIds.every((id) => members.has(id)))
      throw invalidField('assignedTo', 'Chefs must be members of the group.');
  };

  const checkRecipes = async (recipeIds: string[]) => {
    if (recipeIds.length === 0) return;
    const found = await names([], recipeIds);
    if (!recipeIds.every((id) => found.recipes.has(id))) throw new NotFoundError('Recipe not found.');
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
        recipes: Object.entries(record.recipes ?? {})
          .sort(([, a], [, b]) => a.localeCompare(b))
          .flatMap(([id]) => found.recipes.get(id) ?? []),
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
      const recipeIds = [...new Set(body.recipes.map((recipe) => recipe.id))];
      await Promise.all([checkChefs(owner, chefIds), checkRecipes(recipeIds)]);
      const addedAt = now().toISOString();
      const record: PlanRecord = {
        id: body.id,
        date: body.date,
        createdAt: addedAt,
        ownerType: owner.type,
        ownerId: owner.id,
        assignedTo: [...new Set(chefIds)],
        recipes: Object.fromEntries(recipeIds.map((id) => [id, addedAt])),
      };
      const outcome = await plans.create(record);
      if (outcome.created) return presentOne(record);
      if (outcome.reason === 'id-taken')
        throw new ConflictError('A meal plan with this id already exists for another day.');
      const existing =
        recipeIds.length > 0
          ? await plans.addRecipes(owner, body.date, recipeIds, addedAt, maxRecipesPerPlan)
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
        throw new InvalidInputError('A meal plan cannot move to another day or owner.');
      }
      const chefIds = body.assignedTo?.map((person) => person.id);
      const recipeIds = body.recipes ? [...new Set(body.recipes.map((recipe) => recipe.id))] : undefined;
      await Promise.all([checkChefs(owner, chefIds ?? []), checkRecipes(recipeIds ?? [])]);
      const addedAt = now().toISOString();
      return presentOne(
        await plans.replace(owner, date, {
          assignedTo: chefIds ? [...new Set(chefIds)] : undefined,
          recipes: recipeIds
            ? Object.fromEntries(
                recipeIds.map((id, index) => [id, `${addedAt}#${String(index).padStart(3, '0')}`]),
              )
            : undefined,
        }),
      );
    },

    async delete(caller: Caller, planId: string) {
      const { owner, date } = await planById(caller, planId);
      await plans.delete(planId, owner, date);
    },

    async addRecipe(caller: Caller, planId: string, recipeId: string) {
      const { owner, date } = await planById(caller, planId);
      await checkRecipes([recipeId]);
      const current = await plans.get(owner, date);
      // Already planned: adding it again changes nothing (and needs no room).
      if (current && recipeId in (current.recipes ?? {})) return presentOne(current);
      const updated = await plans.addRecipes(owner, date, [recipeId], now().toISOString(), maxRecipesPerPlan);
      if (updated === 'full') throw dayFull();
      return presentOne(updated);
    },

    async removeRecipe(caller: Caller, planId: string, recipeId: string) {
      const { owner, date } = await planById(caller, planId);
      if (!(await plans.removeRecipe(owner, date, recipeId))) throw planNotFound();
    },
  };
};
