/** A valid recipe body; override any field. Free of vitest, so the load run can use it too. */
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
