import type { CalendarFeed, CalendarFeedOwner } from '#shared/calendar/calendar-schemas';

/** Whose calendar a listed feed is, as the create, reset and turn-off calls name it. */
export const feedOwner = (feed: CalendarFeed): CalendarFeedOwner =>
  feed.groupId ? { groupId: feed.groupId } : { userId: feed.userId ?? '' };
