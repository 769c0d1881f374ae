import { languageOfUnits, languageUnit, unitInLanguage, unitsByLanguage } from '../recipes/units-by-language';

/**
 * Units the shopping list can add up. Each known unit has a dimension, a factor to that dimension's
 * base unit (g, ml, piece) and a system, which decides the unit a sum is shown in. Kitchen measures
 * use the round values recipes assume: tsp 5 ml, tbsp 15 ml, fl oz 30 ml, cup 240 ml, so that
 * 3 tsp = 1 tbsp, 16 tbsp = 1 cup and 8 fl oz = 1 cup exactly.
 */
type System = 'metric' | 'imperial' | 'kitchen' | 'fluid' | 'count';
type KnownDimension = 'mass' | 'volume' | 'count';

interface KnownUnit {
  unit: string;
  dimension: KnownDimension;
  factor: number;
  system: System;
  spellings: string[];
}

const knownUnits: KnownUnit[] = [
  { unit: 'mg', dimension: 'mass', factor: 0.001, system: 'metric', spellings: ['milligram', 'milligramme'] },
  { unit: 'g', dimension: 'mass', factor: 1, system: 'metric', spellings: ['gr', 'gram', 'gramme'] },
  { unit: 'dag', dimension: 'mass', factor: 10, system: 'metric', spellings: ['dekagram'] },
  {
    unit: 'kg',
    dimension: 'mass',
    factor: 1000,
    system: 'metric',
    spellings: ['kilo', 'kilogram', 'kilogramme'],
  },
  { unit: 'oz', dimension: 'mass', factor: 28.349523125, system: 'imperial', spellings: ['ounce'] },
  { unit: 'lb', dimension: 'mass', factor: 453.59237, system: 'imperial', spellings: ['pound'] },
  { unit: 'ml', dimension: 'volume', factor: 1, system: 'metric', spellings: ['milliliter', 'millilitre'] },
  { unit: 'cl', dimension: 'volume', factor: 10, system: 'metric', spellings: ['centiliter', 'centilitre'] },
  { unit: 'dl', dimension: 'volume', factor: 100, system: 'metric', spellings: ['deciliter', 'decilitre'] },
  { unit: 'l', dimension: 'volume', factor: 1000, system: 'metric', spellings: ['liter', 'litre', 'ltr'] },
  { unit: 'tsp', dimension: 'volume', factor: 5, system: 'kitchen', spellings: ['teaspoon'] },
  { unit: 'tbsp', dimension: 'volume', factor: 15, system: 'kitchen', spellings: ['tbs', 'tablespoon'] },
  { unit: 'cup', dimension: 'volume', factor: 240, system: 'kitchen', spellings: [] },
  {
    unit: 'fl oz',
    dimension: 'volume',
    factor: 30,
    system: 'fluid',
    spellings: ['floz', 'fluid ounce'],
  },
  { unit: 'pcs', dimension: 'count', factor: 1, system: 'count', spellings: ['pc', 'piece'] },
];

/** Lower case, no dots, single spaces: 'Fl. Oz.' and 'fl oz' are the same unit. */
const normaliseUnit = (unit: string) => unit.toLowerCase().replaceAll('.', '').trim().replace(/\s+/g, ' ');

const bySpelling = new Map<string, KnownUnit>(
  knownUnits.flatMap((known) =>
    [known.unit, ...known.spellings].flatMap((spelling) => [
      [spelling, known] as const,
      [`${spelling}s`, known] as const,
      [`${spelling}es`, known] as const,
    ]),
  ),
);
const byId = new Map(knownUnits.map((known) => [known.unit, known]));
/** The units of other languages (units-by-language.ts): 'EL' and 'łyżek' are tablespoons. */
for (const entries of Object.values(unitsByLanguage))
  for (const entry of entries) {
    const known = byId.get(entry.unit);
    if (!known) continue;
    for (const spelling of [...Object.values(entry.forms), ...(entry.spellings ?? [])]) {
      const normalised = normaliseUnit(spelling);
      if (!bySpelling.has(normalised)) bySpelling.set(normalised, known);
    }
  }

const knownUnit = (unit: string | null): KnownUnit | undefined => {
  // An amount without a unit is a number of things, like '3 eggs'.
  const spelling = normaliseUnit(unit ?? '');
  return spelling === '' ? bySpelling.get('pcs') : bySpelling.get(spelling);
};

/**
 * A unit the table does not measure, by what it is: 'Prise', 'Prisen' and 'pincée' are all a
 * 'pinch' (units-by-language.ts), any other unit is its own text.
 */
const ownUnit = (unit: string | null): string => {
  const found = languageUnit(unit);
  return found && found.language !== 'en' ? found.entry.unit : normaliseUnit(unit ?? '');
};

/** What the units table knows of a unit: its dimension, its factor to the base unit and its system. */
export const unitInfo = (unit: string | null): Readonly<Omit<KnownUnit, 'spellings'>> | undefined =>
  knownUnit(unit);

/** What an amount measures: a known dimension, `unit:<text>` for a unit we do not know, or 'none' (no amount). */
export type Dimension = KnownDimension | `unit:${string}` | 'none';

export interface Measure {
  dimension: Dimension;
  /** In the dimension's base unit (g, ml, pieces, or the unknown unit itself); null without an amount. */
  base: number | null;
}

export const measure = (amount: number | null, unit: string | null): Measure => {
  if (amount === null) return { dimension: 'none', base: null };
  const known = knownUnit(unit);
  if (known) return { dimension: known.dimension, base: amount * known.factor };
  return { dimension: `unit:${ownUnit(unit)}`, base: amount };
};

/** Base units per one of `unit` (1 for a unit we do not know). */
export const factorOf = (unit: string | null): number => knownUnit(unit)?.factor ?? 1;

const roundAmount = (amount: number): number => Math.round((amount + Number.EPSILON) * 100) / 100;

/**
 * Units a sum may be shown in, largest first. Kitchen and imperial measures also want a round
 * amount (a multiple of 1/4): 4 tsp stays 4 tsp rather than 1.33 tbsp.
 */
const displays: Record<Exclude<System, 'count'>, { units: string[]; quarters: boolean }> = {
  metric: { units: [], quarters: false },
  imperial: { units: ['lb', 'oz'], quarters: true },
  kitchen: { units: ['cup', 'tbsp', 'tsp'], quarters: true },
  fluid: { units: ['fl oz'], quarters: false },
};
const metricUnits: Record<'mass' | 'volume', string[]> = { mass: ['kg', 'g', 'mg'], volume: ['l', 'ml'] };
const factorByUnit = new Map(knownUnits.map((known) => [known.unit, known.factor]));

/**
 * The system a sum is shown in: metric as soon as one metric unit is in it; otherwise spoons and cups
 * stay kitchen measures and pounds and ounces stay imperial.
 */
const systemOf = (dimension: 'mass' | 'volume', units: (string | null)[]): keyof typeof displays => {
  const systems = new Set(units.map((unit) => knownUnit(unit)?.system));
  if (systems.has('metric')) return 'metric';
  if (dimension === 'mass') return 'imperial';
  return systems.has('kitchen') ? 'kitchen' : 'fluid';
};

const isQuarters = (amount: number) => Math.abs(amount * 4 - Math.round(amount * 4)) < 1e-6;

/**
 * Shows a sum in a sensible unit: the largest of its system's units in which it is at least 1
 * (1500 g is 1.5 kg, 1200 ml is 1.2 l; 3 tsp is 1 tbsp, but 4 tsp stays 4 tsp), rounded to 2 decimals.
 * Counts show as 'pcs' when any part had a unit; unknown units keep the first spelling given.
 */
export const present = (
  dimension: Exclude<Dimension, 'none'>,
  base: number,
  units: (string | null)[],
): { amount: number; unit: string | null } => {
  // A sum of units in another language is shown in that language's unit ('3 EL', '5 łyżek').
  const language = languageOfUnits(units);
  const shown = (amount: number, unit: string | null, id = unit) => {
    const rounded = Math.max(roundAmount(amount), 0.01);
    const local = language && id ? unitInLanguage(id, rounded, language) : undefined;
    return { amount: rounded, unit: local ?? (unit === 'cup' && rounded !== 1 ? 'cups' : unit) };
  };
  if (dimension.startsWith('unit:'))
    return shown(base, units.find((unit) => unit !== null) ?? null, dimension.slice('unit:'.length));
  const known = dimension as KnownDimension;
  if (known === 'count') return shown(base, units.some((unit) => unit?.trim()) ? 'pcs' : null);
  const system = systemOf(known, units);
  const { quarters } = displays[system];
  const candidates = system === 'metric' ? metricUnits[known] : displays[system].units;
  const amountIn = (unit: string) => base / (factorByUnit.get(unit) ?? 1);
  const unit =
    candidates.find(
      (candidate) => amountIn(candidate) >= 1 && (!quarters || isQuarters(amountIn(candidate))),
    ) ??
    candidates.find((candidate) => amountIn(candidate) >= 1) ??
    (candidates.at(-1) as string);
  return shown(amountIn(unit), unit);
};
