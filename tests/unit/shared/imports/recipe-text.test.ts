import { describe, expect, it } from 'vitest';
import { readRecipeText } from '#shared/imports/recipe-text';

const linesOf = (draft: ReturnType<typeof readRecipeText>) => ({
  name: draft.name,
  description: draft.description,
  ingredients: draft.ingredients.map((line) => line.text),
  instructions: draft.instructions,
});

describe('readRecipeText (Paste text)', () => {
  it('splits a recipe with headings into title, ingredients and numbered steps', () => {
    const text = `Lemon Drizzle Cake

A family favourite.

Ingredients:
- 225 g butter
• 225 g caster sugar
4 eggs
zest of 1 lemon

Method
1. Heat the oven to 180C.
2) Beat the butter and sugar.
Step 3: Bake for 45 minutes.`;
    expect(linesOf(readRecipeText(text))).toEqual({
      name: 'Lemon Drizzle Cake',
      description: 'A family favourite.',
      ingredients: ['225 g butter', '225 g caster sugar', '4 eggs', 'zest of 1 lemon'],
      instructions: ['Heat the oven to 180C.', 'Beat the butter and sugar.', 'Bake for 45 minutes.'],
    });
  });

  it('reads amount, unit and name of each ingredient line', () => {
    const draft = readRecipeText('Tea\nIngredients\n½ cup milk\nsugar to taste\nMethod\nBrew.');
    expect(draft.ingredients).toEqual([
      { text: '½ cup milk', amount: 0.5, unit: 'cup', name: 'milk', sortOrder: 1 },
      { text: 'sugar to taste', amount: null, unit: null, name: 'sugar to taste', sortOrder: 2 },
    ]);
  });

  it('without headings, takes lines that start with an amount or a bullet as ingredients', () => {
    const text =
      'Quick Omelette\r\n2 eggs\r\n1 tbsp butter\r\n* chives\r\nWhisk the eggs.\r\nCook in the butter.';
    expect(linesOf(readRecipeText(text))).toEqual({
      name: 'Quick Omelette',
      description: '',
      ingredients: ['2 eggs', '1 tbsp butter', 'chives'],
      instructions: ['Whisk the eggs.', 'Cook in the butter.'],
    });
  });

  it('gives an empty draft for empty text', () => {
    expect(linesOf(readRecipeText('  \n \n'))).toEqual({
      name: '',
      description: '',
      ingredients: [],
      instructions: [],
    });
  });
});
