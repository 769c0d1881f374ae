import type { CopyWeekResult, MealPlan } from '#shared/meal-plans/meal-plan-schemas';
import { dayLabel } from '#web/lib/day-labels';
import { t } from '#web/lib/i18n/t';

/** Spec 8: shown when a plan must be created but there is nobody to create it for. */
export const noContextMessage = (): string => t('mealPlan.noContext');
/** Spec 8: shown when the day's plan could not be created or read. */
export const planUnavailableMessage = (): string => t('mealPlan.planUnavailable');

/** The week's plans by date (one plan per owner and day). */
export const plansByDate = (plans: readonly MealPlan[]): Map<string, MealPlan> =>
  new Map(plans.map((plan) => [plan.date, plan]));

/** Adding a recipe a day already has changes nothing: the user is told so instead of "Added". */
export const alreadyPlannedMessage = (recipeName: string, date: string): string =>
  t('mealPlan.alreadyPlanned', { recipe: recipeName, day: dayLabel(date) });

/** What Copy last week did, e.g. 'Copied 4 days; 2 days already had a plan.' */
export const copyWeekMessage = ({ copied, skipped }: CopyWeekResult): string => {
  if (copied.length === 0 && skipped.length === 0) return t('mealPlan.nothingToCopy');
  if (skipped.length === 0) return t('mealPlan.copiedDays', { copied: copied.length });
  return t('mealPlan.copiedSomeDays', { copied: copied.length, skipped: skipped.length });
};
