import { isCalendarDate, mondayOf } from '#shared/meal-plans/week';

/**
 * The Monday of the week a meal-plan address shows: its `?week=` date's week, or `thisMonday`.
 * The week lives in the address, so reload, back and forward keep it.
 */
export const shownMondayOf = (searchParams: URLSearchParams, thisMonday: string): string => {
  const asked = searchParams.get('week');
  return asked && isCalendarDate(asked) ? mondayOf(asked) : thisMonday;
};
