import * as z from 'zod';
import { defineRoute, type RouteDefinition } from './http/define-route';
import { adminRoles } from './roles';
import {
  addUserBody,
  changePasswordBody,
  listUsersQuery,
  loginBody,
  logoutBody,
  refreshTokenBody,
  registerBody,
  session,
  updateProfileBody,
  user,
  userList,
} from './users/user-schemas';

/**
 * Every API route, declared once. The Lambda handlers, the CDK HTTP API, the local runtime,
 * the browser's API client and the OpenAPI document are all built from this table.
 */
export const routes = {
  register: defineRoute({
    method: 'POST',
    path: '/api/users/register',
    resource: 'users',
    auth: 'public',
    summary: 'Create an account with role User',
    body: registerBody,
    response: user,
    status: 201,
  }),
  login: defineRoute({
    method: 'POST',
    path: '/api/users/login',
    resource: 'users',
    auth: 'public',
    summary: 'Sign in with email and password',
    body: loginBody,
    response: session,
  }),
  refreshToken: defineRoute({
    method: 'POST',
    path: '/api/users/refresh-token',
    resource: 'users',
    auth: 'public',
    summary: 'Trade a refresh token for a new access token and a new refresh token',
    body: refreshTokenBody,
    response: session,
  }),
  logout: defineRoute({
    method: 'POST',
    path: '/api/users/logout',
    resource: 'users',
    auth: 'public',
    summary: 'Revoke the session the refresh token belongs to',
    body: logoutBody,
    status: 204,
  }),
  allUsers: defineRoute({
    method: 'GET',
    path: '/api/users/all-users',
    resource: 'users',
    auth: adminRoles,
    summary: 'List users by name, a page at a time (next page cursor in the x-next-cursor header)',
    query: listUsersQuery,
    response: userList,
  }),
  addUser: defineRoute({
    method: 'POST',
    path: '/api/users/add-user',
    resource: 'users',
    auth: adminRoles,
    summary: 'Create a user with a role; only a SysAdmin may create a SysAdmin',
    body: addUserBody,
    response: user,
    status: 201,
  }),
  updateProfile: defineRoute({
    method: 'PUT',
    path: '/api/users/update',
    resource: 'users',
    auth: 'user',
    summary: "Change the caller's name and avatar colour",
    body: updateProfileBody,
    response: user,
  }),
  changePassword: defineRoute({
    method: 'PUT',
    path: '/api/users/change-password',
    resource: 'users',
    auth: 'user',
    summary: "Change the caller's password and sign out their other sessions",
    body: changePasswordBody,
    status: 204,
  }),
  openapi: defineRoute({
    method: 'GET',
    path: '/api/openapi.json',
    resource: 'openapi',
    auth: 'public',
    summary: 'This API as an OpenAPI 3.1 document',
    response: z.record(z.string(), z.unknown()),
  }),
} as const satisfies Record<string, RouteDefinition>;

export type Routes = typeof routes;
export type RouteName = keyof Routes;
export type RoutesOf<R extends RouteDefinition['resource']> = {
  [K in RouteName as Routes[K]['resource'] extends R ? K : never]: Routes[K];
};

export const routeEntries = Object.entries(routes) as [RouteName, RouteDefinition][];
export const resources = [...new Set(routeEntries.map(([, route]) => route.resource))];
