import ICAL from 'ical.js';
import { describe, expect, it } from 'vitest';
import { createCalendarFeedService } from '#functions/calendar/calendar-feed-service';
import type { CalendarFeeds } from '#functions/data/calendar-feeds';
import type { PlanRecord } from '#functions/data/meal-plans';

const token = 'A'.repeat(43);
const plan = (date: string, recipes: Record<string, unknown>, extra: Record<string, unknown> = {}) =>
  ({
    id: `plan-${date}`,
    date,
    createdAt: '2026-11-01T00:00:00Z',
    ownerType: 'user',
    ownerId: 'u1',
    assignedTo: [],
    recipes,
    ...extra,
  }) as unknown as PlanRecord;

/** A service over fakes: one live link of user u1 to their own plans, and these stored plans. */
const serviceWith = (records: PlanRecord[]) => {
  const asked: { from: string; to: string }[] = [];
  const service = createCalendarFeedService({
    feeds: {
      find: async () => ({ userId: 'u1', ownerType: 'user', ownerId: 'u1', createdAt: '' }),
    } as unknown as CalendarFeeds,
    memberships: { get: async () => undefined, ofUser: async () => [] },
    groups: { get: async () => undefined, getMany: async () => [] },
    plans: {
      week: async (_owner, from, to) => {
        asked.push({ from, to });
        return records;
      },
    },
    names: async () => ({
      people: new Map(),
      recipes: new Map(['r1', 'r2', 'r3'].map((id) => [id, { id, name: `Recipe ${id}` }])),
    }),
    webOrigin: 'https://site.test',
    now: () => new Date('2026-11-25T12:00:00'),
  });
  return { service, asked };
};

const descriptions = (ics: string) =>
  new ICAL.Component(ICAL.parse(ics))
    .getAllSubcomponents('vevent')
    .map((component) => new ICAL.Event(component).description);

describe('the calendar feed service', () => {
  it('asks for the plans from 4 weeks back to 8 weeks ahead', async () => {
    const { service, asked } = serviceWith([]);
    await service.calendar(`${token}.ics`);
    expect(asked).toEqual([{ from: '2026-10-28', to: '2027-01-20' }]);
  });

  it('reads plans stored before meals (a time per recipe) and after (time and meal, and a note)', async () => {
    const { service } = serviceWith([
      plan('2026-11-24', { r2: '2026-11-02T00:00:00Z', r1: '2026-11-01T00:00:00Z' }),
      plan(
        '2026-11-26',
        {
          r3: { at: '2026-11-03T00:00:00Z', slot: 'Dinner' },
          r1: { at: '2026-11-02T00:00:00Z', slot: 'Lunch' },
        },
        { note: 'Guests' },
      ),
      plan('2026-11-27', {}),
    ]);
    // Recipes planned before meals existed are Dinner, as the meal plan shows them.
    expect(descriptions(await service.calendar(`${token}.ics`))).toEqual([
      'Dinner: Recipe r1\nDinner: Recipe r2',
      'Lunch: Recipe r1\nDinner: Recipe r3\nNote: Guests',
    ]);
  });

  it('answers 404 for an address that is not a token', async () => {
    const { service } = serviceWith([]);
    for (const file of [token, `${token}.ics.ics`, `${'A'.repeat(42)}.ics`, `${token}!.ics`])
      await expect(service.calendar(file), file).rejects.toThrow('Calendar feed not found.');
  });
});
