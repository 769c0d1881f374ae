import { describe, expect, it } from 'vitest';
import { englishError } from '#functions/lib/i18n/translate';
import { recipeInput } from '#shared/recipes/recipe-schemas';

const empty = {
  name: '',
  description: '',
  prepTime: null,
  cookTime: null,
  servings: null,
  imageUrl: null,
  externalRecipeUrl: '',
  ingredients: [],
  instructions: [''],
};

/** Each refused field's first message, as the form shows it under the field. */
const messagesOf = (input: unknown) => {
  const result = recipeInput.safeParse(input);
  if (result.success) return {};
  const messages: Record<string, string> = {};
  for (const issue of result.error.issues) messages[issue.path.join('.')] ??= englishError(issue.message); // the schemas give catalogue keys
  return messages;
};

describe('the recipe schema', () => {
  it('names every rule an empty form breaks at once', () => {
    expect(messagesOf(empty)).toEqual({
      name: 'Recipe name is required',
      description: 'Description is required',
      ingredients: 'Either External Recipe Url or at least one Ingredient is required',
      instructions: 'Either External Recipe Url or at least one Instruction is required',
    });
  });

  it('is satisfied by an external URL alone, whatever else is wrong', () => {
    expect(messagesOf({ ...empty, externalRecipeUrl: 'https://example.com/pie' })).toEqual({
      name: 'Recipe name is required',
      description: 'Description is required',
    });
  });

  it('waits for a valid URL and valid ingredient rows before asking for them', () => {
    expect(
      messagesOf({ ...empty, name: 'Pie', description: 'A pie.', externalRecipeUrl: 'not a url' }),
    ).toEqual({
      externalRecipeUrl: 'External Recipe Url must be a valid URL',
    });
    const badRow = { name: '', amount: 1, unit: 'g', sortOrder: 1 };
    expect(messagesOf({ ...empty, name: 'Pie', description: 'A pie.', ingredients: [badRow] })).toEqual({
      'ingredients.0.name': 'Ingredient name is required',
      instructions: 'Either External Recipe Url or at least one Instruction is required',
    });
  });

  it('does not run the rule on a body that is not a recipe', () => {
    expect(recipeInput.safeParse(null).success).toBe(false);
    expect(messagesOf({ name: 'Pie' })).toMatchObject({ description: expect.any(String) });
  });
});
