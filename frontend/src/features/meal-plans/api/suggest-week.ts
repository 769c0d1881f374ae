import type { MealSlot } from '#shared/meal-plans/plan-rules';
import type { ContextOwner } from '#web/lib/acting-context';
import { callApi } from '#web/lib/api-client';
import type { SuggestedMeal } from '../utils/proposal';

export interface SuggestRequest {
  owner: ContextOwner;
  monday: string;
  slots: MealSlot[];
  /** The proposal on screen, kept as it is. */
  proposal?: readonly SuggestedMeal[];
  /** The one meal to replace ("Suggest another"), proposed or planned. */
  replace?: { date: string; slot: MealSlot; recipeId: string };
}

/** Asks for a proposed week (or one meal of it again); nothing is saved. */
export const suggestWeek = ({ owner, monday, slots, proposal = [], replace }: SuggestRequest) =>
  callApi('suggestWeek', {
    body: {
      ...owner,
      weekStartDate: monday,
      slots,
      proposal: proposal.map(({ date, slot, recipeId }) => ({ date, slot, recipeId })),
      replace,
    },
  });
