import { describe, expect, it } from 'vitest';
import { addDays, isCalendarDate, mondayOf, today, weekOf } from '#shared/meal-plans/week';

describe('week maths', () => {
  it('starts weeks on Monday, whatever day is given', () => {
    expect(mondayOf('2026-11-16')).toBe('2026-11-16'); // a Monday
    expect(mondayOf('2026-11-22')).toBe('2026-11-16'); // the Sunday after
    expect(mondayOf('2026-11-19')).toBe('2026-11-16');
    expect(weekOf('2026-11-22')).toEqual([
      '2026-11-16',
      '2026-11-17',
      '2026-11-18',
      '2026-11-19',
      '2026-11-20',
      '2026-11-21',
      '2026-11-22',
    ]);
  });

  it('crosses month and year boundaries', () => {
    expect(mondayOf('2027-01-01')).toBe('2026-12-28'); // a Friday; its Monday is in the old year
    expect(weekOf('2027-01-01').at(-1)).toBe('2027-01-03');
    expect(mondayOf('2024-03-01')).toBe('2024-02-26');
    expect(addDays('2024-02-28', 1)).toBe('2024-02-29'); // leap year
    expect(addDays('2025-02-28', 1)).toBe('2025-03-01');
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
  });

  it('is not moved by daylight-saving changes', () => {
    // Europe moves clocks on 2026-03-29 and 2026-10-25, the US on 2026-03-08 and 2026-11-01.
    for (const sunday of ['2026-03-29', '2026-10-25', '2026-03-08', '2026-11-01']) {
      const week = weekOf(sunday);
      expect(week).toHaveLength(7);
      expect(week.at(-1)).toBe(sunday);
      expect(addDays(week[0] ?? '', 7)).toBe(addDays(sunday, 1));
    }
  });

  it('accepts only real yyyy-MM-dd dates', () => {
    expect(isCalendarDate('2026-02-28')).toBe(true);
    expect(isCalendarDate('2024-02-29')).toBe(true);
    for (const bad of [
      '2026-02-29',
      '2026-02-30',
      '2026-13-01',
      '2026-1-5',
      '26-01-05',
      '2026-01-05T00:00',
      '',
      'monday',
    ]) {
      expect(isCalendarDate(bad)).toBe(false);
    }
    expect(() => mondayOf('2026-02-30')).toThrow(RangeError);
  });

  it("gives today's date in the caller's own calendar", () => {
    expect(today(new Date(2026, 0, 5, 23, 59))).toBe('2026-01-05');
  });
});
