import { describe, expect, it } from 'vitest';
import {
  alwaysHaveMatchNames,
  defaultAlwaysHaveNames,
  isAlwaysHad,
  stapleOf,
} from '#shared/pantry/always-have';

describe('always have', () => {
  it('by default counts salt, pepper, water and oil in all nine languages', () => {
    for (const name of [
      'Salt',
      'Salz',
      'sel',
      'sal',
      'sale',
      'zout',
      'sól',
      'ملح',
      'Pfeffer',
      'Wasser',
      'Öl',
      'huile',
    ])
      expect(isAlwaysHad(name, null), name).toBe(true);
    expect(isAlwaysHad('sugar', null)).toBe(false);
    expect(defaultAlwaysHaveNames()).toContain('pimienta');
  });

  it('an edited list counts only its own names, a staple among them in every language', () => {
    const names = ['Salz', 'Zucker'];
    expect(isAlwaysHad('salt', names)).toBe(true);
    expect(isAlwaysHad('Zucker', names)).toBe(true);
    expect(isAlwaysHad('pepper', names)).toBe(false);
    expect(isAlwaysHad('salt', [])).toBe(false);
    expect(alwaysHaveMatchNames(['Zucker'])).toEqual(['Zucker']);
    expect(stapleOf('  OLIO ')).toBe('oil');
  });
});
