import type { Document } from 'domhandler';
import { isTag, isText } from 'domhandler';
import { nodesIn } from './page-document';

/**
 * What the reader takes from the page as a whole, in one walk of its document: JSON-LD blocks,
 * `<meta>` and `<link>` tags, the title and the images.
 */
export interface PageTags {
  jsonLd: string[];
  /** `<meta>` content by lower-cased `property` or `name` ("og:title", "description"); the first wins. */
  meta: Map<string, string>;
  canonical: string | undefined;
  /** The first `<title>`'s text. */
  title: string | undefined;
  /** The `<img>` elements in order, and whether each comes after the first main heading (`<h1>`). */
  images: { src: string; alt: string | undefined; afterHeading: boolean }[];
  /** Whether an element says it holds a schema.org Recipe in microdata (`itemtype`). */
  hasMicrodataRecipe: boolean;
}

/** More than this many JSON-LD blocks or images is no page a person reads. */
const maxJsonLdBlocks = 50;
const maxImages = 2_000;
const microdataRecipe = /^\s*https?:\/\/schema\.org\/Recipe\b/i;

export function readPageTags(document: Document): PageTags {
  const tags: PageTags = {
    jsonLd: [],
    meta: new Map(),
    canonical: undefined,
    title: undefined,
    images: [],
    hasMicrodataRecipe: false,
  };
  let afterHeading = false;
  for (const node of nodesIn(document)) {
    if (!isTag(node)) continue;
    const { name, attribs } = node;
    if (attribs.itemtype !== undefined && microdataRecipe.test(attribs.itemtype))
      tags.hasMicrodataRecipe = true;
    if (name === 'script') {
      if (tags.jsonLd.length < maxJsonLdBlocks && /^application\/ld\+json$/i.test(attribs.type?.trim() ?? ''))
        tags.jsonLd.push(node.children.map((child) => (isText(child) ? child.data : '')).join(''));
    } else if (name === 'meta') {
      const key = (attribs.property ?? attribs.name)?.toLowerCase();
      if (key && attribs.content !== undefined && !tags.meta.has(key)) tags.meta.set(key, attribs.content);
    } else if (name === 'link') {
      const rel = attribs.rel?.toLowerCase().split(/\s+/) ?? [];
      if (tags.canonical === undefined && rel.includes('canonical')) tags.canonical = attribs.href;
    } else if (name === 'title') {
      tags.title ??= node.children.map((child) => (isText(child) ? child.data : '')).join('');
    } else if (name === 'h1') {
      afterHeading = true;
    } else if (name === 'img' && tags.images.length < maxImages) {
      tags.images.push({ src: attribs.src ?? '', alt: attribs.alt, afterHeading });
    }
  }
  return tags;
}
