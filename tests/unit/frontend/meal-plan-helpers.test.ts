import { describe, expect, it } from 'vitest';
import { chefPillColours } from '#web/features/meal-plans/utils/chef-colours';
import {
  copyWeekMessage,
  noContextMessage,
  plansByDate,
  planUnavailableMessage,
} from '#web/features/meal-plans/utils/plans';
import { shownMondayOf } from '#web/features/meal-plans/utils/shown-week';
import { recipesByMeal } from '#web/features/meal-plans/utils/slots';
import { shownView, weekLayoutFor } from '#web/features/meal-plans/utils/week-layout';
import { dayLabel, pickerTitle, shortDay, weekdayName, weekRangeLabel } from '#web/lib/day-labels';
import { itReadsAs } from '../../support/reads-as';

describe('shownMondayOf', () => {
  const thisMonday = '2026-11-23';
  const shown = (query: string) => shownMondayOf(new URLSearchParams(query), thisMonday);

  itReadsAs(shown, {
    "shows the week of the address's date, from its Monday": [
      ['week=2026-11-30', '2026-11-30'],
      ['week=2026-12-03', '2026-11-30'],
    ],
    'shows this week when the address names no date, or no real one': [
      ['', thisMonday],
      ['week=2026-02-30', thisMonday],
      ['week=next', thisMonday],
    ],
  });
});

describe('day labels', () => {
  it('names the weekday and the day of a yyyy-MM-dd date', () => {
    expect(weekdayName('2026-11-16')).toBe('Monday');
    expect(weekdayName('2026-11-22')).toBe('Sunday');
    expect(shortDay('2026-11-16')).toBe('Nov 16');
    expect(dayLabel('2026-11-16')).toBe('Monday, Nov 16');
  });

  itReadsAs(pickerTitle, {
    "titles the picker 'Add Recipe to {weekday} {month day}'": [
      ['2026-11-18', 'Add Recipe to Wednesday November 18'],
      ['2024-02-29', 'Add Recipe to Thursday February 29'],
    ],
  });
});

describe('weekRangeLabel', () => {
  it('spans Monday to Sunday within one year', () => {
    expect(weekRangeLabel('2026-11-16')).toBe('Nov 16 – Nov 22, 2026');
  });

  it('names both months when the week spans two', () => {
    expect(weekRangeLabel('2026-11-30')).toBe('Nov 30 – Dec 6, 2026');
  });

  it('names both years when the week spans New Year', () => {
    expect(weekRangeLabel('2026-12-28')).toBe('Dec 28, 2026 – Jan 3, 2027');
  });
});

describe('weekLayoutFor (the two narrow-screen thresholds)', () => {
  it('is list-only at 768 px or less', () => {
    expect(weekLayoutFor(390)).toEqual({ canToggle: false, defaultView: 'list' });
    expect(weekLayoutFor(768)).toEqual({ canToggle: false, defaultView: 'list' });
  });

  it('offers the toggle above 768 px but starts as a list up to 912 px', () => {
    expect(weekLayoutFor(769)).toEqual({ canToggle: true, defaultView: 'list' });
    expect(weekLayoutFor(912)).toEqual({ canToggle: true, defaultView: 'list' });
  });

  it('starts with the calendar above 912 px', () => {
    expect(weekLayoutFor(913)).toEqual({ canToggle: true, defaultView: 'calendar' });
  });

  it("follows the user's choice only where the toggle is offered", () => {
    expect(shownView(weekLayoutFor(1280), 'list')).toBe('list');
    expect(shownView(weekLayoutFor(800), 'calendar')).toBe('calendar');
    expect(shownView(weekLayoutFor(390), 'calendar')).toBe('list');
    expect(shownView(weekLayoutFor(1280), null)).toBe('calendar');
  });
});

describe('meal plan helpers', () => {
  it("says the spec's two failures in its words", () => {
    expect(noContextMessage()).toBe('Unable to determine user or group context.');
    expect(planUnavailableMessage()).toBe('Failed to create or retrieve the meal plan.');
  });

  it('indexes the week by date', () => {
    const plan = (date: string) => ({
      id: date,
      date,
      createdAt: '',
      assignedTo: [],
      recipes: [],
      note: null,
      userId: 'u1',
      groupId: null,
    });
    const byDate = plansByDate([plan('2026-11-16'), plan('2026-11-18')]);
    expect(byDate.get('2026-11-18')?.id).toBe('2026-11-18');
    expect(byDate.has('2026-11-17')).toBe(false);
  });
});

describe('chefPillColours', () => {
  it('is green with white text when the chef has no avatar colour', () => {
    expect(chefPillColours(null)).toEqual({ bg: 'green', color: 'white' });
    expect(chefPillColours('not-a-colour')).toEqual({ bg: 'green', color: 'white' });
  });

  it('puts dark text on light colours and light text on dark ones', () => {
    expect(chefPillColours('#ffff00')).toEqual({ bg: '#ffff00', color: 'black' });
    expect(chefPillColours('#000080')).toEqual({ bg: '#000080', color: 'white' });
    // Pure red contrasts more with black (5.3:1) than with white (4:1).
    expect(chefPillColours('#ff0000')).toEqual({ bg: '#ff0000', color: 'black' });
  });
});

describe('meals and Copy last week', () => {
  it('groups a day by meal, Breakfast to Snack, showing only meals with recipes', () => {
    const recipe = (name: string, slot: 'Breakfast' | 'Lunch' | 'Dinner' | 'Snack') => ({
      id: name,
      name,
      slot,
    });
    expect(
      recipesByMeal([recipe('Stew', 'Dinner'), recipe('Toast', 'Breakfast'), recipe('Soup', 'Dinner')]),
    ).toEqual([
      { slot: 'Breakfast', recipes: [recipe('Toast', 'Breakfast')] },
      { slot: 'Dinner', recipes: [recipe('Stew', 'Dinner'), recipe('Soup', 'Dinner')] },
    ]);
    expect(recipesByMeal([])).toEqual([]);
  });

  it('says what Copy last week did', () => {
    const dates = (count: number) => Array.from({ length: count }, (_, index) => `2026-11-${16 + index}`);
    expect(copyWeekMessage({ copied: dates(4), skipped: dates(2) })).toBe(
      'Copied 4 days; 2 days already had a plan.',
    );
    expect(copyWeekMessage({ copied: dates(1), skipped: dates(1) })).toBe(
      'Copied 1 day; 1 day already had a plan.',
    );
    expect(copyWeekMessage({ copied: dates(3), skipped: [] })).toBe('Copied 3 days.');
    expect(copyWeekMessage({ copied: [], skipped: dates(7) })).toBe(
      'Copied 0 days; 7 days already had a plan.',
    );
    expect(copyWeekMessage({ copied: [], skipped: [] })).toBe('Nothing to copy: last week has no plans.');
  });
});
