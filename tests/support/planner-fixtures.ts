/**
 * What the planner's tests and its benchmark (tests/bench/planner.bench.ts) share: a seeded random
 * source, and the week's rules "of every kind" they plan under.
 */

/** mulberry32: a small seeded generator, so every run draws the same weeks and catalogues. */
export const seeded = (seed: number) => {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let value = state;
    value = Math.imul(value ^ (value >>> 15), value | 1);
    value ^= value + Math.imul(value ^ (value >>> 7), value | 61);
    return ((value ^ (value >>> 14)) >>> 0) / 4_294_967_296;
  };
};

/**
 * A household's rules with one of each kind: at least and at most of tags, no repeat within two
 * weeks, 40 minutes on weekdays Monday to Thursday. Tags as a person types them; the planner
 * compares them lower-cased.
 */
export const rulesOfEveryKind = {
  tagLimits: [
    { tag: 'Fish', min: 2, max: 3 },
    { tag: 'Meat', max: 2 },
    { tag: 'Vegetarian', min: 2 },
  ],
  noRepeatDays: 14,
  maxTotalTime: { monday: 40, tuesday: 40, wednesday: 40, thursday: 40 },
};
