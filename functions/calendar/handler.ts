import { defaultRepositories } from '../data/repositories';
import { webConfig } from '../lib/config';
import { BinaryReply, createHandler } from '../lib/http/create-handler';
import { ownerNamedBy } from '../lib/owner-access';
import { createNameLookup } from '../mealplans/name-lookup';
import { createCalendarFeedService } from './calendar-feed-service';

const { calendarFeeds, memberships, groups, mealPlans, users, recipes } = defaultRepositories();
const service = createCalendarFeedService({
  feeds: calendarFeeds,
  memberships,
  groups,
  plans: mealPlans,
  names: createNameLookup(users, recipes),
  webOrigin: webConfig().WEB_ORIGIN,
  languageOf: async (userId) => (await users.findById(userId))?.language,
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
