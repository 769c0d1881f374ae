/**
 * Durations written in a recipe step ("bake for 25 minutes", "1 hour 10 min", "5–7 minutes"),
 * found so cook mode can turn each into a timer button while the text stays as written.
 */
export interface TimerPhrase {
  /** Where the phrase is in the step's text. */
  start: number;
  end: number;
  /** The timer's length: for a range, its lower end (the time to first check). */
  seconds: number;
  /** The timer's length in words: "18 minutes", "1 hour 10 minutes". */
  label: string;
}

const wordNumbers: Record<string, number> = {
  a: 1,
  an: 1,
  one: 1,
  two: 2,
  three: 3,
  four: 4,
  five: 5,
  six: 6,
  seven: 7,
  eight: 8,
  nine: 9,
  ten: 10,
  fifteen: 15,
  twenty: 20,
  thirty: 30,
  forty: 40,
  'forty-five': 45,
};
const vulgar: Record<string, number> = { '½': 0.5, '¼': 0.25, '¾': 0.75, '⅓': 1 / 3, '⅔': 2 / 3 };

// A fraction written with a slash ("1 1/2", "1/2") before the other forms, which would read its
// last digit alone.
const number = String.raw`(?:(?:\d+\s)?\d+\/\d+|\d+(?:[.,]\d+)?\s?[½¼¾⅓⅔]?|[½¼¾⅓⅔]|${Object.keys(wordNumbers)
  .sort((a, b) => b.length - a.length)
  .join('|')})`;
// Spelled-out units anywhere; the one-letter ones only straight after a digit ("1h 10m"), where
// they cannot be the start of a word.
const units = {
  hour: String.raw`(?:hours?|hrs?|(?<=\d)h)`,
  minute: String.raw`(?:minutes?|mins?|(?<=\d)m)`,
  second: String.raw`(?:seconds?|secs?|(?<=\d)s)`,
};
const unitSeconds: [RegExp, number][] = [
  [/^h/i, 3600],
  [/^m/i, 60],
  [/^s/i, 1],
];
/** "25 minutes", "5–7 minutes": an amount (or a range) and a unit. */
const part = (unit: string) => String.raw`${number}(?:\s?(?:-|–|—|to)\s?${number})?\s?${unit}\b`;
/** A larger unit may go on with the next smaller one: "1 hour 10 min", "2 minutes and 30 seconds". */
const compound = (larger: string, smaller: string) =>
  String.raw`${part(larger)}(?:,?\s(?:and\s)?${part(smaller)})?`;
const phrase = new RegExp(
  String.raw`\b(?:${compound(units.hour, units.minute)}|${compound(units.minute, units.second)}|${part(units.second)})`,
  'giu',
);
/** One part of a phrase, with its (lower) amount and its unit captured. */
const partOfPhrase = new RegExp(
  String.raw`(${number})(?:\s?(?:-|–|—|to)\s?${number})?\s?(${units.hour}|${units.minute}|${units.second})\b`,
  'giu',
);

const slashFraction = /^(?:(\d+)\s)?(\d+)\/(\d+)$/;

const numberValue = (text: string): number => {
  const word = wordNumbers[text.toLowerCase()];
  if (word !== undefined) return word;
  const [, whole = '0', numerator, denominator] = slashFraction.exec(text) ?? [];
  if (numerator && denominator) return Number(whole) + Number(numerator) / Number(denominator);
  const fraction = [...text].map((char) => vulgar[char]).find((value) => value !== undefined) ?? 0;
  const digits = text
    .replace(/[½¼¾⅓⅔]/g, '')
    .trim()
    .replace(',', '.');
  return (digits ? Number(digits) : 0) + fraction;
};

const secondsOf = (text: string) =>
  [...text.matchAll(partOfPhrase)].reduce(
    (total, [, amount = '', unit = '']) =>
      total + numberValue(amount) * (unitSeconds.find(([pattern]) => pattern.test(unit))?.[1] ?? 0),
    0,
  );

const plural = (count: number, word: string) => `${count} ${word}${count === 1 ? '' : 's'}`;

/** 4200 → "1 hour 10 minutes"; 90 → "1 minute 30 seconds". */
export const durationLabel = (total: number): string => {
  const hours = Math.floor(total / 3600);
  const minutes = Math.floor((total % 3600) / 60);
  const seconds = Math.round(total % 60);
  return [
    hours ? plural(hours, 'hour') : '',
    minutes ? plural(minutes, 'minute') : '',
    seconds ? plural(seconds, 'second') : '',
  ]
    .filter(Boolean)
    .join(' ');
};

/** Every duration in a step, in order. A "4 to 6 servings" or "2 cm" is not one: no time unit. */
export const findTimerPhrases = (step: string): TimerPhrase[] =>
  [...step.matchAll(phrase)].flatMap((match) => {
    const seconds = secondsOf(match[0]);
    if (seconds <= 0) return [];
    return [
      { start: match.index, end: match.index + match[0].length, seconds, label: durationLabel(seconds) },
    ];
  });
