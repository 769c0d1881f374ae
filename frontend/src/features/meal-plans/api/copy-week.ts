import type { CopyWeekResult } from '#shared/meal-plans/meal-plan-schemas';
import { addDays } from '#shared/meal-plans/week';
import type { ContextOwner } from '#web/lib/acting-context';
import { callApi } from '#web/lib/api-client';
import { useRefreshingMutation } from '#web/lib/use-refreshing-mutation';
import { noContextMessage } from '../utils/plans';
import { MealPlanError } from './ensure-plan';
import { mealPlansKey } from './get-week-plans';

/** Copies the week before `monday` into the week of `monday`; days that have a plan are skipped. */
export const copyLastWeek = async ({ owner, monday }: { owner: ContextOwner | null; monday: string }) => {
  if (!owner) throw new MealPlanError(noContextMessage);
  return callApi('copyWeek', { body: { from: addDays(monday, -7), to: monday, ...owner } });
};

export const useCopyLastWeek = () =>
  useRefreshingMutation({ mutationFn: copyLastWeek, stale: () => mealPlansKey, evenOnFailure: true });

const days = (count: number) => `${count} ${count === 1 ? 'day' : 'days'}`;

/** What Copy last week did, e.g. 'Copied 4 days; 2 days already had a plan.' */
export const copyWeekMessage = ({ copied, skipped }: CopyWeekResult): string => {
  if (copied.length === 0 && skipped.length === 0) return 'Nothing to copy: last week has no plans.';
  const copiedPart = `Copied ${days(copied.length)}`;
  if (skipped.length === 0) return `${copiedPart}.`;
  return `${copiedPart}; ${days(skipped.length)} already had a plan.`;
};
