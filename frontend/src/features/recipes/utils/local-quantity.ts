import {
  convertQuantity,
  formatKitchenAmount,
  kitchenQuantity,
  type UnitSystem,
} from '#shared/recipes/kitchen-quantity';
import type { Recipe } from '#shared/recipes/recipe-schemas';
import { activeLocale } from '#web/lib/i18n/language';
import { t } from '#web/lib/i18n/t';

/**
 * The units a conversion writes, in the language on screen (catalogue keys); the spoons and cups
 * take a count for their plural. A recipe's own units stay as the recipe writes them.
 */
const convertedUnitNames: Record<string, string> = {
  g: 'cook.unitG',
  kg: 'cook.unitKg',
  ml: 'cook.unitMl',
  l: 'cook.unitL',
  oz: 'cook.unitOz',
  lb: 'cook.unitLb',
};
const convertedMeasureNames: Record<string, string> = {
  tsp: 'cook.unitTsp',
  tbsp: 'cook.unitTbsp',
  cup: 'cook.unitCup',
};

export type Amounted = Pick<Recipe['ingredients'][number], 'amount' | 'unit'>;

/**
 * "1½ cups" at the servings and in the units chosen, with the language's decimal sign and, for a
 * converted amount, the language's name of the unit ("2 EL" in German); '' for "salt to taste".
 */
export const localQuantity = (ingredient: Amounted, scale: number, units: UnitSystem): string => {
  const locale = activeLocale();
  const scaled =
    ingredient.amount === null ? ingredient : { ...ingredient, amount: ingredient.amount * scale };
  const { amount, unit } = convertQuantity(scaled, units);
  if (amount === null || !unit || unit === ingredient.unit)
    return kitchenQuantity(ingredient, scale, units, locale);
  const plain = convertedUnitNames[unit];
  const measure = convertedMeasureNames[unit];
  // One cup up to 1, cups above (as kitchenQuantity says it in English).
  const name = plain ? t(plain) : measure ? t(measure, { count: Math.max(1, amount) }) : unit;
  return `${formatKitchenAmount(amount, unit, locale)} ${name}`;
};
