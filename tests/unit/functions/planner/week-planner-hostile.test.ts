import { describe, expect, it } from 'vitest';
import {
  type PlannerRecipe,
  planWeek,
  type WeekRules,
  type WeekToPlan,
} from '#functions/planner/week-planner';
import { mealSlots } from '#shared/meal-plans/plan-rules';
import { maxTagLimits } from '#shared/meal-plans/planning-rules-schemas';
import { addDays, weekOf } from '#shared/meal-plans/week';
import { cpuMsOf } from '../../../support/cpu-time';
import { seeded } from '../../../support/planner-fixtures';

/**
 * "Plan my week" on rules and catalogues built to make its search work hardest, at growing sizes:
 * the most tag limits the rules take (20), recipes in thousands of kinds (each mix of limited tags
 * is a kind the search visits on every step), a time limit on every day, all 28 pairs open, and
 * the nearby weeks' meals (the 90-day window, 25 a day) turning recipes away. The search is capped
 * by the work it does, not by its steps, so a week is planned in bounded time whatever the
 * catalogue: well under a second of CPU at 10,000 recipes, and about linear in their number.
 */
const tags = Array.from({ length: maxTagLimits }, (_, index) => `tag${index}`);
const monday = '2026-03-02';
const everyPair = weekOf(monday).flatMap((date) => mealSlots.map((slot) => ({ date, slot })));
const tightTimes: WeekRules['maxTotalTime'] = {
  monday: 10,
  tuesday: 15,
  wednesday: 20,
  thursday: 25,
  friday: 30,
  saturday: 35,
  sunday: 40,
};

interface Hostile {
  recipes: PlannerRecipe[];
  rules: WeekRules;
  week: WeekToPlan;
}

/** Recipes with either of two tags and a random half of the other 18: thousands of kinds. */
const mixedRecipes = (count: number, random: () => number): PlannerRecipe[] =>
  Array.from({ length: count }, (_, index) => ({
    id: `r${index}`,
    tagKeys: [tags[index % 2] as string, ...tags.slice(2).filter(() => random() < 0.5)],
    totalTime: 5 + Math.floor(random() * 40),
    weight: 1 + random() * 5,
  }));

/** The most meals the nearby weeks can hold in the 90-day window: 25 a day, from the catalogue. */
const busyNearby = (recipes: PlannerRecipe[]) =>
  Array.from({ length: 90 * 25 }, (_, index) => ({
    date: addDays(monday, index % 2 ? -1 - (index % 89) : 7 + (index % 83)),
    recipeId: recipes[index % recipes.length]?.id ?? '',
  }));

const open = { open: everyPair, kept: [] };

// 26 pairs can be filled, never 28: the search tries every kind at the last pairs before it gives
// up, and each try reads every kind again.
const twoMaxima = (count: number): Hostile => {
  const recipes = mixedRecipes(count, seeded(count));
  return {
    recipes,
    rules: {
      tagLimits: tags.map((tag, bit) => (bit < 2 ? { tag, max: 13 } : { tag, min: 1, max: 28 })),
      noRepeatDays: 90,
      maxTotalTime: tightTimes,
    },
    week: { ...open, nearby: busyNearby(recipes) },
  };
};

// Each tag's minimum is reachable alone, not together (30 meals for 28 pairs): found only deep.
const twoMinima = (count: number): Hostile => {
  const recipes = mixedRecipes(count, seeded(count + 1));
  return {
    recipes,
    rules: {
      tagLimits: tags.map((tag, bit) => (bit < 2 ? { tag, min: 15 } : { tag, min: 2 })),
      noRepeatDays: 90,
      maxTotalTime: tightTimes,
    },
    week: { ...open, nearby: busyNearby(recipes) },
  };
};

// Nothing fits anywhere, for every reason at once: each empty pair asks each recipe why.
const everyoneTurnedAway = (count: number): Hostile => {
  const recipes = Array.from({ length: count }, (_, index) => ({
    id: `r${index}`,
    tagKeys: tags,
    totalTime: 60,
    weight: 1,
  }));
  return {
    recipes,
    rules: { tagLimits: tags.map((tag) => ({ tag, max: 0 })), noRepeatDays: 90, maxTotalTime: tightTimes },
    week: { ...open, nearby: busyNearby(recipes) },
  };
};

const hostileCases: Record<string, (count: number) => Hostile> = {
  'two tag maxima that leave two pairs empty, 18 more limits': twoMaxima,
  'two tag minima no week can meet together, 18 more': twoMinima,
  'every recipe turned away by every rule': everyoneTurnedAway,
};

const sizes = [1_250, 2_500, 5_000, 10_000];

describe('planWeek on hostile rules and catalogues', () => {
  // Seconds of wall time on a busy machine: the bound is on CPU time.
  it.each(Object.keys(hostileCases))('plans a week in bounded time: %s', { timeout: 60_000 }, (name) => {
    const make = hostileCases[name] as (count: number) => Hostile;
    const times = sizes.map((count) => {
      const { recipes, rules, week } = make(count);
      return cpuMsOf(() => planWeek(recipes, rules, week, seeded(7)), 2);
    });
    for (const time of times) expect(time, `${times.join(', ')} ms`).toBeLessThan(1_000);
    const [first = 0, , , last = 0] = times;
    // Eight times the recipes in at most 16 times the time. The capped search costs up to a few
    // hundred milliseconds at any size (it may stop at the cap at one size and not at another):
    // times under 50 ms are too short to divide.
    expect(last / Math.max(first, 50), `${times.join(', ')} ms`).toBeLessThan(16);
  });

  it('keeps the maxima and names what it could not keep', () => {
    const { recipes, rules, week } = twoMaxima(2_500);
    const proposal = planWeek(recipes, rules, week, seeded(8));
    const withTag = (tag: string) =>
      proposal.days.filter((day) =>
        recipes.find((recipe) => recipe.id === day.recipeId)?.tagKeys.includes(tag),
      ).length;
    expect(withTag('tag0')).toBeLessThanOrEqual(13);
    expect(withTag('tag1')).toBeLessThanOrEqual(13);
    expect(proposal.days.length).toBeLessThan(28);
    expect(proposal.unmet.map((rule) => rule.rule)).toContain('tagMax');
  });

  it('names each rule once when every recipe is turned away by every rule', () => {
    const { recipes, rules, week } = everyoneTurnedAway(2_500);
    const proposal = planWeek(recipes, rules, week, seeded(9));
    expect(proposal.days).toEqual([]);
    // 20 tag maxima, the window, and the time limit of each of the 7 days.
    expect(proposal.unmet).toHaveLength(28);
  });
});
