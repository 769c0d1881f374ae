import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import type { MealPlan } from '#shared/meal-plans/meal-plan-schemas';
import { defaultSlot, type MealSlot } from '#shared/meal-plans/plan-rules';
import type { ContextOwner } from '#web/lib/acting-context';
import { useKeepProposal } from '../api/keep-proposal';
import { suggestWeek } from '../api/suggest-week';
import { afterSuggestAnother, type ProposedMeal, type WeekProposal } from '../utils/proposal';
import type { PlannedRecipe } from '../utils/slots';

/** What "Suggest another" is asked about: a proposed meal, or a recipe already planned. */
export interface ReplaceRequest {
  date: string;
  slot: MealSlot;
  recipeId: string;
  planned?: PlannedRecipe;
}

/**
 * "Plan my week" on the week shown: the proposal (nothing saved until Keep), the meals it fills,
 * Try again, Suggest another and Keep. A proposal belongs to its owner and week: showing another
 * week or acting for another owner leaves it behind.
 */
export const useWeekProposal = (
  owner: ContextOwner | null,
  monday: string,
  plans: ReadonlyMap<string, MealPlan>,
) => {
  const [slots, setSlots] = useState<MealSlot[]>([defaultSlot]);
  const [state, setState] = useState<{ key: string; proposal: WeekProposal } | null>(null);
  const key = JSON.stringify([owner, monday]);
  const proposal = state?.key === key ? state.proposal : null;
  const show = (next: WeekProposal | null) => setState(next && { key, proposal: next });

  const draw = useMutation({
    mutationFn: async (chosen: MealSlot[]) => {
      if (!owner) throw new Error('no owner');
      return suggestWeek({ owner, monday, slots: chosen });
    },
    onSuccess: (answer) => show({ meals: answer.days, unmet: answer.unmet }),
  });
  const another = useMutation({
    mutationFn: async (request: ReplaceRequest) => {
      if (!owner) throw new Error('no owner');
      const { date, slot, recipeId } = request;
      const answer = await suggestWeek({
        owner,
        monday,
        slots,
        proposal: proposal?.meals ?? [],
        replace: { date, slot, recipeId },
      });
      return afterSuggestAnother(proposal?.meals ?? [], answer, request);
    },
    onSuccess: show,
  });
  const keep = useKeepProposal();

  return {
    proposal,
    slots,
    /** A new choice of meals draws a new proposal for them. */
    chooseSlots: (chosen: MealSlot[]) => {
      setSlots(chosen);
      if (proposal && chosen.length > 0) draw.mutate(chosen);
    },
    planWeek: () => draw.mutate(slots),
    suggestAnother: (request: ReplaceRequest) => another.mutate(request),
    keep: (onKept: (count: number) => void) => {
      if (!owner || !proposal) return;
      keep.mutate(
        { owner, meals: proposal.meals, plans },
        {
          onSuccess: (count) => {
            show(null);
            onKept(count);
          },
        },
      );
    },
    discard: () => show(null),
    drawing: draw.isPending,
    replacing: another.isPending ? another.variables : undefined,
    keeping: keep.isPending,
    error: draw.error ?? another.error,
    keepError: keep.error,
    proposedOn: (date: string): ProposedMeal[] => proposal?.meals.filter((meal) => meal.date === date) ?? [],
  };
};

export type WeekProposalControls = ReturnType<typeof useWeekProposal>;
