import { describe, expect, it } from 'vitest';
import { durationLabel, findTimerPhrases } from '#shared/recipes/timer-phrases';

/** Each phrase found, as written in the step, with the timer's name. */
const found = (step: string) =>
  findTimerPhrases(step).map(({ start, end, label }) => [step.slice(start, end), label]);

describe('durations in a step', () => {
  it.each([
    ['Bake for 25 minutes until golden.', [['25 minutes', '25 minutes']]],
    ['Bake 18 minutes', [['18 minutes', '18 minutes']]],
    ['Simmer 1 hour 10 min, stirring.', [['1 hour 10 min', '1 hour 10 minutes']]],
    ['Roast 1h 30m', [['1h 30m', '1 hour 30 minutes']]],
    ['Boil for an hour and 15 minutes', [['an hour and 15 minutes', '1 hour 15 minutes']]],
    ['Cook 2 minutes and 30 seconds', [['2 minutes and 30 seconds', '2 minutes 30 seconds']]],
    ['Heat 1½ hours', [['1½ hours', '1 hour 30 minutes']]],
    ['Cook for 1 1/2 minutes and wait', [['1 1/2 minutes', '1 minute 30 seconds']]],
    ['Rest 1/2 hour', [['1/2 hour', '30 minutes']]],
    ['Rest for 30 seconds', [['30 seconds', '30 seconds']]],
    ['Let it stand for a minute', [['a minute', '1 minute']]],
    // A range runs to its lower end, the time to first check.
    ['Cook 5–7 minutes.', [['5–7 minutes', '5 minutes']]],
    ['Chill for 2 to 3 hours', [['2 to 3 hours', '2 hours']]],
    [
      'Cook 10-12 mins then 2 min more',
      [
        ['10-12 mins', '10 minutes'],
        ['2 min', '2 minutes'],
      ],
    ],
    // Two durations of the same unit are two timers, not one sum.
    [
      'Bake 20 minutes, 10 minutes more',
      [
        ['20 minutes', '20 minutes'],
        ['10 minutes', '10 minutes'],
      ],
    ],
    // No time unit, no timer.
    ['Cut into 2 cm pieces', []],
    ['Serves 4 to 6', []],
    ['The 5 ministers of soup', []],
    ['Use 3 cloves of garlic', []],
  ])('%s', (step, phrases) => {
    expect(found(step)).toEqual(phrases);
  });
});

describe('a duration in words', () => {
  it.each([
    [60, '1 minute'],
    [1080, '18 minutes'],
    [4200, '1 hour 10 minutes'],
    [7200, '2 hours'],
    [90, '1 minute 30 seconds'],
  ])('%s seconds is "%s"', (seconds, label) => {
    expect(durationLabel(seconds)).toBe(label);
  });
});
