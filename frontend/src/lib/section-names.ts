import type { Section } from '#shared/shopping/aisles';
import { t } from '#web/lib/i18n/t';

/** The built-in store sections' names, as catalogue keys (the stored section stays the English word). */
const sectionKeys: Record<Section, string> = {
  Produce: 'shopping.sectionProduce',
  Dairy: 'shopping.sectionDairy',
  Bakery: 'shopping.sectionBakery',
  'Meat & Fish': 'shopping.sectionMeatFish',
  Pantry: 'shopping.sectionPantry',
  Frozen: 'shopping.sectionFrozen',
  Drinks: 'shopping.sectionDrinks',
  Household: 'shopping.sectionHousehold',
  Other: 'shopping.sectionOther',
};

/** A store section's name in the language on screen. */
export const sectionName = (section: Section): string => t(sectionKeys[section]);
