import { randomUUID } from 'node:crypto';
import { expect } from 'vitest';
import { api } from './api';

/** A valid recipe body; override any field. */
export const recipeBody = (overrides: Record<string, unknown> = {}) => ({
  name: 'Tomato Soup',
  description: 'A warming soup',
  prepTime: 10,
  cookTime: 20,
  servings: 4,
  imageUrl: null,
  externalRecipeUrl: '',
  ingredients: [
    { name: 'Tomatoes', amount: 6, unit: 'pcs', sortOrder: 1 },
    { name: 'Salt', amount: 0.5, unit: 'tsp', sortOrder: 2 },
  ],
  instructions: ['Chop the tomatoes', 'Simmer for 20 minutes'],
  ...overrides,
});

export const createRecipe = async (token: string, overrides: Record<string, unknown> = {}) => {
  const response = await api('POST', '/api/recipes', { token, body: recipeBody(overrides) });
  expect(response.status, JSON.stringify(response.body)).toBe(201);
  return response.body;
};

/** A word no other test uses, to find this test's recipes in the shared catalogue. */
export const uniqueWord = () => `zq${randomUUID().replaceAll('-', '').slice(0, 10)}`;
