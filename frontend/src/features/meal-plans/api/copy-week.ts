import { addDays } from '#shared/meal-plans/week';
import type { ContextOwner } from '#web/lib/acting-context';
import { callApi } from '#web/lib/api-client';
import { useRefreshingMutation } from '#web/lib/use-refreshing-mutation';
import { noContextMessage } from '../utils/plans';
import { MealPlanError } from './ensure-plan';
import { mealPlansKey } from './get-week-plans';

/** Copies the week before `monday` into the week of `monday`; days that have a plan are skipped. */
export const copyLastWeek = async ({ owner, monday }: { owner: ContextOwner | null; monday: string }) => {
  if (!owner) throw new MealPlanError(noContextMessage());
  return callApi('copyWeek', { body: { from: addDays(monday, -7), to: monday, ...owner } });
};

export const useCopyLastWeek = () =>
  useRefreshingMutation({ mutationFn: copyLastWeek, stale: () => mealPlansKey, evenOnFailure: true });
