import { createAisleSettings } from './aisle-settings';
import { createAlwaysHave } from './always-have';
import { createCalendarFeeds } from './calendar-feeds';
import { defaultTable } from './default-table';
import { createGroups } from './groups';
import { createInvitations } from './invitations';
import { createMealPlans } from './meal-plans';
import { createMemberships } from './memberships';
import { createPantryItems } from './pantry-items';
import { createRatings } from './ratings';
import { createRecipes } from './recipes';
import { createShoppingItems } from './shopping-items';
import type { Table } from './table';
import { createUsers } from './users';

/** Each repository by the name a handler takes it by. */
const makers = {
  aisleSettings: createAisleSettings,
  alwaysHave: createAlwaysHave,
  calendarFeeds: createCalendarFeeds,
  groups: createGroups,
  invitations: createInvitations,
  mealPlans: createMealPlans,
  memberships: createMemberships,
  pantryItems: createPantryItems,
  ratings: createRatings,
  recipes: createRecipes,
  shoppingItems: createShoppingItems,
  users: createUsers,
};

export type Repositories = { [Name in keyof typeof makers]: ReturnType<(typeof makers)[Name]> };

/**
 * The repositories of one table, for a handler to take by name the ones its services need
 * (`const { groups, memberships } = defaultRepositories()`). Each is made when it is taken: a
 * repository is a few closures over the table, and a handler builds only the ones it names.
 */
export const repositoriesOf = (table: Table): Repositories =>
  Object.defineProperties(
    {},
    Object.fromEntries(
      Object.entries(makers).map(([name, make]) => [name, { get: () => make(table), enumerable: true }]),
    ),
  ) as Repositories;

/** The repositories of this deployment's table (see `defaultTable`). */
export const defaultRepositories = () => repositoriesOf(defaultTable());
