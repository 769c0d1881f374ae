import { minutesFromDuration } from './durations';
import { cleanText, textLines } from './page-text';
import type { RecipeFields } from './recipe-draft';
import { servingsFromYield } from './servings';

type JsonObject = Record<string, unknown>;

/**
 * The recipe a page describes in JSON-LD, wherever it sits: one block or several, a bare object,
 * an array, an `@graph`, or nested under another node (a WebPage's `mainEntity`).
 */
export function recipeFromJsonLd(blocks: string[]): RecipeFields | undefined {
  const recipes: JsonObject[] = [];
  for (const block of blocks) {
    const data = parseJson(block);
    if (data !== undefined) collectRecipes(data, recipes, 0);
  }
  // A page may list related recipes too; the one with the most ingredients is the page's own.
  const recipe = recipes.reduce<JsonObject | undefined>(
    (best, candidate) => (best && ingredientCount(best) >= ingredientCount(candidate) ? best : candidate),
    undefined,
  );
  return recipe && fieldsOf(recipe);
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    // Hand-written blocks often carry raw line breaks or tabs inside strings, which JSON forbids.
    try {
      return JSON.parse(text.replace(/[\t\n\r]+/g, ' '));
    } catch {
      return undefined;
    }
  }
}

function collectRecipes(node: unknown, found: JsonObject[], depth: number): void {
  if (depth > 8 || node === null || typeof node !== 'object') return;
  if (Array.isArray(node)) {
    for (const item of node) collectRecipes(item, found, depth + 1);
    return;
  }
  const object = node as JsonObject;
  if (isRecipe(object['@type'])) {
    found.push(object);
    return;
  }
  for (const value of Object.values(object)) collectRecipes(value, found, depth + 1);
}

/** `"Recipe"`, `["Recipe", "NewsArticle"]`, `"schema:Recipe"` or `"http://schema.org/Recipe"`. */
function isRecipe(type: unknown): boolean {
  if (Array.isArray(type)) return type.some(isRecipe);
  return typeof type === 'string' && /(^|[/:])recipe$/i.test(type.trim());
}

function ingredientCount(recipe: JsonObject): number {
  const ingredients = recipe.recipeIngredient ?? recipe.ingredients;
  return Array.isArray(ingredients) ? ingredients.length : ingredients ? 1 : 0;
}

function fieldsOf(recipe: JsonObject): RecipeFields {
  return {
    name: firstText(recipe.name) || firstText(recipe.headline),
    description: firstText(recipe.description),
    prepTime: minutesFromDuration(firstValue(recipe.prepTime)),
    cookTime: minutesFromDuration(firstValue(recipe.cookTime)),
    servings: servingsFromYield(recipe.recipeYield ?? recipe.yield),
    image: imageUrl(recipe.image),
    url: firstText(recipe.url),
    ingredients: listLines(recipe.recipeIngredient ?? recipe.ingredients),
    instructions: instructionSteps(recipe.recipeInstructions),
  };
}

function firstValue(value: unknown): unknown {
  return Array.isArray(value) ? value[0] : value;
}

function firstText(value: unknown): string | undefined {
  const first = firstValue(value);
  return typeof first === 'string' || typeof first === 'number' ? cleanText(String(first)) : undefined;
}

/** A list of lines as written; a page that puts them in one string has one per line. */
function listLines(value: unknown): string[] | undefined {
  if (value === undefined || value === null) return undefined;
  const items = Array.isArray(value) ? value : [value];
  return items.flatMap((item) => (typeof item === 'string' ? textLines(item) : []));
}

/**
 * The steps in order: strings (one step per line), HowToStep (its text, or its name when it has no
 * text), HowToSection and ItemList (their steps, in order), and any nesting of those.
 */
function instructionSteps(value: unknown): string[] | undefined {
  if (value === undefined || value === null) return undefined;
  if (typeof value === 'string') return textLines(value);
  if (Array.isArray(value)) return value.flatMap((item) => instructionSteps(item) ?? []);
  if (typeof value !== 'object') return undefined;
  const step = value as JsonObject;
  if (step.itemListElement !== undefined) return instructionSteps(step.itemListElement);
  const text = typeof step.text === 'string' && step.text.trim() !== '' ? step.text : step.name;
  return typeof text === 'string' ? textLines(text) : undefined;
}

/** An image given as a URL, an ImageObject (`url`, `contentUrl`), or an array of either. */
function imageUrl(value: unknown): string | undefined {
  if (typeof value === 'string') return value.trim() || undefined;
  if (Array.isArray(value)) return value.map(imageUrl).find((url) => url !== undefined);
  if (value && typeof value === 'object') {
    const image = value as JsonObject;
    return imageUrl(image.url ?? image.contentUrl ?? image['@id']);
  }
  return undefined;
}
