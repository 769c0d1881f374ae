import { parseIngredient } from 'parse-ingredient';
import {
  amountOfUnitAlone,
  amountWords,
  andWords,
  rangeWords,
  unitConnectors,
  unitSpellings,
  unitsByLanguage,
} from './units-by-language';

/** One ingredient line read into the recipe form's fields; `text` is the line as given. */
export interface ParsedIngredientLine {
  text: string;
  amount: number | null;
  unit: string | null;
  name: string;
}

/**
 * "1,5 kg" is one and a half in most of Europe, but "1,000 g" is a thousand: a comma is read as the
 * decimal separator only when one or two digits follow it (at the start of the line, or where an
 * amount comes after the name: "Latte 0,5 l").
 */
const decimalComma = /(?:^|\s)\d+,\d{1,2}(?![\d,])/;

/**
 * The units of the languages recipe pages are written in (units-by-language.ts) that
 * parse-ingredient's own (English) table lacks, each with all its forms and spellings.
 */
const extraUnits: Record<string, { short: string; plural: string; alternates: string[] }> = {};
for (const entry of Object.values(unitsByLanguage).flat()) {
  const [short = '', ...alternates] = [...Object.values(entry.forms), ...(entry.spellings ?? [])];
  // One definition per unit of the table: parse-ingredient counts the definitions on every call.
  const id = `table-${entry.unit}`;
  const known = extraUnits[id];
  if (known) known.alternates.push(short, ...alternates);
  else extraUnits[id] = { short, plural: short, alternates };
}

/** The words between two amounts of a range as one pattern: parse-ingredient escapes words on every call. */
const rangeSeparators = [
  new RegExp(rangeWords.map((word) => word.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')).join('|')),
];

/** The longest line read as an ingredient: the longest of thousands on real recipe pages is about 200. */
export const maxIngredientLineLength = 300;

/** Arabic-Indic and Persian digits as ASCII ones, the Arabic decimal sign as a point. */
const asciiDigits = (text: string) =>
  text
    .replace(/[٠-٩]/g, (digit) => String(digit.charCodeAt(0) - 0x0660))
    .replace(/[۰-۹]/g, (digit) => String(digit.charCodeAt(0) - 0x06f0))
    .replace(/(\d)٫(\d)/g, '$1.$2')
    .replace(/(\d)٬(\d)/g, '$1$2');

const isWordCharacter = (character: string | undefined) =>
  character !== undefined && /[\p{L}\p{N}]/u.test(character);

/** The table's spellings (longest first) by their first and by their last character. */
const byCharacter = (at: (spelling: string) => string) => {
  const index = new Map<string, string[]>();
  for (const spelling of unitSpellings)
    index.set(at(spelling), [...(index.get(at(spelling)) ?? []), spelling]);
  return index;
};
const byFirst = byCharacter((spelling) => spelling.charAt(0));
const byLast = byCharacter((spelling) => spelling.charAt(spelling.length - 1));

/** The longest unit of the table that `text` starts with, as written there, or ''. */
const leadingUnit = (text: string): string => {
  const lower = text.toLowerCase();
  for (const spelling of byFirst.get(lower.charAt(0)) ?? []) {
    if (
      lower.startsWith(spelling) &&
      !(isWordCharacter(spelling.at(-1)) && isWordCharacter(lower[spelling.length]))
    )
      return text.slice(0, spelling.length);
  }
  return '';
};

/** The unit of the table that `text` ends with ("sale q.b."), as written there, or ''. */
const trailingUnit = (text: string): string => {
  const lower = text.toLowerCase();
  for (const spelling of byLast.get(lower.charAt(lower.length - 1)) ?? []) {
    const start = lower.length - spelling.length;
    if (start > 0 && lower.endsWith(spelling) && lower[start - 1] === ' ') return text.slice(start);
  }
  return '';
};

const fractionWords: Readonly<Record<string, string>> = Object.fromEntries(
  Object.entries(amountWords).map(([word, value]) => [word, value === 1 / 3 ? '1/3' : String(value)]),
);
const leadingWord = /^(\S+)\s+/;
const wholeAndFraction = new RegExp(`^(\\d+)\\s+(?:${andWords.join('|')})\\s+(\\S+)\\s+`, 'iu');
const halfAfterUnit = new RegExp(
  `^(?:(?:${andWords.filter((word) => word !== 'و').join('|')})\\s+|و\\s*)(\\S+)\\s*`,
  'iu',
);
const fractionToken = /^(?:\d+\/\d+|[½⅓⅔¼¾⅛])$/;

/**
 * Amounts written in words before a unit ("meia xícara", "نصف كوب", "una pizca") as numbers, and
 * a whole and a fraction joined by "and" ("1 i 1/2 łyżeczki", "1 e meia colher") as one amount.
 */
const amountsInWords = (text: string): string => {
  const word = leadingWord.exec(text);
  const value = word && fractionWords[(word[1] ?? '').toLowerCase()];
  if (word && value !== undefined && leadingUnit(text.slice(word[0].length)))
    return `${value} ${text.slice(word[0].length)}`;
  const joined = wholeAndFraction.exec(text);
  if (!joined) return text;
  const fraction = fractionWords[(joined[2] ?? '').toLowerCase()] ?? joined[2] ?? '';
  const asFraction = fraction === '0.5' ? '1/2' : fraction === '0.25' ? '1/4' : fraction;
  return fractionToken.test(asFraction) ? `${joined[1]} ${asFraction} ${text.slice(joined[0].length)}` : text;
};

const vulgarFractions: Readonly<Record<string, number>> = {
  '½': 0.5,
  '⅓': 1 / 3,
  '⅔': 2 / 3,
  '¼': 0.25,
  '¾': 0.75,
  '⅛': 0.125,
};
const trailingAmount = /(?:\s*[-–:,]\s*|\s+)(\d+(?:[.,]\d+)?|\d+\/\d+|[½⅓⅔¼¾⅛])$/;
/** An amount as the trailing pattern finds it: 2, 0.75, 0,5, 1/2, ½. */
const amountOf = (written: string): number => {
  const [over, under] = written.split('/');
  const value =
    under !== undefined
      ? Number(over) / Number(under)
      : (vulgarFractions[written] ?? Number(written.replace(',', '.')));
  return Math.round(value * 1000) / 1000;
};

/** "2 cucharadas de aceite", "1 colher de sopa de azeite": the connecting word is no part of the name. */
const leadingConnector = new RegExp(
  `^(?:${unitConnectors.map((word) => `${word}\\s+`).join('|')}|d'|d’)\\s*`,
  'i',
);

/**
 * Reads amount, unit and name from one ingredient line with parse-ingredient, and the units of the
 * languages in units-by-language.ts. The unit is the word the line uses ("tbsp", "cups", "EL",
 * "łyżki"), not a converted or normalised one, because the form shows it back to the user as
 * written. A range ("2-3 cloves", "1 bis 2 EL") keeps its first amount; the range stays in `text`.
 */
export function parseIngredientLine(line: string): ParsedIngredientLine {
  const text = line.replace(/\s+/g, ' ').trim();
  // parse-ingredient's time grows faster than the line (a 10 KB line of digits took seconds), and
  // a line this long is a paragraph, not an ingredient: it stays as written, all of it the name.
  if (text.length > maxIngredientLineLength) return { text, amount: null, unit: null, name: text };
  const read = amountsInWords(asciiDigits(text));
  const [parsed] = parseIngredient(read, {
    decimalSeparator: decimalComma.test(read) ? ',' : '.',
    normalizeUOM: false,
    additionalUOMs: extraUnits,
    rangeSeparators,
    // A line such as "For the sauce:" is still returned as a line; the reader decides what it is.
    groupHeaderPatterns: [],
    // Sizes describe the thing ("2 large eggs"), they are not a measure the form should show as unit.
    ignoreUOMs: ['large', 'medium', 'small'],
  });
  if (!parsed) return { text, amount: null, unit: null, name: text };
  let unit = parsed.unitOfMeasure;
  let description = parsed.description;
  // A unit of more words than parse-ingredient reads ("c. à s.", "colheres (sopa)", "ملعقة كبيرة"),
  // or one after a connector ("⅓ de xícara"), is read from the table.
  const afterAmount = unit ? `${unit} ${description}` : description;
  const connector = parsed.quantity !== null && !unit ? (leadingConnector.exec(afterAmount)?.[0] ?? '') : '';
  const tableUnit = leadingUnit(afterAmount.slice(connector.length));
  if (tableUnit.length > (unit?.length ?? 0)) {
    unit = tableUnit;
    description = afterAmount.slice(connector.length + tableUnit.length).trim();
  } else if (!unit && parsed.quantity === null) {
    // "sale q.b.": a unit after the name, without an amount.
    const trailing = trailingUnit(description);
    if (trailing) {
      unit = trailing;
      description = description.slice(0, -trailing.length).trim();
      // "Sel - 1 cuillère à café", "Mąka: 2 szklanki": the amount before it, after the name.
      const amount = trailingAmount.exec(description);
      if (amount?.index) {
        description = description.slice(0, amount.index).trim();
        return { text, amount: amountOf(amount[1] ?? ''), unit, name: description || text };
      }
    }
  }
  let amount = parsed.quantity ?? (unit && tableUnit === unit ? amountOfUnitAlone(unit) : null);
  // "1 taza y media", "كوب ونصف": a half more, after the unit.
  const andAHalf = unit && amount !== null ? halfAfterUnit.exec(description) : null;
  if (andAHalf && amount !== null && fractionWords[(andAHalf[1] ?? '').toLowerCase()] === '0.5') {
    amount += 0.5;
    description = description.slice(andAHalf[0].length);
  }
  const name = (unit ? description.replace(leadingConnector, '') : description).trim();
  return {
    text,
    amount,
    unit,
    // "2 cups" alone has no name left: the whole line names it rather than an empty field.
    name: name === '' ? text : name,
  };
}
