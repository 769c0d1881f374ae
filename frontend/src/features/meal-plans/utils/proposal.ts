import type { WeekSuggestion } from '#shared/meal-plans/planning-rules-schemas';
import type { PlannedRecipe } from './slots';

export type SuggestedMeal = WeekSuggestion['days'][number];

/** A proposed meal; `replaces` is the planned recipe it would take the place of ("Suggest another"). */
export interface ProposedMeal extends SuggestedMeal {
  replaces?: { id: string; name: string };
}

/** The proposal on screen: its meals and the rules it could not keep. */
export interface WeekProposal {
  meals: ProposedMeal[];
  unmet: WeekSuggestion['unmet'];
}

const pairOf = (meal: Pick<SuggestedMeal, 'date' | 'slot'>) => `${meal.date}|${meal.slot}`;

/** The meals of each date, in the order given. */
export const mealsByDate = <T extends { date: string }>(meals: readonly T[]): Map<string, T[]> => {
  const byDate = new Map<string, T[]>();
  for (const meal of meals) byDate.set(meal.date, [...(byDate.get(meal.date) ?? []), meal]);
  return byDate;
};

/**
 * The proposal after "Suggest another" answered: the server's meals, each still replacing what it
 * replaced before; the new meal of the pair replaces the planned recipe asked about, if it was one.
 */
export const afterSuggestAnother = (
  previous: readonly ProposedMeal[],
  answer: WeekSuggestion,
  replaced: { date: string; slot: SuggestedMeal['slot']; planned?: PlannedRecipe },
): WeekProposal => {
  const before = new Map(previous.map((meal) => [`${pairOf(meal)}|${meal.recipeId}`, meal]));
  const earlier = previous.find((meal) => pairOf(meal) === pairOf(replaced) && meal.replaces);
  return {
    meals: answer.days.map((meal) => {
      const kept = before.get(`${pairOf(meal)}|${meal.recipeId}`);
      if (kept) return kept;
      const replaces = replaced.planned
        ? { id: replaced.planned.id, name: replaced.planned.name }
        : pairOf(meal) === pairOf(replaced)
          ? earlier?.replaces
          : undefined;
      return replaces ? { ...meal, replaces } : meal;
    }),
    unmet: answer.unmet,
  };
};
