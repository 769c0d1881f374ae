import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ContextOwner } from '#web/lib/acting-context';
import { callApi } from '#web/lib/api-client';

/** Every meal-plan query starts with this key: a change to any plan refreshes them all. */
export const mealPlansKey = ['meal-plans'] as const;

export const weekPlansKey = (owner: ContextOwner, monday: string) =>
  [...mealPlansKey, owner, monday] as const;

/** The owner's plans of the Monday-to-Sunday week that starts on `monday`. */
export const getWeekPlans = (owner: ContextOwner, monday: string, signal?: AbortSignal) => {
  const query = { weekStartDate: monday };
  return 'userId' in owner
    ? callApi('userWeekPlans', { params: owner, query, signal })
    : callApi('groupWeekPlans', { params: owner, query, signal });
};

export const getWeekPlansQueryOptions = (owner: ContextOwner, monday: string) =>
  queryOptions({
    queryKey: weekPlansKey(owner, monday),
    queryFn: ({ signal }) => getWeekPlans(owner, monday, signal),
  });

/** The week's plans; the key holds the owner, so switching 'Viewing as' loads the other owner's week. */
export const useWeekPlans = (owner: ContextOwner | null, monday: string) =>
  useQuery({
    ...getWeekPlansQueryOptions(owner ?? { userId: '' }, monday),
    enabled: owner !== null,
  });
