import { tagList } from '#shared/recipes/tag-list';
import { minutesFromDuration } from './durations';
import { cleanText, startsWithAmount, textLines } from './page-text';
import { maxLines, type RecipeFields } from './recipe-draft';
import { schemaCased } from './schema-properties';
import { servingsFromYield } from './servings';

type JsonObject = Record<string, unknown>;

/**
 * How deep the reader follows nested lists and references: real pages nest a list of sections of
 * steps three or four deep; JSON.parse takes any depth, and recursion on it would overflow the stack.
 */
const maxNesting = 8;

/**
 * The recipe a page describes in JSON-LD, wherever it sits: one block or several, a bare object,
 * an array, an `@graph`, or nested under another node (a WebPage's `mainEntity`).
 */
export function recipeFromJsonLd(blocks: string[]): RecipeFields | undefined {
  const recipes: JsonObject[] = [];
  const nodesById = new Map<string, JsonObject>();
  for (const block of blocks) {
    const data = parseJson(block);
    if (data !== undefined) collectRecipes(data, recipes, nodesById, 0);
  }
  // A page may list related recipes too; the one with the most ingredients is the page's own.
  const recipe = recipes.reduce<JsonObject | undefined>(
    (best, candidate) => (best && ingredientCount(best) >= ingredientCount(candidate) ? best : candidate),
    undefined,
  );
  return recipe && fieldsOf(recipe, nodesById);
}

function parseJson(text: string): unknown {
  if (nestsTooDeep(text)) return undefined;
  try {
    return JSON.parse(text);
  } catch {
    try {
      return JSON.parse(asStrictJson(text));
    } catch {
      return undefined;
    }
  }
}

/**
 * Whether brackets nest deeper than any recipe's data does, counted outside strings: JSON.parse
 * takes a block of a million `[` in its stride, but slowly, and none of it would be read.
 */
function nestsTooDeep(text: string): boolean {
  let depth = 0;
  let inString = false;
  for (let at = 0; at < text.length; at++) {
    const char = text.charCodeAt(at);
    if (inString) {
      if (char === backslash) at++;
      else if (char === quote) inString = false;
    } else if (char === quote) inString = true;
    else if (char === openBrace || char === openBracket) {
      if (++depth > maxJsonDepth) return true;
    } else if (char === closeBrace || char === closeBracket) depth--;
  }
  return false;
}

const [backslash, quote, openBrace, openBracket, closeBrace, closeBracket] = [...'\\"{[}]'].map((char) =>
  char.charCodeAt(0),
);
/** Recipe blocks nest a graph, a recipe, its sections, their steps: well under this. */
const maxJsonDepth = 64;
/** Far longer than a hand-written block, which is what breaks JSON's rules. */
const maxMendedLength = 200_000;

/**
 * Hand-written and templated blocks break JSON's rules in ways structured-data readers forgive:
 * raw line breaks or tabs inside strings, comments (`// …`, `/* … *\/`, an HTML comment or CDATA
 * wrapper) and a comma after the last item. A block broken otherwise (a `\'` escape) stays
 * unread, and the page's own markup speaks instead.
 */
function asStrictJson(text: string): string {
  // Mending reads character by character: a block this long that is not JSON is not mended.
  if (text.length > maxMendedLength) return text;
  let out = '';
  let inString = false;
  for (let at = 0; at < text.length; at++) {
    const char = text[at] ?? '';
    if (inString) {
      if (char === '\\') {
        out += char + (text[at + 1] ?? '');
        at++;
      } else if (char === '\n' || char === '\r' || char === '\t') {
        if (!out.endsWith(' ')) out += ' ';
      } else {
        if (char === '"') inString = false;
        out += char;
      }
      continue;
    }
    const rest = text.slice(at, at + 4);
    if (char === ',' && closesNext(text, at + 1)) {
      // A trailing comma: dropped.
    } else if (rest.startsWith('//')) {
      const end = text.indexOf('\n', at);
      at = end === -1 ? text.length : end;
    } else if (rest.startsWith('/*')) {
      const end = text.indexOf('*/', at + 2);
      at = end === -1 ? text.length : end + 1;
    } else if (rest === '<!--' || rest.startsWith('-->')) {
      at += rest === '<!--' ? 3 : 2;
    } else if (text.startsWith('<![CDATA[', at) || text.startsWith(']]>', at)) {
      at += text.startsWith(']]>', at) ? 2 : 8;
    } else {
      if (char === '"') inString = true;
      out += char;
    }
  }
  return out;
}

/**
 * Whether the next character after any spaces closes an object or an array. A scan of a slice
 * after each comma would cost its length at every comma of a block made of them.
 */
function closesNext(text: string, from: number): boolean {
  let at = from;
  while (at < text.length && /\s/.test(text[at] ?? '')) at++;
  return text[at] === '}' || text[at] === ']';
}

/** Finds the Recipe nodes, and indexes every node by `@id` for references such as `image: {"@id": …}`. */
function collectRecipes(
  node: unknown,
  found: JsonObject[],
  nodesById: Map<string, JsonObject>,
  depth: number,
): void {
  if (depth > maxNesting || node === null || typeof node !== 'object') return;
  if (Array.isArray(node)) {
    for (const item of node) collectRecipes(item, found, nodesById, depth + 1);
    return;
  }
  const object = node as JsonObject;
  const id = object['@id'];
  if (typeof id === 'string' && Object.keys(object).length > 1 && !nodesById.has(id))
    nodesById.set(id, object);
  if (isRecipe(object['@type'])) {
    found.push(object);
    return;
  }
  for (const value of Object.values(object)) collectRecipes(value, found, nodesById, depth + 1);
}

/** `"Recipe"`, `["Recipe", "NewsArticle"]`, `"schema:Recipe"` or `"http://schema.org/Recipe"`. */
function isRecipe(type: unknown): boolean {
  return isType(type, 'Recipe');
}

function isType(type: unknown, name: string): boolean {
  if (Array.isArray(type)) return type.some((item) => isType(item, name));
  return (
    typeof type === 'string' &&
    type
      .trim()
      .replace(/^.*[/:]/, '')
      .toLowerCase() === name.toLowerCase()
  );
}

function ingredientCount(recipe: JsonObject): number {
  const ingredients = recipe.recipeIngredient ?? recipe.ingredients;
  return Array.isArray(ingredients) ? ingredients.length : ingredients ? 1 : 0;
}

/** Hand-written blocks sometimes miscase a property ("RecipeInstructions"); schema.org means the same. */
function withSchemaCasing(node: JsonObject): JsonObject {
  const recipe: JsonObject = {};
  for (const [key, value] of Object.entries(node)) {
    const name = schemaCased(key);
    if (recipe[name] === undefined) recipe[name] = value;
  }
  return recipe;
}

function fieldsOf(node: JsonObject, nodesById: Map<string, JsonObject>): RecipeFields {
  const recipe = withSchemaCasing(node);
  const ingredientList = recipe.recipeIngredient ?? recipe.ingredients;
  const ingredients = listLines(ingredientList);
  return {
    name: firstText(recipe.name) || firstText(recipe.headline),
    description: firstText(recipe.description),
    prepTime: minutesFromDuration(firstValue(recipe.prepTime)),
    cookTime: minutesFromDuration(firstValue(recipe.cookTime)),
    servings: servingsFromYield(recipe.recipeYield ?? recipe.yield),
    image: imageUrl(recipe.image, nodesById),
    url: firstText(recipe.url),
    ingredients,
    ingredientsRunTogether: ingredients !== undefined && ingredients.length > itemCount(ingredientList),
    instructions: instructionSteps(withoutWrapper(recipe.recipeInstructions)),
    tags: tagList([recipe.recipeCategory, recipe.recipeCuisine, recipe.keywords]),
  };
}

/**
 * How many ingredients a list of several items names: one an item. A single string is the whole
 * list written out, its lines the ingredients, and a nested list (a list per group) is counted by
 * its lines too.
 */
function itemCount(list: unknown): number {
  return Array.isArray(list) && list.length > 1 && list.every((item) => typeof item === 'string')
    ? list.length
    : Number.POSITIVE_INFINITY;
}

function nonEmpty(line: string): string[] {
  return line === '' ? [] : [line];
}

function firstValue(value: unknown): unknown {
  return Array.isArray(value) ? value[0] : value;
}

function firstText(value: unknown): string | undefined {
  const first = firstValue(value);
  return typeof first === 'string' || typeof first === 'number' ? cleanText(String(first)) : undefined;
}

/**
 * A list of lines as written; a page that puts them all in one string has one per line, one that
 * nests lists (a list per group) has their lines in order, and a PropertyValue reads "value unit
 * name". Each item of a list of several is one ingredient (see `itemLines`). At most `maxLines`
 * lines, read from lists nested at most `maxNesting` deep: the rest is no recipe's.
 */
function listLines(value: unknown, depth = 0): string[] | undefined {
  if (value === undefined || value === null || depth > maxNesting) return undefined;
  const items = Array.isArray(value) ? value : [value];
  const oneBlock = items.length === 1;
  const lines: string[] = [];
  for (const item of items) {
    if (lines.length >= maxLines) break;
    lines.push(...itemOfList(item, oneBlock, depth));
  }
  return lines.slice(0, maxLines);
}

function itemOfList(item: unknown, oneBlock: boolean, depth: number): string[] {
  if (typeof item === 'string') return oneBlock ? textLines(item) : itemLines(item);
  if (Array.isArray(item)) return listLines(item, depth + 1) ?? [];
  if (item === null || typeof item !== 'object') return [];
  const node = item as JsonObject;
  if (isType(node['@type'], 'PropertyValue')) {
    const { value: amount, unitText, unitCode, name } = node;
    return textLines(
      [amount, unitText ?? unitCode, name]
        .filter((part) => typeof part === 'string' || typeof part === 'number')
        .join(' '),
    );
  }
  // A group written as a section ({name: "For the sauce", itemListElement: […]}) is its lines, its
  // name only a heading; any other node (HowToSupply, ListItem) is the line its text or name says.
  if (node.itemListElement !== undefined) return listLines(node.itemListElement, depth + 1) ?? [];
  const text = [node.text, node.name].find((part) => typeof part === 'string');
  return typeof text === 'string' ? nonEmpty(cleanText(text)) : [];
}

/**
 * One item of a list of several is one ingredient, and a line break inside it is only layout
 * ("1 cup flour<br>(sifted)"), unless more than one of its lines starts with an amount: then the
 * page has put several ingredients in one item ("3 Tbsp olive oil\n3 garlic cloves, minced").
 */
function itemLines(item: string): string[] {
  const lines = textLines(item);
  return lines.filter((line) => startsWithAmount.test(line)).length > 1 ? lines : nonEmpty(cleanText(item));
}

/**
 * A method given as one HowToSection or ItemList, not a list of them, is that list of steps: its
 * name ("Preparazione", "Instructions") titles the whole method, as the form's heading already does.
 */
function withoutWrapper(value: unknown): unknown {
  if (value === null || typeof value !== 'object' || Array.isArray(value)) return value;
  return (value as JsonObject).itemListElement ?? value;
}

/**
 * The steps in order: strings (one step per line), HowToStep, HowToSection and ItemList (their
 * steps, in order), and any nesting of those. A section's name and a step's own title ("Make the
 * dough") are the page's wording too, each kept as a line before what it heads.
 */
function instructionSteps(value: unknown, depth = 0): string[] | undefined {
  if (value === undefined || value === null || depth > maxNesting) return undefined;
  if (typeof value === 'string') return textLines(value).slice(0, maxLines);
  if (Array.isArray(value)) {
    const steps: string[] = [];
    for (const item of value) {
      if (steps.length >= maxLines) break;
      steps.push(...(instructionSteps(item, depth + 1) ?? []));
    }
    return steps.slice(0, maxLines);
  }
  if (typeof value !== 'object') return undefined;
  const step = value as JsonObject;
  const name = typeof step.name === 'string' ? cleanText(step.name) : '';
  if (step.itemListElement !== undefined) {
    const steps = instructionSteps(step.itemListElement, depth + 1) ?? [];
    return name && steps.length > 0 ? [name, ...steps] : steps;
  }
  // A HowToStep is one step by definition: line breaks inside its text are only layout.
  const text = typeof step.text === 'string' ? cleanText(step.text) : '';
  if (text === '') return name ? [name] : undefined;
  return isStepTitle(name, text) ? [name, text] : [text];
}

/**
 * A step's name is a title worth keeping only when it says something of its own: many pages repeat
 * the text (or its start) as the name, or number the steps ("Step 1").
 */
function isStepTitle(name: string, text: string): boolean {
  if (name === '' || /^\p{L}{0,12}\s*\d+\s*[.:)]?$/u.test(name)) return false;
  const shortName = name.replace(/[.…]+$/, '').toLowerCase();
  return !text.toLowerCase().startsWith(shortName);
}

/**
 * An image given as a URL, an ImageObject (`url`, `contentUrl`), a reference to one elsewhere in the
 * graph (`{"@id": …}`), or an array of those.
 */
function imageUrl(value: unknown, nodesById: Map<string, JsonObject>, depth = 0): string | undefined {
  // References may point at each other (a → b → a): followed no further than lists nest.
  if (depth > maxNesting) return undefined;
  if (typeof value === 'string') return value.trim() || undefined;
  if (Array.isArray(value)) {
    for (const item of value.slice(0, maxLines)) {
      const url = imageUrl(item, nodesById, depth + 1);
      if (url !== undefined) return url;
    }
    return undefined;
  }
  if (value && typeof value === 'object') {
    const image = value as JsonObject;
    const url = image.url ?? image.contentUrl;
    if (url !== undefined) return imageUrl(url, nodesById, depth + 1);
    const referenced = typeof image['@id'] === 'string' ? nodesById.get(image['@id']) : undefined;
    return referenced && referenced !== image ? imageUrl(referenced, nodesById, depth + 1) : undefined;
  }
  return undefined;
}
