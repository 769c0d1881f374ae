import { createGroupRepository } from '../groups/group-repository';
import { dynamo } from '../lib/aws/dynamo-client';
import { tableConfig } from '../lib/config';
import { createHandler } from '../lib/http/create-handler';
import { createMealPlanRepository } from '../mealplans/meal-plan-repository';
import { createShoppingListRepository } from './shopping-list-repository';
import { createShoppingListService } from './shopping-list-service';

const { TABLE_NAME } = tableConfig();
const service = createShoppingListService({
  items: createShoppingListRepository(dynamo, TABLE_NAME),
  plans: createMealPlanRepository(dynamo, TABLE_NAME),
  groups: createGroupRepository(dynamo, TABLE_NAME),
});

export const handler = createHandler('shoppinglist', {
  userShoppingList: ({ caller, params }) => service.list(caller, { type: 'user', id: params.userId }),
  groupShoppingList: ({ caller, params }) => service.list(caller, { type: 'group', id: params.groupId }),
  createShoppingItem: ({ caller, body }) => service.create(caller, body),
  addRecipeToShoppingList: ({ caller, body }) => service.addRecipe(caller, body),
  generateShoppingList: ({ caller, body }) => service.generate(caller, body),
  updateShoppingItem: ({ caller, params, body }) => service.update(caller, params.id, body),
  deleteShoppingItem: ({ caller, params }) => service.delete(caller, params.id),
});
