import { describe, expect, it } from 'vitest';
import {
  actingContextKey,
  actingContextLabel,
  parseActingContext,
  selfContext,
} from '#web/lib/acting-context';
import { itReadsAs } from '../../support/reads-as';

describe('acting context', () => {
  itReadsAs(parseActingContext, {
    'defaults to self when nothing or something unreadable is stored': [
      [null, selfContext],
      ['not json', selfContext],
      ['"group"', selfContext],
      [JSON.stringify({ type: 'group', name: 'No id' }), selfContext],
      [JSON.stringify({ type: 'other' }), selfContext],
    ],
    'restores a stored group context': [
      [
        JSON.stringify({ type: 'group', id: 'g1', name: 'Family', avatar: '#ff0000' }),
        { type: 'group', id: 'g1', name: 'Family', avatar: '#ff0000' },
      ],
    ],
  });

  it("labels the dropdown 'Viewing as: Me' or with the group's name", () => {
    expect(actingContextLabel(selfContext)).toBe('Viewing as: Me');
    expect(actingContextLabel({ type: 'group', id: 'g1', name: 'Family' })).toBe('Viewing as: Family');
  });

  it('keys contexts distinctly for caches', () => {
    expect(actingContextKey(selfContext)).toBe('self');
    expect(actingContextKey({ type: 'group', id: 'g1', name: 'Family' })).toBe('group:g1');
  });
});
