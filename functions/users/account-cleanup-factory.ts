import { createCalendarFeeds } from '../data/calendar-feeds';
import { createCatalogue } from '../data/catalogue';
import { defaultTable } from '../data/default-table';
import { createMealPlans } from '../data/meal-plans';
import { createPasskeys } from '../data/passkeys';
import { createRatings } from '../data/ratings';
import { createRecipes } from '../data/recipes';
import { createUsers } from '../data/users';
import { deleteStoredImage } from '../files/image-store';
import { type AlsoDelete, createAccountCleanup } from './account-cleanup';

/** An account's clean-up wired to the real table and image bucket. */
export const createDefaultAccountCleanup = () => {
  const table = defaultTable();
  const passkeys = createPasskeys(table);
  /**
   * Items of the user's kept outside their partition, deleted with the account: one entry per
   * feature. (Reset links and sign-in challenges end within minutes by themselves, and name a user
   * who is no longer found.)
   */
  const alsoDeleteWithAccount: AlsoDelete[] = [
    async (userId) => table.deleteKeys(await passkeys.lookupKeysOf(userId)),
  ];
  return createAccountCleanup({
    table,
    users: createUsers(table),
    ratings: createRatings(table),
    recipes: createRecipes(table),
    catalogue: createCatalogue(table),
    mealPlans: createMealPlans(table),
    calendarLinks: createCalendarFeeds(table),
    deleteImage: deleteStoredImage,
    alsoDelete: alsoDeleteWithAccount,
  });
};
