import { decodeHTML } from 'entities';

/**
 * The few tags the reader needs from most pages, found without building the page's DOM (which
 * costs more than the whole rest of the reading on a large page): JSON-LD blocks, `<meta>` and
 * `<link>` tags. The DOM is built only when these do not hold the recipe.
 */
export interface PageTags {
  jsonLd: string[];
  /** `<meta>` content by lower-cased `property` or `name` ("og:title", "description"); the first wins. */
  meta: Map<string, string>;
  canonical: string | undefined;
}

const jsonLdScript = /<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi;
const metaOrLink = /<(meta|link)\b([^>]*)>/gi;
const attribute = /([^\s=/>"']+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s>"']+)))?/g;

export function readPageTags(html: string): PageTags {
  const jsonLd: string[] = [];
  for (const [, attributes = '', body = ''] of html.matchAll(jsonLdScript))
    if (/^application\/ld\+json$/i.test(attributesOf(attributes).get('type')?.trim() ?? ''))
      jsonLd.push(body);
  const meta = new Map<string, string>();
  let canonical: string | undefined;
  for (const [, tagName = '', attributeText = ''] of html.matchAll(metaOrLink)) {
    const attributes = attributesOf(attributeText);
    if (tagName.toLowerCase() === 'link') {
      const rel = attributes.get('rel')?.toLowerCase().split(/\s+/) ?? [];
      if (canonical === undefined && rel.includes('canonical')) canonical = attributes.get('href');
      continue;
    }
    const key = (attributes.get('property') ?? attributes.get('name'))?.toLowerCase();
    const content = attributes.get('content');
    if (key && content !== undefined && !meta.has(key)) meta.set(key, content);
  }
  return { jsonLd, meta, canonical };
}

/** A tag's attributes by lower-cased name, values decoded. */
export function attributesOf(text: string): Map<string, string> {
  const attributes = new Map<string, string>();
  for (const [, name = '', doubleQuoted, singleQuoted, bare] of text.matchAll(attribute))
    attributes.set(name.toLowerCase(), decodeHTML(doubleQuoted ?? singleQuoted ?? bare ?? ''));
  return attributes;
}
