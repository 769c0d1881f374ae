import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import type { PlanOwner } from '../utils/plan-owner';

/** Every meal-plan query starts with this key: a change to any plan refreshes them all. */
export const mealPlansKey = ['meal-plans'] as const;

export const weekPlansKey = (owner: PlanOwner, monday: string) =>
  [...mealPlansKey, owner.kind, owner.id, monday] as const;

/** The owner's plans of the Monday-to-Sunday week that starts on `monday`. */
export const getWeekPlans = (owner: PlanOwner, monday: string, signal?: AbortSignal) => {
  const query = { weekStartDate: monday };
  return owner.kind === 'user'
    ? callApi('userWeekPlans', { params: { userId: owner.id }, query, signal })
    : callApi('groupWeekPlans', { params: { groupId: owner.id }, query, signal });
};

export const getWeekPlansQueryOptions = (owner: PlanOwner, monday: string) =>
  queryOptions({
    queryKey: weekPlansKey(owner, monday),
    queryFn: ({ signal }) => getWeekPlans(owner, monday, signal),
  });

/** The week's plans; the key holds the owner, so switching 'Viewing as' loads the other owner's week. */
export const useWeekPlans = (owner: PlanOwner | null, monday: string) =>
  useQuery({
    ...getWeekPlansQueryOptions(owner ?? { kind: 'user', id: '' }, monday),
    enabled: owner !== null,
  });
