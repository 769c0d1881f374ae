import * as z from 'zod';
import { defineRoutes } from '../http/define-route';
import {
  recipe,
  recipeIdParams,
  recipeInput,
  recipeList,
  recipeListQuery,
  recipeSummary,
  tagCounts,
} from './recipe-schemas';

/** Recipes and the recipe list. */
export const recipeRoutes = defineRoutes('recipes', {
  listRecipes: {
    method: 'GET',
    path: '/api/recipes',
    auth: 'user',
    summary:
      "Search, sort and page all recipes (summaries: no ingredients or steps). What can I make: `canMake=true` keeps recipes whose every ingredient is in the caller's pantry or on its Always have list, `missingAtMost=1..3` those lacking at most that many; `pantryGroupId` reads a group's pantry instead (members only, 404 otherwise). Matched by name as the shopping list merges (case, plurals), any amount; a recipe without ingredients never matches. With either, each item carries `missing` (names as written). Combines with search, tags, filters, sort and paging",
    query: recipeListQuery,
    response: recipeList,
  },
  userRecipes: {
    method: 'GET',
    path: '/api/recipes/user',
    auth: 'user',
    summary: "The caller's own recipes, newest first (summaries)",
    response: z.array(recipeSummary),
  },
  recipeTags: {
    method: 'GET',
    path: '/api/recipes/tags',
    auth: 'user',
    summary: 'Every tag in use with how many recipes have it, most used first',
    response: tagCounts,
  },
  getRecipe: {
    method: 'GET',
    path: '/api/recipes/{id}',
    auth: 'user',
    summary: 'One recipe with its ingredients and steps',
    params: recipeIdParams,
    response: recipe,
  },
  createRecipe: {
    method: 'POST',
    path: '/api/recipes',
    auth: 'user',
    summary: 'Add a recipe; the caller becomes its creator',
    body: recipeInput,
    response: recipe,
    status: 201,
  },
  updateRecipe: {
    method: 'PUT',
    path: '/api/recipes/{id}',
    auth: 'user',
    summary: 'Replace a recipe (its creator only)',
    params: recipeIdParams,
    body: recipeInput,
    response: recipe,
  },
  addFavourite: {
    method: 'PUT',
    path: '/api/recipes/{id}/favourite',
    auth: 'user',
    summary: "Mark a recipe one of the caller's favourites (idempotent)",
    params: recipeIdParams,
    status: 204,
  },
  removeFavourite: {
    method: 'DELETE',
    path: '/api/recipes/{id}/favourite',
    auth: 'user',
    summary: "Take a recipe off the caller's favourites (idempotent)",
    params: recipeIdParams,
    status: 204,
  },
  deleteRecipe: {
    method: 'DELETE',
    path: '/api/recipes/{id}',
    auth: 'user',
    summary: 'Delete a recipe with its image and ratings (its creator only)',
    params: recipeIdParams,
    status: 204,
  },
});
