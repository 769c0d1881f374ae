import { type CheerioAPI, load } from 'cheerio/slim';
import type { AnyNode, Document, Element } from 'domhandler';
import { textIn } from './page-document';
import { readLines } from './page-text';

/**
 * The page's document for the readers that query it with selectors (the HTML lists, microdata),
 * with its budget of markup (see `markupOf`).
 */
export function loadPage(document: Document, pageLength: number): CheerioAPI {
  const $ = load(document);
  budgets.set($, Math.min(maxMarkup, Math.max(minMarkup, pageLength * markupPerPageChar)));
  return $;
}

/** The page's document, for walks of all its elements (see `elementsIn`). */
export const documentOf = ($: CheerioAPI) => $.root()[0] as Document;

/**
 * The markup of these nodes (an element's `children`: what is inside it), as the readers take it to
 * read an element's text. Elements nested in one another each hold the markup of all below them:
 * a page of tables in tables or lists in lists, read level by level, would cost its size times its
 * depth. So a page has a budget of markup, a few times its own size: past it, nodes read as empty,
 * and the reading ends quickly.
 */
export function markupOf($: CheerioAPI, nodes: AnyNode[] | undefined): string {
  const left = budgets.get($) ?? 0;
  if (nodes === undefined || nodes.length === 0 || left <= 0) return '';
  const markup = $.html(nodes);
  budgets.set($, left - markup.length);
  return markup;
}

/**
 * The lines of text in an element as the page shows them (see `textIn`), tidied, empty ones left
 * out: what `textLines` reads from its markup, without writing the markup out. Counted against
 * the same budget.
 */
export function linesOf($: CheerioAPI, element: Element): string[] {
  const left = budgets.get($) ?? 0;
  if (left <= 0) return [];
  const text = textIn(element);
  budgets.set($, left - text.length);
  return readLines(text);
}

/** The dev pages read at most about as much markup as they have, with or without structured data. */
const markupPerPageChar = 2;
const minMarkup = 1_000_000;
/** A page's document holds at most `maxElements`: its markup, read several times over, no more. */
const maxMarkup = 2_000_000;

const budgets = new WeakMap<CheerioAPI, number>();

/** For measuring: how much of the page's budget is left. */
export const markupLeft = ($: CheerioAPI) => budgets.get($) ?? 0;
