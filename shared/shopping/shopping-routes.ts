import * as z from 'zod';
import { defineRoutes } from '../http/define-route';
import { pantryItem } from '../pantry/pantry-schemas';
import {
  addRecipeToListBody,
  aisleSettings,
  clearTickedBody,
  generateListBody,
  rememberSectionBody,
  restoreItemsBody,
  sectionOrderBody,
  shoppingItemCreateBody,
  shoppingItemIdParams,
  shoppingItemUpdateBody,
  shoppingListGroupParams,
  shoppingListItem,
  shoppingListUserParams,
} from './shopping-schemas';

/** Shopping lists of a user or a group. */
export const shoppingListRoutes = defineRoutes('shoppinglist', {
  userShoppingList: {
    method: 'GET',
    path: '/api/shoppinglistitem/user/{userId}',
    auth: 'user',
    summary: "A user's own shopping list, sorted by name (that user only)",
    params: shoppingListUserParams,
    response: z.array(shoppingListItem),
  },
  groupShoppingList: {
    method: 'GET',
    path: '/api/shoppinglistitem/group/{groupId}',
    auth: 'user',
    summary: "A group's shopping list, sorted by name (members only)",
    params: shoppingListGroupParams,
    response: z.array(shoppingListItem),
  },
  createShoppingItem: {
    method: 'POST',
    path: '/api/shoppinglistitem',
    auth: 'user',
    summary: 'Add an item to the list of the userId or groupId given; the server sets source and createdAt',
    body: shoppingItemCreateBody,
    response: shoppingListItem,
    status: 201,
  },
  addRecipeToShoppingList: {
    method: 'POST',
    path: '/api/shoppinglistitem/from-recipe',
    auth: 'user',
    summary:
      "Add a recipe's ingredients (all, or those listed) scaled to servings, merged with equal unchecked items; what the owner's pantry and Always have list hold in enough quantity is left out and only the shortfall added, unless `ignorePantry: true`; returns the list (how many the pantry held in full in the x-left-out-pantry header)",
    body: addRecipeToListBody,
    response: z.array(shoppingListItem),
  },
  generateShoppingList: {
    method: 'POST',
    path: '/api/shoppinglistitem/generate',
    auth: 'user',
    summary:
      "Add the ingredients of the week's planned recipes not already on the list (ticked or not), less what the owner's pantry and Always have list hold (unless `ignorePantry: true`), merged; running it again replaces that week's part; returns the list (how many were left out as on the list in the x-left-out header, as in the pantry in x-left-out-pantry)",
    body: generateListBody,
    response: z.array(shoppingListItem),
  },
  updateShoppingItem: {
    method: 'PUT',
    path: '/api/shoppinglistitem/{id}',
    auth: 'user',
    summary: 'Change an item (partial or full body); it cannot move to another owner',
    params: shoppingItemIdParams,
    body: shoppingItemUpdateBody,
    response: shoppingListItem,
  },
  deleteShoppingItem: {
    method: 'DELETE',
    path: '/api/shoppinglistitem/{id}',
    auth: 'user',
    summary: 'Delete an item',
    params: shoppingItemIdParams,
    status: 204,
  },
  clearTickedShoppingItems: {
    method: 'POST',
    path: '/api/shoppinglistitem/clear-ticked',
    auth: 'user',
    summary:
      'Remove every ticked item of the list of the userId or groupId given (an item unticked meanwhile stays); returns the removed items',
    body: clearTickedBody,
    response: z.array(shoppingListItem),
  },
  putAwayTickedShoppingItems: {
    method: 'POST',
    path: '/api/shoppinglistitem/put-away',
    auth: 'user',
    summary:
      "Move every ticked item of the list of the userId or groupId given into that owner's pantry (merged like the list merges) and off the list; returns the items moved (for Undo: restore them and take them back out with POST /api/pantry/use) and the pantry",
    body: clearTickedBody,
    response: z.object({ moved: z.array(shoppingListItem), pantry: z.array(pantryItem) }),
  },
  restoreShoppingItems: {
    method: 'POST',
    path: '/api/shoppinglistitem/restore',
    auth: 'user',
    summary:
      'Put items just removed back as they were, with their ids (Undo); an item already there is left as it is; returns the list',
    body: restoreItemsBody,
    response: z.array(shoppingListItem),
  },
  userAisleSettings: {
    method: 'GET',
    path: '/api/shoppinglistitem/aisles/user/{userId}',
    auth: 'user',
    summary: "A user's store sections by item name and order of sections (that user only)",
    params: shoppingListUserParams,
    response: aisleSettings,
  },
  groupAisleSettings: {
    method: 'GET',
    path: '/api/shoppinglistitem/aisles/group/{groupId}',
    auth: 'user',
    summary: "A group's store sections by item name and order of sections (members only)",
    params: shoppingListGroupParams,
    response: aisleSettings,
  },
  rememberSection: {
    method: 'PUT',
    path: '/api/shoppinglistitem/aisles/section',
    auth: 'user',
    summary:
      'Remember the store section of items of that name, for the userId or groupId given; returns the settings',
    body: rememberSectionBody,
    response: aisleSettings,
  },
  setSectionOrder: {
    method: 'PUT',
    path: '/api/shoppinglistitem/aisles/order',
    auth: 'user',
    summary:
      'Set the order of store sections (every section once) for the userId or groupId given; returns the settings',
    body: sectionOrderBody,
    response: aisleSettings,
  },
});
