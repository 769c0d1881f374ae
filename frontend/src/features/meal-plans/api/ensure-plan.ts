import type { MealPlan } from '#shared/meal-plans/meal-plan-schemas';
import type { ContextOwner } from '#web/lib/acting-context';
import { ApiError, callApi } from '#web/lib/api-client';
import { errorMessage } from '#web/lib/error-message';
import { noContextMessage, planUnavailableMessage } from '../utils/plans';

/** A failure the user is told about in the spec's own words (spec 8). */
export class MealPlanError extends Error {
  override readonly name = 'MealPlanError';
}

/**
 * The day's plan: the one the screen already has, else created on demand. POST /api/mealplan is
 * create-or-get, so two people adding to the same empty day at once end with one plan.
 */
export const ensurePlan = async (
  owner: ContextOwner | null,
  date: string,
  existing: MealPlan | undefined,
): Promise<MealPlan> => {
  if (existing) return existing;
  if (!owner) throw new MealPlanError(noContextMessage());
  try {
    return await callApi('saveMealPlan', {
      body: { id: crypto.randomUUID(), date, createdAt: new Date().toISOString(), ...owner },
    });
  } catch (error) {
    if (error instanceof ApiError) throw new MealPlanError(planUnavailableMessage());
    throw error;
  }
};

/** What a meal-plan screen says when a change fails: the spec's words, the server's, or the fallback. */
export const mealPlanErrorText = (error: unknown, fallback: string): string =>
  error instanceof MealPlanError ? error.message : errorMessage(error, fallback);
