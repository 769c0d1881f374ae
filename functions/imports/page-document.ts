import { type ChildNode, type Document, DomHandler, Element, isTag, isText } from 'domhandler';
import { Parser } from 'htmlparser2';

/**
 * How deep elements nest before new ones stop nesting deeper. Recipe pages nest a few dozen levels;
 * tens of thousands of unclosed tags make the parser's own bookkeeping and every walk of the tree
 * slow down faster than the page grows (and recursive walks overflow the stack). Browsers stop
 * nesting at a few hundred levels too.
 */
export const maxNestingDepth = 256;

/**
 * The most elements of a page the document holds. Real recipe pages have a few thousand (the
 * largest of the dev pages about 3,000); building and walking a tree of a million takes seconds,
 * however flat. Past this, the rest of the page is left out, so the reading finds no recipe there.
 */
export const maxElements = 50_000;

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
 * A DOM builder that stops adding to the tree at `maxElements`, and whose depth the parser can
 * ask: its stack of open elements, less the document.
 */
class PageBuilder extends DomHandler {
  #elements = 0;

  get depth(): number {
    return this.tagStack.length - 1;
  }

  get #full(): boolean {
    return this.#elements >= maxElements;
  }

  override onopentag(name: string, attribs: Record<string, string>): void {
    // Still pushed, so that the parser's closing tags pop what they opened; but in no tree.
    if (this.#full) this.tagStack.push(leftOut);
    else {
      this.#elements++;
      super.onopentag(name, withNameAttributesClipped(attribs));
    }
  }

  override ontext(data: string): void {
    if (!this.#full) super.ontext(data);
  }

  override oncomment(data: string): void {
    if (!this.#full) super.oncomment(data);
  }

  override oncommentend(): void {
    if (!this.#full) super.oncommentend();
  }

  override oncdatastart(): void {
    if (!this.#full) super.oncdatastart();
  }

  override oncdataend(): void {
    if (!this.#full) super.oncdataend();
  }

  override onprocessinginstruction(name: string, data: string): void {
    if (!this.#full) super.onprocessinginstruction(name, data);
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
  new DepthCappedParser(builder).end(html);
  return builder.root;
}

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
