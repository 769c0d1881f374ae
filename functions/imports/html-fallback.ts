import type { CheerioAPI } from 'cheerio';
import type { Element } from 'domhandler';
import { parseIngredientLine } from '#shared/recipes/ingredient-line';
import { attributesOf, type PageTags } from './page-tags';
import { cleanText, textLines } from './page-text';
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

/**
 * "Arretjescake – Recept": a title that ends in what the page is ("Recipe", in the languages recipe
 * pages are often written in), which is no part of the recipe's name.
 */
export function withoutPageKind(title: string): string {
  return title.replace(pageKind, '');
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
const pageKind = / [|\-–—·:] (?:recipes?|recept(?:en)?|rezepte?|recettes?|recetas?|ricett[ae]|receitas?)$/i;
const imageTag = /<img\b([^>]*)>/gi;
/** A photo, not a logo or an icon (those are SVG, PNG or GIF). */
const photo = /\.(?:jpe?g|webp)(?:[?#]|$)/i;

/**
 * The recipe's photo on a page that names none for sharing or in structured data: the photo whose
 * alternative text names the recipe, or else the first photo after the main heading.
 */
export function photoInPage(html: string, name: string): string | undefined {
  const heading = html.search(/<h1\b/i);
  let afterHeading: string | undefined;
  for (const match of html.matchAll(imageTag)) {
    const attributes = attributesOf(match[1] ?? '');
    const src = attributes.get('src') ?? '';
    if (!photo.test(src)) continue;
    if (name && attributes.get('alt')?.toLowerCase().includes(name.toLowerCase())) return src;
    if (afterHeading === undefined && heading !== -1 && match.index > heading) afterHeading = src;
  }
  return afterHeading;
}

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
  /** The list, table, or the element whose paragraphs are the lines. */
  list: Element;
  lines: string[];
  ingredientLines: number;
  paragraphs?: boolean;
}

/**
 * The page's lists in document order: lists and tables, and the runs of paragraphs in one element
 * (many pages write their ingredients or steps one paragraph, or one line of a paragraph, each).
 */
function pageLists($: CheerioAPI): Omit<PageList, 'ingredientLines'>[] {
  const lists: Omit<PageList, 'ingredientLines'>[] = [];
  for (const element of $('ul, ol, table, p').toArray()) {
    if (isHidden($, element)) continue;
    if (element.tagName !== 'p') {
      lists.push({ list: element, lines: itemLines($, element) });
      continue;
    }
    const parent = element.parent as Element | null;
    // A paragraph inside a list item or a table cell is part of that line.
    if (!parent || isInsideLine(element)) continue;
    const lines = textLines($(element).html() ?? '');
    const last = lists.at(-1);
    if (last?.paragraphs && last.list === parent) last.lines.push(...lines);
    else lists.push({ list: parent, lines, paragraphs: true });
  }
  return lists;
}

function isInsideLine(element: Element): boolean {
  for (let node = element.parent; node && 'tagName' in node; node = node.parent)
    if (node.tagName === 'li' || node.tagName === 'td' || node.tagName === 'th') return true;
  return false;
}

/**
 * The ingredients are the list with the most lines that read like ingredients, joined by the lists
 * right before and after it that read like ingredients too (a recipe in groups: "For the sauce"),
 * skipping hidden ones (the same list in other units).
 */
function ingredientAndStepLists($: CheerioAPI): { ingredients?: string[]; steps?: string[] } {
  const lists = pageLists($)
    .filter(({ lines }) => lines.length > 0)
    .map((list) => ({ ...list, ingredientLines: list.lines.filter(looksLikeIngredient).length }));
  // Paragraphs are the ingredients only on a page whose lists are not: text reads like them too.
  const ingredientLike = (list: PageList) => list.ingredientLines >= minimumIngredientLines;
  const best =
    maxBy(
      lists.filter((list) => !list.paragraphs && ingredientLike(list)),
      (list) => list.ingredientLines,
    ) ?? maxBy(lists.filter(ingredientLike), (list) => list.ingredientLines);
  if (best === undefined) return {};
  // Groups of one recipe are written alike: lists beside lists (a paragraph between them is a
  // group's heading), paragraphs beside paragraphs.
  const alike = lists.filter((list) => list.paragraphs === best.paragraphs);
  const bestIndex = alike.indexOf(best);
  let first = bestIndex;
  let last = bestIndex;
  const joins = (list: PageList | undefined, neighbour: PageList | undefined) =>
    list !== undefined &&
    neighbour !== undefined &&
    readsAsIngredients(list) &&
    !sameLinesInOtherUnits(list, best) &&
    onlyHeadingsBetween(lists, list, neighbour);
  while (first > 0 && joins(alike[first - 1], alike[first])) first--;
  while (last < alike.length - 1 && joins(alike[last + 1], alike[last])) last++;
  const ingredientLists = alike.slice(first, last + 1);
  const textLength = ({ lines }: PageList) => lines.join(' ').length;
  const after = lists.slice(lists.indexOf(ingredientLists.at(-1) ?? best) + 1).filter(readsAsSteps);
  // The method follows the ingredients: the longest list of sentences after them, numbered or not;
  // failing that, the longest numbered list anywhere; failing that, the paragraphs after them.
  const stepList =
    maxBy(
      after.filter(({ paragraphs }) => !paragraphs),
      textLength,
    ) ??
    maxBy(
      lists.filter(
        ({ list }) => list.tagName === 'ol' && !ingredientLists.some((item) => item.list === list),
      ),
      textLength,
    ) ??
    maxBy(after, textLength);
  return {
    ingredients: ingredientLists.flatMap(({ lines }) => lines),
    steps: stepList && oneItemMethod($, stepList),
  };
}

/** Longer than a group's heading ("For the sauce"): text that parts one part of the page from another. */
const longestHeading = 80;

/**
 * Lists of one recipe's groups follow one another with at most a heading between them; a list in
 * the sidebar is parted from the recipe by the text of the page.
 */
function onlyHeadingsBetween(lists: PageList[], one: PageList, other: PageList): boolean {
  const [from, to] = [lists.indexOf(one), lists.indexOf(other)].sort((a, b) => a - b);
  return lists.slice((from ?? 0) + 1, to).every(({ lines }) => lines.join(' ').length <= longestHeading);
}

/**
 * Pages that offer the ingredients in US and metric measures show one list and keep the other
 * beside it: the same lines, word for word, but for the amounts and units.
 */
function sameLinesInOtherUnits(list: PageList | undefined, other: PageList): boolean {
  if (list === undefined || list.lines.length !== other.lines.length) return false;
  const words = (line: string) =>
    parseIngredientLine(line)
      .name.toLowerCase()
      .replace(/[^\p{L}]+/gu, '');
  const same = list.lines.filter((line, index) => words(line) === words(other.lines[index] ?? '')).length;
  return same >= list.lines.length * 0.6;
}

/**
 * A method list of one item that holds several paragraphs is a list in name only: its paragraphs
 * are the steps (in an ingredient list, paragraphs in an item are one line's layout).
 */
function oneItemMethod($: CheerioAPI, { list, lines, paragraphs }: PageList): string[] {
  const items = paragraphs || list.tagName === 'table' ? [] : $(list).children('li').toArray();
  const [item] = items;
  if (lines.length !== 1 || items.length !== 1 || item === undefined) return lines;
  const html = $(item).html() ?? '';
  return /<p\b/i.test(html) ? textLines(html.replace(/<br\s*\/?>/gi, ' ')) : lines;
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

/**
 * The text of a list's own items (not those of a list nested inside one of them); a table's lines
 * are its rows, their cells read in order ("150ml" | "red wine").
 */
function itemLines($: CheerioAPI, list: Element): string[] {
  const items =
    list.tagName === 'table'
      ? $(list)
          .find('tr')
          .filter((_, row) => $(row).closest('table').is(list))
      : $(list).children('li');
  return items
    .toArray()
    .filter((item) => !isHidden($, item))
    .map((item) =>
      list.tagName === 'table'
        ? cleanText(
            $(item)
              .children('td, th')
              .toArray()
              .map((cell) => $(cell).html() ?? '')
              .join(' '),
          )
        : cleanText($(item).html() ?? ''),
    )
    .filter((line) => line !== '');
}

/**
 * "Preparation time: 20 mins", "Serves: 2", "Makes 12 servings", "Prep & Cook Time 1 hour": a
 * recipe's details, labelled, not its ingredients.
 */
const labelledDetail =
  /^(?:[^\d:]{2,30}:\s*\S|(?:makes|serves|servings|yields?|prep|preparation|cook|cooking|total|time)\b)/i;

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
