import { parseIngredientLine } from '../recipes/ingredient-line';
import { findTimerPhrases } from '../recipes/timer-phrases';
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
 *   ingredient that are not ingredients make the description;
 * - a line of labelled facts ("Prep 15 mins", "Cook time: 1 hour", "Serves 8", or several on one
 *   line: "Prep 15 mins | Cook 1 hour | Serves 4-6") gives the prep time, cook time and servings,
 *   outside the steps (where "Cook 1 hour" is an instruction).
 */
const ingredientsHeading = /^(ingredients?|you will need|what you need)\s*:?$/i;
const stepsHeading = /^(method|instructions?|directions?|steps?|preparation|how to make( it)?)\s*:?$/i;
const bullet = /^\s*(?:[-*•·‣◦▪–]|\u2022)\s+/;
const stepNumber = /^\s*(?:step\s*)?\d{1,2}\s*[.):]\s*/i;
const startsWithAmount = /^\s*(?:\d|[½⅓⅔¼¾⅛⅜⅝⅞⅕⅖⅗⅘⅙⅚])/;

type Section = 'intro' | 'ingredients' | 'steps';

type Facts = Pick<RecipeDraft, 'prepTime' | 'cookTime' | 'servings'>;

// A fact's label, then its value up to the next label: "Prep time: 15 mins", "Serves 8". A label
// is followed by a number, so the "servings" of "Yield: 8 servings" is not one.
const factLabel =
  /\b(?:(prep(?:aration)?)|(cook(?:ing)?|bak(?:e|ing)(?=\s+time))|(total)|(serves|servings?|makes|yields?|portions?))(?:\s+time)?\b\s*:?(?=\s*[\d½¼¾⅓⅔])/giu;
// What may stand between facts on one line (not a full stop: "Cook 1 hour." is an instruction).
const separator = '[\\s|·•,;/…–—-]';
const factSeparators = new RegExp(`^${separator}*$`, 'u');
const trailingSeparators = new RegExp(`${separator}+$`, 'u');
// "8", "4-6 people", "12 muffins": the (lower) count, then at most two words.
const servingsValue = /^(\d{1,4})(?:\s*(?:-|–|to)\s*\d{1,4})?(?:\s+\p{L}+){0,2}$/iu;

/** Whole minutes of a duration that is all the value says ("15 mins", "1 hr 30 min"); else null. */
const minutesOf = (value: string): number | null => {
  const [phrase, ...others] = findTimerPhrases(value);
  if (!phrase || others.length > 0) return null;
  if (!factSeparators.test(value.slice(0, phrase.start) + value.slice(phrase.end))) return null;
  return Math.max(1, Math.round(phrase.seconds / 60));
};

/** The facts a line gives if it is nothing but labelled facts; null for any other line. */
const readFacts = (line: string): Partial<Facts> | null => {
  const labels = [...line.matchAll(factLabel)];
  const first = labels[0];
  if (!first || !factSeparators.test(line.slice(0, first.index))) return null;
  const facts: Partial<Facts> = {};
  for (const [index, label] of labels.entries()) {
    const value = line
      .slice(label.index + label[0].length, labels[index + 1]?.index ?? line.length)
      .replace(trailingSeparators, '')
      .trim();
    const [, prep, cook, total] = label;
    if (prep || cook || total) {
      const minutes = minutesOf(value);
      if (minutes === null) return null;
      if (prep) facts.prepTime = minutes;
      if (cook) facts.cookTime = minutes;
      // A total time is read (the line is facts) but not kept: the recipe has no field for it.
    } else {
      const count = servingsValue.exec(value);
      if (!count) return null;
      facts.servings = Number(count[1]);
    }
  }
  return facts;
};

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
  let facts: Facts = { prepTime: null, cookTime: null, servings: null };
  for (const line of rest) {
    const lineFacts = section === 'steps' || steps.length > 0 ? null : readFacts(line);
    if (lineFacts) facts = { ...facts, ...lineFacts };
    else if (ingredientsHeading.test(line)) section = 'ingredients';
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
    ...facts,
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
