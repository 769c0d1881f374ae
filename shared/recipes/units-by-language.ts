/**
 * The units recipes are written in, per language, in one table: the ingredient line parser reads
 * them, the shopping list adds them up (as the unit of its own table they are, 'EL' is a 'tbsp'),
 * scaling and conversion show them, and a sum of German spoons is shown in German spoons again.
 *
 * Each entry says what the unit is (`unit`: a unit of the shopping list's table such as 'g',
 * 'tbsp', 'cup', 'pcs', or a unit of its own such as 'pinch' or 'clove' that only adds up with
 * itself), how an amount of it is written (`forms`, by the language's plural category as
 * `Intl.PluralRules` names it: Polish 1 łyżka, 2 łyżki, 5 łyżek) and other ways recipes write it
 * (`spellings`: abbreviations, other cases, without accents). Matching ignores case, except that a
 * spelling written exactly as in a form wins (German 'EL' over Dutch 'el', which are the same unit).
 *
 * English needs few entries: the parser's own table (parse-ingredient) knows its units.
 */
export type PluralForms = Partial<Record<Intl.LDMLPluralRule, string>> & { other: string };

export interface LanguageUnit {
  unit: string;
  forms: PluralForms;
  spellings?: readonly string[];
}

/** one / other: most languages here write a unit that way. */
const two = (one: string, other: string): PluralForms => ({ one, other });
const same = (word: string): PluralForms => ({ other: word });
/** Polish: 1 łyżka, 2–4 łyżki, 5+ łyżek, 1,5 łyżki. */
const polish = (one: string, few: string, many: string, other = few): PluralForms => ({
  one,
  few,
  many,
  other,
});
/** Arabic as cooks write it with digits: the singular, and the plural for 3 to 10. */
const arabic = (singular: string, plural: string): PluralForms => ({ other: singular, few: plural });

export const unitsByLanguage: Readonly<Record<string, readonly LanguageUnit[]>> = {
  en: [
    { unit: 'g', forms: same('gr'), spellings: ['gr.', 'grs'] },
    { unit: 'tbsp', forms: same('tbs'), spellings: ['tbs.', 'tb', 'tb.'] },
    { unit: 'handful', forms: two('handful', 'handfuls') },
    { unit: 'cl', forms: same('cl') },
  ],
  de: [
    { unit: 'tbsp', forms: same('EL'), spellings: ['Esslöffel', 'Eßlöffel', 'Essl.', 'El.'] },
    { unit: 'tsp', forms: same('TL'), spellings: ['Teelöffel', 'Teel.', 'Tl.'] },
    { unit: 'cup', forms: two('Tasse', 'Tassen') },
    { unit: 'g', forms: same('g'), spellings: ['Gramm'] },
    { unit: 'pcs', forms: same('Stück'), spellings: ['Stk.', 'Stck.'] },
    { unit: 'pinch', forms: two('Prise', 'Prisen'), spellings: ['Prise(n)'] },
    { unit: 'knifepoint', forms: same('Msp.'), spellings: ['Messerspitze', 'Messerspitzen'] },
    { unit: 'bunch', forms: same('Bund') },
    { unit: 'can', forms: two('Dose', 'Dosen'), spellings: ['Dose(n)'] },
    { unit: 'tub', forms: same('Becher') },
    { unit: 'packet', forms: same('Päckchen'), spellings: ['Pck.', 'Pk.', 'Packung', 'Packungen'] },
    { unit: 'jar', forms: two('Glas', 'Gläser') },
    { unit: 'clove', forms: two('Zehe', 'Zehen'), spellings: ['Zehe(n)'] },
    { unit: 'slice', forms: two('Scheibe', 'Scheiben'), spellings: ['Scheibe(n)'] },
    { unit: 'handful', forms: same('Handvoll') },
  ],
  fr: [
    {
      unit: 'tbsp',
      forms: same('c. à s.'),
      spellings: [
        'c. à soupe',
        'c.à.s.',
        'c.à s.',
        'c.s.',
        'cuil. à soupe',
        'cuillère à soupe',
        'cuillères à soupe',
        'cuillere a soupe',
        'cuilleres a soupe',
      ],
    },
    {
      unit: 'tsp',
      forms: same('c. à c.'),
      spellings: [
        'c. à café',
        'c.à.c.',
        'c.à c.',
        'c.c.',
        'cuil. à café',
        'cuillère à café',
        'cuillères à café',
        'cuillere a cafe',
        'cuilleres a cafe',
      ],
    },
    { unit: 'spoon', forms: two('cuillère', 'cuillères'), spellings: ['cuillere', 'cuilleres'] },
    { unit: 'cup', forms: two('tasse', 'tasses') },
    { unit: 'pinch', forms: two('pincée', 'pincées') },
    { unit: 'clove', forms: two('gousse', 'gousses') },
    { unit: 'glass', forms: two('verre', 'verres') },
    { unit: 'packet', forms: two('sachet', 'sachets') },
    { unit: 'can', forms: two('boîte', 'boîtes') },
    { unit: 'bunch', forms: two('botte', 'bottes'), spellings: ['bouquet', 'bouquets'] },
    { unit: 'slice', forms: two('tranche', 'tranches') },
    { unit: 'handful', forms: two('poignée', 'poignées') },
    { unit: 'g', forms: same('g'), spellings: ['gramme', 'grammes'] },
  ],
  es: [
    { unit: 'tbsp', forms: two('cucharada', 'cucharadas'), spellings: ['cda.', 'cda', 'cdas.', 'cdas'] },
    {
      unit: 'tsp',
      forms: two('cucharadita', 'cucharaditas'),
      spellings: ['cdta.', 'cdta', 'cdtas.', 'cdtas', 'cdita'],
    },
    { unit: 'cup', forms: two('taza', 'tazas') },
    { unit: 'pinch', forms: two('pizca', 'pizcas') },
    { unit: 'clove', forms: two('diente', 'dientes') },
    { unit: 'can', forms: two('lata', 'latas'), spellings: ['bote', 'botes'] },
    { unit: 'packet', forms: two('sobre', 'sobres') },
    { unit: 'glass', forms: two('vaso', 'vasos') },
    { unit: 'bunch', forms: two('manojo', 'manojos') },
    { unit: 'sprig', forms: two('ramita', 'ramitas') },
    { unit: 'slice', forms: two('rebanada', 'rebanadas'), spellings: ['loncha', 'lonchas'] },
    { unit: 'handful', forms: two('puñado', 'puñados') },
    { unit: 'g', forms: same('g'), spellings: ['gramos'] },
  ],
  it: [
    { unit: 'tbsp', forms: two('cucchiaio', 'cucchiai') },
    { unit: 'tsp', forms: two('cucchiaino', 'cucchiaini') },
    { unit: 'cup', forms: two('tazza', 'tazze') },
    { unit: 'glass', forms: two('bicchiere', 'bicchieri') },
    { unit: 'pinch', forms: two('pizzico', 'pizzichi') },
    { unit: 'clove', forms: two('spicchio', 'spicchi') },
    { unit: 'to taste', forms: same('q.b.'), spellings: ['qb', 'q. b.', 'quanto basta'] },
    { unit: 'bunch', forms: two('mazzetto', 'mazzetti'), spellings: ['ciuffo', 'ciuffi'] },
    { unit: 'can', forms: two('scatola', 'scatole'), spellings: ['lattina', 'lattine'] },
    { unit: 'packet', forms: two('bustina', 'bustine') },
    { unit: 'slice', forms: two('fetta', 'fette') },
    { unit: 'handful', forms: two('manciata', 'manciate') },
    { unit: 'g', forms: same('g'), spellings: ['grammi'] },
  ],
  nl: [
    { unit: 'tbsp', forms: same('el'), spellings: ['eetlepel', 'eetlepels', 'eetl.'] },
    { unit: 'tsp', forms: same('tl'), spellings: ['theelepel', 'theelepels', 'theel.'] },
    { unit: 'cup', forms: two('kopje', 'kopjes') },
    { unit: 'pinch', forms: two('snufje', 'snufjes'), spellings: ['snuf'] },
    { unit: 'knifepoint', forms: two('mespunt', 'mespunten'), spellings: ['mespuntje'] },
    { unit: 'clove', forms: two('teen', 'teentjes'), spellings: ['teentje', 'tenen'] },
    { unit: 'can', forms: two('blik', 'blikken'), spellings: ['blikje', 'blikjes'] },
    { unit: 'packet', forms: two('zakje', 'zakjes') },
    { unit: 'bunch', forms: two('bos', 'bossen'), spellings: ['bosje', 'bosjes'] },
    { unit: 'slice', forms: two('plak', 'plakken'), spellings: ['plakje', 'plakjes'] },
    { unit: 'handful', forms: same('handvol') },
  ],
  pl: [
    { unit: 'tbsp', forms: polish('łyżka', 'łyżki', 'łyżek'), spellings: ['łyż.'] },
    { unit: 'tsp', forms: polish('łyżeczka', 'łyżeczki', 'łyżeczek'), spellings: ['łyżecz.'] },
    { unit: 'cup', forms: polish('szklanka', 'szklanki', 'szklanek') },
    { unit: 'dag', forms: same('dag'), spellings: ['dkg'] },
    { unit: 'pcs', forms: polish('sztuka', 'sztuki', 'sztuk'), spellings: ['szt.'] },
    { unit: 'pinch', forms: polish('szczypta', 'szczypty', 'szczypt') },
    { unit: 'clove', forms: polish('ząbek', 'ząbki', 'ząbków', 'ząbka') },
    { unit: 'packet', forms: polish('opakowanie', 'opakowania', 'opakowań'), spellings: ['op.'] },
    { unit: 'can', forms: polish('puszka', 'puszki', 'puszek') },
    { unit: 'bunch', forms: polish('pęczek', 'pęczki', 'pęczków', 'pęczka') },
    { unit: 'slice', forms: polish('plaster', 'plastry', 'plastrów', 'plastra') },
    { unit: 'handful', forms: polish('garść', 'garście', 'garści') },
  ],
  'pt-BR': [
    {
      unit: 'tbsp',
      forms: two('colher de sopa', 'colheres de sopa'),
      spellings: ['colher (sopa)', 'colheres (sopa)', 'colher (de sopa)', 'colheres (de sopa)', 'c. sopa'],
    },
    {
      unit: 'tsp',
      forms: two('colher de chá', 'colheres de chá'),
      spellings: ['colher (chá)', 'colheres (chá)', 'colher (de chá)', 'colheres (de chá)', 'c. chá'],
    },
    { unit: 'spoon', forms: two('colher', 'colheres') },
    {
      unit: 'cup',
      forms: two('xícara', 'xícaras'),
      spellings: [
        'xícara (chá)',
        'xícaras (chá)',
        'xícara de chá',
        'xícaras de chá',
        'xícara (de chá)',
        'xícaras (de chá)',
        'xicara',
        'xicaras',
      ],
    },
    { unit: 'pinch', forms: two('pitada', 'pitadas') },
    { unit: 'clove', forms: two('dente', 'dentes') },
    { unit: 'can', forms: two('lata', 'latas') },
    { unit: 'packet', forms: two('pacote', 'pacotes') },
    { unit: 'sachet', forms: two('sachê', 'sachês'), spellings: ['envelope', 'envelopes'] },
    { unit: 'bunch', forms: two('maço', 'maços') },
    { unit: 'slice', forms: two('fatia', 'fatias') },
    { unit: 'g', forms: same('g'), spellings: ['gramas', 'grama'] },
    { unit: 'kg', forms: same('kg'), spellings: ['quilo', 'quilos'] },
    { unit: 'pcs', forms: two('unidade', 'unidades') },
    {
      unit: 'coffee spoon',
      forms: two('colher de café', 'colheres de café'),
      spellings: ['colher (café)', 'colheres (café)'],
    },
    { unit: 'jar', forms: two('vidro', 'vidros') },
    { unit: 'cube', forms: two('tablete', 'tabletes') },
  ],
  ar: [
    {
      unit: 'tbsp',
      forms: arabic('ملعقة كبيرة', 'ملاعق كبيرة'),
      spellings: ['ملعقتان كبيرتان', 'ملعقة طعام', 'ملاعق طعام', 'م.ك'],
    },
    {
      unit: 'tsp',
      forms: arabic('ملعقة صغيرة', 'ملاعق صغيرة'),
      spellings: ['ملعقتان صغيرتان', 'ملعقة شاي', 'ملاعق شاي', 'م.ص'],
    },
    { unit: 'cup', forms: arabic('كوب', 'أكواب'), spellings: ['كوبان', 'كأس'] },
    { unit: 'g', forms: same('غرام'), spellings: ['جرام', 'غم', 'جم', 'غ', 'غرامات', 'جرامات'] },
    { unit: 'kg', forms: same('كيلو'), spellings: ['كيلوغرام', 'كيلوجرام', 'كغ', 'كجم'] },
    { unit: 'ml', forms: same('مل'), spellings: ['ملليلتر', 'مليلتر', 'ميليلتر'] },
    { unit: 'l', forms: same('لتر'), spellings: ['لترات'] },
    { unit: 'pcs', forms: arabic('حبة', 'حبات') },
    { unit: 'pinch', forms: arabic('رشة', 'رشات') },
    { unit: 'clove', forms: arabic('فص', 'فصوص'), spellings: ['فصين'] },
    { unit: 'can', forms: arabic('علبة', 'علب') },
    { unit: 'bunch', forms: arabic('حزمة', 'حزم'), spellings: ['ربطة'] },
  ],
  // Languages the import reader meets although the app does not speak them.
  cs: [
    { unit: 'tbsp', forms: same('lžíce') },
    { unit: 'tsp', forms: { one: 'lžička', few: 'lžičky', many: 'lžiček', other: 'lžičky' } },
    { unit: 'pinch', forms: { one: 'špetka', other: 'špetky' } },
    { unit: 'packet', forms: { one: 'sáček', other: 'sáčky' } },
    { unit: 'pcs', forms: same('ks') },
  ],
  // Written against the number ("150克").
  zh: [
    { unit: 'g', forms: same('克') },
    { unit: 'ml', forms: same('毫升') },
  ],
};

/**
 * Words for an amount where a number could be, as recipes write them before a unit ("meia xícara",
 * "نصف كوب", "eine Prise", "una pizca"): read as that number only when a unit follows.
 */
export const amountWords: Readonly<Record<string, number>> = {
  // an article: one of the unit
  ein: 1,
  eine: 1,
  einen: 1,
  un: 1,
  une: 1,
  una: 1,
  uno: 1,
  een: 1,
  um: 1,
  uma: 1,
  // a half, a quarter, a third
  halbe: 0.5,
  demi: 0.5,
  demie: 0.5,
  media: 0.5,
  medio: 0.5,
  mezzo: 0.5,
  mezza: 0.5,
  halve: 0.5,
  pół: 0.5,
  meia: 0.5,
  meio: 0.5,
  نصف: 0.5,
  ربع: 0.25,
  ثلث: 1 / 3,
};

/** "1 i 1/2", "1 e meia", "1 y media", "1 und 1/2": a whole and a fraction joined by "and". */
export const andWords: readonly string[] = ['and', 'und', 'et', 'y', 'e', 'en', 'i', 'و'];

/** Words between two amounts of a range, after the dashes: "1 bis 2", "1 à 2", "1 a 2", "1 do 2". */
export const rangeWords: readonly string[] = [
  'to',
  'or',
  'bis',
  'oder',
  'à',
  'ou',
  'a',
  'o',
  'al',
  'tot',
  'do',
  'lub',
  'até',
  'إلى',
  'الى',
  'أو',
];

/** Words that join a unit to what it measures: "2 cucharadas de aceite", "رشة من الملح". */
export const unitConnectors: readonly string[] = ['de', 'di', "d'", 'd’', 'du', 'des', 'من'];

/**
 * Languages in which a unit alone is one of it ("كوب دقيق" is a cup of flour) and its dual two
 * ("ملعقتان كبيرتان"): there a line that starts with a unit has that amount.
 */
export const unitAloneCounts: Readonly<Record<string, { dual: readonly string[] }>> = {
  ar: { dual: ['ملعقتان كبيرتان', 'ملعقتان صغيرتان', 'كوبان', 'فصين'] },
};

export interface UnitMatch {
  language: string;
  entry: LanguageUnit;
}

const fold = (spelling: string) => spelling.toLowerCase().replace(/\s+/g, ' ').trim();

const allSpellings = Object.entries(unitsByLanguage).flatMap(([language, entries]) =>
  entries.flatMap((entry) =>
    [...Object.values(entry.forms), ...(entry.spellings ?? [])].map((spelling) => ({
      spelling,
      match: { language, entry },
    })),
  ),
);

const exact = new Map<string, UnitMatch>();
const folded = new Map<string, UnitMatch>();
for (const { spelling, match } of allSpellings) {
  if (!exact.has(spelling)) exact.set(spelling, match);
  if (!folded.has(fold(spelling))) folded.set(fold(spelling), match);
}

/** Every spelling once, longest first, folded: what the parser looks for after an amount. */
export const unitSpellings: readonly string[] = [...folded.keys()].sort((a, b) => b.length - a.length);

/** The table's entry for a unit as written ('EL', 'łyżki', 'c. à s.'), if it has one. */
export const languageUnit = (unit: string | null): UnitMatch | undefined =>
  unit === null ? undefined : (exact.get(unit.trim()) ?? folded.get(fold(unit)));

/** The amount a unit written alone at the start of a line stands for, where its language says so. */
export const amountOfUnitAlone = (unit: string): number | null => {
  const found = languageUnit(unit);
  const counts = found && unitAloneCounts[found.language];
  if (!counts) return null;
  return counts.dual.some((dual) => fold(dual) === fold(unit)) ? 2 : 1;
};

const pluralRules = new Map<string, Intl.PluralRules>();
const pluralOf = (language: string, amount: number) => {
  let rules = pluralRules.get(language);
  if (!rules) {
    rules = new Intl.PluralRules(language);
    pluralRules.set(language, rules);
  }
  return rules.select(amount);
};

/** How `language` writes `amount` of `unit` (a unit of the table such as 'tbsp'), if the table says. */
export const unitInLanguage = (unit: string, amount: number, language: string): string | undefined => {
  const entry = unitsByLanguage[language]?.find((candidate) => candidate.unit === unit);
  return entry && (entry.forms[pluralOf(language, amount)] ?? entry.forms.other);
};

/**
 * The language units as written tell of: the first that is not English (English spellings are
 * the shopping list's own), or undefined.
 */
export const languageOfUnits = (units: readonly (string | null)[]): string | undefined => {
  for (const unit of units) {
    const found = languageUnit(unit);
    if (found && found.language !== 'en') return found.language;
  }
  return undefined;
};

/**
 * A unit as written, in the form for `amount` ("1 łyżka" scaled by 3 is "3 łyżki", "1 Zehe" by 2
 * "2 Zehen"); undefined when the table has no forms for it (abbreviations stay as written).
 */
export const unitForAmount = (unit: string, amount: number): string | undefined => {
  const found = languageUnit(unit);
  if (!found || found.language === 'en') return undefined;
  const isForm = Object.values(found.entry.forms).some((form) => fold(form) === fold(unit));
  return isForm ? unitInLanguage(found.entry.unit, amount, found.language) : undefined;
};
