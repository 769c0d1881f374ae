import { describe, expect, it } from 'vitest';
import { provenanceText } from '#web/features/shopping-list/utils/provenance';
import { clearedText, removedText, tickedText } from '#web/features/shopping-list/utils/undo-texts';

describe('provenanceText', () => {
  it('names the planned day, or the week when several days need the item', () => {
    expect(provenanceText({ plannedDates: ['2026-10-12'], recipeName: 'Tomato soup' })).toBe(
      'From Monday, Oct 12',
    );
    expect(provenanceText({ plannedDates: ['2026-10-14', '2026-10-17'] })).toBe(
      'From the week of Oct 12 – Oct 18, 2026',
    );
  });

  it('names the recipe an item was added from', () => {
    expect(provenanceText({ recipeName: 'Tomato soup' })).toBe('From Tomato soup');
  });

  it('says nothing for items added by hand or stored before provenance was', () => {
    expect(provenanceText({})).toBeNull();
    expect(provenanceText({ plannedDates: [] })).toBeNull();
  });
});

describe('undo texts', () => {
  it('say what Undo takes back', () => {
    expect(removedText('Eggs')).toBe('Removed Eggs');
    expect(tickedText('Eggs')).toBe('Ticked Eggs');
    expect(clearedText(3)).toBe('Cleared 3 ticked items');
    expect(clearedText(1)).toBe('Cleared 1 ticked item');
  });
});
