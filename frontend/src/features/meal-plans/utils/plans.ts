import type { MealPlan } from '#shared/meal-plans/meal-plan-schemas';

/** Spec 8: shown when a plan must be created but there is nobody to create it for. */
export const noContextMessage = 'Unable to determine user or group context.';
/** Spec 8: shown when the day's plan could not be created or read. */
export const planUnavailableMessage = 'Failed to create or retrieve the meal plan.';

/** The week's plans by date (one plan per owner and day). */
export const plansByDate = (plans: readonly MealPlan[]): Map<string, MealPlan> =>
  new Map(plans.map((plan) => [plan.date, plan]));
