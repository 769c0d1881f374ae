import { formatQuantity as formatVulgar } from 'format-quantity';
import { unitInfo } from '../shopping/units';
import { formatAmount } from './quantity';
import { unitForAmount } from './units-by-language';

/** How amounts are shown: as the recipe writes them, or converted to metric or US measures. */
export const unitSystems = ['as-written', 'metric', 'us'] as const;
export type UnitSystem = (typeof unitSystems)[number];

export interface Quantity {
  amount: number | null;
  unit: string | null;
}

/** The fractions a cook measures with; anything else reads better as a decimal. */
const cookFractions = [0, 1 / 8, 1 / 4, 1 / 3, 3 / 8, 1 / 2, 5 / 8, 2 / 3, 3 / 4, 7 / 8, 1];
const thirds = [0, 1 / 3, 2 / 3, 1];

/** The amount at the nearest of `fractions`, and how far that is from it. */
const nearest = (amount: number, fractions: number[]) => {
  const whole = Math.floor(amount);
  let best = { value: whole, gap: Number.POSITIVE_INFINITY };
  for (const fraction of fractions) {
    const gap = Math.abs(amount - whole - fraction);
    if (gap < best.gap) best = { value: whole + fraction, gap };
  }
  return best;
};

const isMetric = (unit: string | null) => unitInfo(unit)?.system === 'metric';

/** Metric amounts as decimals a scale shows: 667 g, 1.33 kg, 0.25 l, never 666.667 g. */
const roundMetric = (amount: number) => {
  if (amount >= 10) return Math.round(amount);
  if (amount >= 1) return Math.round(amount * 100) / 100;
  return Number(amount.toPrecision(2));
};

/** A decimal with the language's sign (1,25 in German); English as `formatAmount` writes it. */
const decimal = (amount: number, locale: string) =>
  locale === 'en'
    ? formatAmount(amount)
    : new Intl.NumberFormat(locale, { maximumFractionDigits: 3, useGrouping: false }).format(amount);

/**
 * An amount as cooks write it: 1½, ⅓, 2¾ for spoons, cups, pieces and the like; decimals for
 * metric units (1.25 kg, 250 g), and for amounts no measuring spoon makes (1.7). Decimals take
 * the `locale`'s decimal sign (the web app's language; English by default).
 */
export const formatKitchenAmount = (amount: number, unit: string | null, locale = 'en'): string => {
  if (isMetric(unit)) return decimal(roundMetric(amount), locale);
  const snapped = nearest(amount, cookFractions);
  if (snapped.gap > 0.02 || snapped.value === 0) return decimal(Math.round(amount * 100) / 100, locale);
  return formatVulgar(snapped.value, { vulgarFractions: true }) ?? decimal(snapped.value, locale);
};

/**
 * 'cup' for 1 or less, 'cups' above: the one unit of the table that reads wrong in the singular;
 * a unit of another language in the form for the amount ("1 łyżka" doubled is "2 łyżki").
 */
const unitLabel = (amount: number, unit: string) =>
  unitForAmount(unit, amount) ?? (unit === 'cup' && amount > 1 ? 'cups' : unit);

const inLargerUnit = (base: number, small: string, large: string, factor: number): Quantity =>
  base >= factor ? { amount: base / factor, unit: large } : { amount: base, unit: small };

/** US measures are approximate anyway: to the nearest eighth (or third, for cups). */
const roundUs = (amount: number, unit: string) => {
  const eighths = nearest(
    amount,
    cookFractions.filter((fraction) => fraction !== 1 / 3 && fraction !== 2 / 3),
  );
  if (unit !== 'cup') return eighths.value;
  const third = nearest(amount, thirds);
  return third.gap < eighths.gap ? third.value : eighths.value;
};

/**
 * An amount in another system. Teaspoons and tablespoons are the same in both (5 and 15 ml), so
 * they stay; cups become millilitres at 240 ml, the value recipes assume. Counts and units the
 * table does not know (cloves, pinches) stay as written.
 */
export const convertQuantity = (quantity: Quantity, system: UnitSystem): Quantity => {
  const { amount, unit } = quantity;
  const info = unitInfo(unit);
  if (amount === null || system === 'as-written' || !info || info.dimension === 'count') return quantity;
  if (info.unit === 'tsp' || info.unit === 'tbsp') return quantity;
  const base = amount * info.factor;
  if (system === 'metric') {
    return info.dimension === 'mass'
      ? inLargerUnit(base, 'g', 'kg', 1000)
      : inLargerUnit(base, 'ml', 'l', 1000);
  }
  if (info.dimension === 'mass') {
    const inOunces = inLargerUnit(base / 28.349523125, 'oz', 'lb', 16);
    return { amount: roundUs(inOunces.amount ?? 0, inOunces.unit ?? 'oz'), unit: inOunces.unit };
  }
  const spoonOrCup: [string, number] = base < 15 ? ['tsp', 5] : base < 60 ? ['tbsp', 15] : ['cup', 240];
  const [usUnit, factor] = spoonOrCup;
  return { amount: roundUs(base / factor, usUnit), unit: usUnit };
};

/**
 * An ingredient's quantity for the cook: scaled to the servings chosen, in the system chosen, as
 * cooks write it, with the `locale`'s decimal sign. '' when it has neither amount nor unit
 * ("salt to taste").
 */
export const kitchenQuantity = (
  quantity: Quantity,
  scale: number,
  system: UnitSystem,
  locale = 'en',
): string => {
  const scaled = quantity.amount === null ? quantity : { ...quantity, amount: quantity.amount * scale };
  const { amount, unit } = convertQuantity(scaled, system);
  if (amount === null) return unit ?? '';
  return [formatKitchenAmount(amount, unit, locale), unit ? unitLabel(amount, unit) : null]
    .filter(Boolean)
    .join(' ');
};
