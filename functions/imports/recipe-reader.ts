import { parseIngredientLine } from '#shared/recipes/ingredient-line';
import { timesInText } from './durations';
import { photoInPage, recipeFromHtml, recipeFromMetaTags, withoutPageKind } from './html-fallback';
import { splitIngredientRun } from './ingredient-runs';
import { recipeFromJsonLd } from './json-ld';
import { loadPage } from './markup';
import { recipeFromMicrodata } from './microdata';
import { withoutSecondSize } from './other-sizes';
import { parsePage, textIn } from './page-document';
import { readPageTags } from './page-tags';
import { absoluteUrl, cleanText } from './page-text';
import { maxLineLength, maxLines, type RecipeDraft, type RecipeFields } from './recipe-draft';
import { servingsInText } from './servings';
import { stepsAsShown } from './steps';

export type { DraftIngredient, RecipeDraft } from './recipe-draft';

/**
 * Reads the recipe on a page into a draft: schema.org JSON-LD first, then microdata, then the
 * page's sharing tags and the HTML lists, each filling only what the ones before it left open.
 * Undefined when the page holds no recipe (no ingredients and no steps). Pure: the caller fetches.
 *
 * The page is parsed once, into one document (nesting capped: see `parsePage`), which every way
 * of reading reads; each reads in time linear in the page's size, its lists and lines capped.
 */
export function readRecipe(html: string, pageUrl: string): RecipeDraft | undefined {
  const document = parsePage(html);
  const tags = readPageTags(document);
  const jsonLd = recipeFromJsonLd(tags.jsonLd);
  const sources = [jsonLd, recipeFromMetaTags(tags)];
  let pageList: string[] | undefined;
  // Reading the page's lists costs more than the rest: only when JSON-LD leaves a gap or is in doubt.
  if (!isComplete(jsonLd) || jsonLd.ingredientsRunTogether || (tags.hasMicrodataRecipe && hasGaps(jsonLd))) {
    const $ = loadPage(document, html.length);
    const fromHtml = recipeFromHtml($, tags);
    sources.splice(1, 0, recipeFromMicrodata($), fromHtml);
    sources.push({ name: cleanText(tags.title ?? '') });
    pageList = fromHtml.ingredients;
  }
  let text: string | undefined;
  const pageText = () => {
    text ??= textIn(document);
    return text;
  };
  // The yield and the times are often only in the page's text ("Serves 4", "Prep Time: 20 mins"),
  // even beside structured data.
  const lacks = (key: 'servings' | 'prepTime' | 'cookTime') =>
    sources.every((source) => source?.[key] === undefined);
  if (lacks('servings') || (lacks('prepTime') && lacks('cookTime'))) {
    const visible = cleanText(pageText());
    sources.push({ servings: servingsInText(visible), ...timesInText(visible) });
  }
  const pick = <K extends keyof RecipeFields>(key: K) => firstPresent(sources.map((source) => source?.[key]));
  // A line a page marks up and leaves empty is no ingredient.
  const ingredients = withoutSecondSize(
    withoutSummaries(asDraftLines(pickList(ingredientLists(sources, jsonLd, pageList)))).filter(
      (line) => line !== '' && !isGroupHeading(line),
    ),
  );
  const pickedSteps = pick('instructions') ?? [];
  const instructions = asDraftLines(
    pickedSteps === jsonLd?.instructions ? stepsAsShown(pageText(), pickedSteps) : pickedSteps,
  );
  if (ingredients.length === 0 && instructions.length === 0) return undefined;
  return {
    name: withoutPageKind(withoutSiteAddress(pick('name') ?? '', pageUrl)),
    description: pick('description') ?? '',
    prepTime: positiveOrNull(pick('prepTime')),
    cookTime: positiveOrNull(pick('cookTime')),
    servings: positiveOrNull(pick('servings')),
    externalRecipeUrl: absoluteUrl(tags.canonical, pageUrl) ?? absoluteUrl(pick('url'), pageUrl) ?? pageUrl,
    imageSourceUrl:
      absoluteUrl(pick('image'), pageUrl) ??
      absoluteUrl(photoInPage(tags, pick('name') ?? ''), pageUrl) ??
      null,
    ingredients: ingredients.map((line, index) => ({ ...parseIngredientLine(line), sortOrder: index + 1 })),
    instructions,
    tags: sources.find((source) => source?.tags?.length)?.tags ?? [],
  };
}

/**
 * Each way of reading's ingredients, in the order they are trusted. A structured-data list whose
 * items ran several lines together was cut again by the site's generator, which may cut inside a
 * line ("1.5 tsp ginger" read "5 tsp ginger"): the page's own list, when it has as many lines, is
 * the same list as the page shows it, and goes first.
 */
function ingredientLists(
  sources: (RecipeFields | undefined)[],
  jsonLd: RecipeFields | undefined,
  pageList: string[] | undefined,
): (string[] | undefined)[] {
  const lists = sources.map((source) => source?.ingredients);
  return jsonLd?.ingredientsRunTogether && pageList?.length === jsonLd.ingredients?.length
    ? [pageList, ...lists]
    : lists;
}

/**
 * "Apple pie | Smulweb.nl", "Apple pie - Example Kitchen" on example.com: a title (often the page's
 * `<title>`) that ends in the site's name, which names the site by its address. Only a last part
 * after a separator that holds a name of the page's host (its labels but the last, of 4 letters or
 * more) goes: a title that names its author or its site otherwise is left as the page writes it.
 */
function withoutSiteAddress(title: string, pageUrl: string): string {
  const labels = (URL.parse(pageUrl)?.hostname ?? '')
    .split('.')
    .slice(0, -1)
    .filter((label) => label.length >= 4 && label !== 'www');
  const separator = Math.max(title.lastIndexOf(' | '), title.lastIndexOf(' - '), title.lastIndexOf(' – '));
  if (separator <= 0 || labels.length === 0) return title;
  const last = title
    .slice(separator + 3)
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, '');
  return labels.some((label) => last.includes(label.replace(/-/g, ''))) ? title.slice(0, separator) : title;
}

/**
 * At most as many lines as a page's recipe could have, none longer than a step may be: what is
 * beyond is no recipe's, and what follows (`withoutSummaries`, the line parser) then stays cheap.
 */
function asDraftLines(lines: string[]): string[] {
  return lines.slice(0, maxLines).map((line) => line.slice(0, maxLineLength));
}

/**
 * "For the sauce:", "Für den Teig", "## Filling" among the ingredients head a group; they are no
 * ingredient, and the draft's flat list (and the recipe form) has no place for groups, so the line
 * is left out, as the reference scrapers leave it. A heading names no amount: a line with a digit
 * is an ingredient ("For the glaze: 2 tbsp honey").
 */
function isGroupHeading(line: string): boolean {
  if (/\d/.test(line)) return false;
  return line.endsWith(':') || markdownHeading.test(line) || forTheGroup.test(line);
}

/** "## Filling": a heading as markdown writes it, in a page's plain-text list. */
const markdownHeading = /^#{1,6}\s/;

/**
 * "For the sauce", "Für den Teig", "Pour la pâte", "Voor de saus", "Para la salsa", "Per il ripieno":
 * "for the" and a few words, nothing more (an ingredient names what it is, not what it is for).
 */
const forTheGroup =
  /^(?:for(?: the)?|für(?: den| die| das)?|pour(?: la| le| les| l[’'])?|voor(?: de| het)?|para(?: el| la| los| las)?|per(?: il| la| le| i| gli| l[’'])?)\s+\S+(?:\s+\S+){0,3}$/i;

/**
 * The first list of several lines: one "line" is rarely a recipe's ingredients but a category
 * ("Chicken") or every ingredient run together, and the page's own list says more; when no list
 * has more, a line that runs several ingredients together is split (`splitIngredientRun`).
 */
function pickList(lists: (string[] | undefined)[]): string[] {
  const picked = lists.find((list) => list !== undefined && list.length > 1) ?? firstPresent(lists) ?? [];
  // Every ingredient run together in one line is split where each begins.
  return picked.length === 1 ? splitIngredientRun(picked[0] as string) : picked;
}

/**
 * A line holding most of the other lines is them run together (a page that marks up its list and,
 * besides, one tag with the whole of it), not an ingredient of its own. Holding a few is not
 * enough: "salt and pepper" holds the lines "salt" and "pepper".
 */
function withoutSummaries(lines: string[]): string[] {
  const most = Math.max(3, (lines.length - 1) / 2);
  const isSummary = (line: string) => {
    let held = 0;
    // Only a longer line holds another; counting stops once the line is known to be a summary.
    for (const other of lines)
      if (other.length < line.length && line.includes(other) && ++held >= most) return true;
    return false;
  };
  return lines.filter((line) => !isSummary(line));
}

function isComplete(fields: RecipeFields | undefined): fields is RecipeFields {
  return Boolean(fields?.name && (fields.ingredients?.length ?? 0) > 1 && fields.instructions?.length);
}

function hasGaps(fields: RecipeFields | undefined): boolean {
  return (
    !isComplete(fields) ||
    fields.servings === undefined ||
    fields.image === undefined ||
    (fields.prepTime === undefined && fields.cookTime === undefined)
  );
}

/** The first value that says something: not undefined, not an empty string or list. */
function firstPresent<T>(values: (T | undefined)[]): T | undefined {
  return values.find(
    (value) =>
      value !== undefined &&
      !(typeof value === 'string' && value === '') &&
      !(Array.isArray(value) && value.length === 0),
  );
}

/** The form takes whole minutes and people of at least 1: a 0 on the page means "not given". */
function positiveOrNull(value: number | undefined): number | null {
  return value !== undefined && value > 0 ? value : null;
}
