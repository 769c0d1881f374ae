import { decodeHTML } from 'entities';
import { maxLines } from './recipe-draft';

/**
 * The most text (or markup) read as one piece: a whole page's visible text, a method in one
 * string, a list item. The dev pages' longest visible text is under 40,000 characters; a piece of
 * megabytes is no recipe's, and every pass over it (decoding, tags, spaces) would cost its length.
 */
export const maxTextLength = 500_000;

/*
 * A tag's body is `[^<>]*`, not `[^>]*`: on text with many a `<` and no `>` ("<<<<", an unclosed
 * tag), the latter scans to the end of the text from every `<`, time growing with the square of
 * the length.
 */
const tag = /<[^<>]*>/g;
/** Inline tags sit inside words ("TERRANO<sup>®</sup>"): removed without leaving a space. */
const inlineTag = /<\/?(a|abbr|b|em|i|mark|small|span|strong|sub|sup|u)\b[^<>]*>/gi;
const zeroWidth = /[\u200b-\u200d\u2060\ufeff]/g;
const leftoverEntity = /&(#\d+|#x[0-9a-f]+|[a-z][a-z0-9]*);/i;
/** The tags that end a line of text where a page writes several steps or lines in one block. */
const lineBreakTag = /<br\s*\/?>|<\/?(p|li|div|h[1-6]|tr)\b[^<>]*>/gi;

/**
 * Page text as a person reads it: tags stripped, entities decoded, whitespace (also no-break
 * spaces) collapsed. Structured data is often encoded twice ("&amp;amp;"), so a second pass
 * decodes what the first one left.
 */
export function cleanText(raw: string): string {
  let text = stripTags(decodeHTML(stripTags(raw.slice(0, maxTextLength))));
  if (leftoverEntity.test(text)) text = stripTags(decodeHTML(text));
  return tidy(text);
}

function stripTags(html: string): string {
  return html.replace(inlineTag, '').replace(tag, ' ');
}

/**
 * Whitespace as a browser shows it, and the marks that joining pieces of markup leaves: doubled
 * brackets ("((optional))"), a UTF-8 no-break space read as Latin-1 ("cupÂ orange"). A space before
 * a comma ("coconut , peanuts") is what the page shows, and stays, as recipe-scrapers keeps it.
 */
function tidy(text: string): string {
  return text
    .replace(zeroWidth, '')
    .replace(/\u00c2(?=\u00a0)/g, '')
    .replace(/\s+/g, ' ')
    .replace(/\(\(([^()]*)\)\)/g, '($1)')
    .trim();
}

/**
 * Text as structured-data extractors read an element marked up with microdata (extruct, through
 * html-text): every tag parts words, as on a rendered page, except before punctuation and after an
 * opening bracket ("vaso -<em>excepto</em>- y" reads "vaso - excepto - y", "(<b>1</b>)" reads "(1)").
 */
export function elementText(html: string): string {
  let text = '';
  for (const piece of html.slice(0, maxTextLength).split(tag)) {
    const chunk = decodeHTML(piece);
    if (chunk.trim() === '') {
      text += chunk;
      continue;
    }
    // The last character alone: a `\s$` search of the whole text so far would grow with its square.
    const last = text.at(-1) ?? '';
    if (text !== '' && !/\s/.test(last) && !/^[\s,:;.!?")]/.test(chunk) && last !== '(') text += ' ';
    text += chunk;
  }
  return tidy(text);
}

/** The non-empty lines of a block that may hold several: line breaks, paragraphs, list items. */
export function textLines(raw: string, read: (html: string) => string = cleanText): string[] {
  return readLines(raw.slice(0, maxTextLength).replace(lineBreakTag, '\n'), read);
}

/**
 * The lines of a text that hold more than spaces, each from its first character that is not one,
 * read as they are needed: a run of blank lines is passed over in one scan, not read line by line.
 * At most `linesTriedPerLine` times `maxLines` of them: a line that reads as nothing (`&nbsp;`, a
 * tag alone) is passed over by the caller, but a text of nothing else is not read to its end.
 */
export function* linesToTry(text: string): Generator<string> {
  let tried = 0;
  for (const [line] of text.matchAll(nonBlankLine)) {
    if (++tried > maxLines * linesTriedPerLine) return;
    yield line;
  }
}

const nonBlankLine = /\S[^\r\n]*/g;
const linesTriedPerLine = 5;

/** The lines of a text as `read` reads them, empty ones left out: at most `maxLines` (see `linesToTry`). */
export function readLines(text: string, read: (line: string) => string = cleanText): string[] {
  const lines: string[] = [];
  for (const line of linesToTry(text)) {
    if (lines.length >= maxLines) break;
    const readLine = read(line);
    if (readLine !== '') lines.push(readLine);
  }
  return lines;
}

/** A digit or a fraction glyph: what an amount is written with. */
export const amountSign = /[\d٠-٩۰-۹¼½¾⅐⅑⅒⅓⅔⅕⅖⅗⅘⅙⅚⅛⅜⅝⅞]/;
export const startsWithAmount = new RegExp(`^${amountSign.source}`);

/** An absolute http(s) address for a link found on the page, or undefined when it is not one. */
export function absoluteUrl(link: string | undefined, pageUrl: string): string | undefined {
  const trimmed = link?.trim();
  if (!trimmed) return undefined;
  // An address that is not itself valid cannot resolve relative links, but absolute ones still hold.
  const url = URL.parse(trimmed, URL.canParse(pageUrl) ? pageUrl : undefined);
  return url?.protocol === 'http:' || url?.protocol === 'https:' ? url.href : undefined;
}
