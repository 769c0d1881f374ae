import type { MealPlan } from '../../../../../shared/meal-plans/meal-plan-schemas';
import type { ActingContext } from '../../../lib/acting-context';

/** Whose plans a screen shows and changes: the user's own, or a group's (spec 4). */
export type PlanOwner = { kind: 'user'; id: string } | { kind: 'group'; id: string };

/** Spec 8: shown when a plan must be created but there is nobody to create it for. */
export const noContextMessage = 'Unable to determine user or group context.';
/** Spec 8: shown when the day's plan could not be created or read. */
export const planUnavailableMessage = 'Failed to create or retrieve the meal plan.';

/** The owner for the acting context; null when acting as oneself without a known user id. */
export const planOwnerOf = (context: ActingContext, userId: string | null | undefined): PlanOwner | null => {
  if (context.type === 'group') return { kind: 'group', id: context.id };
  return userId ? { kind: 'user', id: userId } : null;
};

/** The owner's fields of a new plan: exactly one of userId and groupId. */
export const ownerFields = (owner: PlanOwner) =>
  owner.kind === 'user' ? { userId: owner.id, groupId: null } : { userId: null, groupId: owner.id };

/** The week's plans by date (one plan per owner and day). */
export const plansByDate = (plans: readonly MealPlan[]): Map<string, MealPlan> =>
  new Map(plans.map((plan) => [plan.date, plan]));
