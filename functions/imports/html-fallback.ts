import type { CheerioAPI } from 'cheerio';
import type { Element } from 'domhandler';
import { parseIngredientLine } from '#shared/recipes/ingredient-line';
import type { PageTags } from './page-tags';
import { cleanText } from './page-text';
import type { RecipeFields } from './recipe-draft';

/** Fewer lines than this with an amount or a unit is not an ingredient list but a chance match. */
const minimumIngredientLines = 2;

/**
 * What the page announces for sharing (Open Graph, meta description): a title, an image, its own
 * address. Read from the tags alone, so it costs nothing on pages whose structured data suffices.
 */
export function recipeFromMetaTags({ meta }: PageTags): RecipeFields {
  const content = (name: string) => cleanText(meta.get(name) ?? '') || undefined;
  const title = content('og:title') ?? content('twitter:title');
  return {
    name: title && withoutSiteName(title, content('og:site_name')),
    description: content('og:description') ?? content('description'),
    image: content('og:image') ?? content('og:image:url') ?? content('twitter:image'),
    url: content('og:url'),
  };
}

/** "Green Shakshuka - Farmhouse Delivery": the sharing title names the site too. */
function withoutSiteName(title: string, siteName: string | undefined): string {
  if (!siteName) return title;
  const segments = title.split(titleSeparator);
  while (segments.length > 1 && siteName.toLowerCase().includes(segments.at(-1)?.toLowerCase() ?? ''))
    segments.pop();
  return segments.join(' - ');
}

const titleSeparator = / [|\-–—·:] /;
/**
 * A recipe read from the HTML alone, for pages without structured data: the lists that read like
 * ingredients, the list of steps after them, and the main heading when the sharing title confirms
 * it (a page may have headings for other things).
 */
export function recipeFromHtml($: CheerioAPI, { meta }: PageTags): RecipeFields {
  const { ingredients, steps } = ingredientAndStepLists($);
  const heading = textOf($, 'h1');
  const sharingTitle = cleanText(meta.get('og:title') ?? '').toLowerCase();
  return {
    name: heading && sharingTitle.includes(heading.toLowerCase()) ? heading : undefined,
    ingredients,
    instructions: ingredients ? steps : undefined,
  };
}

interface PageList {
  list: Element;
  lines: string[];
  ingredientLines: number;
}

/**
 * The ingredients are the list with the most lines that read like ingredients, joined by the lists
 * right before and after it that read like ingredients too (a recipe in groups: "For the sauce"),
 * skipping hidden ones (the same list in other units).
 */
function ingredientAndStepLists($: CheerioAPI): { ingredients?: string[]; steps?: string[] } {
  const lists: PageList[] = $('ul, ol')
    .toArray()
    .filter((list) => !isHidden($, list))
    .map((list) => {
      const lines = itemLines($, list);
      return { list, lines, ingredientLines: lines.filter(looksLikeIngredient).length };
    })
    .filter(({ lines }) => lines.length > 0);
  const best = maxBy(lists, (list) => list.ingredientLines);
  if (best === undefined || best.ingredientLines < minimumIngredientLines) return {};
  const bestIndex = lists.indexOf(best);
  let first = bestIndex;
  let last = bestIndex;
  while (first > 0 && readsAsIngredients(lists[first - 1])) first--;
  while (last < lists.length - 1 && readsAsIngredients(lists[last + 1])) last++;
  const ingredientLists = lists.slice(first, last + 1);
  const textLength = ({ lines }: PageList) => lines.join(' ').length;
  // The method follows the ingredients: the longest list of sentences after them, numbered or not;
  // failing that, the longest numbered list anywhere.
  const stepList =
    maxBy(lists.slice(last + 1).filter(readsAsSteps), textLength) ??
    maxBy(
      lists.filter(
        ({ list }) => list.tagName === 'ol' && !ingredientLists.some((item) => item.list === list),
      ),
      textLength,
    );
  return { ingredients: ingredientLists.flatMap(({ lines }) => lines), steps: stepList?.lines };
}

/** Steps are sentences; menus, tags and links are a word or two. */
function readsAsSteps({ lines }: PageList): boolean {
  return lines.join(' ').length >= lines.length * minimumStepLength;
}

const minimumStepLength = 40;

function readsAsIngredients(list: PageList | undefined): boolean {
  return list !== undefined && list.ingredientLines * 2 >= list.lines.length;
}

/**
 * What the page hides (`hidden`, `display: none`, a class such as "hide", "is-hidden",
 * "u-visuallyhidden") is not what the reader sees: often the same list in other units.
 */
function isHidden($: CheerioAPI, node: Element): boolean {
  const element = $(node);
  return (
    element.attr('hidden') !== undefined ||
    /display\s*:\s*none/i.test(element.attr('style') ?? '') ||
    (element.attr('class') ?? '').split(/\s+/).some((name) => hidingClass.test(name))
  );
}

/** "overflow-hidden" clips, it does not hide. */
const hidingClass = /^(?!overflow)(?:.*[-_])?(?:hide|hidden|visuallyhidden)$/i;

/** The text of a list's own items (not those of a list nested inside one of them). */
function itemLines($: CheerioAPI, list: Element): string[] {
  return $(list)
    .children('li')
    .toArray()
    .filter((item) => !isHidden($, item))
    .map((item) => cleanText($(item).html() ?? ''))
    .filter((line) => line !== '');
}

/** "Preparation time: 20 mins", "Serves: 2": a recipe's details, labelled, not its ingredients. */
const labelledDetail = /^[^\d:]{2,30}:\s*\S/;

/** Nearly every ingredient list has amounts; testing for one first spares parsing menus and links. */
const amountSign = /[\d¼½¾⅐⅑⅒⅓⅔⅕⅖⅗⅘⅙⅚⅛⅜⅝⅞]/;

function looksLikeIngredient(line: string): boolean {
  if (line.length > 120 || !amountSign.test(line) || labelledDetail.test(line)) return false;
  const parsed = parseIngredientLine(line);
  return parsed.amount !== null || parsed.unit !== null;
}

function maxBy<T>(items: T[], score: (item: T) => number): T | undefined {
  let best: T | undefined;
  let bestScore = Number.NEGATIVE_INFINITY;
  for (const item of items) {
    const itemScore = score(item);
    if (itemScore > bestScore) {
      best = item;
      bestScore = itemScore;
    }
  }
  return best;
}

function textOf($: CheerioAPI, selector: string): string | undefined {
  return cleanText($(selector).first().html() ?? '') || undefined;
}
