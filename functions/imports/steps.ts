import { cleanText, linesToTry } from './page-text';

/**
 * The steps of a method the structured data gives as one block, split as the page splits them.
 * Many pages build their JSON-LD by stripping the tags from the method they show, which glues the
 * steps together ("…schneiden.Öl in einer Pfanne…"); the page itself still breaks them into lines
 * or paragraphs. Failing that, a block numbered "1. … 2. … 3. …" is split at its numbers.
 */
export function stepsAsShown(pageText: string, steps: string[]): string[] {
  const [block] = steps;
  if (steps.length !== 1 || block === undefined) return steps;
  return linesOnPage(pageText, block) ?? numberedSteps(block) ?? steps;
}

/** Enough of the block's first words to find it on the page, in plain letters (no entity to decode). */
const plainStart = /^[\p{L} ,]{12,40}/u;
const withoutSpaces = (text: string) => text.replace(/\s+/g, '');
/** A page that shows the block's start more often than this is no page a person reads. */
const maxPlacesTried = 20;

/**
 * The lines on the page that, put together, are exactly the block (spacing aside): where the
 * page's text (`textIn`: scripts left out, a line break at each line-breaking element) shows the
 * block's start, its lines from there on until they spell the whole block.
 */
function linesOnPage(pageText: string, block: string): string[] | undefined {
  const start = plainStart.exec(block)?.[0];
  if (start === undefined) return undefined;
  const target = withoutSpaces(block);
  let tried = 0;
  for (let at = pageText.indexOf(start); at !== -1 && tried < maxPlacesTried; tried++) {
    const taken: string[] = [];
    let spelled = 0;
    for (const line of linesToTry(pageText.slice(at, at + block.length * 3 + 2000))) {
      const text = cleanText(line);
      if (text === '') continue;
      // Compared at the offset spelled so far: comparing the whole prefix again at each line would
      // grow with the square of the block's length.
      const letters = withoutSpaces(text);
      if (!target.startsWith(letters, spelled)) break;
      taken.push(text);
      spelled += letters.length;
      if (spelled === target.length) return taken.length > 1 ? taken : undefined;
    }
    at = pageText.indexOf(start, at + 1);
  }
  return undefined;
}

/** "1." or "2)" where a step starts: at the start of the block or after a space. */
const stepNumber = /(?:^|\s)(\d{1,2})[.)]/g;

/** "1.Chop the onion 2.Fry it 3.Serve": the steps without their numbers, when they count 1, 2, 3… */
function numberedSteps(block: string): string[] | undefined {
  const starts: { index: number; end: number }[] = [];
  for (const match of block.matchAll(stepNumber)) {
    if (Number(match[1]) !== starts.length + 1) continue;
    starts.push({ index: match.index, end: match.index + match[0].length });
  }
  if (starts.length < 2 || starts[0]?.index !== 0) return undefined;
  return starts
    .map(({ end }, index) => block.slice(end, starts[index + 1]?.index).trim())
    .filter((step) => step !== '');
}
