import { foodSection } from './food-words';
import { nameKey } from './merge';

/**
 * Store sections (issue 16, aisle order): which part of a shop an item is found in, guessed from its
 * name with a built-in table of common ingredients, unless the household said otherwise for that name.
 */
export const sections = [
  'Produce',
  'Dairy',
  'Bakery',
  'Meat & Fish',
  'Pantry',
  'Frozen',
  'Drinks',
  'Household',
  'Other',
] as const;

export type Section = (typeof sections)[number];

const words = (section: Section, list: string) =>
  list.split(',').map((word) => [word.trim(), section] as const);

/** Common words and two-word names, singular, lower case. */
const table = new Map<string, Section>([
  ...words(
    'Produce',
    'apple,avocado,banana,basil,bean sprout,beetroot,berry,blueberry,broccoli,cabbage,carrot,cauliflower,celery,cherry,chili,chilli,chive,coriander,courgette,cucumber,dill,eggplant,aubergine,fennel,fruit,garlic,ginger,grape,grapefruit,herb,kale,leek,lemon,lettuce,lime,mango,melon,mint,mushroom,onion,orange,parsley,parsnip,peach,pear,pepper,bell pepper,pineapple,plum,potato,pumpkin,radish,raspberry,rosemary,salad,scallion,shallot,spinach,spring onion,squash,strawberry,sweet potato,thyme,tomato,vegetable,zucchini,rocket,arugula,asparagus,corn,pea,green bean,sage,watermelon,kiwi,clementine',
  ),
  ...words(
    'Dairy',
    'butter,buttermilk,cheese,cheddar,cream,creme fraiche,egg,feta,halloumi,kefir,margarine,mascarpone,milk,mozzarella,parmesan,quark,ricotta,skyr,sour cream,yoghurt,yogurt,gouda,brie',
  ),
  ...words(
    'Bakery',
    'bagel,baguette,bread,brioche,bun,cake,croissant,loaf,muffin,naan,pita,roll,tortilla,wrap,ciabatta,focaccia,sourdough',
  ),
  ...words(
    'Meat & Fish',
    'bacon,beef,chicken,chorizo,cod,duck,fish,ham,lamb,meat,mince,mussel,pork,prawn,salami,salmon,sausage,shrimp,steak,tuna steak,turkey,veal,haddock,trout,mackerel,chicken breast,chicken thigh',
  ),
  ...words(
    'Pantry',
    'baking powder,baking soda,bean,breadcrumb,broth,bouillon,cereal,chickpea,chocolate,cinnamon,cocoa,coconut milk,couscous,cracker,cumin,curry,flour,honey,jam,ketchup,lentil,mayonnaise,mustard,noodle,nut,almond,walnut,oat,oil,olive oil,olive,paprika,pasta,peanut butter,pepper flake,black pepper,quinoa,rice,salt,sauce,soy sauce,spaghetti,spice,stock,sugar,syrup,tea,coffee,tinned tomato,canned tomato,tomato paste,tomato puree,tuna,vanilla,vinegar,yeast,soup,passata,oregano,nutmeg,raisin,seed,tahini,pesto',
  ),
  ...words(
    'Frozen',
    'frozen pea,frozen berry,frozen vegetable,ice cream,ice,fish finger,frozen pizza,sorbet',
  ),
  ...words(
    'Drinks',
    'beer,cider,cola,juice,lemonade,soda,water,wine,sparkling water,orange juice,apple juice,squash drink',
  ),
  ...words(
    'Household',
    'battery,bin bag,bleach,candle,detergent,dish soap,foil,kitchen roll,light bulb,napkin,paper towel,shampoo,soap,sponge,tissue,toilet paper,toothpaste,washing up liquid,cling film,baking paper',
  ),
]);

/** An English plural to its singular, roughly: tomatoes, berries, leaves; 'hummus' and 'cress' stay. */
export const singular = (word: string): string => {
  if (word.length <= 3 || word.endsWith('ss') || word.endsWith('us')) return word;
  if (word.endsWith('ies')) return `${word.slice(0, -3)}y`;
  if (word.endsWith('oes') || word.endsWith('ches') || word.endsWith('shes')) return word.slice(0, -2);
  if (word.endsWith('ves')) return `${word.slice(0, -3)}f`;
  if (word.endsWith('s')) return word.slice(0, -1);
  return word;
};

/**
 * The table's section for a word or phrase: as written, as its singular, or without a last 's'
 * (olives); else the section of a food in another language (food-words.ts: zwiebeln, jajek).
 */
const lookUp = (phrase: string[]): Section | undefined =>
  table.get(phrase.join(' ')) ??
  table.get(phrase.map(singular).join(' ')) ??
  table.get(phrase.map((word) => word.replace(/s$/, '')).join(' ')) ??
  foodSection(phrase.join(' '));

/**
 * The section a name's words suggest: a two-word name first ("ice cream", "olive oil"), then single
 * words from the last, which names the thing in English ("tomato soup" is soup, "chicken stock" is
 * stock); Other when no word is known.
 */
export const guessSection = (name: string): Section => {
  const parts = nameKey(name)
    .replace(/[^\p{L}\p{N} ]+/gu, ' ')
    .split(' ')
    .filter(Boolean);
  for (let start = parts.length - 2; start >= 0; start -= 1) {
    const found = lookUp(parts.slice(start, start + 2));
    if (found) return found;
  }
  for (let index = parts.length - 1; index >= 0; index -= 1) {
    const found = lookUp([parts[index] as string]);
    if (found) return found;
  }
  return 'Other';
};

/** What a household told the app: a section per name (by nameKey) and, optionally, its shop's order. */
export interface AisleSettings {
  sections: Record<string, Section>;
  order: Section[];
}

export const defaultAisleSettings: AisleSettings = { sections: {}, order: [...sections] };

/** The section an item is shown in: the household's choice for its name, or the guess. */
export const sectionOf = (name: string, remembered: Record<string, Section>): Section =>
  remembered[nameKey(name)] ?? guessSection(name);

/** Every section once: those in the given order first, any missing after them in the default order. */
export const completeOrder = (order: readonly Section[]): Section[] => [
  ...new Set([...order.filter((section) => sections.includes(section)), ...sections]),
];

/** Items grouped by section, sections in the household's order, empty ones left out; items keep their order. */
export const groupBySection = <T extends { name: string }>(
  items: readonly T[],
  settings: AisleSettings,
): { section: Section; items: T[] }[] => {
  const grouped = new Map<Section, T[]>(completeOrder(settings.order).map((section) => [section, []]));
  for (const item of items) grouped.get(sectionOf(item.name, settings.sections))?.push(item);
  return [...grouped]
    .filter(([, list]) => list.length > 0)
    .map(([section, list]) => ({ section, items: list }));
};
