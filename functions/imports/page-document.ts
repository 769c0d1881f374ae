import { type ChildNode, type Document, DomHandler, Element, isTag, isText } from 'domhandler';
import { Parser } from 'htmlparser2';
import { maxTextLength } from './page-text';

/**
 * How deep elements nest before new ones stop nesting deeper. Recipe pages nest a few dozen levels;
 * tens of thousands of unclosed tags make the parser's own bookkeeping and every walk of the tree
 * slow down faster than the page grows (and recursive walks overflow the stack). Browsers stop
 * nesting at a few hundred levels too.
 */
export const maxNestingDepth = 256;

/**
 * The most elements of a page the document holds. Real recipe pages have a few thousand (the
 * largest of the 227 dev pages 3,044, the median 1,092); building and walking a tree of a million
 * takes seconds, however flat, and each element costs the readers about 10 µs. Past this, the rest
 * of the page is left out (and not parsed), so the reading finds no recipe there.
 */
export const maxElements = 25_000;

/**
 * Attributes the readers match against as names (class and id against "ingredients", "hidden",
 * "comments"…, often for every list and several of its containers) are kept to this length: real
 * ones are a few dozen characters, and a page-sized class on a container would otherwise be read
 * once for every list inside it. Values read once (`content`, `src`, `href`) are kept whole.
 */
export const maxNameAttributeLength = 1_000;
const nameAttributes = ['class', 'id', 'style', 'role', 'itemprop', 'itemtype', 'aria-controls'];

const withNameAttributesClipped = (attribs: Record<string, string>) => {
  for (const name of nameAttributes) {
    const value = attribs[name];
    if (value !== undefined && value.length > maxNameAttributeLength)
      attribs[name] = value.slice(0, maxNameAttributeLength);
  }
  return attribs;
};

/**
 * A DOM builder that stops adding to the tree at `maxElements`, keeps a run of text to its first
 * `maxTextLength` characters (the most any reader reads as one piece; a script's text, JSON-LD, is
 * kept whole), and whose depth the parser can ask: its stack of open elements, less the document.
 */
class PageBuilder extends DomHandler {
  #elements = 0;

  get depth(): number {
    return this.tagStack.length - 1;
  }

  get full(): boolean {
    return this.#elements >= maxElements;
  }

  override onopentag(name: string, attribs: Record<string, string>): void {
    // Still pushed, so that the parser's closing tags pop what they opened; but in no tree.
    if (this.full) this.tagStack.push(leftOut);
    else {
      this.#elements++;
      super.onopentag(name, withNameAttributesClipped(attribs));
    }
  }

  override ontext(data: string): void {
    if (this.full) return;
    const parent = this.tagStack.at(-1);
    const clipped = !(parent !== undefined && isTag(parent) && parent.name === 'script');
    const last = this.lastNode;
    if (clipped && last !== null && isText(last) && last.data.length >= maxTextLength) return;
    super.ontext(data);
    const text = this.lastNode;
    if (clipped && text !== null && text.data.length > maxTextLength)
      text.data = text.data.slice(0, maxTextLength);
  }

  override oncomment(data: string): void {
    if (!this.full) super.oncomment(data);
  }

  override oncommentend(): void {
    if (!this.full) super.oncommentend();
  }

  override oncdatastart(): void {
    if (!this.full) super.oncdatastart();
  }

  override oncdataend(): void {
    if (!this.full) super.oncdataend();
  }

  override onprocessinginstruction(name: string, data: string): void {
    if (!this.full) super.onprocessinginstruction(name, data);
  }
}

/** What stands on the builder's stack for an element left out of the tree. */
const leftOut = new Element('left-out', {});

/**
 * htmlparser2 with a nesting cap: an element opened at the cap is made a leaf, as a void element
 * (`<br>`) is, so what follows becomes its sibling. Only the opening of a tag is decided so: a
 * closing tag still closes what is open.
 */
class DepthCappedParser extends Parser {
  #flatten = false;

  constructor(private readonly builder: PageBuilder) {
    super(builder);
  }

  override onopentagname(start: number, endIndex: number): void {
    this.#flatten = this.builder.depth >= maxNestingDepth;
    super.onopentagname(start, endIndex);
  }

  override onopentagend(endIndex: number): void {
    super.onopentagend(endIndex);
    this.#flatten = false;
  }

  override onselfclosingtag(endIndex: number): void {
    super.onselfclosingtag(endIndex);
    this.#flatten = false;
  }

  protected override isVoidElement(name: string): boolean {
    return this.#flatten || super.isVoidElement(name);
  }
}

/** The page as one document, parsed once, which every reader of the page then reads. */
export function parsePage(html: string): Document {
  const builder = new PageBuilder();
  const parser = new DepthCappedParser(builder);
  // Written a piece at a time, so that the rest of a page past the element cap, which the tree
  // leaves out, is not tokenised for nothing (on a page of tags, most of the page).
  for (let start = 0; start < html.length && !builder.full; start += pieceLength)
    parser.write(html.slice(start, start + pieceLength));
  parser.end();
  return withBody(builder.root);
}

/**
 * Elements outside any other ("<p>1 egg</p>" with no `<html>` or `<body>`, as HTML allows) are put
 * in a `<body>`, as a browser puts them: the readers then find every element's container an element.
 */
function withBody(document: Document): Document {
  if (document.children.every((node) => !isTag(node) || node.name === 'html')) return document;
  const body = new Element('body', {}, document.children);
  for (const node of body.children) node.parent = body;
  body.parent = document;
  document.children = [body];
  return document;
}

/** What the parser is handed at a time: past the element cap, at most this much more is read. */
const pieceLength = 64 * 1024;

/**
 * Every node under `root` in document order, without recursion (the stack stays flat however the
 * page nests). `skip` leaves out an element and everything in it.
 */
export function* nodesIn(root: { children: ChildNode[] }, skip?: (element: Element) => boolean) {
  const pending: ChildNode[] = [...root.children].reverse();
  for (let node = pending.pop(); node !== undefined; node = pending.pop()) {
    if (isTag(node) && skip?.(node)) continue;
    yield node;
    if ('children' in node)
      for (let index = node.children.length - 1; index >= 0; index--)
        pending.push(node.children[index] as ChildNode);
  }
}

/**
 * The elements under `root` that pass `test`, in document order: what a selector such as
 * `$('ul, ol, p')` finds, by one walk, without compiling and matching a selector at each element.
 */
export function* elementsIn(root: { children: ChildNode[] }, test: (element: Element) => boolean) {
  for (const node of nodesIn(root)) if (isTag(node) && test(node)) yield node;
}

/** Elements that hold no text a reader sees. */
const textless = new Set(['script', 'style', 'noscript', 'template']);
export const isTextless = (element: Element) => textless.has(element.name);

/** Inline elements sit inside words ("TERRANO<sup>®</sup>"): they part no text. */
const inline = new Set(['a', 'abbr', 'b', 'em', 'i', 'mark', 'small', 'span', 'strong', 'sub', 'sup', 'u']);
/** The elements that end a line of text where a page writes several steps or lines in one block. */
const lineBreaking = new Set(['br', 'p', 'li', 'div', 'h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'tr']);

/**
 * The text of `root` as a page shows it: text nodes in order, a line break where an element that
 * breaks lines starts or ends, a space around any other block element, nothing around inline ones.
 * Scripts, styles and templates are left out. The text is as the page has it (entities decoded
 * once): callers tidy it with `cleanText`.
 */
export function textIn(root: { children: ChildNode[] }): string {
  const pieces: string[] = [];
  const pending: (ChildNode | string)[] = [...root.children].reverse();
  for (let node = pending.pop(); node !== undefined; node = pending.pop()) {
    if (typeof node === 'string') {
      pieces.push(node);
    } else if (isText(node)) {
      pieces.push(node.data);
    } else if (isTag(node) && !isTextless(node)) {
      const edge = inline.has(node.name) ? '' : lineBreaking.has(node.name) ? '\n' : ' ';
      pieces.push(edge);
      pending.push(edge);
      for (let index = node.children.length - 1; index >= 0; index--)
        pending.push(node.children[index] as ChildNode);
    }
  }
  return pieces.join('');
}
