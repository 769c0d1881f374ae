/**
 * The number of servings from a schema.org recipeYield: a number, a string ("4 servings",
 * "Serves 4-6", "Makes 12 cookies") or an array of either. A range written as one ("4-6",
 * "4 to 6") counts its upper end, as recipe-scrapers reads yields (the form takes one number, and
 * a recipe that serves four to six is cooked in the quantity for six); "8 - 10", spaced apart, it
 * reads as its first number, and so does this, so that an import agrees with what it shows.
 */
export function servingsFromYield(value: unknown): number | undefined {
  if (Array.isArray(value)) {
    for (const item of value) {
      const servings = servingsFromYield(item);
      if (servings !== undefined) return servings;
    }
    return undefined;
  }
  if (typeof value === 'number') return Number.isFinite(value) && value > 0 ? Math.round(value) : undefined;
  if (typeof value !== 'string') return undefined;
  const match = yieldNumber.exec(value);
  const digits = match?.[2] ?? match?.[1];
  if (digits === undefined) return undefined;
  const servings = Math.round(Number(digits.replace(',', '.')));
  return servings > 0 ? servings : undefined;
}

const yieldNumber = /(\d+(?:[.,]\d+)?)(?:(?:-|\s+to\s+)(\d+(?:[.,]\d+)?))?/i;

const amount = String.raw`(\d+(?:(?:-|\s+to\s+)\d+)?)`;
/**
 * The yield as pages without structured data write it: a label before the number ("Serves 4",
 * "Servings: 6", "Yield: 4", "Makes 12", "Porties: 4") or a word for servings after it ("4 porções",
 * "4 porce", "6 personnes"), in the languages recipe pages are commonly written in.
 */
const servingsPhrase = new RegExp(
  String.raw`(?<![\p{L}\d])(?:serves|servings|yields?|makes|portions?|porties|personen|portionen|porciones|raciones|porções|porzioni|persone|rendimento)\s*:?\s*${amount}` +
    String.raw`|${amount}\s*(?:servings|portions?|porties|porções|porciones|raciones|porce|porcí|porzioni|persone|personen|personnes|people|persons)(?![\p{L}])`,
  'iu',
);
/** The yield as the page's text (`visibleText`) writes it. */
export function servingsInText(text: string): number | undefined {
  const match = servingsPhrase.exec(text);
  return match ? servingsFromYield(match[1] ?? match[2]) : undefined;
}
