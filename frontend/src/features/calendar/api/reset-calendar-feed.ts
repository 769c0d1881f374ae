import type { CalendarFeedOwner } from '#shared/calendar/calendar-schemas';
import { callApi } from '#web/lib/api-client';
import { useRefreshingMutation } from '#web/lib/use-refreshing-mutation';
import { calendarFeedsKey } from './get-calendar-feeds';

export const resetCalendarFeed = (owner: CalendarFeedOwner) => callApi('createCalendarFeed', { body: owner });

/** Creates the user's link to a calendar, or replaces it (the old one stops working). */
export const useResetCalendarFeed = () =>
  useRefreshingMutation({ mutationFn: resetCalendarFeed, stale: () => calendarFeedsKey });
