import { ingredientKey } from '#shared/shopping/merge';

/** What every kitchen has until its owner says otherwise (issue 27): never tracked, always present. */
export const defaultStaples = ['salt', 'pepper', 'water', 'oil'] as const;
export type Staple = (typeof defaultStaples)[number];

/**
 * Each staple as recipes in the nine languages name it (en de fr es it nl pl pt-BR ar), so a German
 * recipe's "Salz" or an Arabic one's "ملح" counts as present whatever language the owner reads.
 */
export const stapleWords: Readonly<Record<Staple, readonly string[]>> = {
  salt: ['salt', 'Salz', 'sel', 'sal', 'sale', 'zout', 'sól', 'ملح'],
  pepper: [
    'pepper',
    'black pepper',
    'Pfeffer',
    'schwarzer Pfeffer',
    'poivre',
    'poivre noir',
    'pimienta',
    'pimienta negra',
    'pepe',
    'pepe nero',
    'peper',
    'zwarte peper',
    'pieprz',
    'pieprz czarny',
    'pimenta',
    'pimenta-do-reino',
    'فلفل',
    'فلفل أسود',
  ],
  water: ['water', 'Wasser', 'eau', 'agua', 'acqua', 'woda', 'água', 'ماء'],
  oil: ['oil', 'Öl', 'huile', 'aceite', 'olio', 'olie', 'olej', 'óleo', 'زيت'],
};

/** The default "Always have" names for matching: every staple in every language. */
export const defaultAlwaysHaveNames = (): string[] =>
  defaultStaples.flatMap((staple) => [...stapleWords[staple]]);

/** The staple a name is one of the words for ("Salz" is salt), if any. */
export const stapleOf = (name: string): Staple | undefined => {
  const key = ingredientKey(name);
  return defaultStaples.find((staple) => stapleWords[staple].some((word) => ingredientKey(word) === key));
};

/**
 * The names an owner's "Always have" list matches ingredients by: the default while never edited
 * (null), otherwise its own names, each staple among them in all nine languages (a list edited in
 * German that keeps "Salz" still counts an English recipe's "salt").
 */
export const alwaysHaveMatchNames = (names: readonly string[] | null): string[] => {
  if (names === null) return defaultAlwaysHaveNames();
  return names.flatMap((name) => {
    const staple = stapleOf(name);
    return staple ? [name, ...stapleWords[staple]] : [name];
  });
};

/** Whether an ingredient counts as present through the owner's "Always have" list (null: the default). */
export const isAlwaysHad = (ingredient: string, names: readonly string[] | null): boolean => {
  const key = ingredientKey(ingredient);
  return alwaysHaveMatchNames(names).some((name) => ingredientKey(name) === key);
};
