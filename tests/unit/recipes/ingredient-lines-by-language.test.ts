import { readFileSync } from 'node:fs';
import { afterAll, describe, expect, it } from 'vitest';
import { parseIngredientLine } from '#shared/recipes/ingredient-line';
import { kitchenQuantity } from '#shared/recipes/kitchen-quantity';
import { guessSection } from '#shared/shopping/aisles';
import { mergeIntoList } from '#shared/shopping/merge';

/**
 * Ingredient lines as recipes in each of the app's nine languages write them (issue 26, point 4):
 * lines from the recipe pages of the import bench (ndr.de, swissmilk.ch, kwestiasmaku.com,
 * velocidadcuchara.com, panelinha.com.br, kookjij.nl, cookomix.com, pastificiosorrentino.com…)
 * and lines written as a cook in that language writes them, each with the amount, unit and name a
 * person reads in it. The share read right is printed per language and must be 95% or more.
 */
const locales = ['en', 'de', 'fr', 'es', 'it', 'nl', 'pl', 'pt-BR', 'ar'] as const;
const target = 0.95;

interface ExpectedLine {
  line: string;
  amount: number | null;
  unit: string | null;
  name: string;
}

const linesOf = (locale: string): ExpectedLine[] =>
  JSON.parse(readFileSync(new URL(`./ingredient-lines/${locale}.json`, import.meta.url), 'utf8'));

const readRight = ({ line, amount, unit, name }: ExpectedLine) => {
  const parsed = parseIngredientLine(line);
  const sameAmount =
    amount === null
      ? parsed.amount === null
      : parsed.amount !== null && Math.abs(parsed.amount - amount) < 0.001;
  return sameAmount && parsed.unit === unit && parsed.name === name;
};

const shares: Record<string, string> = {};
afterAll(() => console.table(shares));

describe('ingredient lines in nine languages', () => {
  it.each(locales)('reads the %s lines right, 95 percent of them or more', (locale) => {
    const lines = linesOf(locale);
    expect(lines.length).toBeGreaterThanOrEqual(30);
    const wrong = lines.filter((line) => !readRight(line));
    const share = (lines.length - wrong.length) / lines.length;
    shares[locale] = `${(share * 100).toFixed(1)}% (${lines.length - wrong.length}/${lines.length})`;
    const misread = wrong.map((line) => ({ ...line, read: parseIngredientLine(line.line) }));
    expect(share, JSON.stringify(misread, null, 1)).toBeGreaterThanOrEqual(target);
  });
});

describe('amounts in the ways of each language', () => {
  it.each([
    ['1,5 kg Kartoffeln', 1.5],
    ['Latte 0,5 l', 0.5],
    ['1,000 g sugar', 1000],
    ['½ szklanki mleka', 0.5],
    ['1 bis 2 EL Zucker', 1],
    ['1 à 2 c. à s. de sucre', 1],
    ['1 a 2 dientes de ajo', 1],
    ['1 do 2 łyżek cukru', 1],
    ['1–2 Zwiebeln', 1],
    ['١٫٥ كيلو لحم', 1.5],
    ['٢٥٠ مل ماء', 250],
    ['meia xícara de leite', 0.5],
    ['1 i 1/2 łyżeczki kurkumy', 1.5],
    ['1 taza y media de harina', 1.5],
    ['كوب ونصف دقيق', 1.5],
  ])('%s is %s', (line, amount) => {
    expect(parseIngredientLine(line).amount).toBe(amount);
  });
});

describe('the shopping list in other languages', () => {
  const added = (lines: [string, number | null, string | null][]) =>
    mergeIntoList(
      [],
      lines.map(([name, amount, unit]) => ({ name, amount, unit, recipeId: null })),
    ).added.map(({ name, amount, unit }) => ({ name, amount, unit }));

  // Two lines of one food, as [amount, unit] each, and the one line they add up to.
  it.each([
    ['Öl', [2, 'EL'], [1, 'EL'], [3, 'EL']],
    ['Öl', [2, 'EL'], [1, 'Esslöffel'], [3, 'EL']],
    ['Zucker', [1, 'TL'], [2, 'TL'], [1, 'EL']],
    ['mąki', [2, 'łyżki'], [3, 'łyżki'], [5, 'łyżek']],
    ['sucre', [1, 'c. à s.'], [2, 'cuillères à soupe'], [3, 'c. à s.']],
    ['Salz', [1, 'Prise'], [2, 'Prisen'], [3, 'Prisen']],
    ['زيت', [1, 'ملعقة كبيرة'], [30, 'مل'], [45, 'مل']],
  ] as const)('adds up spoons of a language in that language: %s', (name, first, second, [amount, unit]) => {
    expect(
      added([
        [name, ...first],
        [name, ...second],
      ]),
    ).toEqual([{ name, amount, unit }]);
  });

  it('puts lines of a recipe in another language on the list as one line each', () => {
    const fromLines = (lines: string[]) =>
      added(
        lines.map((line) => {
          const { name, amount, unit } = parseIngredientLine(line);
          return [name, amount, unit];
        }),
      );
    expect(fromLines(['2 EL Öl', '1 EL Öl'])).toEqual([{ name: 'Öl', amount: 3, unit: 'EL' }]);
    expect(fromLines(['1 Zwiebel', '2 Zwiebeln'])).toEqual([{ name: 'Zwiebel', amount: 3, unit: null }]);
    expect(fromLines(['2 łyżki oliwy', '3 łyżki oliwy'])).toEqual([
      { name: 'oliwy', amount: 5, unit: 'łyżek' },
    ]);
    expect(fromLines(['٢ ملعقة كبيرة زيت', '١ ملعقة كبيرة زيت'])).toEqual([
      { name: 'زيت', amount: 3, unit: 'ملاعق كبيرة' },
    ]);
  });

  it('takes the plural of a common food as the same food', () => {
    expect(
      added([
        ['Zwiebel', 1, null],
        ['Zwiebeln', 2, null],
      ]),
    ).toEqual([{ name: 'Zwiebel', amount: 3, unit: null }]);
    expect(
      added([
        ['Ei', 1, null],
        ['Eier', 2, null],
      ]),
    ).toEqual([{ name: 'Ei', amount: 3, unit: null }]);
    expect(
      added([
        ['rote Zwiebel', 1, null],
        ['rote Zwiebeln', 1, null],
      ]),
    ).toHaveLength(1);
    for (const [one, more] of [
      ['oignon', 'oignons'],
      ['œuf', 'œufs'],
      ['cebolla', 'cebollas'],
      ['huevo', 'huevos'],
      ['cipolla', 'cipolle'],
      ['uovo', 'uova'],
      ['ui', 'uien'],
      ['ei', 'eieren'],
      ['cebula', 'cebule'],
      ['jajko', 'jajek'],
      ['cebola', 'cebolas'],
      ['ovo', 'ovos'],
      ['بيضة', 'بيض'],
    ] as const)
      expect(
        added([
          [one, 1, null],
          [more, 2, null],
        ]),
        `${one} + ${more}`,
      ).toEqual([{ name: one, amount: 3, unit: null }]);
  });

  it('keeps different foods apart', () => {
    expect(
      added([
        ['Zwiebel', 1, null],
        ['Knoblauch', 1, null],
      ]),
    ).toHaveLength(2);
  });

  it('finds the store section of common foods in other languages', () => {
    expect(guessSection('Zwiebeln')).toBe('Produce');
    expect(guessSection('jajek')).toBe('Dairy');
    expect(guessSection('farine')).toBe('Pantry');
    expect(guessSection('بصل')).toBe('Produce');
  });
});

describe('scaling and converting amounts of other languages', () => {
  it('scales a line read with a decimal comma', () => {
    const { amount, unit } = parseIngredientLine('1,5 kg Kartoffeln');
    expect(kitchenQuantity({ amount, unit }, 2, 'as-written')).toBe('3 kg');
    const spoons = parseIngredientLine('2 łyżki mąki');
    expect(kitchenQuantity(spoons, 1, 'metric')).toBe('2 łyżki');
    expect(kitchenQuantity(spoons, 2.5, 'as-written')).toBe('5 łyżek');
  });

  it.each([
    [1.5, 'kg', 2, 'as-written', '3 kg'],
    [1, 'łyżka', 2, 'as-written', '2 łyżki'],
    [1, 'łyżka', 5, 'as-written', '5 łyżek'],
    [1, 'Zehe', 2, 'as-written', '2 Zehen'],
    [2, 'EL', 1.5, 'as-written', '3 EL'],
    [2, 'łyżki', 1, 'metric', '2 łyżki'],
    [2, 'łyżki', 1, 'us', '2 łyżki'],
    [1, 'szklanka', 1, 'metric', '240 ml'],
    [2, 'xícaras (chá)', 1, 'metric', '480 ml'],
    [1, 'Tasse', 1, 'us', '1 cup'],
    [500, 'غرام', 1, 'us', '1⅛ lb'],
    [1, 'كيلو', 1, 'metric', '1 kg'],
    [10, 'dag', 1, 'metric', '100 g'],
    [1, 'pizca', 2, 'metric', '2 pizcas'],
  ] as const)('%s %s ×%s in %s is "%s"', (amount, unit, scale, system, shown) => {
    expect(kitchenQuantity({ amount, unit }, scale, system)).toBe(shown);
  });
});
