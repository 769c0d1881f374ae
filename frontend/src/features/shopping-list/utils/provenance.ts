import { mondayOf } from '#shared/meal-plans/week';
import type { ShoppingListItem } from '#shared/shopping/shopping-schemas';
import { dayLabel, weekRangeLabel } from '#web/lib/day-labels';

/**
 * Where an item came from, when it came from somewhere: the planned day ('From Monday, Oct 12') or
 * week of a generation, or the recipe it was added from ('From Tomato soup'); null for items added
 * by hand and for items stored before provenance was.
 */
export const provenanceText = ({
  plannedDates,
  recipeName,
}: Pick<ShoppingListItem, 'plannedDates' | 'recipeName'>): string | null => {
  const [first] = plannedDates ?? [];
  if (first)
    return plannedDates?.length === 1
      ? `From ${dayLabel(first)}`
      : `From the week of ${weekRangeLabel(mondayOf(first))}`;
  return recipeName ? `From ${recipeName}` : null;
};
