import { randomUUID } from 'node:crypto';
import { expect } from 'vitest';
import { api } from './api';
import { recipeBody } from './recipe-body';

export { recipeBody };

export const createRecipe = async (token: string, overrides: Record<string, unknown> = {}) => {
  const response = await api('POST', '/api/recipes', { token, body: recipeBody(overrides) });
  expect(response.status, JSON.stringify(response.body)).toBe(201);
  return response.body;
};

/** A word no other test uses, to find this test's recipes in the shared catalogue. */
export const uniqueWord = () => `zq${randomUUID().replaceAll('-', '').slice(0, 10)}`;
