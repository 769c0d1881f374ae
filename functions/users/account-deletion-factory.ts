import { defaultTable } from '../data/default-table';
import { createInvitations } from '../data/invitations';
import { createLiveConnections } from '../data/live-connections';
import { createAccountDeletion } from './account-deletion';
import { accountRepositories, markSessionEnded } from './account-repositories';

/** Account deletion (the request's part) wired to the real table; the clean-up: account-cleanup-factory.ts. */
export const createDefaultAccountDeletion = () => {
  const table = defaultTable();
  return createAccountDeletion({
    ...accountRepositories(table),
    invitations: createInvitations(table),
    liveConnections: createLiveConnections(table),
    sessionEnded: markSessionEnded,
  });
};
