import type { CheerioAPI } from 'cheerio';
import { type Element, isTag } from 'domhandler';
import { parseIngredientLine } from '#shared/recipes/ingredient-line';
import { hasAncestor, isOrHasAncestor } from './ancestors';
import { splitIngredientRun } from './ingredient-runs';
import { documentOf, linesOf, markupOf } from './markup';
import { sameLinesInOtherUnits } from './other-sizes';
import { elementsIn, nodesIn } from './page-document';
import type { PageTags } from './page-tags';
import { amountSign, cleanText, startsWithAmount, textLines } from './page-text';
import { maxLines, type RecipeFields } from './recipe-draft';

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
  const site = siteName.toLowerCase();
  const segments = title.split(titleSeparator);
  // A site names itself in a part or two ("Kitchen | Blog"); a title of thousands of parts is no
  // title, and testing each against the site's name would cost their count times its length.
  for (let dropped = 0; dropped < maxSiteParts && segments.length > 1; dropped++) {
    if (!site.includes(segments.at(-1)?.toLowerCase() ?? '')) break;
    segments.pop();
  }
  return segments.join(' - ');
}

const maxSiteParts = 3;

const titleSeparator = / [|\-–—·:] /;
const pageKind = / [|\-–—·:] (?:recipes?|recept(?:en)?|rezepte?|recettes?|recetas?|ricett[ae]|receitas?)$/i;
/** A photo, not a logo or an icon (those are SVG, PNG or GIF). */
const photo = /\.(?:jpe?g|webp)(?:[?#]|$)/i;

/**
 * The recipe's photo on a page that names none for sharing or in structured data: the photo whose
 * alternative text names the recipe, or else the first photo after the main heading.
 */
export function photoInPage({ images }: PageTags, name: string): string | undefined {
  const lowerName = name.toLowerCase();
  let afterHeading: string | undefined;
  for (const { src, alt, afterHeading: isAfterHeading } of images) {
    if (!photo.test(src)) continue;
    if (name && alt?.toLowerCase().includes(lowerName)) return src;
    if (afterHeading === undefined && isAfterHeading) afterHeading = src;
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
  /** Its markup names it an ingredient list (class or id): see `isMarkedAsIngredients`. */
  marked?: boolean;
  /** A paragraph that heads the paragraphs after it ("<strong>Ingredients</strong>"). */
  heading?: boolean;
}

/**
 * The page's lists in document order: lists and tables, and the runs of paragraphs in one element
 * (many pages write their ingredients or steps one paragraph, or one line of a paragraph, each).
 * A heading ends a run, as a paragraph set in bold ("Ingredients") or a heading or rule between
 * paragraphs: a post's introduction, its ingredients and its method are often paragraphs of one
 * element.
 */
function pageLists($: CheerioAPI): Omit<PageList, 'ingredientLines'>[] {
  const lists: Omit<PageList, 'ingredientLines'>[] = [];
  let lineCount = 0;
  const blocksRead = new Set<Element>();
  for (const found of elementsIn(documentOf($), isListOrLine)) {
    // Every line kept is tried as an ingredient: a page's recipe is in its first two thousand.
    if (lineCount >= maxPageLines) break;
    const element = found.tagName === 'br' ? lineBlockOf(found, blocksRead) : found;
    if (element === undefined || isHidden($, element) || isInHiddenPart(element) || isInNavigation(element))
      continue;
    if (element !== found) {
      // Lines parted by line breaks in an element that is no paragraph ("<span>750 g cabbage<br>1
      // leek…"): read like a paragraph's lines, a run of its own.
      const lines = linesOf($, element).slice(0, maxLines);
      lists.push({ list: element, lines, paragraphs: true });
      lineCount += lines.length;
      continue;
    }
    if (element.tagName !== 'p') {
      if (!isWrapper(element) && !isReadWithItsItem(element) && !isMenuOfLinks(element)) {
        const lines = itemLines($, element);
        lists.push({ list: element, lines });
        lineCount += lines.length;
      }
      continue;
    }
    const parent = element.parent as Element | null;
    // A paragraph inside a list item or a table cell is part of that line.
    if (!parent || isInsideLine(element) || isHidden($, parent)) continue;
    // A paragraph may hold a whole list run together ("200 g flour, 100 g butter, 2 eggs").
    const lines = linesOf($, element).flatMap(splitIngredientRun).slice(0, maxLines);
    const last = lists.at(-1);
    const heading = isHeadingItem($, element);
    // Counted as read, kept or not: a run already at `maxLines` keeps no more, but reading on costs.
    lineCount += lines.length;
    if (last?.paragraphs && !last.heading && !heading && last.list === parent && !afterHeading(element))
      last.lines.push(...lines.slice(0, Math.max(0, maxLines - last.lines.length)));
    else lists.push({ list: parent, lines, paragraphs: true, heading });
  }
  return lists;
}

const listOrLineTags = new Set(['ul', 'ol', 'dl', 'table', 'p', 'br']);
const isListOrLine = (element: Element) => listOrLineTags.has(element.name);

/**
 * The element a line break parts the lines of, when it is not read otherwise: not a paragraph or a
 * list's or table's line (those read their own lines), holding only text and inline markup (a
 * block holding lists or paragraphs is read through them), and once per element.
 */
function lineBlockOf(lineBreak: Element, blocksRead: Set<Element>): Element | undefined {
  const block = lineBreak.parent;
  if (block === null || !isTag(block) || blocksRead.has(block)) return undefined;
  blocksRead.add(block);
  const readOtherwise =
    block.name === 'p' || hasAncestor(lineBreak, isParagraphOrLine) || !childrenNamed(block).every(isInline);
  return readOtherwise ? undefined : block;
}

const isParagraphOrLine = (node: Element) => node.name === 'p' || isLine(node);
const inlineTags = new Set(['a', 'abbr', 'b', 'br', 'em', 'i', 'small', 'span', 'strong', 'sub', 'sup', 'u']);
const isInline = (element: Element) => inlineTags.has(element.name);

/**
 * The most lines of lists and paragraphs read from one page: far more than the lists of real
 * recipe pages hold, menus and comments included (the dev pages, read with and without their
 * structured data, read at most 204).
 */
const maxPageLines = 2_000;

/**
 * A site's menus and footer hold no recipe, and a shop's menu can be most of the page: its lists
 * are not read at all.
 */
const isInNavigation = (element: Element) => hasAncestor(element, isNavigation);
const isNavigation = (node: Element) =>
  node.name === 'nav' || node.name === 'footer' || node.attribs.role === 'navigation';

/**
 * A list each of whose items is one link and nothing else is a menu (a shop's products, the site's
 * other recipes, "Soup 20-30 minutes"), wherever the page puts it; a recipe's list is text, its
 * items at most holding a link ("1 cup <a>tahini</a>").
 */
function isMenuOfLinks(list: Element): boolean {
  if (list.tagName === 'table') return false;
  const items = childrenNamed(list, listItem);
  // A list the page names its ingredients is taken at its word, its lines linked to a shop or not.
  return items.length > 1 && items.every(isOneLink) && !isMarkedAsIngredients(list);
}

function isOneLink(item: Element): boolean {
  const content = item.children.filter(
    (child) => isTag(child) || (child.type === 'text' && child.data.trim() !== ''),
  );
  return content.length === 1 && isTag(content[0] as Element) && (content[0] as Element).name === 'a';
}

/** Whether a heading or a rule stands right before the paragraph. */
function afterHeading(paragraph: Element): boolean {
  let previous = paragraph.prev;
  while (previous && !isTag(previous)) previous = previous.prev;
  return previous !== null && /^(?:h[1-6]|hr)$/.test(previous.name);
}

/** A list inside an item of another list is read as part of that list (see `itemLines`). */
function isReadWithItsItem(list: Element): boolean {
  const item = list.parent as Element | null;
  const outer = item?.parent as Element | null;
  return item?.tagName === 'li' && outer !== null && !isWrapper(outer);
}

/** A list of one item that holds another list only wraps it: the inner list is the one read. */
function isWrapper(list: Element): boolean {
  const items = childrenNamed(list, listItem);
  return items.length === 1 && childrenNamed(items[0] as Element, lists).length > 0;
}

const listItem = new Set(['li']);
const lists = new Set(['ul', 'ol']);
const tableCells = new Set(['td', 'th']);
const boldOrHeading = new Set(['strong', 'b', 'h2', 'h3', 'h4', 'h5', 'h6']);

/**
 * An element's child elements, or those of the given tags. Pages can have thousands of list items:
 * this is what `$(element).children(selector)` finds, without compiling the selector at each one.
 */
function childrenNamed(element: Element, tags?: Set<string>): Element[] {
  return element.children.filter(
    (child): child is Element => isTag(child) && (tags === undefined || tags.has(child.name)),
  );
}

/**
 * "Step 1" set before each step (or on a line of its own) numbers it as the list already does;
 * the step is the text after it.
 */
function withoutStepLabels(steps: string[]): string[] {
  return steps.map((step) => step.replace(stepLabel, '')).filter((step) => step !== '');
}

const stepLabel = /^(?:step|stap|schritt|paso|passo|étape|etapa|krok)\s*\d+\s*[:.)\-–]?\s*/i;

const isInsideLine = (element: Element) => hasAncestor(element, isLine);
const isLine = (node: Element) => node.name === 'li' || tableCells.has(node.name);

/**
 * The ingredients are the list with the most lines that read like ingredients, joined by the lists
 * right before and after it that read like ingredients too (a recipe in groups: "For the sauce"),
 * skipping hidden ones (the same list in other units).
 */
function ingredientAndStepLists($: CheerioAPI): { ingredients?: string[]; steps?: string[] } {
  const lists = pageLists($)
    .filter(({ lines }) => lines.length > 0)
    .map((list) => ({
      ...list,
      // A facts table ("Energy 612 kcal", "Carbohydrates 47 g") has amounts but no ingredient.
      ingredientLines: list.lines.some(isLabelledFact) ? 0 : list.lines.filter(looksLikeIngredient).length,
      marked: isMarkedAsIngredients(list.list),
    }));
  // Paragraphs are the ingredients only on a page whose lists are not: text reads like them too.
  // A method has amounts too ("Bake at 200 degrees for 30 minutes."), but in sentences.
  const ingredientLike = (list: PageList) =>
    list.ingredientLines >= minimumIngredientLines && !isMethodLike(list);
  // A page that names its ingredient lists is taken at its word: the equipment, nutrition facts
  // and related recipes beside them have amounts too.
  const marked = lists.filter((list) => list.marked && ingredientLike(list));
  const candidates = marked.length > 0 ? marked : lists;
  const best =
    maxBy(
      candidates.filter((list) => !list.paragraphs && ingredientLike(list)),
      (list) => list.ingredientLines,
    ) ?? maxBy(candidates.filter(ingredientLike), (list) => list.ingredientLines);
  if (best === undefined) return {};
  // Groups of one recipe are written alike: lists beside lists (a paragraph between them is a
  // group's heading), paragraphs beside paragraphs. Among named lists, a group named so joins
  // even without amounts ("To serve: tortillas, soured cream"), as does a list of the same kind
  // in the same element that does not read as steps.
  const alike = lists.filter((list) => list.paragraphs === best.paragraphs && !list.heading);
  const bestIndex = alike.indexOf(best);
  let first = bestIndex;
  let last = bestIndex;
  const joins = (list: PageList | undefined, neighbour: PageList | undefined) =>
    list !== undefined &&
    neighbour !== undefined &&
    (best.marked
      ? list.marked === true
      : (readsAsIngredients(list) || isSiblingGroup(list, neighbour)) &&
        !isMarkedAsSteps(list.list) &&
        !isMethodLike(list)) &&
    !sameLinesInOtherUnits(list.lines, best.lines) &&
    onlyHeadingsBetween(lists, list, neighbour);
  while (first > 0 && joins(alike[first - 1], alike[first])) first--;
  while (last < alike.length - 1 && joins(alike[last + 1], alike[last])) last++;
  const ingredientLists = alike.slice(first, last + 1);
  const textLength = ({ lines }: PageList) => lines.join(' ').length;
  // Readers' comments are sentences in lists too, never the method.
  const notComments = lists.filter((list) => !isInComments(list.list));
  const after = notComments
    .slice(notComments.indexOf(ingredientLists.at(-1) ?? best) + 1)
    .filter((list) => readsAsSteps(list, isMarkedAsSteps(list.list)));
  // The method follows the ingredients: the longest list of sentences after them that the page
  // names a method, or else any, numbered or not; failing that, the longest numbered list
  // anywhere; failing that, the paragraphs after them.
  const namedSteps = after.filter(({ list, paragraphs }) => !paragraphs && isMarkedAsSteps(list));
  const longestNamed = maxBy(namedSteps, textLength);
  if (longestNamed !== undefined)
    return {
      ingredients: ingredientLists.flatMap(({ lines }) => lines),
      steps: withoutStepLabels(
        stepGroups(lists, namedSteps, longestNamed).flatMap((list) => oneItemMethod($, list)),
      ),
    };
  const stepList =
    maxBy(
      after.filter(({ paragraphs }) => !paragraphs),
      textLength,
    ) ??
    maxBy(
      notComments.filter(
        ({ list }) => list.tagName === 'ol' && !ingredientLists.some((item) => item.list === list),
      ),
      textLength,
    ) ??
    maxBy(after, textLength);
  return {
    ingredients: ingredientLists.flatMap(({ lines }) => lines),
    steps: stepList && withoutStepLabels(oneItemMethod($, stepList)),
  };
}

/**
 * Class names and ids that say "ingredients" ("wprm-recipe-ingredients", "ingredient-lists",
 * "ingredientes", "zutaten") on the list, a few of its containers, or its items.
 */
const ingredientName = /ingredi|zutat/i;
const markedLevels = 4;

function isMarkedAsIngredients(list: Element): boolean {
  if (ancestorsNamed(list, markedLevels, ingredientName)) return true;
  return childrenNamed(list, listItem).some((item) => ingredientName.test(item.attribs.class ?? ''));
}

/** Class names and ids that say "method" ("wprm-recipe-instructions", "directions", "zubereitung"). */
const stepsName = /instruction|direction|method|step|zubereitung|bereiding|preparaci|istruzion|procedim/i;

function isMarkedAsSteps(list: Element): boolean {
  return ancestorsNamed(list, markedLevels, stepsName);
}

/**
 * Inside a readers' comments section ("comments", "comment-list", "commentlist",
 * "BlogItem-comments"), at any depth; a post that merely has comments ("has-comments",
 * "comments-open") is not one.
 */
const isInComments = (list: Element) => isOrHasAncestor(list, isCommentsSection);
const isCommentsSection = (node: Element) =>
  commentsSection.test(` ${node.attribs.class ?? ''} ${node.attribs.id ?? ''} `);

const commentsSection =
  /(?:^|\s)(?!has-|no-|with-)(?:[a-z]*[-_])*comments?(?:list)?(?!-open|-closed|-count)(?:[-_]\S*)?(?:\s|$)/i;

/** Whether the element or one of its containers, up to `levels` of them, has a class or id like `name`. */
function ancestorsNamed(element: Element, levels: number, name: RegExp): boolean {
  let node: Element | null = element;
  for (let level = 0; node && level < levels; level++) {
    if (node.tagName === 'body') return false;
    if (name.test(` ${node.attribs?.class ?? ''} ${node.attribs?.id ?? ''} `)) return true;
    node = node.parent && 'attribs' in node.parent ? (node.parent as Element) : null;
  }
  return false;
}

/**
 * A method in groups ("For the cake", "For the frosting") is several lists the page names as its
 * method, one after another with at most a heading between them.
 */
function stepGroups(lists: PageList[], named: PageList[], longest: PageList): PageList[] {
  const at = named.indexOf(longest);
  let first = at;
  let last = at;
  while (first > 0 && onlyHeadingsBetween(lists, named[first - 1] as PageList, named[first] as PageList))
    first--;
  while (
    last < named.length - 1 &&
    onlyHeadingsBetween(lists, named[last] as PageList, named[last + 1] as PageList)
  )
    last++;
  return named.slice(first, last + 1);
}

/**
 * Two lists of one kind side by side in one element, the one neither a method nor the recipe's
 * details ("Serves: 4"): a recipe's groups.
 */
function isSiblingGroup(list: PageList, neighbour: PageList): boolean {
  return (
    !list.paragraphs &&
    list.list.tagName === neighbour.list.tagName &&
    list.list.parent === neighbour.list.parent &&
    !isMethodLike(list) &&
    !list.lines.some(isFact)
  );
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
 * A method list of one item that holds several paragraphs is a list in name only: its paragraphs
 * are the steps (in an ingredient list, paragraphs in an item are one line's layout).
 */
function oneItemMethod($: CheerioAPI, { list, lines, paragraphs }: PageList): string[] {
  const items = paragraphs || list.tagName === 'table' ? [] : childrenNamed(list, listItem);
  const [item] = items;
  if (lines.length !== 1 || items.length !== 1 || item === undefined) return lines;
  const html = markupOf($, item.children);
  return /<p\b/i.test(html) ? textLines(html.replace(/<br\s*\/?>/gi, ' ')) : lines;
}

/**
 * Long lines, most of them ending as sentences do: a method, though its steps have numbers ("Bake
 * at 200 degrees for 30 minutes."). Ingredient lines with long notes rarely end in a full stop.
 */
function isMethodLike(list: PageList): boolean {
  const sentences = list.lines.filter((line) => /[.!?]$/.test(line)).length;
  return readsAsSteps(list) && sentences * 2 > list.lines.length;
}

/** Steps are sentences; menus, tags and links are a word or two. */
function readsAsSteps({ lines }: PageList, named = false): boolean {
  return lines.join(' ').length >= lines.length * (named ? minimumNamedStepLength : minimumStepLength);
}

const minimumStepLength = 40;
/** A list the page names its method may hold short steps ("Mince the garlic."). */
const minimumNamedStepLength = 15;

function readsAsIngredients(list: PageList | undefined): boolean {
  return list !== undefined && list.ingredientLines * 2 >= list.lines.length;
}

/**
 * What the page hides (`hidden`, `display: none`, a class such as "hide", "is-hidden",
 * "u-visuallyhidden") is not what the reader sees: often the same list in other units.
 */
function isHidden($: CheerioAPI, node: Element): boolean {
  // Asked of each paragraph's parent, once per paragraph: remembered.
  let hidden = hiddenElements.get(node);
  if (hidden === undefined) {
    hidden = hidesItself($, node);
    hiddenElements.set(node, hidden);
  }
  return hidden;
}

const hiddenElements = new WeakMap<Element, boolean>();

function hidesItself($: CheerioAPI, node: Element): boolean {
  return hidesByMarkup(node) || isUnselectedTab($, node);
}

/** Hidden by its own markup: `hidden`, `display: none`, a class that hides. */
function hidesByMarkup(node: Element): boolean {
  return hidesWholly(node) || (node.attribs.class ?? '').split(/\s+/).some((name) => hidingClass.test(name));
}

/**
 * Hidden with all it holds: `hidden`, `display: none`, Bootstrap's `d-none` unless a class shows
 * it again from some width on ("d-none d-md-block"). Classes that merely name hiding ("js-focus-
 * hidden", Drupal's "field-label-hidden") hide only part of a container, if anything.
 */
function hidesWholly(node: Element): boolean {
  const { hidden, style, class: classes } = node.attribs;
  const classNames = (classes ?? '').split(/\s+/);
  return (
    hidden !== undefined ||
    /display\s*:\s*none/i.test(style ?? '') ||
    (classNames.includes('d-none') && !classNames.some((name) => shownFromAWidth.test(name)))
  );
}

const shownFromAWidth = /^d-[a-z]{2,3}-(?!none)[a-z-]+$/;

/**
 * Inside a container the page hides ("<div class="d-none"><ul>…"): a second version of the list
 * (another size, another machine) that the page shows only when asked.
 */
const isInHiddenPart = (element: Element) => hasAncestor(element, hidesWholly);

/**
 * A tab panel whose tab says it is not selected (WAI-ARIA tabs: `aria-controls` names the panel):
 * the page shows another tab's panel, often the same list in other units.
 */
function isUnselectedTab($: CheerioAPI, node: Element): boolean {
  const id = node.attribs.id;
  if (node.attribs.role !== 'tabpanel' || !id) return false;
  return tabsOf($).get(id) === 'false';
}

/**
 * The page's tabs, once per page: `aria-selected` of the first tab that controls each panel (by
 * the panel's id). Asking the page for its tabs at each panel would search the whole page each time.
 */
function tabsOf($: CheerioAPI): Map<string, string | undefined> {
  let tabs = tabsByPage.get($);
  if (tabs === undefined) {
    tabs = new Map();
    const isTab = (element: Element) => element.attribs.role === 'tab' && 'aria-controls' in element.attribs;
    for (const tab of elementsIn(documentOf($), isTab)) {
      const panel = tab.attribs['aria-controls'] ?? '';
      if (!tabs.has(panel)) tabs.set(panel, tab.attribs['aria-selected']);
    }
    tabsByPage.set($, tabs);
  }
  return tabs;
}

const tabsByPage = new WeakMap<CheerioAPI, Map<string, string | undefined>>();

/**
 * "overflow-hidden" clips, it does not hide. Text only for screen readers ("sr-only",
 * "screen-reader-text": a checkbox's "▢") is not on the page either.
 */
const hidingClass =
  /^(?!overflow)(?:.*[-_])?(?:hide|hidden|visuallyhidden|sr-only|screen-reader-text|screen-reader-only)$/i;

/** An item's markup without the parts the page hides inside it. */
function visibleHtml($: CheerioAPI, item: Element): string {
  const html = markupOf($, item.children);
  // Most items hide nothing: only those whose markup names a way of hiding are searched.
  if (!mayHide.test(html)) return html;
  const copy = $(item).clone();
  const removeHidden = (node: Element) => {
    for (const child of childrenNamed(node)) {
      if (isHidden($, child)) $(child).remove();
      else removeHidden(child);
    }
  };
  for (const node of copy.toArray()) removeHidden(node);
  return markupOf(
    $,
    copy.toArray().flatMap((node) => node.children),
  );
}

const mayHide = /hid|sr-only|screen-reader|display\s*:\s*none|d-none/i;

/** A box or bullet drawn before each line ("▢ 1 cup flour") is the list's decoration, not its text. */
const leadingMark = /^[\u2022\u2023\u2043\u25a0-\u25ff\u2610-\u2612\u2713\u2714]+\s*/u;

/**
 * The text of a list's own items (not those of a list nested inside one of them); a table's lines
 * are its rows, their cells read in order ("150ml" | "red wine"). At most `maxLines`: the items
 * after them are not read.
 */
function itemLines($: CheerioAPI, list: Element): string[] {
  if (list.tagName === 'dl') return termLines($, list);
  const items = list.tagName === 'table' ? rowsOf(list) : childrenNamed(list, listItem);
  const lines: string[] = [];
  for (const item of items) {
    if (lines.length >= maxLines) break;
    if (isHidden($, item) || isHeadingItem($, item)) continue;
    for (const line of linesOfItem($, list, item)) {
      const text = line.replace(leadingMark, '');
      if (text !== '') lines.push(text);
    }
  }
  return lines.slice(0, maxLines);
}

/** The line of one item of a list, or the lines of the list it heads. */
function linesOfItem($: CheerioAPI, list: Element, item: Element): string[] {
  if (list.tagName === 'table')
    return [
      cleanText(
        childrenNamed(item, tableCells)
          .map((cell) => visibleHtml($, cell))
          .join(' '),
      ),
    ];
  // An item holding a list either heads it ("Seasonings", then its lines: the lines are the
  // list's) or is an ingredient with notes listed under it, all one line.
  const inner = childrenNamed(item, lists);
  const ownText = () =>
    cleanText(
      markupOf(
        $,
        item.children.filter((child) => !(isTag(child) && lists.has(child.name))),
      ),
    );
  if (inner.length > 0 && headsItsList(ownText())) return inner.flatMap((nested) => itemLines($, nested));
  return [cleanText(visibleHtml($, item))];
}

/**
 * A description list's lines: each term with what describes it ("<dt>20 grammes</dt><dd>Beurre</dd>"
 * reads "20 grammes Beurre"), as a table's row reads its cells.
 */
function termLines($: CheerioAPI, list: Element): string[] {
  const lines: string[][] = [];
  for (const child of childrenNamed(list, terms)) {
    const line = lines.at(-1);
    const startsLine = child.name === 'dt' || line === undefined;
    if (startsLine ? lines.length >= maxLines : line.length >= maxDescriptions) continue;
    if (isHidden($, child)) continue;
    const text = cleanText(visibleHtml($, child));
    if (startsLine) lines.push([text]);
    else line.push(text);
  }
  return lines.map((parts) => parts.join(' ').trim()).filter((line) => line !== '');
}

/** More descriptions of one term than this are no ingredient's: the rest are not read. */
const maxDescriptions = 8;
const terms = new Set(['dt', 'dd']);

/** A table's own rows, not those of a table inside one of its cells. */
function rowsOf(table: Element): Element[] {
  return [...nodesIn(table, (element) => element.name === 'table')].filter(
    (node): node is Element => isTag(node) && node.name === 'tr',
  );
}

/** An item's own text that names no amount or unit ("Seasonings", "For the garnish") heads its list. */
function headsItsList(text: string): boolean {
  const { amount, unit } = parseIngredientLine(text);
  return amount === null && unit === null;
}

/**
 * A list item that heads the items after it ("For the meatballs", "Voor 2 banketstaven"): marked
 * as a heading or title by its class, or all of its text set in bold with no amount to start it.
 * The draft's flat list has no place for it, as for headings ending in ":" elsewhere.
 */
function isHeadingItem($: CheerioAPI, item: Element): boolean {
  if ((item.attribs.class ?? '').split(/\s+/).some((name) => headingClass.test(name))) return true;
  const bold = childrenNamed(item, boldOrHeading);
  if (bold.length === 0) return false;
  const text = cleanText(markupOf($, item.children));
  const boldText = cleanText(bold.map((node) => markupOf($, node.children)).join(' '));
  return text !== '' && text === boldText && !startsWithAmount.test(text);
}

const headingClass = /(?:^|[-_])(?:head|header|heading|title|titulo|titel|titre|section|subtitle)(?:$|[-_])/i;

/**
 * "Preparation time: 20 mins", "Serves: 2", "Makes 12 servings", "Prep & Cook Time 1 hour": a
 * recipe's details, labelled, not its ingredients.
 */
const labelledDetail =
  /^(?:[^\d:]{2,30}:\s*\S|(?:makes|serves|servings|yields?|prep|preparation|cook|cooking|total|time)\b)/i;

/**
 * A recipe's facts table or list without colons ("Tiempo total 12 m", "Kalorien 450 kcal", "20-30
 * min."): a time or an energy, after a label or alone, which measure no ingredient.
 */
const labelledFact =
  /^(?:[^\d:]{2,30}\s)?\d{1,4}(?:[.,]\d{1,2})?(?:\s?[-–]\s?\d{1,4})?\s?(?:m|mins?|minut[eoi]s?|minuten|h|hrs?|hours?|horas?|ore|stunden?|uur|heures?|kcal|kj|cal|calories|kalorien)\.?$/i;

/**
 * "Calories 294", "Energie: 1250 kJ": a nutrition table names the energy first, its number after,
 * often without a unit; no ingredient is called so.
 */
const energyFirst =
  /^(?:calories|calorías|calorie|kalorien|kalorie|energy|energie|énergie|energía|energia|kcal|kj)\b[^\d]{0,12}\d/i;

const isLabelledFact = (line: string) => labelledFact.test(line) || energyFirst.test(line);
const isFact = (line: string) => labelledDetail.test(line) || isLabelledFact(line);

function looksLikeIngredient(line: string): boolean {
  // Nearly every ingredient list has amounts; testing for one first spares parsing menus and links.
  if (line.length > 120 || !amountSign.test(line) || isFact(line)) return false;
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
  const element = $(selector).toArray().find(isTag);
  return cleanText(markupOf($, element?.children)) || undefined;
}
