import * as z from 'zod';
import { defineRoutes } from '../http/define-route';
import {
  alwaysHaveBody,
  alwaysHaveList,
  pantryGroupParams,
  pantryItem,
  pantryItemCreateBody,
  pantryItemIdParams,
  pantryItemUpdateBody,
  pantryUseBody,
  pantryUserParams,
} from './pantry-schemas';

/** Pantries of a user or a group (issue 27), with the owner rules of the shopping list. */
export const pantryRoutes = defineRoutes('pantry', {
  userPantry: {
    method: 'GET',
    path: '/api/pantry/user/{userId}',
    auth: 'user',
    summary: "A user's own pantry, sorted by name (that user only)",
    params: pantryUserParams,
    response: z.array(pantryItem),
  },
  groupPantry: {
    method: 'GET',
    path: '/api/pantry/group/{groupId}',
    auth: 'user',
    summary: "A group's pantry, sorted by name (members only)",
    params: pantryGroupParams,
    response: z.array(pantryItem),
  },
  createPantryItem: {
    method: 'POST',
    path: '/api/pantry',
    auth: 'user',
    summary:
      'Add to the pantry of the userId or groupId given: merged into the item that is the same ingredient in a convertible unit (the sooner best-before kept), else a new item; returns that item',
    body: pantryItemCreateBody,
    response: pantryItem,
    status: 201,
  },
  updatePantryItem: {
    method: 'PUT',
    path: '/api/pantry/{id}',
    auth: 'user',
    summary: 'Change a pantry item (partial or full body); it cannot move to another owner',
    params: pantryItemIdParams,
    body: pantryItemUpdateBody,
    response: pantryItem,
  },
  deletePantryItem: {
    method: 'DELETE',
    path: '/api/pantry/{id}',
    auth: 'user',
    summary: 'Delete a pantry item',
    params: pantryItemIdParams,
    status: 204,
  },
  usePantryItems: {
    method: 'POST',
    path: '/api/pantry/use',
    auth: 'user',
    summary:
      'Take amounts out of the pantry (Done cooking, the Undo of Put away ticked): each line from the item that is the same ingredient in a convertible unit, never below zero; an item used up (or without an amount, used) is removed; returns the pantry',
    body: pantryUseBody,
    response: z.array(pantryItem),
  },
  userAlwaysHave: {
    method: 'GET',
    path: '/api/pantry/always-have/user/{userId}',
    auth: 'user',
    summary: 'A user\'s "Always have" names (salt, pepper, water, oil until edited: isDefault)',
    params: pantryUserParams,
    response: alwaysHaveList,
  },
  groupAlwaysHave: {
    method: 'GET',
    path: '/api/pantry/always-have/group/{groupId}',
    auth: 'user',
    summary: 'A group\'s "Always have" names (members only)',
    params: pantryGroupParams,
    response: alwaysHaveList,
  },
  setAlwaysHave: {
    method: 'PUT',
    path: '/api/pantry/always-have',
    auth: 'user',
    summary: 'Replace the "Always have" names of the userId or groupId given (at most 50); returns them',
    body: alwaysHaveBody,
    response: alwaysHaveList,
  },
});
