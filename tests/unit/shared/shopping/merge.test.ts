import { describe, expect, it } from 'vitest';
import type { Addition, ListChanges, MergeableLine, NewLine } from '#shared/shopping/merge';
import { mergeIntoList, mergeKey, nameKey, regenerateWeek } from '#shared/shopping/merge';

interface Line extends MergeableLine {
  id: string;
}

const line = (id: string, fields: Partial<Line> = {}): Line => ({
  id,
  name: 'Flour',
  amount: 500,
  unit: 'g',
  isChecked: false,
  ...fields,
});

/** An ingredient to add; its amount type is kept, so planned ingredients (always with an amount) type-check. */
const add = <A extends number | null>(
  name: string,
  amount: A,
  unit: string | null,
  recipeId: string | null = 'r1',
): Addition & { amount: A } => ({ name, amount, unit, recipeId });

/** The list after the changes, as a shopper reads it: `name amount unit`, checked lines marked. */
const listAfter = (lines: Line[], changes: ListChanges<Line>): Line[] => {
  const updated = new Map(changes.updated.map((each) => [each.id, each]));
  const removed = new Set(changes.removed.map((each) => each.id));
  return [
    ...lines.filter((each) => !removed.has(each.id)).map((each) => updated.get(each.id) ?? each),
    ...changes.added.map((each: NewLine, index) => ({ ...each, id: `new-${index}`, isChecked: false })),
  ];
};
const shown = (lines: Line[]) =>
  lines.map((each) =>
    [each.isChecked ? '[x]' : '[ ]', each.name, each.amount, each.unit]
      .filter((part) => part !== null)
      .join(' '),
  );

describe('same ingredient', () => {
  it('ignores case, surrounding spaces and repeated spaces', () => {
    expect(nameKey('  Olive   OIL ')).toBe('olive oil');
    expect(mergeKey({ name: 'Olive oil', amount: 1, unit: 'tbsp' })).toBe(
      mergeKey({ name: ' olive  Oil', amount: 20, unit: 'ml' }),
    );
  });

  it('needs a convertible unit', () => {
    expect(mergeKey({ name: 'Sugar', amount: 1, unit: 'kg' })).not.toBe(
      mergeKey({ name: 'Sugar', amount: 1, unit: 'cup' }),
    );
    expect(mergeKey({ name: 'Parsley', amount: 1, unit: 'bunch' })).not.toBe(
      mergeKey({ name: 'Parsley', amount: 1, unit: 'sprig' }),
    );
    expect(mergeKey({ name: 'Salt', amount: null, unit: null })).not.toBe(
      mergeKey({ name: 'Salt', amount: 1, unit: 'tsp' }),
    );
  });
});

describe('mergeIntoList', () => {
  it('adds to an unchecked line of the same ingredient, in a sensible unit', () => {
    const lines = [line('a')];
    const changes = mergeIntoList(lines, [add(' flour ', 1, 'kilogram')]);
    expect(changes.added).toEqual([]);
    expect(shown(listAfter(lines, changes))).toEqual(['[ ] Flour 1.5 kg']);
  });

  it('sums the additions among themselves first, keeping the first name', () => {
    const changes = mergeIntoList<Line>(
      [],
      [add('Butter', 2, 'tbsp'), add('butter', 1, 'tbsp'), add('Eggs', 2, null), add('eggs', 1, 'pcs')],
    );
    expect(changes.added).toEqual([
      { name: 'Butter', amount: 3, unit: 'tbsp', recipeId: 'r1' },
      { name: 'Eggs', amount: 3, unit: 'pcs', recipeId: 'r1' },
    ]);
  });

  it('adds a new line next to a checked one: it is already bought', () => {
    const lines = [line('a', { isChecked: true })];
    const changes = mergeIntoList(lines, [add('Flour', 200, 'g')]);
    expect(changes.updated).toEqual([]);
    expect(shown(listAfter(lines, changes))).toEqual(['[x] Flour 500 g', '[ ] Flour 200 g']);
  });

  it('keeps an item without an amount one item', () => {
    const lines = [line('a', { name: 'Salt', amount: null, unit: null })];
    const changes = mergeIntoList(lines, [add('salt', null, null)]);
    expect(changes).toEqual({ updated: [], added: [], removed: [] });
  });

  it('merges unknown units only with the same unit text', () => {
    const lines = [line('a', { name: 'Parsley', amount: 1, unit: 'bunch' })];
    const changes = mergeIntoList(lines, [add('Parsley', 2, 'Bunch'), add('Parsley', 3, 'sprig')]);
    expect(shown(listAfter(lines, changes))).toEqual(['[ ] Parsley 3 bunch', '[ ] Parsley 3 sprig']);
  });

  it('does not touch the lines it is given', () => {
    const lines = [line('a')];
    mergeIntoList(lines, [add('Flour', 100, 'g')]);
    expect(lines).toEqual([line('a')]);
  });
});

type Planned = Addition;

describe('regenerateWeek', () => {
  const week = '2026-11-16';
  const plan = [
    add('Flour', 500, 'g', 'bread'),
    add('flour', 1, 'kg', 'cake'),
    add('Milk', 200, 'ml', 'cake'),
  ];

  const generateTwice = (lines: Line[], first: Planned[], second: Planned[]) => {
    const once = listAfter(lines, regenerateWeek(lines, week, first));
    const twice = regenerateWeek(once, week, second);
    return { once, twice, after: listAfter(once, twice) };
  };

  it('merges the week and records what it added', () => {
    const changes = regenerateWeek<Line>([], week, plan);
    expect(changes.added).toEqual([
      {
        name: 'Flour',
        amount: 1.5,
        unit: 'kg',
        recipeId: 'bread',
        generated: { [week]: { base: 1500, dimension: 'mass' } },
      },
      {
        name: 'Milk',
        amount: 200,
        unit: 'ml',
        recipeId: 'cake',
        generated: { [week]: { base: 200, dimension: 'volume' } },
      },
    ]);
  });

  it('changes nothing when run again on the same plan', () => {
    const { twice, after } = generateTwice([], plan, plan);
    expect(twice).toEqual({ updated: [], added: [], removed: [] });
    expect(shown(after)).toEqual(['[ ] Flour 1.5 kg', '[ ] Milk 200 ml']);
  });

  it('adds to a manual line and gives back only its own part', () => {
    const manual = [line('a', { amount: 250 })];
    const { once, after } = generateTwice(manual, plan, [add('Milk', 200, 'ml')]);
    expect(shown(once)).toEqual(['[ ] Flour 1.75 kg', '[ ] Milk 200 ml']);
    expect(shown(after)).toEqual(['[ ] Flour 250 g', '[ ] Milk 200 ml']);
  });

  it('adds only the part of a recipe planned since the last run', () => {
    const { after } = generateTwice([], plan.slice(0, 1), plan);
    expect(shown(after)).toEqual(['[ ] Flour 1.5 kg', '[ ] Milk 200 ml']);
  });

  it('takes away the part of a recipe no longer planned, removing lines left with nothing', () => {
    const { twice, after } = generateTwice([], plan, plan.slice(0, 1));
    expect(twice.removed.map((each) => each.name)).toEqual(['Milk']);
    expect(shown(after)).toEqual(['[ ] Flour 500 g']);
  });

  it('leaves bought lines alone and adds only what the plan needs beyond them', () => {
    const once = listAfter([], regenerateWeek<Line>([], week, plan));
    const bought = once.map((each) => (each.name === 'Flour' ? { ...each, isChecked: true } : each));
    expect(regenerateWeek(bought, week, plan)).toEqual({ updated: [], added: [], removed: [] });
    const more = [...plan, add('Flour', 250, 'g', 'pie')];
    expect(shown(listAfter(bought, regenerateWeek(bought, week, more)))).toEqual([
      '[x] Flour 1.5 kg',
      '[ ] Milk 200 ml',
      '[ ] Flour 250 g',
    ]);
  });

  it('keeps the parts of other weeks', () => {
    const first = listAfter([], regenerateWeek<Line>([], week, plan.slice(0, 1)));
    const second = listAfter(first, regenerateWeek(first, '2026-11-23', [add('Flour', 1, 'kg')]));
    expect(shown(second)).toEqual(['[ ] Flour 1.5 kg']);
    const firstEmptied = listAfter(second, regenerateWeek(second, week, []));
    expect(shown(firstEmptied)).toEqual(['[ ] Flour 1 kg']);
    expect(firstEmptied[0]?.generated).toEqual({ '2026-11-23': { base: 1000, dimension: 'mass' } });
  });

  it('keeps a user edit of the amount as a difference', () => {
    const once = listAfter([], regenerateWeek<Line>([], week, plan.slice(0, 1)));
    const edited = once.map((each) => ({ ...each, amount: 300 })); // 200 g were at home
    expect(regenerateWeek(edited, week, plan.slice(0, 1))).toEqual({ updated: [], added: [], removed: [] });
    expect(shown(listAfter(edited, regenerateWeek(edited, week, [])))).toEqual([]);
  });

  it('is exact after rounding, without drifting over repeated runs', () => {
    const thirds = [add('Stock', 1, 'l'), add('stock', 234, 'ml')];
    let lines = listAfter([], regenerateWeek<Line>([], week, thirds));
    for (let run = 0; run < 5; run++) lines = listAfter(lines, regenerateWeek(lines, week, thirds));
    expect(shown(lines)).toEqual(['[ ] Stock 1.23 l']);
    expect(shown(listAfter(lines, regenerateWeek(lines, week, [])))).toEqual([]);
  });

  describe('ingredients without an amount ("salt to taste")', () => {
    const seasoned = [
      ...plan,
      add('Salt to taste', null, null, 'bread'),
      add('salt to taste', null, null, 'cake'),
    ];

    it('puts them on the list once, as their own line, never summed as 0', () => {
      const { once, twice } = generateTwice([], seasoned, seasoned);
      expect(shown(once)).toEqual(['[ ] Flour 1.5 kg', '[ ] Milk 200 ml', '[ ] Salt to taste']);
      expect(once[2]?.amount).toBeNull();
      expect(twice).toEqual({ updated: [], added: [], removed: [] });
    });

    it('stays apart from the same name with an amount', () => {
      const after = listAfter(
        [],
        regenerateWeek<Line>([], week, [add('Salt', 5, 'g'), add('Salt', null, null)]),
      );
      expect(shown(after)).toEqual(['[ ] Salt 5 g', '[ ] Salt']);
    });

    it('goes when no planned recipe needs it any more, and not while one is bought', () => {
      const { after } = generateTwice([], seasoned, plan);
      expect(shown(after)).toEqual(['[ ] Flour 1.5 kg', '[ ] Milk 200 ml']);
      const once = listAfter([], regenerateWeek<Line>([], week, seasoned));
      const bought = once.map((each) => (each.amount === null ? { ...each, isChecked: true } : each));
      expect(regenerateWeek(bought, week, seasoned)).toEqual({ updated: [], added: [], removed: [] });
    });

    it('joins a manual line of the same name instead of adding a second one', () => {
      const manual = [line('a', { name: 'Salt to taste', amount: null, unit: null })];
      const after = listAfter(manual, regenerateWeek(manual, week, [add('salt to taste', null, null)]));
      expect(shown(after)).toEqual(['[ ] Salt to taste']);
    });
  });
});
