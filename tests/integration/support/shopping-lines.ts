/** A list's items as the lines a shopper reads: "[x] Flour 1 kg", "[ ] Salt" (no amount or unit shown when null). */
export const shownLines = (
  items: { name: string; amount: number | null; unit: string | null; isChecked: boolean }[],
) =>
  items.map((item) =>
    [item.isChecked ? '[x]' : '[ ]', item.name, item.amount, item.unit]
      .filter((part) => part !== null)
      .join(' '),
  );
