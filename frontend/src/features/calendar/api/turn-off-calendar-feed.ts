import type { CalendarFeedOwner } from '#shared/calendar/calendar-schemas';
import { callApi } from '#web/lib/api-client';
import { useRefreshingMutation } from '#web/lib/use-refreshing-mutation';
import { calendarFeedsKey } from './get-calendar-feeds';

export const turnOffCalendarFeed = (owner: CalendarFeedOwner) =>
  callApi('deleteCalendarFeed', { query: owner });

/** Turns the user's link to a calendar off: calendar apps subscribed to it get nothing more. */
export const useTurnOffCalendarFeed = () =>
  useRefreshingMutation({ mutationFn: turnOffCalendarFeed, stale: () => calendarFeedsKey });
