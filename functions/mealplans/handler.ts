import { today } from '#shared/meal-plans/week';
import { defaultRepositories } from '../data/repositories';
import { createHandler } from '../lib/http/create-handler';
import { ownerNamedBy } from '../lib/owner-access';
import { createMealPlanService } from './meal-plan-service';
import { createNameLookup } from './name-lookup';

const { mealPlans, memberships, users, recipes } = defaultRepositories();
const service = createMealPlanService({
  plans: mealPlans,
  memberships,
  names: createNameLookup(users, recipes),
});

export const handler = createHandler('mealplans', {
  myWeekPlans: ({ caller, query }) =>
    service.week(caller, { type: 'user', id: caller.userId }, query.weekStartDate),
  groupWeekPlans: ({ caller, params, query }) =>
    service.week(caller, { type: 'group', id: params.groupId }, query.weekStartDate),
  userWeekPlans: ({ caller, params, query }) =>
    service.week(caller, { type: 'user', id: params.userId }, query.weekStartDate),
  groupMealPlans: ({ caller, params, query }) =>
    service.week(caller, { type: 'group', id: params.id }, query.weekStartDate ?? today()),
  createMealPlan: ({ caller, body }) => service.createOrGet(caller, body),
  saveMealPlan: ({ caller, body }) => service.createOrGet(caller, body),
  updateMealPlan: ({ caller, params, body }) => service.update(caller, params.id, body),
  deleteMealPlan: ({ caller, params }) => service.delete(caller, params.id),
  addMealPlanRecipe: ({ caller, params, body }) =>
    service.addRecipe(caller, params.id, body.recipeId, body.slot),
  movePlanRecipeSlot: ({ caller, params, body }) =>
    service.moveToSlot(caller, params.id, params.recipeId, body.slot),
  copyWeek: ({ caller, body }) => service.copyWeek(caller, ownerNamedBy(body), body.from, body.to),
  removeMealPlanRecipe: ({ caller, params }) => service.removeRecipe(caller, params.id, params.recipeId),
});
