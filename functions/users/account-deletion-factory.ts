import { defaultTable } from '../data/default-table';
import { createGroups } from '../data/groups';
import { createInvitations } from '../data/invitations';
import { createLiveConnections } from '../data/live-connections';
import { createMemberships } from '../data/memberships';
import { createSessions } from '../data/sessions';
import { createUsers } from '../data/users';
import { defaultSessionCheck } from '../lib/auth/default-session-check';
import { createAccountDeletion } from './account-deletion';

/** Account deletion (the request's part) wired to the real table; the clean-up: account-cleanup-factory.ts. */
export const createDefaultAccountDeletion = () => {
  const table = defaultTable();
  return createAccountDeletion({
    users: createUsers(table),
    sessions: createSessions(table),
    memberships: createMemberships(table),
    groups: createGroups(table),
    invitations: createInvitations(table),
    liveConnections: createLiveConnections(table),
    sessionEnded: (userId, sessionId) => defaultSessionCheck().markEnded(userId, sessionId),
  });
};
