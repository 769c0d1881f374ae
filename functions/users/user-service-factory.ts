import { createCalendarFeeds } from '../data/calendar-feeds';
import { defaultTable } from '../data/default-table';
import { createLoginThrottle } from '../data/login-throttle';
import { createSessions } from '../data/sessions';
import { createUsers } from '../data/users';
import { defaultSessionCheck } from '../lib/auth/default-session-check';
import { jwtKeys } from '../lib/auth/jwt-secret';
import { createSignInFactors } from './sign-in-factor-factory';
import { createUserService } from './user-service';

/** The user service wired to the real table: shared by the Lambda, the local runtime and the admin script. */
export const createDefaultUserService = () => {
  const table = defaultTable();
  return createUserService({
    users: createUsers(table),
    sessions: createSessions(table),
    loginThrottle: createLoginThrottle(table),
    calendarLinks: createCalendarFeeds(table),
    tokenKeys: () => jwtKeys(),
    sessionEnded: (userId, sessionId) => defaultSessionCheck().markEnded(userId, sessionId),
    secondStep: createSignInFactors(table).twoStep,
  });
};
