/**
 * The number of servings from a schema.org recipeYield: a number, a string ("4 servings",
 * "Serves 4-6", "Makes 12 cookies") or an array of either. A range written as one ("4-6",
 * "4 to 6") counts its upper end, as recipe-scrapers reads yields (the form takes one number, and
 * a recipe that serves four to six is cooked in the quantity for six); "8 - 10", spaced apart, it
 * reads as its first number, and so does this, so that an import agrees with what it shows.
 */
export function servingsFromYield(value: unknown): number | undefined {
  // A yield nested in lists is read from its first few levels (JSON.parse takes any depth), and
  // from the first few items: a yield is one short phrase.
  let items = [value];
  for (let level = 0; level < 4 && items.some(Array.isArray); level++)
    items = items.flatMap((item) => (Array.isArray(item) ? item.slice(0, 10) : [item])).slice(0, 10);
  for (const item of items) {
    const servings = yieldOf(item);
    if (servings !== undefined) return servings;
  }
  return undefined;
}

function yieldOf(value: unknown): number | undefined {
  if (typeof value === 'number') return Number.isFinite(value) && value > 0 ? Math.round(value) : undefined;
  if (typeof value !== 'string') return undefined;
  const match = yieldNumber.exec(value.slice(0, maxYieldLength));
  const digits = match?.[2] ?? match?.[1];
  if (digits === undefined) return undefined;
  const servings = Math.round(Number(digits.replace(',', '.')));
  return servings > 0 ? servings : undefined;
}

/** "Makes about 24 small cookies, depending on the size of your cutter": a yield says it early. */
const maxYieldLength = 200;
const yieldNumber = /(\d+(?:[.,]\d+)?)(?:(?:-|\s+to\s+)(\d+(?:[.,]\d+)?))?/i;

/*
 * Only where a run of digits starts (`(?<!\d)`): tried from every digit of a long run, `\d+` would
 * scan the rest of the run each time, time growing with the square of the run's length.
 */
const amount = String.raw`((?<!\d)\d+(?:(?:-|\s+to\s+)\d+)?)`;
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
