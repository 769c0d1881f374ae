import { today } from '#shared/meal-plans/week';
import { createGroupRepository } from '../groups/group-repository';
import { dynamo } from '../lib/aws/dynamo-client';
import { tableConfig } from '../lib/config';
import { createHandler } from '../lib/http/create-handler';
import { createMealPlanRepository } from './meal-plan-repository';
import { createMealPlanService } from './meal-plan-service';
import { createNameLookup } from './name-lookup';

const { TABLE_NAME } = tableConfig();
const service = createMealPlanService({
  plans: createMealPlanRepository(dynamo, TABLE_NAME),
  groups: createGroupRepository(dynamo, TABLE_NAME),
  names: createNameLookup(dynamo, TABLE_NAME),
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
  addMealPlanRecipe: ({ caller, params, body }) => service.addRecipe(caller, params.id, body.recipeId),
  removeMealPlanRecipe: ({ caller, params }) => service.removeRecipe(caller, params.id, params.recipeId),
});
