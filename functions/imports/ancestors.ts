import { type Element, isTag } from 'domhandler';

/**
 * Whether an element or one of its containers below `<body>` passes `test`. Asked of every list
 * and paragraph of a page, a walk up from each would cost the page's depth each time: the answer
 * is remembered per element (and per test), so each element is tested once. `test` must be one
 * function for all calls (a module's constant), not made anew at each.
 */
export function isOrHasAncestor(element: Element, test: (element: Element) => boolean): boolean {
  let known = answers.get(test);
  if (known === undefined) {
    known = new WeakMap();
    answers.set(test, known);
  }
  const walked: Element[] = [];
  let answer = false;
  for (let node: Element | null = element; node && node.name !== 'body'; ) {
    const remembered = known.get(node);
    if (remembered !== undefined) {
      answer = remembered;
      break;
    }
    walked.push(node);
    if (test(node)) {
      answer = true;
      break;
    }
    node = node.parent && isTag(node.parent) ? node.parent : null;
  }
  for (const node of walked) known.set(node, answer);
  return answer;
}

/** Whether one of the element's containers below `<body>` passes `test` (see `isOrHasAncestor`). */
export function hasAncestor(element: Element, test: (element: Element) => boolean): boolean {
  const parent = element.parent;
  return parent !== null && isTag(parent) && isOrHasAncestor(parent, test);
}

const answers = new WeakMap<(element: Element) => boolean, WeakMap<Element, boolean>>();
