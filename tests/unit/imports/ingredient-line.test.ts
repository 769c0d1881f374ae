import { describe, expect, it } from 'vitest';
import { parseIngredientLine } from '#shared/recipes/ingredient-line';

describe('parseIngredientLine', () => {
  it.each([
    ['2 eggs', 2, null, 'eggs'],
    ['500 g flour', 500, 'g', 'flour'],
    ['500g flour', 500, 'g', 'flour'],
    ['400 gr pumpkin', 400, 'gr', 'pumpkin'],
    ['2 Tbs plain flour', 2, 'Tbs', 'plain flour'],
    ['0.5 l milk', 0.5, 'l', 'milk'],
    ['1,5 kg potatoes', 1.5, 'kg', 'potatoes'],
    ['1,000 g sugar', 1000, 'g', 'sugar'],
    ['1/2 cup sugar', 0.5, 'cup', 'sugar'],
    ['1 1/2 cups milk', 1.5, 'cups', 'milk'],
    ['½ tsp salt', 0.5, 'tsp', 'salt'],
    ['1½ cups flour', 1.5, 'cups', 'flour'],
    ['2-3 cloves garlic', 2, 'cloves', 'garlic'],
    ['2 tbsp. olive oil', 2, 'tbsp.', 'olive oil'],
    ['3 Tbsp butter', 3, 'Tbsp', 'butter'],
    ['250 ml cream', 250, 'ml', 'cream'],
    ['8 oz cream cheese', 8, 'oz', 'cream cheese'],
    ['2 lbs chicken thighs', 2, 'lbs', 'chicken thighs'],
    ['3 (14 oz) cans tomatoes', 3, null, '(14 oz) cans tomatoes'],
    ['2 large eggs', 2, null, 'large eggs'],
    ['1 pinch salt', 1, 'pinch', 'salt'],
    ['pinch of salt', null, 'pinch', 'salt'],
    ['salt to taste', null, null, 'salt to taste'],
    ['2 handfuls spinach', 2, 'handfuls', 'spinach'],
    ['2 el olijfolie', 2, 'el', 'olijfolie'],
    ['1 TL Zimt', 1, 'TL', 'Zimt'],
    ['2 teentjes knoflook', 2, 'teentjes', 'knoflook'],
    ['2 cucharadas de aceite', 2, 'cucharadas', 'aceite'],
    ['1 xícara de leite', 1, 'xícara', 'leite'],
    ['2 colheres de sopa de azeite', 2, 'colheres de sopa', 'azeite'],
    ['3 spicchi di aglio', 3, 'spicchi', 'aglio'],
    ["1 gousse d'ail", 1, 'gousse', 'ail'],
    ['1 lžička soli', 1, 'lžička', 'soli'],
    ['150克 鸡胸肉', 150, '克', '鸡胸肉'],
  ])('%s', (line, amount, unit, name) => {
    expect(parseIngredientLine(line)).toEqual({ text: line, amount, unit, name });
  });

  it('keeps the line as written in text, with its range, and only tidies the whitespace', () => {
    expect(parseIngredientLine('  2-3  cloves garlic ')).toMatchObject({
      text: '2-3 cloves garlic',
      amount: 2,
    });
  });

  it('reads a heading such as "For the sauce:" as a line without amount', () => {
    expect(parseIngredientLine('For the sauce:')).toEqual({
      text: 'For the sauce:',
      amount: null,
      unit: null,
      name: 'For the sauce:',
    });
  });
});
