/** Lower-case words with a plural's -s or -es taken off: "Tomatoes" and "tomato" are one word. */
const words = (text: string) =>
  (text.toLowerCase().match(/\p{L}+/gu) ?? []).map((word) =>
    word.length > 4 && word.endsWith('es')
      ? word.slice(0, -2)
      : word.length > 3 && word.endsWith('s')
        ? word.slice(0, -1)
        : word,
  );

/**
 * The ingredients a step mentions, in the recipe's order: those whose name's last word (the thing
 * itself: "stock" of "vegetable stock", "onion" of "red onions") is a word of the step.
 */
export const ingredientsInStep = <T extends { name: string }>(
  step: string,
  ingredients: readonly T[],
): T[] => {
  const stepWords = new Set(words(step));
  return ingredients.filter((ingredient) => {
    const last = words(ingredient.name).at(-1);
    return last !== undefined && last.length > 2 && stepWords.has(last);
  });
};
