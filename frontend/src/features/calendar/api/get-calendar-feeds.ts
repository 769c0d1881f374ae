import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '#web/lib/api-client';

export const calendarFeedsKey = ['calendar-feeds'] as const;

export const getCalendarFeeds = (signal?: AbortSignal) => callApi('calendarFeeds', { signal });

/** The user's calendar links: their own plans first, then each group's (url null when off). */
export const useCalendarFeeds = () =>
  useQuery(queryOptions({ queryKey: calendarFeedsKey, queryFn: ({ signal }) => getCalendarFeeds(signal) }));
