import { createHash, randomBytes } from 'node:crypto';
import { type CalendarFeed, feedDaysAfter, feedDaysBefore } from '#shared/calendar/calendar-schemas';
import type { Locale } from '#shared/i18n/locales';
import { addDays, today } from '#shared/meal-plans/week';
import { retryOnConflict, tryAgain } from '../data/backoff';
import type { CalendarFeeds, FeedLinkRecord } from '../data/calendar-feeds';
import type { Groups } from '../data/groups';
import { type MealPlans, type PlanRecord, plannedRecipes } from '../data/meal-plans';
import type { Memberships } from '../data/memberships';
import type { Owner } from '../data/owner';
import type { Caller } from '../lib/auth/access-token';
import { ConflictError, NotFoundError } from '../lib/domain-errors';
import { createOwnerAccess } from '../lib/owner-access';
import { defaultSideEffects, type SideEffects } from '../lib/side-effects';
import type { NameLookup, Names } from '../mealplans/name-lookup';
import { feedText } from './feed-texts';
import { type CalendarDay, mealPlanCalendar } from './meal-plan-calendar';

export interface CalendarFeedServiceDependencies extends Partial<Pick<SideEffects, 'now' | 'backoff'>> {
  feeds: CalendarFeeds;
  memberships: Pick<Memberships, 'get' | 'ofUser'>;
  groups: Pick<Groups, 'get' | 'getMany'>;
  plans: Pick<MealPlans, 'week'>;
  names: NameLookup;
  /** The web app's origin (`https://…`): the links are addresses on it. */
  webOrigin: string;
  /** The language a user chose (issue 26): their feeds are written in it; none is English. */
  languageOf?: (userId: string) => Promise<Locale | null | undefined>;
}

/** 256 random bits, base64url: 43 characters. */
const newToken = () => randomBytes(32).toString('base64url');
const tokenPattern = /^([A-Za-z0-9_-]{43})\.ics$/;
const sha256 = (token: string) => createHash('sha256').update(token).digest('hex');

const feedNotFound = () => new NotFoundError('errors.calendarFeedNotFound');
const ownName = 'Me';

/** The planned days as the calendar shows them: recipes in the order they were added, chefs by name. */
const calendarDays = (records: PlanRecord[], names: Names): CalendarDay[] =>
  records
    .map((record) => ({
      date: record.date,
      recipes: plannedRecipes(record).flatMap(([id, { slot }]) => {
        const recipe = names.recipes.get(id);
        return recipe ? [{ name: recipe.name, slot }] : [];
      }),
      cooks: (record.assignedTo ?? []).flatMap((id) => names.people.get(id)?.name ?? []),
      note: typeof record.note === 'string' && record.note ? record.note : null,
    }))
    .filter((day) => day.recipes.length > 0 || day.note);

/**
 * Private calendar links. Each user has their own link to their plans and to each group's: a
 * group's link works while its user is a member, so leaving a group ends it, and resetting one
 * changes nobody else's. The token is the only credential of the public feed.
 */
export const createCalendarFeedService = (dependencies: CalendarFeedServiceDependencies) => {
  const { feeds, memberships, groups, plans, names, webOrigin, now, backoff, languageOf } = {
    ...defaultSideEffects,
    ...dependencies,
  };
  const ownerAccess = createOwnerAccess(memberships);
  const urlOf = (link: FeedLinkRecord | undefined) =>
    link ? `${webOrigin}/api/calendar/${link.token}.ics` : null;
  const feedOf = (owner: Owner, name: string, link: FeedLinkRecord | undefined): CalendarFeed => ({
    userId: owner.type === 'user' ? owner.id : null,
    groupId: owner.type === 'group' ? owner.id : null,
    name,
    url: urlOf(link),
    createdAt: link?.createdAt ?? null,
  });
  const ownerName = async (owner: Owner) =>
    owner.type === 'user' ? ownName : ((await groups.get(owner.id))?.name ?? '');

  return {
    async list(caller: Caller): Promise<CalendarFeed[]> {
      const [links, joined] = await Promise.all([
        feeds.ofUser(caller.userId),
        memberships.ofUser(caller.userId),
      ]);
      const linkOf = (owner: Owner) =>
        links.find((link) => link.ownerType === owner.type && link.ownerId === owner.id);
      const own: Owner = { type: 'user', id: caller.userId };
      const found = await groups.getMany(joined.map((membership) => membership.groupId));
      return [
        feedOf(own, ownName, linkOf(own)),
        ...found
          .sort((a, b) => a.name.localeCompare(b.name))
          .map((group) => {
            const owner: Owner = { type: 'group', id: group.id };
            return feedOf(owner, group.name, linkOf(owner));
          }),
      ];
    },

    /** A new link for the caller to this calendar; the one they had stops working. */
    async reset(caller: Caller, owner: Owner): Promise<CalendarFeed> {
      await ownerAccess(caller, owner, feedNotFound);
      const link = await retryOnConflict(
        async () => {
          const previous = await feeds.get(caller.userId, owner);
          const token = newToken();
          const next: FeedLinkRecord = {
            userId: caller.userId,
            ownerType: owner.type,
            ownerId: owner.id,
            token,
            tokenHash: sha256(token),
            createdAt: now().toISOString(),
          };
          return (await feeds.replace(next, previous?.tokenHash)) ? tryAgain : next;
        },
        () => new ConflictError('errors.linkChangedMeanwhile'),
        backoff,
      );
      return feedOf(owner, await ownerName(owner), link);
    },

    /** Turns the caller's link to this calendar off; one already off stays off. */
    async turnOff(caller: Caller, owner: Owner): Promise<void> {
      await ownerAccess(caller, owner, feedNotFound);
      await retryOnConflict(
        async () => {
          const link = await feeds.get(caller.userId, owner);
          if (!link) return undefined;
          return (await feeds.remove(caller.userId, owner, link.tokenHash)) ? tryAgain : undefined;
        },
        () => new ConflictError('errors.linkChangedMeanwhile'),
        backoff,
      );
    },

    /** The ICS document a live link names; 404 for anything else, so a guess learns nothing. */
    async calendar(feedFile: string): Promise<string> {
      const token = tokenPattern.exec(feedFile)?.[1];
      if (!token) throw feedNotFound();
      const lookup = await feeds.find(sha256(token));
      if (!lookup) throw feedNotFound();
      const owner: Owner = { type: lookup.ownerType, id: lookup.ownerId };
      const day = today(now());
      // A group's link is its user's: it works only while they are a member.
      const [member, group, records, language] = await Promise.all([
        owner.type === 'group' ? memberships.get(owner.id, lookup.userId) : true,
        owner.type === 'group' ? groups.get(owner.id) : undefined,
        plans.week(owner, addDays(day, -feedDaysBefore), addDays(day, feedDaysAfter)),
        languageOf?.(lookup.userId),
      ]);
      const locale = language ?? 'en';
      if (!member || (owner.type === 'group' && !group)) throw feedNotFound();
      const found = await names(
        records.flatMap((record) => record.assignedTo ?? []),
        records.flatMap((record) => Object.keys(record.recipes ?? {})),
      );
      return mealPlanCalendar({
        name: group
          ? feedText(locale, 'feed.groupMealPlan', { group: group.name })
          : feedText(locale, 'feed.myMealPlan'),
        ownerKey: `${owner.type}-${owner.id}`,
        link: `${webOrigin}/meal-plan`,
        days: calendarDays(records, found),
        now: now(),
        locale,
      });
    },
  };
};

export type CalendarFeedService = ReturnType<typeof createCalendarFeedService>;
