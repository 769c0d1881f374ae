import { describe, expect, it } from 'vitest';
import { pantryLeftOutIdsValue } from '#shared/shopping/left-out-header';

const decode = (value: string) => (value ? value.split(',').map(decodeURIComponent) : []);

describe('the pantry left-out ids header', () => {
  it('carries ordinary ids so the client reads them back', () => {
    const ids = ['a1b2c3d4-0000-4000-8000-000000000001', 'salt, fine', 'Zwiebel/rot'];
    expect(decode(pantryLeftOutIdsValue(ids))).toEqual(ids);
  });

  it('stays within 4 KB however large the hostile ids grow', () => {
    for (const count of [10, 100, 1_000, 10_000]) {
      const ids = Array.from({ length: count }, () => '中'.repeat(64));
      const value = pantryLeftOutIdsValue(ids);
      expect(value.length).toBeLessThanOrEqual(4096);
      expect(decode(value).every((id) => id === '中'.repeat(64))).toBe(true);
    }
  });

  it('answers a lone surrogate as well-formed text instead of throwing', () => {
    expect(decode(pantryLeftOutIdsValue(['\ud800x', 'ok']))).toEqual(['\ufffdx', 'ok']);
  });
});
