import { defineRoutes } from '../http/define-route';
import {
  planningRules,
  planningRulesBody,
  planningRulesGroupParams,
  planningRulesUserParams,
  suggestWeekBody,
  weekSuggestion,
} from './planning-rules-schemas';

/**
 * "Plan my week" (issue 27): an owner's planning rules and the week it proposes under them. Its own
 * function: it holds the recipe catalogue in memory, which the meal plan's function does not need.
 */
export const plannerRoutes = defineRoutes('planner', {
  userPlanningRules: {
    method: 'GET',
    path: '/api/mealplan/rules/user/{userId}',
    auth: 'user',
    summary: "A user's planning rules (that user only); never saved: no rules but no repeat within 14 days",
    params: planningRulesUserParams,
    response: planningRules,
  },
  groupPlanningRules: {
    method: 'GET',
    path: '/api/mealplan/rules/group/{groupId}',
    auth: 'user',
    summary: "A group's planning rules (members only); never saved: no rules but no repeat within 14 days",
    params: planningRulesGroupParams,
    response: planningRules,
  },
  savePlanningRules: {
    method: 'PUT',
    path: '/api/mealplan/rules',
    auth: 'user',
    summary:
      'Replace the planning rules of the userId or groupId given: tag limits (min/max in a week), no repeat within N days, a maximum total time per weekday, preferences (favourites, rating, pantry); a rule left out or null is no such rule',
    body: planningRulesBody,
    response: planningRules,
  },
  suggestWeek: {
    method: 'POST',
    path: '/api/mealplan/suggest',
    auth: 'user',
    summary:
      "Propose recipes for the week's empty (date, meal) pairs of the meals given (Dinner by default) under the owner's rules, keeping planned days and the `proposal` sent; with `replace`, only that pair gets another recipe. Saves nothing; names the rules it could not keep in `unmet`",
    body: suggestWeekBody,
    response: weekSuggestion,
  },
});
