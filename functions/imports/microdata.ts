import type { CheerioAPI } from 'cheerio';
import { type Element, isTag } from 'domhandler';
import { tagList } from '#shared/recipes/tag-list';
import { minutesFromDuration } from './durations';
import { documentOf, markupOf } from './markup';
import { elementsIn, nodesIn } from './page-document';
import { cleanText, elementText, textLines } from './page-text';
import { maxLines, type RecipeFields } from './recipe-draft';
import { recipeProperties, schemaCased } from './schema-properties';
import { servingsFromYield } from './servings';

/** An item of a recipe type: `[itemscope][itemtype]` or `[typeof]`, its type a recipe. */
const isRecipeScope = ({ attribs }: Element) =>
  ((attribs.itemscope !== undefined && attribs.itemtype !== undefined) || attribs.typeof !== undefined) &&
  (/schema\.org\/recipe\/?$/i.test(attribs.itemtype?.trim() ?? '') ||
    (attribs.itemtype === undefined && isRdfaRecipe(attribs.typeof ?? '')));

/**
 * The recipe a page marks up with microdata (`itemscope itemtype=".../Recipe"`) or with RDFa, its
 * twin in attributes (`vocab="https://schema.org/" typeof="Recipe"`, `property="recipeIngredient"`),
 * read alike.
 */
export function recipeFromMicrodata($: CheerioAPI): RecipeFields | undefined {
  const [scope] = elementsIn(documentOf($), isRecipeScope);
  if (scope === undefined) return undefined;
  const { own, containers } = propertiesOf(scope);
  // An element wrapping others marked the same is a container, not a value.
  const properties = (...names: string[]) =>
    own
      .filter(
        ({ element, names: marked }) =>
          names.some((name) => marked.includes(name)) &&
          !names.some((name) => containers.get(name)?.has(element)),
      )
      .map(({ element }) => element);
  const value = (name: string) => {
    const [element] = properties(name);
    return element === undefined ? undefined : propertyValue($, element);
  };
  // Some pages mark both the list and its lines; the lines are the ingredients.
  const ingredients = properties('recipeIngredient', 'ingredients');
  const instructions = properties('recipeInstructions');
  return {
    name: value('name'),
    description: value('description'),
    prepTime: minutesFromDuration(value('prepTime')),
    cookTime: minutesFromDuration(value('cookTime')),
    servings: servingsFromYield(value('recipeYield')),
    image: value('image'),
    ingredients:
      ingredients.length > 0
        ? ingredients.slice(0, maxLines).map((element) => propertyValue($, element))
        : undefined,
    instructions:
      instructions.length > 0
        ? instructions.slice(0, maxLines).flatMap((element) => stepsIn($, element))
        : undefined,
    tags: tagList(
      ['recipeCategory', 'recipeCuisine', 'keywords'].flatMap((name) =>
        properties(name)
          .slice(0, maxLines)
          .map((element) => propertyValue($, element)),
      ),
    ),
  };
}

/** `typeof="Recipe"`, `"schema:Recipe"`, `"https://schema.org/Recipe"`, among other types. */
const isRdfaRecipe = (types: string) =>
  types.split(/\s+/).some((type) => withoutVocabulary(type) === 'recipe');
/** "schema:recipeIngredient" or "https://schema.org/recipeIngredient" is "recipeIngredient". */
const withoutVocabulary = (name: string) =>
  name.slice(Math.max(name.lastIndexOf('/'), name.lastIndexOf(':')) + 1).toLowerCase();

/**
 * The property names an element is marked with (`itemprop="recipeIngredient ingredients"`, or in
 * RDFa `property="schema:recipeIngredient"`), as the recipe's properties are spelled.
 */
const propertyNames = (element: Element) =>
  (element.attribs.itemprop ?? element.attribs.property ?? '')
    .split(/\s+/)
    .filter(Boolean)
    .map((name) => schemaCased(withoutVocabulary(name)));
const hasProperty = (element: Element) =>
  element.attribs.itemprop !== undefined || element.attribs.property !== undefined;

/**
 * In one walk of the recipe's element: its own properties in order (a property of a nested item,
 * the author's name or a review's rating, is not the recipe's own) and, for each property read,
 * the elements that hold an element marked with it at any depth.
 */
function propertiesOf(scope: Element): {
  own: { element: Element; names: string[] }[];
  containers: Map<string, Set<Element>>;
} {
  // An element that starts an item of its own is a property of the recipe; what is inside it is not.
  const own = [...nodesIn(scope, (element) => element.parent !== scope && startsItem(element.parent))]
    .filter((node): node is Element => isTag(node) && hasProperty(node))
    .map((element) => ({ element, names: propertyNames(element) }));
  const containers = new Map(recipeProperties.map((name) => [name, new Set<Element>()]));
  for (const node of nodesIn(scope)) {
    if (!isTag(node) || !hasProperty(node)) continue;
    for (const name of propertyNames(node)) {
      const held = containers.get(name);
      // Each container is marked once: the walk up stops where an earlier walk marked it.
      for (
        let above = node.parent;
        held && above && isTag(above) && above !== scope && !held.has(above);
        above = above.parent
      )
        held.add(above);
    }
  }
  return { own, containers };
}

const startsItem = (node: Element['parent']) =>
  node !== null && isTag(node) && (node.attribs.itemscope !== undefined || node.attribs.typeof !== undefined);

/** A property's value as microdata defines it: the `content`, the link or image address, or the text. */
function propertyValue($: CheerioAPI, element: Element): string {
  const attribute = ['content', 'datetime', 'src', 'href'].find(
    (name) => element.attribs[name] !== undefined,
  );
  return attribute ? cleanText(element.attribs[attribute] ?? '') : elementText(markupOf($, element.children));
}

/** One `recipeInstructions` element may hold the whole method: its list items or lines are the steps. */
function stepsIn($: CheerioAPI, element: Element): string[] {
  const items = $(element).find('li');
  if (items.length > 0) return items.toArray().map((item) => elementText(markupOf($, item.children)));
  return textLines(markupOf($, element.children), elementText);
}
