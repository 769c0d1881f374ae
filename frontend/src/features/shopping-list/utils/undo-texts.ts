/** The texts of the Undo message (issue 16): what was just done, which Undo takes back. */
export const removedText = (name: string) => `Removed ${name}`;
export const tickedText = (name: string) => `Ticked ${name}`;
export const clearedText = (count: number) => `Cleared ${count} ticked ${count === 1 ? 'item' : 'items'}`;
