import { calendarRoutes } from './calendar/calendar-routes';
import { fileRoutes } from './files/file-routes';
import { groupRoutes } from './groups/group-routes';
import type { RouteDefinition } from './http/define-route';
import { importRoutes } from './imports/import-routes';
import { mealPlanRoutes } from './meal-plans/meal-plan-routes';
import { plannerRoutes } from './meal-plans/planner-routes';
import { openApiRoutes } from './openapi/openapi-routes';
import { pantryRoutes } from './pantry/pantry-routes';
import { ratingRoutes } from './recipes/rating-routes';
import { recipeRoutes } from './recipes/recipe-routes';
import { shoppingListRoutes } from './shopping/shopping-routes';
import { transferRoutes } from './transfers/transfer-routes';
import { invitationRoutes } from './users/invitation-routes';
import { passwordResetRoutes } from './users/password-reset-routes';
import { userRoutes } from './users/user-routes';

/**
 * Every API route, declared once, a file per resource beside its schemas (adding a route touches
 * that file only). The Lambda handlers, the CDK HTTP API, the local runtime, the browser's API
 * client and the OpenAPI document are all built from this table.
 */
export const routes = {
  ...userRoutes,
  ...passwordResetRoutes,
  ...invitationRoutes,
  ...groupRoutes,
  ...mealPlanRoutes,
  ...plannerRoutes,
  ...shoppingListRoutes,
  ...pantryRoutes,
  ...recipeRoutes,
  ...importRoutes,
  ...transferRoutes,
  ...ratingRoutes,
  ...fileRoutes,
  ...calendarRoutes,
  ...openApiRoutes,
} as const satisfies Record<string, RouteDefinition>;

export type Routes = typeof routes;
export type RouteName = keyof Routes;
export type RoutesOf<R extends RouteDefinition['resource']> = {
  [K in RouteName as Routes[K]['resource'] extends R ? K : never]: Routes[K];
};

export const routeEntries = Object.entries(routes) as [RouteName, RouteDefinition][];
export const resources = [...new Set(routeEntries.map(([, route]) => route.resource))];
