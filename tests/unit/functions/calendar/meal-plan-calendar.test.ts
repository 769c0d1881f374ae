import ICAL from 'ical.js';
import { describe, expect, it } from 'vitest';
import { mealPlanCalendar } from '#functions/calendar/meal-plan-calendar';

const build = (days: Parameters<typeof mealPlanCalendar>[0]['days']) =>
  mealPlanCalendar({
    name: 'Home: meal plan',
    ownerKey: 'group-g1',
    link: 'https://example.test/meal-plan',
    days,
    now: new Date('2026-11-25T10:00:00Z'),
  });

const parsed = (ics: string) => new ICAL.Component(ICAL.parse(ics));

describe('the meal plan calendar (ICS)', () => {
  it('makes one all-day event a day, with a UID of owner and date, and names the calendar', () => {
    const ics = build([
      { date: '2026-11-30', recipes: [{ name: 'Tomato soup' }, { name: 'Salad' }], cooks: ['Anna'] },
      { date: '2026-12-01', recipes: [{ name: 'Pie' }], cooks: [] },
    ]);
    expect(ics).toContain('DTSTART;VALUE=DATE:20261130');
    const calendar = parsed(ics);
    expect(calendar.getFirstPropertyValue('x-wr-calname')).toBe('Home: meal plan');
    const events = calendar.getAllSubcomponents('vevent').map((component) => new ICAL.Event(component));
    expect(events.map((event) => [event.uid, event.startDate.toString(), event.startDate.isDate])).toEqual([
      ['2026-11-30-group-g1@recipe-planner', '2026-11-30', true],
      ['2026-12-01-group-g1@recipe-planner', '2026-12-01', true],
    ]);
    expect(events[0]?.summary).toBe('Tomato soup, Salad');
    expect(events[0]?.description).toBe('Tomato soup\nSalad\nCooking: Anna');
    expect(events[1]?.description).toBe('Pie');
  });

  it('names each recipe with its meal where the plan has one, and adds the note', () => {
    const [event] = parsed(
      build([
        {
          date: '2026-11-30',
          recipes: [
            { name: 'Porridge', slot: 'Breakfast' },
            { name: 'Curry, hot; with rice', slot: 'Dinner' },
          ],
          cooks: ['Anna', 'Ben'],
          note: 'Guests at 7',
        },
      ]),
    )
      .getAllSubcomponents('vevent')
      .map((component) => new ICAL.Event(component));
    // Commas and semicolons are escaped in the file and come back as written.
    expect(event?.summary).toBe('Porridge, Curry, hot; with rice');
    expect(event?.description).toBe(
      'Breakfast: Porridge\nDinner: Curry, hot; with rice\nCooking: Anna, Ben\nNote: Guests at 7',
    );
  });

  it('keeps the day whatever time zone the function runs in', () => {
    const original = process.env.TZ;
    process.env.TZ = 'Pacific/Kiritimati';
    try {
      expect(build([{ date: '2026-11-30', recipes: [{ name: 'Soup' }], cooks: [] }])).toContain(
        'DTSTART;VALUE=DATE:20261130',
      );
    } finally {
      process.env.TZ = original;
    }
  });

  it('is an empty calendar when nothing is planned', () => {
    expect(parsed(build([])).getAllSubcomponents('vevent')).toEqual([]);
  });
});
