import type { Cheerio, CheerioAPI } from 'cheerio';
import type { Element } from 'domhandler';
import { tagList } from '#shared/recipes/tag-list';
import { minutesFromDuration } from './durations';
import { cleanText, elementText, textLines } from './page-text';
import type { RecipeFields } from './recipe-draft';
import { servingsFromYield } from './servings';

/** The recipe a page marks up with microdata (`itemscope itemtype=".../Recipe"`). */
export function recipeFromMicrodata($: CheerioAPI): RecipeFields | undefined {
  const scope = $('[itemscope][itemtype]')
    .filter((_, element) => /schema\.org\/recipe\/?$/i.test($(element).attr('itemtype')?.trim() ?? ''))
    .first();
  if (scope.length === 0) return undefined;
  const properties = (name: string) =>
    scope
      .find(`[itemprop~="${name}"]`)
      // A property of a nested item (the author's name, a review's rating) is not the recipe's own,
      // and an element wrapping others marked the same is a container, not a value.
      .filter(
        (_, element) =>
          $(element).parent().closest('[itemscope]').is(scope) &&
          $(element).find(`[itemprop~="${name}"]`).length === 0,
      );
  const value = (name: string) => {
    const element = properties(name).first();
    return element.length === 0 ? undefined : propertyValue(element);
  };
  const marked = properties('recipeIngredient').add(properties('ingredients'));
  // Some pages mark both the list and its lines; the lines are the ingredients.
  const ingredients = marked.filter(
    (_, element) => !marked.toArray().some((other) => $.contains(element, other)),
  );
  const instructions = properties('recipeInstructions');
  return {
    name: value('name'),
    description: value('description'),
    prepTime: minutesFromDuration(value('prepTime')),
    cookTime: minutesFromDuration(value('cookTime')),
    servings: servingsFromYield(value('recipeYield')),
    image: value('image'),
    ingredients:
      ingredients.length > 0 ? ingredients.toArray().map((element) => propertyValue($(element))) : undefined,
    instructions:
      instructions.length > 0
        ? instructions.toArray().flatMap((element) => stepsIn($, $(element)))
        : undefined,
    tags: tagList(
      ['recipeCategory', 'recipeCuisine', 'keywords'].flatMap((name) =>
        properties(name)
          .toArray()
          .map((element) => propertyValue($(element))),
      ),
    ),
  };
}

/** A property's value as microdata defines it: the `content`, the link or image address, or the text. */
function propertyValue(element: Cheerio<Element>): string {
  const attribute = ['content', 'datetime', 'src', 'href'].find((name) => element.attr(name) !== undefined);
  return attribute ? cleanText(element.attr(attribute) ?? '') : elementText(element.html() ?? '');
}

/** One `recipeInstructions` element may hold the whole method: its list items or lines are the steps. */
function stepsIn($: CheerioAPI, element: Cheerio<Element>): string[] {
  const items = element.find('li');
  if (items.length > 0) return items.toArray().map((item) => elementText($(item).html() ?? ''));
  return textLines(element.html() ?? '', elementText);
}
