import * as z from 'zod';

const ownerId = z.string().min(1).max(64);

/** POST /api/calendar/feeds and DELETE's query: whose calendar, the caller's own or one of their groups'. */
export const calendarFeedOwner = z
  .strictObject({ userId: ownerId.optional(), groupId: ownerId.optional() })
  .refine((owner) => Boolean(owner.userId) !== Boolean(owner.groupId), {
    message: 'errors.userIdOrGroupId',
  });

/**
 * The public feed's one path segment, `<token>.ics`. Any string up to this length reaches the
 * service, which answers 404 for anything but a live link: a malformed link learns nothing more.
 */
export const calendarFeedFileParams = z.strictObject({ feedFile: z.string().max(100) });

/** One calendar the caller may subscribe to: theirs or a group's, with the caller's own link (null when off). */
export const calendarFeed = z.object({
  userId: z.string().nullable(),
  groupId: z.string().nullable(),
  /** 'Me' for the caller's own plans, the group's name otherwise. */
  name: z.string(),
  /** The address calendar apps fetch, with no other credentials; null when the caller has none. */
  url: z.string().nullable(),
  /** When the link was made (ISO 8601), so an unexpected one stands out; null when there is none. */
  createdAt: z.string().nullable(),
});

export type CalendarFeed = z.infer<typeof calendarFeed>;

/** The feed covers this many days before today and after it. */
export const feedDaysBefore = 28;
export const feedDaysAfter = 56;

export type CalendarFeedOwner = z.input<typeof calendarFeedOwner>;
