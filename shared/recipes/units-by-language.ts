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

/**
 * The forms of a unit by plural category, from its words: one word is the form for every amount;
 * two the singular and the plural (in Arabic, as cooks write it with digits, the singular and the
 * plural for 3 to 10); three or four are Polish or Czech one, few, many and other (1 łyżka, 2–4
 * łyżki, 5+ łyżek, 1,5 łyżki), other being the few form unless a fourth word says otherwise.
 */
const formsOf = (words: string[], language: string): PluralForms => {
  const [first = '', second = '', third = '', fourth = second] = words;
  if (words.length === 1) return { other: first };
  if (words.length === 2)
    return language === 'ar' ? { other: first, few: second } : { one: first, other: second };
  return { one: first, few: second, many: third, other: fourth };
};

/**
 * A language's units written one a line, `unit: forms; other spellings`, the words separated by
 * commas (no unit, form or spelling here holds a comma, colon or semicolon): as readable as a
 * glossary, and each entry read the same way.
 */
const unitTable = (language: string, table: string): LanguageUnit[] =>
  table
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line !== '')
    .map((line) => {
      const [unit = '', rest = ''] = line.split(/:\s+/, 2);
      const [forms = '', spellings] = rest.split('; ');
      const words = (text: string) => text.split(', ');
      return {
        unit,
        forms: formsOf(words(forms), language),
        ...(spellings === undefined ? {} : { spellings: words(spellings) }),
      };
    });

/** Each language's units, as `unitTable` reads them. */
const unitTables: Readonly<Record<string, string>> = {
  en: `
    g:       gr; gr., grs
    tbsp:    tbs; tbs., tb, tb.
    handful: handful, handfuls
    cl:      cl
  `,
  de: `
    tbsp:       EL; Esslöffel, Eßlöffel, Essl., El.
    tsp:        TL; Teelöffel, Teel., Tl.
    cup:        Tasse, Tassen
    g:          g; Gramm
    pcs:        Stück; Stk., Stck.
    pinch:      Prise, Prisen; Prise(n)
    knifepoint: Msp.; Messerspitze, Messerspitzen
    bunch:      Bund
    can:        Dose, Dosen; Dose(n)
    tub:        Becher
    packet:     Päckchen; Pck., Pk., Packung, Packungen
    jar:        Glas, Gläser
    clove:      Zehe, Zehen; Zehe(n)
    slice:      Scheibe, Scheiben; Scheibe(n)
    handful:    Handvoll
  `,
  fr: `
    tbsp:    c. à s.; c. à soupe, c.à.s., c.à s., c.s., cuil. à soupe, cuillère à soupe, cuillères à soupe, cuillere a soupe, cuilleres a soupe
    tsp:     c. à c.; c. à café, c.à.c., c.à c., c.c., cuil. à café, cuillère à café, cuillères à café, cuillere a cafe, cuilleres a cafe
    spoon:   cuillère, cuillères; cuillere, cuilleres
    cup:     tasse, tasses
    pinch:   pincée, pincées
    clove:   gousse, gousses
    glass:   verre, verres
    packet:  sachet, sachets
    can:     boîte, boîtes
    bunch:   botte, bottes; bouquet, bouquets
    slice:   tranche, tranches
    handful: poignée, poignées
    g:       g; gramme, grammes
  `,
  es: `
    tbsp:    cucharada, cucharadas; cda., cda, cdas., cdas
    tsp:     cucharadita, cucharaditas; cdta., cdta, cdtas., cdtas, cdita
    cup:     taza, tazas
    pinch:   pizca, pizcas
    clove:   diente, dientes
    can:     lata, latas; bote, botes
    packet:  sobre, sobres
    glass:   vaso, vasos
    bunch:   manojo, manojos
    sprig:   ramita, ramitas
    slice:   rebanada, rebanadas; loncha, lonchas
    handful: puñado, puñados
    g:       g; gramos
  `,
  it: `
    tbsp:     cucchiaio, cucchiai
    tsp:      cucchiaino, cucchiaini
    cup:      tazza, tazze
    glass:    bicchiere, bicchieri
    pinch:    pizzico, pizzichi
    clove:    spicchio, spicchi
    to taste: q.b.; qb, q. b., quanto basta
    bunch:    mazzetto, mazzetti; ciuffo, ciuffi
    can:      scatola, scatole; lattina, lattine
    packet:   bustina, bustine
    slice:    fetta, fette
    handful:  manciata, manciate
    g:        g; grammi
  `,
  nl: `
    tbsp:       el; eetlepel, eetlepels, eetl.
    tsp:        tl; theelepel, theelepels, theel.
    cup:        kopje, kopjes
    pinch:      snufje, snufjes; snuf
    knifepoint: mespunt, mespunten; mespuntje
    clove:      teen, teentjes; teentje, tenen
    can:        blik, blikken; blikje, blikjes
    packet:     zakje, zakjes
    bunch:      bos, bossen; bosje, bosjes
    slice:      plak, plakken; plakje, plakjes
    handful:    handvol
  `,
  pl: `
    tbsp:    łyżka, łyżki, łyżek; łyż.
    tsp:     łyżeczka, łyżeczki, łyżeczek; łyżecz.
    cup:     szklanka, szklanki, szklanek
    dag:     dag; dkg
    pcs:     sztuka, sztuki, sztuk; szt.
    pinch:   szczypta, szczypty, szczypt
    clove:   ząbek, ząbki, ząbków, ząbka
    packet:  opakowanie, opakowania, opakowań; op.
    can:     puszka, puszki, puszek
    bunch:   pęczek, pęczki, pęczków, pęczka
    slice:   plaster, plastry, plastrów, plastra
    handful: garść, garście, garści
  `,
  'pt-BR': `
    tbsp:         colher de sopa, colheres de sopa; colher (sopa), colheres (sopa), colher (de sopa), colheres (de sopa), c. sopa
    tsp:          colher de chá, colheres de chá; colher (chá), colheres (chá), colher (de chá), colheres (de chá), c. chá
    spoon:        colher, colheres
    cup:          xícara, xícaras; xícara (chá), xícaras (chá), xícara de chá, xícaras de chá, xícara (de chá), xícaras (de chá), xicara, xicaras
    pinch:        pitada, pitadas
    clove:        dente, dentes
    can:          lata, latas
    packet:       pacote, pacotes
    sachet:       sachê, sachês; envelope, envelopes
    bunch:        maço, maços
    slice:        fatia, fatias
    g:            g; gramas, grama
    kg:           kg; quilo, quilos
    pcs:          unidade, unidades
    coffee spoon: colher de café, colheres de café; colher (café), colheres (café)
    jar:          vidro, vidros
    cube:         tablete, tabletes
  `,
  ar: `
    tbsp:  ملعقة كبيرة, ملاعق كبيرة; ملعقتان كبيرتان, ملعقة طعام, ملاعق طعام, م.ك
    tsp:   ملعقة صغيرة, ملاعق صغيرة; ملعقتان صغيرتان, ملعقة شاي, ملاعق شاي, م.ص
    cup:   كوب, أكواب; كوبان, كأس
    g:     غرام; جرام, غم, جم, غ, غرامات, جرامات
    kg:    كيلو; كيلوغرام, كيلوجرام, كغ, كجم
    ml:    مل; ملليلتر, مليلتر, ميليلتر
    l:     لتر; لترات
    pcs:   حبة, حبات
    pinch: رشة, رشات
    clove: فص, فصوص; فصين
    can:   علبة, علب
    bunch: حزمة, حزم; ربطة
  `,
  // Languages the import reader meets although the app does not speak them.
  cs: `
    tbsp:   lžíce
    tsp:    lžička, lžičky, lžiček
    pinch:  špetka, špetky
    packet: sáček, sáčky
    pcs:    ks
  `,
  // Written against the number ("150克").
  zh: `
    g:  克
    ml: 毫升
  `,
};

export const unitsByLanguage: Readonly<Record<string, readonly LanguageUnit[]>> = Object.fromEntries(
  Object.entries(unitTables).map(([language, table]) => [language, unitTable(language, table)]),
);

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
