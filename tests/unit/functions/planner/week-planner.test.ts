import { describe, expect, it } from 'vitest';
import {
  type Meal,
  type PlannerRecipe,
  planWeek,
  type UnmetRule,
  type WeekProposal,
  type WeekRules,
  type WeekToPlan,
} from '#functions/planner/week-planner';
import { type MealSlot, mealSlots } from '#shared/meal-plans/plan-rules';
import { addDays, weekOf } from '#shared/meal-plans/week';
import { dayNumber, weekdayOf, weekdays } from '#shared/meal-plans/weekdays';
import { cpuMsOf } from '../../../support/cpu-time';
import { rulesOfEveryKind, seeded } from '../../../support/planner-fixtures';

const tagPool = ['fish', 'meat', 'vegetarian', 'pasta', 'soup'];

interface Case {
  recipes: PlannerRecipe[];
  rules: WeekRules;
  week: WeekToPlan;
}

/**
 * A week whose rules some assignment keeps: one recipe is made for each open pair (a planted
 * solution: its tags give each limited tag a count between its min and max, its time fits the
 * day), the week's planned meals and the nearby weeks' use other recipes, and decoys of any kind
 * fill the catalogue around them.
 */
const satisfiableCase = (random: () => number): Case => {
  const int = (low: number, high: number) => low + Math.floor(random() * (high - low + 1));
  const pick = <T>(values: readonly T[]): T => values[int(0, values.length - 1)] as T;
  const monday = addDays('2026-01-05', 7 * int(0, 100));
  const dates = weekOf(monday);
  const slots = mealSlots.filter(() => random() < 0.4);
  if (slots.length === 0) slots.push('Dinner');
  const kept: Meal[] = [];
  const recipes: PlannerRecipe[] = [];
  const recipe = (fields: Omit<PlannerRecipe, 'id' | 'weight'>) => {
    const made = { id: `r${recipes.length}`, weight: 1 + random() * 5, ...fields };
    recipes.push(made);
    return made;
  };
  for (const date of dates) {
    for (const slot of mealSlots) {
      if (random() < 0.15) kept.push({ date, slot, recipeId: recipe({ tagKeys: [], totalTime: 90 }).id });
    }
  }
  const open = dates.flatMap((date) =>
    slots
      .filter((slot) => !kept.some((meal) => meal.date === date && meal.slot === slot))
      .map((slot) => ({ date, slot })),
  );
  const maxTotalTime: WeekRules['maxTotalTime'] = {};
  for (const weekday of weekdays) if (random() < 0.4) maxTotalTime[weekday] = pick([20, 30, 40, 60]);
  const limitedTags = tagPool.filter(() => random() < 0.4);
  const targets = limitedTags.map(() => int(0, open.length));
  const tagLimits = limitedTags.map((tag, index) => {
    const target = targets[index] as number;
    const min = random() < 0.7 ? int(0, target) : undefined;
    const max = random() < 0.7 ? int(target, open.length + 2) : undefined;
    return { tag, min, max };
  });
  // The planted solution: each limited tag on exactly its target count of pairs.
  const plantedTags = open.map((): string[] => []);
  limitedTags.forEach((tag, index) => {
    const positions = open.map((_, position) => position).sort(() => random() - 0.5);
    for (const position of positions.slice(0, targets[index])) plantedTags[position]?.push(tag);
  });
  open.forEach(({ date }, position) => {
    const limit = maxTotalTime[weekdayOf(date)];
    recipe({
      tagKeys: plantedTags[position] ?? [],
      totalTime: limit === undefined ? int(10, 120) : int(5, limit),
    });
  });
  const decoys = int(0, 60);
  for (let count = 0; count < decoys; count += 1) {
    recipe({
      tagKeys: tagPool.filter(() => random() < 0.3),
      totalTime: random() < 0.1 ? null : int(5, 150),
    });
  }
  const noRepeatDays = pick([0, 1, 7, 14, 21]);
  // Nearby weeks used decoys only (a planted recipe is free for its pair).
  const plantedStart = recipes.length - decoys;
  const nearby = Array.from({ length: decoys > 0 ? int(0, 20) : 0 }, () => ({
    date: addDays(monday, pick([-20, -10, -3, -1, 7, 9, 15])),
    recipeId: `r${int(plantedStart, recipes.length - 1)}`,
  }));
  return { recipes, rules: { tagLimits, noRepeatDays, maxTotalTime }, week: { open, kept, nearby } };
};

/** Every rule a proposal breaks, checked from scratch (not with the planner's own bookkeeping). */
const violations = ({ recipes, rules, week }: Case, proposal: WeekProposal): string[] => {
  const found: string[] = [];
  const byId = new Map(recipes.map((recipe) => [recipe.id, recipe]));
  const openKeys = new Set(week.open.map(({ date, slot }) => `${date}|${slot}`));
  const filled = new Set(proposal.days.map(({ date, slot }) => `${date}|${slot}`));
  if (filled.size !== proposal.days.length) found.push('two recipes for one pair');
  for (const day of proposal.days) {
    const recipe = byId.get(day.recipeId);
    if (!recipe) found.push(`unknown recipe ${day.recipeId}`);
    if (!openKeys.has(`${day.date}|${day.slot}`)) found.push(`filled a pair that was not open: ${day.date}`);
    const limit = rules.maxTotalTime[weekdayOf(day.date)];
    if (limit !== undefined && (recipe?.totalTime === null || (recipe?.totalTime ?? 0) > limit))
      found.push(`too long on ${day.date}`);
    if (rules.noRepeatDays > 0) {
      const others = [...week.nearby, ...week.kept, ...proposal.days].filter(
        (other) => other !== day && other.recipeId === day.recipeId,
      );
      if (others.some((other) => Math.abs(dayNumber(other.date) - dayNumber(day.date)) < rules.noRepeatDays))
        found.push(`repeated ${day.recipeId} within ${rules.noRepeatDays} days`);
    }
  }
  const everyMeal = [...week.kept, ...proposal.days];
  for (const { tag, min, max } of rules.tagLimits) {
    const count = everyMeal.filter((meal) => byId.get(meal.recipeId)?.tagKeys.includes(tag)).length;
    if (min !== undefined && count < min) found.push(`fewer than ${min} ${tag}`);
    if (max !== undefined && count > max) found.push(`more than ${max} ${tag}`);
  }
  if (filled.size < openKeys.size) found.push(`${openKeys.size - filled.size} pairs left empty`);
  return found;
};

/** Whether the proposal really breaks the rule it names. */
const reallyUnmet = ({ recipes, rules, week }: Case, proposal: WeekProposal, unmet: UnmetRule): boolean => {
  const byId = new Map(recipes.map((recipe) => [recipe.id, recipe]));
  const emptyPairs = week.open.filter(
    ({ date, slot }) => !proposal.days.some((day) => day.date === date && day.slot === slot),
  );
  const count = (tag: string) =>
    [...week.kept, ...proposal.days].filter((meal) => byId.get(meal.recipeId)?.tagKeys.includes(tag)).length;
  switch (unmet.rule) {
    case 'tagMin':
      return count(unmet.tag) < unmet.min;
    case 'tagMax':
      return count(unmet.tag) > unmet.max || emptyPairs.length > 0;
    case 'maxTotalTime':
      return (
        emptyPairs.some(({ date }) => weekdayOf(date) === unmet.weekday) &&
        rules.maxTotalTime[unmet.weekday] === unmet.minutes
      );
    case 'noRepeatDays':
      return emptyPairs.length > 0 && unmet.days === rules.noRepeatDays;
    case 'noRecipes':
      return emptyPairs.length > 0;
  }
};

/** Three ways to make a satisfiable week impossible, each a rule that must then be named. */
const breakers: ((plan: Case, random: () => number) => Case)[] = [
  // More of a tag than there are pairs to fill.
  (plan) => ({
    ...plan,
    rules: {
      ...plan.rules,
      tagLimits: [
        ...plan.rules.tagLimits.filter(({ tag }) => tag !== 'fish'),
        { tag: 'fish', min: plan.week.open.length + plan.week.kept.length + 1 },
      ],
    },
  }),
  // A time limit no recipe is quick enough for, on a day with an open pair.
  (plan) => {
    const day = weekdayOf(plan.week.open[0]?.date ?? '2026-01-05');
    return {
      ...plan,
      recipes: plan.recipes.map((recipe) => ({ ...recipe, totalTime: Math.max(recipe.totalTime ?? 5, 5) })),
      rules: { ...plan.rules, maxTotalTime: { ...plan.rules.maxTotalTime, [day]: 1 } },
    };
  },
  // Fewer recipes than pairs, and none may come twice in a fortnight.
  (plan) => ({
    ...plan,
    recipes: plan.recipes.slice(0, 1).map((recipe) => ({ ...recipe, tagKeys: [], totalTime: 5 })),
    rules: { tagLimits: [], noRepeatDays: 14, maxTotalTime: {} },
    week: {
      ...plan.week,
      kept: [],
      nearby: [],
      open: weekOf('2026-03-02').map((date) => ({ date, slot: 'Dinner' as MealSlot })),
    },
  }),
];

describe('planWeek', () => {
  // A thousand weeks take seconds of wall time on a busy machine.
  it('keeps every rule in 1,000 weeks whose rules can be kept', { timeout: 60_000 }, () => {
    const failures: string[] = [];
    for (let seed = 1; seed <= 1000; seed += 1) {
      const random = seeded(seed);
      const plan = satisfiableCase(random);
      const proposal = planWeek(plan.recipes, plan.rules, plan.week, random);
      const broken = violations(plan, proposal);
      if (broken.length > 0 || proposal.unmet.length > 0)
        failures.push(
          `seed ${seed}: ${[...broken, ...proposal.unmet.map((rule) => `named ${rule.rule}`)].join(', ')}`,
        );
    }
    expect(failures).toEqual([]);
  });

  it('names a rule that really fails whenever the rules cannot all be kept', { timeout: 60_000 }, () => {
    const failures: string[] = [];
    for (let seed = 1; seed <= 1000; seed += 1) {
      const random = seeded(seed);
      const plan = breakers[seed % breakers.length]?.(satisfiableCase(random), random) as Case;
      if (plan.week.open.length === 0) continue;
      const proposal = planWeek(plan.recipes, plan.rules, plan.week, random);
      const hard = violations(plan, proposal).filter((text) => !/fewer than|left empty/.test(text));
      if (hard.length > 0) failures.push(`seed ${seed} broke: ${hard.join(', ')}`);
      if (proposal.unmet.length === 0) failures.push(`seed ${seed}: nothing named`);
      for (const unmet of proposal.unmet) {
        if (!reallyUnmet(plan, proposal, unmet))
          failures.push(`seed ${seed}: named ${JSON.stringify(unmet)}, which holds`);
      }
    }
    expect(failures).toEqual([]);
  });

  const dinnerWeek = (monday: string) => weekOf(monday).map((date) => ({ date, slot: 'Dinner' as MealSlot }));
  const plain = (id: string, fields: Partial<PlannerRecipe> = {}): PlannerRecipe => ({
    id,
    tagKeys: [],
    totalTime: 30,
    weight: 1,
    ...fields,
  });

  it('draws another week on another draw, and favours the heavier recipes', () => {
    const recipes = [
      ...Array.from({ length: 50 }, (_, index) => plain(`light${index}`)),
      ...Array.from({ length: 50 }, (_, index) => plain(`heavy${index}`, { weight: 20 })),
    ];
    const rules: WeekRules = { tagLimits: [], noRepeatDays: 14, maxTotalTime: {} };
    const week = { open: dinnerWeek('2026-03-02'), kept: [], nearby: [] };
    const first = planWeek(recipes, rules, week, seeded(1));
    const second = planWeek(recipes, rules, week, seeded(2));
    expect(first.days.map((day) => day.recipeId)).not.toEqual(second.days.map((day) => day.recipeId));
    const heavy = [first, second]
      .flatMap((proposal) => proposal.days)
      .filter((day) => day.recipeId.startsWith('heavy'));
    expect(heavy.length).toBeGreaterThanOrEqual(10);
  });

  it('suggests another recipe for the pair being replaced', () => {
    const recipes = [plain('soup'), plain('stew')];
    const replacing = { date: '2026-03-02', slot: 'Dinner' as MealSlot, recipeId: 'soup' };
    const proposal = planWeek(
      recipes,
      { tagLimits: [], noRepeatDays: 14, maxTotalTime: {} },
      { open: [{ date: replacing.date, slot: replacing.slot }], kept: [], nearby: [], replacing },
      seeded(3),
    );
    expect(proposal).toEqual({ days: [{ ...replacing, recipeId: 'stew' }], unmet: [] });
  });

  it('names the time limit when no recipe is quick enough, and fills the other days', () => {
    const recipes = Array.from({ length: 20 }, (_, index) => plain(`r${index}`, { totalTime: 50 }));
    const proposal = planWeek(
      recipes,
      { tagLimits: [], noRepeatDays: 14, maxTotalTime: { monday: 40 } },
      { open: dinnerWeek('2026-03-02'), kept: [], nearby: [] },
      seeded(4),
    );
    expect(proposal.days.map((day) => day.date)).toEqual(weekOf('2026-03-02').slice(1));
    expect(proposal.unmet).toEqual([{ rule: 'maxTotalTime', weekday: 'monday', minutes: 40 }]);
  });

  it('answers "no recipes" for an empty catalogue', () => {
    expect(
      planWeek(
        [],
        { tagLimits: [], noRepeatDays: 0, maxTotalTime: {} },
        { open: dinnerWeek('2026-03-02'), kept: [], nearby: [] },
        seeded(5),
      ),
    ).toEqual({ days: [], unmet: [{ rule: 'noRecipes' }] });
  });

  it('plans a week from 10,000 recipes under every kind of rule in well under a second', () => {
    const random = seeded(6);
    const recipes = Array.from({ length: 10_000 }, (_, index) =>
      plain(`r${index}`, {
        tagKeys: tagPool.filter(() => random() < 0.3),
        totalTime: 5 + Math.floor(random() * 120),
        weight: 1 + random() * 5,
      }),
    );
    let proposal: WeekProposal = { days: [], unmet: [] };
    // CPU time, so that other work on the machine does not decide it.
    const cpuMs = cpuMsOf(() => {
      proposal = planWeek(
        recipes,
        rulesOfEveryKind,
        {
          open: weekOf('2026-03-02').flatMap((date) => mealSlots.map((slot) => ({ date, slot }))),
          kept: [],
          nearby: [],
        },
        random,
      );
    }, 1);
    expect(cpuMs).toBeLessThan(500);
    expect(proposal.unmet).toEqual([]);
    expect(proposal.days).toHaveLength(28);
  });
});
