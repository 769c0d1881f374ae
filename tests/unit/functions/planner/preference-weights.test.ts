import { describe, expect, it } from 'vitest';
import { plannerCardOf } from '#functions/planner/planner-catalogue';
import { pantryUrgency, plannerRecipesOf } from '#functions/planner/preference-weights';
import { ingredientKey } from '#shared/shopping/merge';

/** A card as a pack holds it: 10 + 20 minutes, tagged Fish, rated `averageRating` once (or never). */
const card = (id: string, averageRating = 0, ingredientNames: string[] = []) =>
  plannerCardOf({
    id,
    name: id,
    tags: ['Fish'],
    prepTime: 10,
    cookTime: 20,
    ratingSum: averageRating,
    ratingCount: averageRating ? 1 : 0,
    ingredientNames,
  });

describe('preference weights', () => {
  it('make pantry items more urgent the sooner their best-before, an undated one least', () => {
    const urgency = pantryUrgency(
      [
        { name: 'Cream', bestBefore: '2026-03-02' },
        { name: 'Tomatoes', bestBefore: '2026-03-08' },
        { name: 'Rice', bestBefore: null },
        { name: 'Milk', bestBefore: '2026-02-20' },
      ],
      '2026-03-02',
    );
    expect(urgency.get('cream')).toBe(1);
    expect(urgency.get('milk')).toBe(1);
    // Keyed as the list merges names, so a recipe's "tomatoes" finds the pantry's "Tomatoes".
    expect(urgency.get(ingredientKey('tomatoes'))).toBeCloseTo(1 / 3);
    expect(urgency.get('rice')).toBe(0.2);
  });

  it('weigh a recipe by the preferences chosen only: favourites, rating, pantry use', () => {
    const entries = [card('plain'), card('loved'), card('rated', 5), card('creamy', 0, ['Cream', 'Salt'])];
    const urgency = pantryUrgency([{ name: 'cream', bestBefore: '2026-03-02' }], '2026-03-02');
    const weights = (prefer: { favourites: boolean; rating: boolean; pantry: boolean }) =>
      Object.fromEntries(
        plannerRecipesOf(entries, prefer, new Set(['loved']), urgency).map((recipe) => [
          recipe.id,
          recipe.weight,
        ]),
      );
    expect(weights({ favourites: false, rating: false, pantry: false })).toEqual({
      plain: 1,
      loved: 1,
      rated: 1,
      creamy: 1,
    });
    expect(weights({ favourites: true, rating: true, pantry: true })).toEqual({
      plain: 1,
      loved: 4,
      rated: 4,
      creamy: 4,
    });
    const [first] = plannerRecipesOf(
      entries,
      { favourites: false, rating: false, pantry: false },
      new Set(),
      urgency,
    );
    expect(first).toEqual({ id: 'plain', tagKeys: ['fish'], totalTime: 30, weight: 1 });
  });
});
