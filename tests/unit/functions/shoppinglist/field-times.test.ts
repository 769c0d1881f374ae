import { describe, expect, it } from 'vitest';
import { changeTime, newerFields, stampChangedFields } from '#functions/shoppinglist/field-times';

const now = new Date('2026-03-01T10:00:00.000Z');

describe('the time a change counts as made', () => {
  it("is the client's, but never later than now", () => {
    expect(changeTime('2026-03-01T09:00:00.000Z', now)).toBe('2026-03-01T09:00:00.000Z');
    expect(changeTime('2026-03-01T09:00:00+01:00', now)).toBe('2026-03-01T08:00:00.000Z');
    expect(changeTime('2027-01-01T00:00:00.000Z', now)).toBe(now.toISOString());
    expect(changeTime(undefined, now)).toBe(now.toISOString());
  });
});

describe('last change wins, field by field', () => {
  const stored = { name: '2026-03-01T09:00:00.000Z', isChecked: '2026-03-01T09:30:00.000Z' };

  it('applies the fields changed after the stored ones, and the fields never timed', () => {
    expect(
      newerFields(stored, { name: 'Oat milk', amount: 2, isChecked: true }, '2026-03-01T09:15:00.000Z', true),
    ).toEqual({
      changes: { name: 'Oat milk', amount: 2 },
      fieldTimes: {
        name: '2026-03-01T09:15:00.000Z',
        amount: '2026-03-01T09:15:00.000Z',
        isChecked: '2026-03-01T09:30:00.000Z',
      },
    });
  });

  it('changes nothing on a replay of the same change', () => {
    expect(newerFields(stored, { isChecked: false }, '2026-03-01T09:30:00.000Z', true).changes).toEqual({});
  });

  it('applies every field given when the update has no time', () => {
    expect(newerFields(stored, { isChecked: false, amount: null }, now.toISOString(), false).changes).toEqual(
      {
        isChecked: false,
        amount: null,
      },
    );
  });

  it('stamps the fields a merge changed', () => {
    const before = { name: 'Flour', amount: 100, unit: 'g', isChecked: false };
    expect(stampChangedFields(before, { ...before, amount: 300 }, 't1')).toEqual({
      ...before,
      amount: 300,
      fieldTimes: { amount: 't1' },
    });
    expect(stampChangedFields(before, { ...before }, 't1')).toEqual(before);
  });
});
