import type { Resource, RouteDefinition } from '#shared/http/define-route';
import { createClientLimits } from '../../data/client-limits';
import { defaultTable } from '../../data/default-table';
import { verifyAccessToken } from '../auth/access-token';
import { defaultSessionCheck } from '../auth/default-session-check';
import { jwtKeys, reloadJwtKeys } from '../auth/jwt-secret';
import { authConfig } from '../config';
import { ForbiddenError, UnauthorizedError } from '../domain-errors';
import { type ApiEvent, type ApiHandler, headerOf } from './api-event';
import { createRouteHandler, type ResourceImplementation } from './route-handler';
import { createRouteLimits } from './route-limits';

export { BinaryReply, Reply } from './route-handler';

/** The bearer token's caller, if their session still lives and the route's roles admit them. */
const authenticate = async (route: RouteDefinition, event: ApiEvent) => {
  const header = headerOf(event, 'authorization');
  const token = header?.match(/^Bearer\s+(\S+)$/i)?.[1];
  if (!token) throw new UnauthorizedError('errors.authenticationRequired');
  const caller = await verifyAccessToken(token, await jwtKeys(), reloadJwtKeys);
  await defaultSessionCheck().assertLive(caller.userId, caller.sessionId);
  if (Array.isArray(route.auth) && !route.auth.includes(caller.role)) {
    throw new ForbiddenError('errors.notAllowed');
  }
  return caller;
};

/**
 * The handler of a resource with signed-in routes. Its key's and table's configuration is read at
 * cold start, so a function without one fails at once rather than on its first request.
 */
export const createHandler = <Res extends Resource>(
  resource: Res,
  implementations: ResourceImplementation<Res>,
): ApiHandler => {
  authConfig();
  defaultSessionCheck();
  return createRouteHandler(
    resource,
    implementations,
    authenticate,
    createRouteLimits(createClientLimits(defaultTable())),
  );
};
