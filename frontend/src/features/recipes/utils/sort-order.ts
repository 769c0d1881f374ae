/** Gives each item its 1-based position as sortOrder (after a reorder or a removal). */
export const renumberSortOrder = <T extends { sortOrder: number }>(items: readonly T[]): T[] =>
  items.map((item, index) => (item.sortOrder === index + 1 ? item : { ...item, sortOrder: index + 1 }));

/** Moves one item from one index to another, like dnd-kit's arrayMove, without mutating. */
export const moveItem = <T>(items: readonly T[], from: number, to: number): T[] => {
  const next = [...items];
  const [moved] = next.splice(from, 1);
  if (moved === undefined) return next;
  next.splice(to, 0, moved);
  return next;
};
