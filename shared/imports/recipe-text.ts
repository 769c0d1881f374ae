import { parseIngredientLine } from '../recipes/ingredient-line';
import type { RecipeDraft } from './import-schemas';

/**
 * A recipe pasted as plain text (from an email, a PDF, a note) split into a draft by simple rules,
 * for the user to correct in the recipe form:
 *
 * - the first line is the title;
 * - a line such as "Ingredients" or "Method:" starts a section; lines after "Ingredients" are
 *   ingredients, lines after "Method", "Instructions", "Directions", "Steps" or "Preparation" are steps;
 * - without such headings, a line that starts with an amount ("200 g flour", "½ cup milk") or a
 *   bullet is an ingredient, any other line a step;
 * - bullets and step numbers ("1.", "2)", "Step 3:") are taken off; lines before the first
 *   ingredient that are not ingredients make the description.
 */
const ingredientsHeading = /^(ingredients?|you will need|what you need)\s*:?$/i;
const stepsHeading = /^(method|instructions?|directions?|steps?|preparation|how to make( it)?)\s*:?$/i;
const bullet = /^\s*(?:[-*•·‣◦▪–]|\u2022)\s+/;
const stepNumber = /^\s*(?:step\s*)?\d{1,2}\s*[.):]\s*/i;
const startsWithAmount = /^\s*(?:\d|[½⅓⅔¼¾⅛⅜⅝⅞⅕⅖⅗⅘⅙⅚])/;

type Section = 'intro' | 'ingredients' | 'steps';

export function readRecipeText(text: string): RecipeDraft {
  const lines = text
    .split(/\r?\n/)
    .map((line) => line.replace(/\s+/g, ' ').trim())
    .filter(Boolean);
  const [title = '', ...rest] = lines;
  const hasHeadings = rest.some((line) => ingredientsHeading.test(line) || stepsHeading.test(line));
  const intro: string[] = [];
  const ingredients: string[] = [];
  const steps: string[] = [];
  let section: Section = 'intro';
  for (const line of rest) {
    if (ingredientsHeading.test(line)) section = 'ingredients';
    else if (stepsHeading.test(line)) section = 'steps';
    else if (hasHeadings) ({ intro, ingredients, steps })[section].push(line);
    else if (bullet.test(line) || (startsWithAmount.test(line) && !stepNumber.test(line)))
      ingredients.push(line);
    else if (ingredients.length === 0 && steps.length === 0 && !stepNumber.test(line)) intro.push(line);
    else steps.push(line);
  }
  return {
    name: title.replace(bullet, ''),
    description: intro.join(' '),
    prepTime: null,
    cookTime: null,
    servings: null,
    externalRecipeUrl: '',
    imageSourceUrl: null,
    ingredients: ingredients.map((line, index) => ({
      ...parseIngredientLine(line.replace(bullet, '')),
      sortOrder: index + 1,
    })),
    instructions: steps.map((line) => line.replace(bullet, '').replace(stepNumber, '')).filter(Boolean),
    tags: [],
  };
}
