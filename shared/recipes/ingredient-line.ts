import { parseIngredient } from 'parse-ingredient';

/** One ingredient line read into the recipe form's fields; `text` is the line as given. */
export interface ParsedIngredientLine {
  text: string;
  amount: number | null;
  unit: string | null;
  name: string;
}

/**
 * "1,5 kg" is one and a half in most of Europe, but "1,000 g" is a thousand: a comma is read as the
 * decimal separator only when one or two digits follow it at the start of the line.
 */
const leadingDecimalComma = /^\s*\d+,\d{1,2}(?!\d)/;

/** Abbreviations common on recipe pages that parse-ingredient's own table lacks ("400 gr", "2 tbs"). */
const extraUnits = {
  gr: { short: 'gr', plural: 'gr', alternates: ['gr.', 'grs'], type: 'mass' },
  tbs: { short: 'tbs', plural: 'tbs', alternates: ['tbs.', 'tb', 'tb.'], type: 'volume' },
} as const;

/**
 * Reads amount, unit and name from one ingredient line with parse-ingredient. The unit is the word
 * the line uses ("tbsp", "cups"), not a converted or normalised one, because the form shows it back
 * to the user as written. A range ("2-3 cloves") keeps its first amount; the range stays in `text`.
 */
export function parseIngredientLine(line: string): ParsedIngredientLine {
  const text = line.replace(/\s+/g, ' ').trim();
  const [parsed] = parseIngredient(text, {
    decimalSeparator: leadingDecimalComma.test(text) ? ',' : '.',
    normalizeUOM: false,
    additionalUOMs: extraUnits,
    // A line such as "For the sauce:" is still returned as a line; the reader decides what it is.
    groupHeaderPatterns: [],
    // Sizes describe the thing ("2 large eggs"), they are not a measure the form should show as unit.
    ignoreUOMs: ['large', 'medium', 'small'],
  });
  if (!parsed) return { text, amount: null, unit: null, name: text };
  const name = parsed.description.trim();
  return {
    text,
    amount: parsed.quantity,
    unit: parsed.unitOfMeasure,
    // "2 cups" alone has no name left: the whole line names it rather than an empty field.
    name: name === '' ? text : name,
  };
}
