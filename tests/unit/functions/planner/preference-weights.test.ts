import { describe, expect, it } from 'vitest';
import { pantryUrgency, plannerRecipesOf } from '#functions/planner/preference-weights';
import { toEntry } from '#functions/recipes/catalogue-query';
import { ingredientKey } from '#shared/shopping/merge';

const summary = (id: string, averageRating = 0) => ({
  id,
  name: id,
  description: '',
  prepTime: 10,
  cookTime: 20,
  servings: 2,
  imageUrl: null,
  externalRecipeUrl: null,
  createdBy: 'u1',
  createdAt: '2026-01-01T00:00:00.000Z',
  averageRating,
  totalRatings: averageRating ? 1 : 0,
  tags: ['Fish'],
  isFavourite: false,
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
    const entries = [
      toEntry(summary('plain')),
      toEntry(summary('loved')),
      toEntry(summary('rated', 5)),
      toEntry(summary('creamy'), ['Cream', 'Salt']),
    ];
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
