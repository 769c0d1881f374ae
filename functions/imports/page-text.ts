import { decodeHTML } from 'entities';

const tag = /<[^>]*>/g;
const leftoverEntity = /&(#\d+|#x[0-9a-f]+|[a-z][a-z0-9]*);/i;
/** The tags that end a line of text where a page writes several steps or lines in one block. */
const lineBreakTag = /<br\s*\/?>|<\/(p|li|div|h[1-6]|tr)>/gi;

/**
 * Page text as a person reads it: tags stripped, entities decoded, whitespace (also no-break
 * spaces) collapsed. Structured data is often encoded twice ("&amp;amp;"), so a second pass
 * decodes what the first one left.
 */
export function cleanText(raw: string): string {
  let text = decodeHTML(raw.replace(tag, ' ')).replace(tag, ' ');
  if (leftoverEntity.test(text)) text = decodeHTML(text).replace(tag, ' ');
  return text.replace(/\s+/g, ' ').trim();
}

/** The non-empty lines of a block that may hold several: line breaks, paragraphs, list items. */
export function textLines(raw: string): string[] {
  return raw
    .replace(lineBreakTag, '\n')
    .split(/\r?\n|\r/)
    .map(cleanText)
    .filter((line) => line !== '');
}

/** An absolute http(s) address for a link found on the page, or undefined when it is not one. */
export function absoluteUrl(link: string | undefined, pageUrl: string): string | undefined {
  const trimmed = link?.trim();
  if (!trimmed) return undefined;
  try {
    const url = new URL(trimmed, pageUrl);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.href : undefined;
  } catch {
    return undefined;
  }
}
