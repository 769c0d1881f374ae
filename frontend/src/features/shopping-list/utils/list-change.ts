import type { ShoppingListItem } from '#shared/shopping/shopping-schemas';
import { activeLocale } from '#web/lib/i18n/language';
import { t } from '#web/lib/i18n/t';

/** What a generation did to the list: the new list and how many lines came, changed and went. */
export interface ListChange {
  list: ShoppingListItem[];
  added: number;
  updated: number;
  removed: number;
  /** Planned ingredients left out because they were already on the list (ticked or not). */
  leftOut: number;
  /** Planned ingredients left out because the pantry (or "Always have") held enough of them. */
  pantryLeftOut: number;
}

const sameLine = (a: ShoppingListItem, b: ShoppingListItem) =>
  a.name === b.name && a.amount === b.amount && a.unit === b.unit && a.isChecked === b.isChecked;

export const listChange = (
  before: readonly ShoppingListItem[],
  after: ShoppingListItem[],
  { leftOut = 0, pantryLeftOut = 0 }: Partial<Pick<ListChange, 'leftOut' | 'pantryLeftOut'>> = {},
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
  return { list: after, added, updated, removed: before.length - kept.size, leftOut, pantryLeftOut };
};

/** The message after generating: what changed for which week, or that nothing did. */
export const generationMessage = (
  { added, updated, removed, leftOut }: ListChange,
  weekRange: string,
): string => {
  const parts = [
    added > 0 ? t('shopping.itemsAdded', { count: added }) : null,
    updated > 0 ? t('shopping.itemsUpdated', { count: updated }) : null,
    removed > 0 ? t('shopping.itemsRemoved', { count: removed }) : null,
    leftOut > 0 ? t('shopping.itemsLeftOut', { count: leftOut }) : null,
  ].filter((part) => part !== null);
  // "1 item added, 2 items updated": the language's own list separator, without an "and".
  const changes = new Intl.ListFormat(activeLocale(), { type: 'unit', style: 'short' }).format(parts);
  return parts.length > 0
    ? t('shopping.generated', { week: weekRange, changes })
    : t('shopping.nothingToAdd', { week: weekRange });
};
