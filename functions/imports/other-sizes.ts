import { parseIngredientLine } from '#shared/recipes/ingredient-line';

/**
 * Whether two lists are one recipe's ingredients in other measures: US and metric, or a second
 * size of the recipe (for a larger machine, a double batch). The same lines, word for word, but
 * for the amounts and units, in the same order.
 */
export function sameLinesInOtherUnits(lines: string[], otherLines: string[]): boolean {
  if (lines.length !== otherLines.length) return false;
  const same = lines.filter((line, index) => namedFood(line) === namedFood(otherLines[index] ?? '')).length;
  return same >= lines.length * 0.6;
}

const namedFood = (line: string) =>
  parseIngredientLine(line)
    .name.toLowerCase()
    .replace(/[^\p{L}]+/gu, '');

const lastWord = (line: string) => /\p{L}+(?=[^\p{L}]*$)/u.exec(line.toLowerCase())?.[0];

/** Fewer lines than this a half is no list worth telling apart from a chance repeat. */
const minimumHalf = 3;

/**
 * A list that gives the recipe twice, the second time in other amounts (a structured-data list
 * holding both sizes a page offers, of which it shows one at a time): the first, as the page
 * first shows it.
 */
export function withoutSecondSize(lines: string[]): string[] {
  const half = lines.length / 2;
  if (!Number.isInteger(half) || half < minimumHalf) return lines;
  const first = lines.slice(0, half);
  const second = lines.slice(half);
  // Parsing every line costs tens of microseconds each: first, a cheap look at the last words.
  const endsAlike = first.filter((line, index) => lastWord(line) === lastWord(second[index] ?? '')).length;
  if (endsAlike < half * 0.6) return lines;
  // A recipe names several foods: a list of one food again and again is no recipe given twice.
  const foods = new Set(first.map(namedFood)).size;
  return foods >= minimumHalf && foods > half / 2 && sameLinesInOtherUnits(first, second) ? first : lines;
}
