import type { CopyWeekResult, MealPlan } from '#shared/meal-plans/meal-plan-schemas';
import { dayLabel } from '#web/lib/day-labels';

/** Spec 8: shown when a plan must be created but there is nobody to create it for. */
export const noContextMessage = 'Unable to determine user or group context.';
/** Spec 8: shown when the day's plan could not be created or read. */
export const planUnavailableMessage = 'Failed to create or retrieve the meal plan.';

/** The week's plans by date (one plan per owner and day). */
export const plansByDate = (plans: readonly MealPlan[]): Map<string, MealPlan> =>
  new Map(plans.map((plan) => [plan.date, plan]));

/** Adding a recipe a day already has changes nothing: the user is told so instead of "Added". */
export const alreadyPlannedMessage = (recipeName: string, date: string): string =>
  `${recipeName} is already on ${dayLabel(date)}.`;

const days = (count: number) => `${count} ${count === 1 ? 'day' : 'days'}`;

/** What Copy last week did, e.g. 'Copied 4 days; 2 days already had a plan.' */
export const copyWeekMessage = ({ copied, skipped }: CopyWeekResult): string => {
  if (copied.length === 0 && skipped.length === 0) return 'Nothing to copy: last week has no plans.';
  const copiedPart = `Copied ${days(copied.length)}`;
  if (skipped.length === 0) return `${copiedPart}.`;
  return `${copiedPart}; ${days(skipped.length)} already had a plan.`;
};
