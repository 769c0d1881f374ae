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

/**
 * Units common on recipe pages that parse-ingredient's own (English) table lacks: abbreviations
 * ("400 gr", "2 tbs") and the spoons, cups, pinches and cloves of the languages recipe pages are
 * often written in, each as [singular, plural, other spellings…].
 */
const unitWords: readonly (readonly string[])[] = [
  ['gr', 'gr', 'gr.', 'grs'],
  ['tbs', 'tbs', 'tbs.', 'tb', 'tb.'],
  ['handful', 'handfuls'],
  // Dutch and German
  ['el', 'el', 'EL', 'eetlepel', 'eetlepels', 'Esslöffel'],
  ['tl', 'tl', 'TL', 'theelepel', 'theelepels', 'Teelöffel'],
  ['snufje', 'snufjes', 'Prise', 'Prisen'],
  ['teen', 'teentjes', 'teentje', 'Zehe', 'Zehen'],
  ['Bund', 'Bund', 'bos'],
  ['Dose', 'Dosen', 'blik'],
  ['Päckchen', 'Päckchen', 'zakje'],
  ['Handvoll', 'Handvoll', 'handvol'],
  // Spanish and Portuguese
  ['cucharada', 'cucharadas'],
  ['cucharadita', 'cucharaditas'],
  ['taza', 'tazas'],
  ['pizca', 'pizcas'],
  ['diente', 'dientes'],
  ['colher', 'colheres'],
  ['xícara', 'xícaras', 'xicara', 'xicaras'],
  ['pitada', 'pitadas'],
  ['dente', 'dentes'],
  // Italian and French
  ['cucchiaio', 'cucchiai'],
  ['cucchiaino', 'cucchiaini'],
  ['pizzico', 'pizzichi'],
  ['spicchio', 'spicchi'],
  ['cuillère', 'cuillères', 'cuillere', 'cuilleres'],
  ['pincée', 'pincées'],
  ['gousse', 'gousses'],
  // Czech
  ['lžíce', 'lžíce'],
  ['lžička', 'lžičky', 'lžiček'],
  ['špetka', 'špetky'],
  ['sáček', 'sáčky'],
  ['ks', 'ks'],
  // Chinese, written against the number ("150克")
  ['克', '克'],
  ['毫升', '毫升'],
];
const extraUnits = Object.fromEntries(
  unitWords.map(([short = '', plural = short, ...alternates]) => [short, { short, plural, alternates }]),
);

/** The longest line read as an ingredient: the longest of thousands on real recipe pages is about 200. */
export const maxIngredientLineLength = 300;

/** "2 cucharadas de aceite", "1 colher de sopa": the connecting word is no part of the name. */
const leadingConnector = /^(?:de|di|d'|d’)\s*/i;

/**
 * Reads amount, unit and name from one ingredient line with parse-ingredient. The unit is the word
 * the line uses ("tbsp", "cups"), not a converted or normalised one, because the form shows it back
 * to the user as written. A range ("2-3 cloves") keeps its first amount; the range stays in `text`.
 */
export function parseIngredientLine(line: string): ParsedIngredientLine {
  const text = line.replace(/\s+/g, ' ').trim();
  // parse-ingredient's time grows faster than the line (a 10 KB line of digits took seconds), and
  // a line this long is a paragraph, not an ingredient: it stays as written, all of it the name.
  if (text.length > maxIngredientLineLength) return { text, amount: null, unit: null, name: text };
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
  const name = (
    parsed.unitOfMeasure ? parsed.description.replace(leadingConnector, '') : parsed.description
  ).trim();
  return {
    text,
    amount: parsed.quantity,
    unit: parsed.unitOfMeasure,
    // "2 cups" alone has no name left: the whole line names it rather than an empty field.
    name: name === '' ? text : name,
  };
}
