import { createCalendarFeeds } from '../data/calendar-feeds';
import { defaultTable } from '../data/default-table';
import { createGroups } from '../data/groups';
import { createInvitationLinks } from '../data/invitation-links';
import { createLoginThrottle } from '../data/login-throttle';
import { createMemberships } from '../data/memberships';
import { createSessions } from '../data/sessions';
import { createSignUpSettings } from '../data/sign-up-settings';
import { createUsers } from '../data/users';
import { defaultSessionCheck } from '../lib/auth/default-session-check';
import { jwtKeys } from '../lib/auth/jwt-secret';
import { createInvitationService } from './invitation-service';
import { createSignInFactors } from './sign-in-factor-factory';
import { createUserService, type UserServiceDependencies } from './user-service';

/** The user service wired to the real table: shared by the Lambda, the local runtime and the admin script. */
export const createDefaultUserService = (admit?: UserServiceDependencies['admit']) => {
  const table = defaultTable();
  return createUserService({
    users: createUsers(table),
    sessions: createSessions(table),
    loginThrottle: createLoginThrottle(table),
    calendarLinks: createCalendarFeeds(table),
    tokenKeys: () => jwtKeys(),
    sessionEnded: (userId, sessionId) => defaultSessionCheck().markEnded(userId, sessionId),
    secondStep: createSignInFactors(table).twoStep,
    admit,
  });
};

/** Who may join (sign-up mode, invitation links) on the real table; `webOrigin` is where the links point. */
export const createDefaultInvitationService = (webOrigin: string) => {
  const table = defaultTable();
  return createInvitationService({
    links: createInvitationLinks(table),
    settings: createSignUpSettings(table),
    memberships: createMemberships(table),
    groups: createGroups(table),
    users: createUsers(table),
    webOrigin,
  });
};
