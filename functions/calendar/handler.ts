import { createCalendarFeeds } from '../data/calendar-feeds';
import { defaultTable } from '../data/default-table';
import { createGroups } from '../data/groups';
import { createMealPlans } from '../data/meal-plans';
import { createMemberships } from '../data/memberships';
import { createRecipes } from '../data/recipes';
import { createUsers } from '../data/users';
import { webConfig } from '../lib/config';
import { BinaryReply, createHandler } from '../lib/http/create-handler';
import { ownerNamedBy } from '../lib/owner-access';
import { createNameLookup } from '../mealplans/name-lookup';
import { createCalendarFeedService } from './calendar-feed-service';

const table = defaultTable();
const service = createCalendarFeedService({
  feeds: createCalendarFeeds(table),
  memberships: createMemberships(table),
  groups: createGroups(table),
  plans: createMealPlans(table),
  names: createNameLookup(createUsers(table), createRecipes(table)),
  webOrigin: webConfig().WEB_ORIGIN,
});

/**
 * Calendar apps poll the feed; a few minutes in their cache is fresh enough, and `private` keeps
 * it out of shared caches (the address is the credential).
 */
const feedCacheControl = 'private, max-age=300';

export const handler = createHandler('calendar', {
  calendarFeeds: ({ caller }) => service.list(caller),
  createCalendarFeed: ({ caller, body }) => service.reset(caller, ownerNamedBy(body)),
  deleteCalendarFeed: ({ caller, query }) => service.turnOff(caller, ownerNamedBy(query)),
  calendarFeedFile: async ({ params }) =>
    new BinaryReply(Buffer.from(await service.calendar(params.feedFile)), 'text/calendar; charset=utf-8', {
      'cache-control': feedCacheControl,
    }),
});
