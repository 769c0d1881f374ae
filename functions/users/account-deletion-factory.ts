import { createCalendarFeeds } from '../data/calendar-feeds';
import { createCatalogue } from '../data/catalogue';
import { defaultTable } from '../data/default-table';
import { createGroups } from '../data/groups';
import { createInvitations } from '../data/invitations';
import { createLiveConnections } from '../data/live-connections';
import { createMealPlans } from '../data/meal-plans';
import { createMemberships } from '../data/memberships';
import { createPasskeys } from '../data/passkeys';
import { createRatings } from '../data/ratings';
import { createRecipes } from '../data/recipes';
import { createSessions } from '../data/sessions';
import { createUsers } from '../data/users';
import { deleteStoredImage } from '../files/image-store';
import { defaultSessionCheck } from '../lib/auth/default-session-check';
import { type AlsoDelete, createAccountDeletion } from './account-deletion';

/** Account deletion wired to the real table and image bucket. */
export const createDefaultAccountDeletion = () => {
  const table = defaultTable();
  const passkeys = createPasskeys(table);
  /**
   * Items of the user's kept outside their partition, deleted with the account: one entry per
   * feature. (Reset links and sign-in challenges end within minutes by themselves, and name a user
   * who is no longer found.)
   */
  const alsoDeleteWithAccount: AlsoDelete[] = [
    async (user) => table.deleteKeys(await passkeys.lookupKeysOf(user.id)),
  ];
  return createAccountDeletion({
    table,
    users: createUsers(table),
    sessions: createSessions(table),
    memberships: createMemberships(table),
    groups: createGroups(table),
    invitations: createInvitations(table),
    ratings: createRatings(table),
    recipes: createRecipes(table),
    catalogue: createCatalogue(table),
    mealPlans: createMealPlans(table),
    calendarLinks: createCalendarFeeds(table),
    liveConnections: createLiveConnections(table),
    deleteImage: deleteStoredImage,
    sessionEnded: (userId, sessionId) => defaultSessionCheck().markEnded(userId, sessionId),
    alsoDelete: alsoDeleteWithAccount,
  });
};
