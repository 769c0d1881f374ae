import { mondayOf } from '#shared/meal-plans/week';
import type { ShoppingListItem } from '#shared/shopping/shopping-schemas';
import { dayLabel, weekRangeLabel } from '#web/lib/day-labels';
import { t } from '#web/lib/i18n/t';

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
      ? t('shopping.fromDay', { day: dayLabel(first) })
      : t('shopping.fromWeek', { week: weekRangeLabel(mondayOf(first)) });
  return recipeName ? t('shopping.fromRecipe', { recipe: recipeName }) : null;
};
