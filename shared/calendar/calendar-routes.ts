import * as z from 'zod';
import { clientLimits } from '../http/client-limits';
import { defineRoutes } from '../http/define-route';
import { calendarFeed, calendarFeedFileParams, calendarFeedOwner } from './calendar-schemas';

/** Private calendar (ICS) links: the caller's own plans and each group's, for calendar apps to subscribe to. */
export const calendarRoutes = defineRoutes('calendar', {
  calendarFeeds: {
    method: 'GET',
    path: '/api/calendar/feeds',
    auth: 'user',
    summary:
      "The caller's calendar links: their own plans first, then each of their groups' (url null when off)",
    response: z.array(calendarFeed),
  },
  createCalendarFeed: {
    method: 'POST',
    path: '/api/calendar/feeds',
    auth: 'user',
    summary:
      "Create the caller's link to their own or a group's calendar, or reset it: the old link stops working",
    body: calendarFeedOwner,
    response: calendarFeed,
  },
  deleteCalendarFeed: {
    method: 'DELETE',
    path: '/api/calendar/feeds',
    auth: 'user',
    summary: "Turn off the caller's link to their own (userId) or a group's (groupId) calendar",
    query: calendarFeedOwner,
    status: 204,
  },
  calendarFeedFile: {
    method: 'GET',
    path: '/api/calendar/{feedFile}',
    auth: 'public',
    summary:
      'The calendar (text/calendar) of a link, `/api/calendar/<token>.ics`: the token is the credential; 4 weeks back and 8 ahead, a day an event',
    params: calendarFeedFileParams,
    binary: true,
    mediaType: 'text/calendar',
    limits: clientLimits.calendarFeedFile,
  },
});
