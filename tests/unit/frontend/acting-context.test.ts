import { beforeAll, describe, expect, it } from 'vitest';
import {
  actingContextKey,
  actingContextLabel,
  parseActingContext,
  selfContext,
} from '#web/lib/acting-context';

describe('acting context', () => {
  it('defaults to self when nothing or something unreadable is stored', () => {
    expect(parseActingContext(null)).toEqual(selfContext);
    expect(parseActingContext('not json')).toEqual(selfContext);
    expect(parseActingContext('"group"')).toEqual(selfContext);
    expect(parseActingContext(JSON.stringify({ type: 'group', name: 'No id' }))).toEqual(selfContext);
    expect(parseActingContext(JSON.stringify({ type: 'other' }))).toEqual(selfContext);
  });

  it('restores a stored group context', () => {
    const stored = JSON.stringify({ type: 'group', id: 'g1', name: 'Family', avatar: '#ff0000' });
    expect(parseActingContext(stored)).toEqual({
      type: 'group',
      id: 'g1',
      name: 'Family',
      avatar: '#ff0000',
    });
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
