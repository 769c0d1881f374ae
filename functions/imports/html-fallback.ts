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
/** "Serves 4", "Servings: 6", "Makes 12", "Porties: 4": the yield as pages without structured data write it. */
const servingsPhrase =
  /\b(?:serves|servings|yield|yields|makes|portions?|porties|personen|portionen|porciones|porções|porzioni|persone)\b\s*:?\s*(\d+)/i;

/**
 * A recipe read from the HTML alone, for pages without structured data: the largest list that reads
 * like ingredients and the ordered list of steps, the yield written in the text, and the main
 * heading when the sharing title confirms it (a page may have headings for other things).
 */
export function recipeFromHtml($: CheerioAPI, { meta }: PageTags): RecipeFields {
  const lists = $('ul, ol')
    .toArray()
    .map((list) => ({ list, lines: itemLines($, list) }))
    .filter(({ lines }) => lines.length > 0);
  const ingredientList = maxBy(lists, ({ lines }) => lines.filter(looksLikeIngredient).length);
  const hasIngredients =
    ingredientList !== undefined &&
    ingredientList.lines.filter(looksLikeIngredient).length >= minimumIngredientLines;
  const stepList = maxBy(
    lists.filter(({ list }) => list.tagName === 'ol' && list !== ingredientList?.list),
    ({ lines }) => lines.join(' ').length,
  );
  const heading = textOf($, 'h1');
  const sharingTitle = cleanText(meta.get('og:title') ?? '').toLowerCase();
  const servings = servingsPhrase.exec(cleanText($('body').html() ?? ''))?.[1];
  return {
    name: heading && sharingTitle.includes(heading.toLowerCase()) ? heading : undefined,
    servings: servings === undefined ? undefined : Number(servings),
    ingredients: hasIngredients ? ingredientList.lines : undefined,
    instructions: hasIngredients ? stepList?.lines : undefined,
  };
}

/** The text of a list's own items (not those of a list nested inside one of them). */
function itemLines($: CheerioAPI, list: Element): string[] {
  return $(list)
    .children('li')
    .toArray()
    .map((item) => cleanText($(item).html() ?? ''))
    .filter((line) => line !== '');
}

function looksLikeIngredient(line: string): boolean {
  if (line.length > 120) return false;
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
