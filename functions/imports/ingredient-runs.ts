/**
 * "200 g flour, 100 g butter, 2 eggs, 1 tbsp sugar": some pages write all their ingredients as one
 * paragraph, or one structured-data line, each ingredient after a comma, a semicolon or a full
 * stop, and sometimes a group's name before its part ("Dough: 200 g flour … Filling: 3 apples").
 * Such a run is split where each ingredient begins: after a separator, at an amount (a number or a
 * fraction) that a named food follows. A line with fewer than three such ingredients is left whole:
 * "1 can tomatoes, 400 g" and "2 onions, chopped" are one ingredient each.
 */
export function splitIngredientRun(line: string): string[] {
  if (line.length > maxRunLength) return [line];
  const parts = line.split(separator).map((part) => part.trim());
  const ingredients: string[] = [];
  for (const part of parts) {
    const ingredient = part.replace(groupLabel, '');
    if (startsAnIngredient.test(ingredient) || ingredients.length === 0) ingredients.push(ingredient);
    else ingredients[ingredients.length - 1] += `, ${part}`;
  }
  return ingredients.length >= minimumRun && ingredients.every((part) => startsAnIngredient.test(part))
    ? ingredients
    : [line];
}

const minimumRun = 3;
/** A paragraph longer than this is prose, not a list run together (and is not split in a loop). */
const maxRunLength = 2_000;
/** A comma, semicolon or full stop and the space after it, where a number follows (not "1.5"). */
const separator = /[,;.]\s+(?=(?:[\p{L}][\p{L} ]{0,30}:\s*)?[\d½¼¾⅓⅔⅛])/u;
/** "Dough: ", "For the filling: " before the first amount of a group's part: its heading, left out. */
const groupLabel = /^[\p{L}][\p{L} ]{0,30}:\s*(?=[\d½¼¾⅓⅔⅛])/u;
/** An amount, perhaps a unit, then a word of a food: "2 eggs", "200 g flour", "½ tsp salt". */
const startsAnIngredient =
  /^[\d½¼¾⅓⅔⅛][\d.,/½¼¾⅓⅔⅛-]*(?:\s?[-–]?\s?[\d½¼¾⅓⅔⅛][\d.,/½¼¾⅓⅔⅛]*)?\s*\p{L}+\.?(?:\s+\p{L}{2,}|\p{L}{2,})/u;
