import type { MealPlan } from '#shared/meal-plans/meal-plan-schemas';
import type { ContextOwner } from '#web/lib/acting-context';
import { callApi } from '#web/lib/api-client';
import { useRefreshingMutation } from '#web/lib/use-refreshing-mutation';
import { ensurePlan } from './ensure-plan';
import { mealPlansKey } from './get-week-plans';

export interface SaveNoteInput {
  owner: ContextOwner | null;
  date: string;
  plan: MealPlan | undefined;
  /** Blank clears the note. */
  note: string;
}

/** Sets or clears the day's note; a day without a plan gets one first. */
export const saveNote = async ({ owner, date, plan, note }: SaveNoteInput) => {
  const target = await ensurePlan(owner, date, plan);
  return callApi('updateMealPlan', { params: { id: target.id }, body: { note: note.trim() || null } });
};

// Even a failed change may have created the day's plan: reload the week.
export const useSaveNote = () =>
  useRefreshingMutation({ mutationFn: saveNote, stale: () => mealPlansKey, evenOnFailure: true });
