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
    summary: 'Search, sort and page all recipes (summaries: no ingredients or steps)',
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
