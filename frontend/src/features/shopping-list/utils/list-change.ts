import type { ShoppingListItem } from '#shared/shopping/shopping-schemas';

/** What a generation did to the list: the new list and how many lines came, changed and went. */
export interface ListChange {
  list: ShoppingListItem[];
  added: number;
  updated: number;
  removed: number;
  /** Planned ingredients left out because they were already on the list (ticked or not). */
  leftOut: number;
}

const sameLine = (a: ShoppingListItem, b: ShoppingListItem) =>
  a.name === b.name && a.amount === b.amount && a.unit === b.unit && a.isChecked === b.isChecked;

export const listChange = (
  before: readonly ShoppingListItem[],
  after: ShoppingListItem[],
  leftOut = 0,
): ListChange => {
  const previous = new Map(before.map((item) => [item.id, item]));
  const kept = new Set<string>();
  let added = 0;
  let updated = 0;
  for (const item of after) {
    const old = previous.get(item.id);
    if (!old) added += 1;
    else {
      kept.add(item.id);
      if (!sameLine(old, item)) updated += 1;
    }
  }
  return { list: after, added, updated, removed: before.length - kept.size, leftOut };
};

const count = (n: number, verb: string) => `${n} ${n === 1 ? 'item' : 'items'} ${verb}`;

/** The message after generating: what changed for which week, or that nothing did. */
export const generationMessage = (
  { added, updated, removed, leftOut }: ListChange,
  weekRange: string,
): string => {
  const parts = [
    added > 0 ? count(added, 'added') : null,
    updated > 0 ? count(updated, 'updated') : null,
    removed > 0 ? count(removed, 'removed') : null,
    leftOut > 0 ? `${count(leftOut, 'left out')} (already on the list)` : null,
  ].filter(Boolean);
  return parts.length > 0
    ? `Shopping list generated from the meal plan for ${weekRange}: ${parts.join(', ')}.`
    : `Nothing to add from the meal plan for ${weekRange}: no planned ingredients are missing from the list.`;
};
