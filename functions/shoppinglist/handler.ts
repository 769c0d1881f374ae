import {
  leftOutHeader,
  pantryLeftOutHeader,
  pantryLeftOutIdsHeader,
  pantryLeftOutIdsValue,
} from '#shared/shopping/left-out-header';
import { defaultRepositories } from '../data/repositories';
import { createHandler } from '../lib/http/create-handler';
import { Reply } from '../lib/http/route-handler';
import { createPantryStockReader } from '../lib/pantry-stock';
import { createPantryService } from '../pantry/pantry-service';
import { createAisleService } from './aisle-service';
import { createPutAway } from './put-away';
import { createShoppingListService } from './shopping-list-service';

const { shoppingItems, mealPlans, memberships, recipes, aisleSettings, pantryItems, alwaysHave } =
  defaultRepositories();
const service = createShoppingListService({
  items: shoppingItems,
  plans: mealPlans,
  memberships,
  recipes,
  pantryStockOf: createPantryStockReader({ pantryItems, alwaysHave }),
});
const aisles = createAisleService({ aisles: aisleSettings, memberships });
const putAway = createPutAway({
  items: shoppingItems,
  pantry: createPantryService({ items: pantryItems, alwaysHave, memberships }),
  memberships,
});

export const handler = createHandler('shoppinglist', {
  userShoppingList: ({ caller, params }) => service.list(caller, { type: 'user', id: params.userId }),
  groupShoppingList: ({ caller, params }) => service.list(caller, { type: 'group', id: params.groupId }),
  createShoppingItem: ({ caller, body }) => service.create(caller, body),
  addRecipeToShoppingList: async ({ caller, body }) => {
    const { list, pantryLeftOut } = await service.addRecipe(caller, body);
    return new Reply(list, {
      [pantryLeftOutHeader]: String(pantryLeftOut.count),
      [pantryLeftOutIdsHeader]: pantryLeftOutIdsValue(pantryLeftOut.ingredientIds),
    });
  },
  generateShoppingList: async ({ caller, body }) => {
    const { list, leftOut, pantryLeftOut } = await service.generate(caller, body);
    return new Reply(list, {
      [leftOutHeader]: String(leftOut),
      [pantryLeftOutHeader]: String(pantryLeftOut),
    });
  },
  updateShoppingItem: ({ caller, params, body }) => service.update(caller, params.id, body),
  deleteShoppingItem: ({ caller, params }) => service.delete(caller, params.id),
  clearTickedShoppingItems: ({ caller, body }) => service.clearTicked(caller, body),
  restoreShoppingItems: ({ caller, body }) => service.restore(caller, body),
  putAwayTickedShoppingItems: ({ caller, body }) => putAway(caller, body),
  userAisleSettings: ({ caller, params }) => aisles.get(caller, { type: 'user', id: params.userId }),
  groupAisleSettings: ({ caller, params }) => aisles.get(caller, { type: 'group', id: params.groupId }),
  rememberSection: ({ caller, body }) => aisles.rememberSection(caller, body),
  setSectionOrder: ({ caller, body }) => aisles.setOrder(caller, body),
});
