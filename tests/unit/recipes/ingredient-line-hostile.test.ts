import { describe, expect, it } from 'vitest';
import { maxIngredientLineLength, parseIngredientLine } from '#shared/recipes/ingredient-line';
import { cpuMsOf } from '../../support/cpu-time';

/**
 * The ingredient line parser on lines made to be slow, at growing sizes (as the import reader's
 * hostile pages, recipe-reader-hostile.test.ts): amounts of digits and decimal commas, and unit
 * words of every language again and again. Each read stays fast, and eight times the line takes
 * at most about eight times as long (linear), never 64 times. Times are the best of a few reads
 * (CPU time of this process), so that other work on the machine does not decide them.
 */
const repeatTo = (part: string, length: number) =>
  part.repeat(Math.ceil(length / part.length)).slice(0, length);

const hostileLines: Record<string, (length: number) => string> = {
  'digits and decimal commas': (length) => repeatTo('1,5 2,25 ', length),
  'digits, commas and Arabic-Indic digits': (length) => repeatTo('١٬٢٫٥,9', length),
  'a range again and again': (length) => repeatTo('1 bis 2 à 3 a 4 do ', length),
  'unit words of every language': (length) =>
    repeatTo('EL TL c. à s. cucharada łyżek colher de sopa ملعقة كبيرة q.b. ', length),
  'amount words and "and a half"': (length) => repeatTo('1 i 1/2 meia una y media ونصف ', length),
};

const sizes = [12_500, 25_000, 50_000, 100_000];

describe('parseIngredientLine on hostile lines', () => {
  it.each(Object.keys(hostileLines))('reads %s in linear time', (name) => {
    const make = hostileLines[name] as (length: number) => string;
    const times = sizes.map((length) => {
      const line = make(length);
      return cpuMsOf(() => parseIngredientLine(line), 3);
    });
    for (const time of times) expect(time, `${times.join(', ')} ms`).toBeLessThan(200);
    const [first = 0, , , last = 0] = times;
    // Eight times the line in at most 16 times the time; a few milliseconds are too short to divide.
    expect(last / Math.max(first, 5), `${times.join(', ')} ms`).toBeLessThan(16);
    // A line that long is no ingredient: all of it is the name.
    expect(parseIngredientLine(make(sizes[0] ?? 0))).toMatchObject({ amount: null, unit: null });
  });

  it.each(Object.keys(hostileLines))('reads %s at the longest line it parses quickly', (name) => {
    const line = (hostileLines[name] as (length: number) => string)(maxIngredientLineLength);
    expect(cpuMsOf(() => parseIngredientLine(line), 3)).toBeLessThan(50);
  });

  it('reads 10,000 unit words, one line each, in well under a second', () => {
    const words = repeatTo('2 EL Öl|1 c. à s. de sucre|3 łyżki mąki|٢ ملعقة كبيرة زيت|Sale q.b.|', 400_000)
      .split('|')
      .slice(0, 10_000);
    expect(cpuMsOf(() => words.forEach(parseIngredientLine), 1)).toBeLessThan(1_000);
  });
});
