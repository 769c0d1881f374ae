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

describe('readRecipeText: prep time, cook time and servings', () => {
  const factsOf = (text: string) => {
    const { prepTime, cookTime, servings, description, instructions } = readRecipeText(text);
    return { prepTime, cookTime, servings, description, instructions };
  };

  it('reads "Prep 15 mins", "Cook 1 hour" and "Serves 8" on their own lines, and keeps them out of the text', () => {
    const text =
      'Beef Stew\nA winter dish.\nPrep 15 mins\nCook 1 hour\nServes 8\nIngredients\n1 kg beef\nMethod\nStew it.';
    expect(factsOf(text)).toEqual({
      prepTime: 15,
      cookTime: 60,
      servings: 8,
      description: 'A winter dish.',
      instructions: ['Stew it.'],
    });
  });

  it('reads several facts on one line, with labels, colons and separators', () => {
    for (const line of [
      'Prep 15 mins  Cook 1 hour  Serves 8',
      'Prep time: 15 minutes | Cook time: 1 hr | Servings: 8',
      'Preparation time 15 min · Cooking time 60 min · Makes 8',
      'PREP: 15m, COOK: 1h, YIELD: 8 servings',
      'Prep 15 mins … Cook 1 hour … Serves 8',
    ]) {
      expect(factsOf(`Stew\n${line}\n2 carrots\nStew it.`), line).toMatchObject({
        prepTime: 15,
        cookTime: 60,
        servings: 8,
        description: '',
      });
    }
  });

  it('reads hours and minutes together, fractions, and the lower end of a range', () => {
    expect(
      factsOf('Roast\nCook time: 1 hr 30 mins\nPrep 1½ hours\nServes 4-6 people\n1 chicken'),
    ).toMatchObject({
      prepTime: 90,
      cookTime: 90,
      servings: 4,
    });
    expect(factsOf('Cake\nBaking time: 45 minutes\nTotal time: 1 hour\n200 g flour')).toMatchObject({
      prepTime: null,
      cookTime: 45,
      servings: null,
      description: '',
    });
  });

  it('leaves a step that says "Cook 1 hour" a step, and a sentence about serving the description', () => {
    expect(factsOf('Stew\nIngredients\n1 kg beef\nMethod\nCook 1 hour\nServe hot.')).toMatchObject({
      cookTime: null,
      instructions: ['Cook 1 hour', 'Serve hot.'],
    });
    expect(factsOf('Stew\n1 kg beef\nCook 1 hour.\nServe hot.')).toMatchObject({
      cookTime: null,
      instructions: ['Cook 1 hour.', 'Serve hot.'],
    });
    expect(factsOf('Stew\nServes well with bread and a glass of red.\n1 kg beef\nStew it.')).toMatchObject({
      servings: null,
      description: 'Serves well with bread and a glass of red.',
    });
    expect(factsOf('Stew\nPrep ahead: the night before\n1 kg beef\nStew it.')).toMatchObject({
      prepTime: null,
      description: 'Prep ahead: the night before',
    });
  });
});
