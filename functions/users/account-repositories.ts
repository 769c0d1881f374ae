import { createCalendarFeeds } from '../data/calendar-feeds';
import { defaultTable } from '../data/default-table';
import { createGroups } from '../data/groups';
import { createLoginThrottle } from '../data/login-throttle';
import { createMemberships } from '../data/memberships';
import { createSessions } from '../data/sessions';
import type { Table } from '../data/table';
import { createUsers } from '../data/users';
import { defaultSessionCheck } from '../lib/auth/default-session-check';

/**
 * The stores the account services share (users, their sessions, groups and memberships, the sign-in
 * throttle, calendar links), on the deployment's table: wired in one place, so that each service's
 * factory names only what is its own. Each store is a few closures over the table: cheap to make.
 */
export const accountRepositories = (table: Table = defaultTable()) => ({
  users: createUsers(table),
  sessions: createSessions(table),
  memberships: createMemberships(table),
  groups: createGroups(table),
  loginThrottle: createLoginThrottle(table),
  calendarLinks: createCalendarFeeds(table),
});

/** Tells this container's session check that a session ended, so its access tokens are refused at once. */
export const markSessionEnded = (userId: string, sessionId: string) =>
  defaultSessionCheck().markEnded(userId, sessionId);
