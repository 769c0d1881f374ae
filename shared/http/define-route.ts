import type { z } from 'zod';
import type { Role } from '../roles';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** Who may call a route: anyone, any signed-in user, or signed-in users with one of the roles. */
export type RouteAuth = 'public' | 'user' | readonly Role[];

/** One Lambda serves each resource; the CDK app and the local runtime group routes by it. */
export type Resource =
  | 'users'
  | 'groups'
  | 'recipes'
  | 'ratings'
  | 'files'
  | 'mealplans'
  | 'planner'
  | 'shoppinglist'
  | 'pantry'
  | 'imports'
  | 'transfers'
  | 'calendar'
  | 'openapi';

/** At most `max` requests in any `perSeconds` (functions/data/client-limits.ts counts them). */
export interface RequestRate {
  max: number;
  perSeconds: number;
}

/**
 * A route's limits per client (numbers in shared/http/client-limits.ts): over one, the caller gets
 * 429 while other callers go on being served. Applied by the route handler, before the route runs.
 */
export interface RouteLimits {
  /** Requests from one address (the viewer's, behind CloudFront). */
  perAddress?: RequestRate;
  /** Requests of one signed-in user. */
  perUser?: RequestRate;
  /** Requests under way at once, from one address and of one user. */
  atOnce?: number;
}

export interface RouteDefinition {
  method: HttpMethod;
  /** API Gateway syntax: `/api/Group/{id}/users`. */
  path: `/api/${string}`;
  resource: Resource;
  auth: RouteAuth;
  summary: string;
  params?: z.ZodType<Record<string, string>>;
  query?: z.ZodType;
  body?: z.ZodType;
  /** How the body arrives: JSON (validated by `body`) unless stated; multipart bodies reach the handler raw. */
  bodyType?: 'json' | 'multipart';
  /** The largest JSON body the route takes, when more than the API's default for small forms. */
  maxBodyBytes?: number;
  /** Absent for routes that answer 204 No Content, and for binary responses (`binary: true`). */
  response?: z.ZodType;
  /** The route answers with raw bytes (an image), not JSON. */
  binary?: boolean;
  /** The media type of a binary response, when it is not an image (`text/calendar`). */
  mediaType?: string;
  /** Success status; 200 unless stated. */
  status?: 200 | 201 | 202 | 204;
  /** Limits per client address or user (shared/http/client-limits.ts); none unless stated. */
  limits?: RouteLimits;
}

/**
 * One resource's routes (its file beside its schemas): each gets the resource, so one Lambda serves
 * them all, and keeps its literal types, so handlers and the client are typed from the table.
 */
export const defineRoutes = <
  const Res extends Resource,
  const Table extends Record<string, Omit<RouteDefinition, 'resource'>>,
>(
  resource: Res,
  table: Table,
): { [Name in keyof Table]: Table[Name] & { resource: Res } } =>
  Object.fromEntries(Object.entries(table).map(([name, route]) => [name, { ...route, resource }])) as {
    [Name in keyof Table]: Table[Name] & { resource: Res };
  };

type Infer<S> = S extends z.ZodType ? z.output<S> : undefined;
type InferInput<S> = S extends z.ZodType ? z.input<S> : undefined;

export type RouteParams<R extends RouteDefinition> = Infer<R['params']>;
export type RouteQuery<R extends RouteDefinition> = Infer<R['query']>;
export type RouteBody<R extends RouteDefinition> = Infer<R['body']>;
export type RouteBodyInput<R extends RouteDefinition> = InferInput<R['body']>;
export type RouteQueryInput<R extends RouteDefinition> = InferInput<R['query']>;
export type RouteResponse<R extends RouteDefinition> = R['response'] extends z.ZodType
  ? z.output<R['response']>
  : // biome-ignore lint/suspicious/noConfusingVoidType: a 204 route's implementation returns Promise<void>
    void;

/** `/api/Group/{id}/users` with `{ id: 'g1' }` becomes `/api/Group/g1/users`. */
export const fillPath = (path: string, params: Record<string, string> = {}): string =>
  path.replace(/\{(\w+)\}/g, (_, name: string) => {
    const value = params[name];
    if (value === undefined) throw new Error(`Missing path parameter ${name}`);
    return encodeURIComponent(value);
  });

/** Matches a concrete path against a route path; returns the decoded parameters or null. */
export const matchPath = (pattern: string, path: string): Record<string, string> | null => {
  const names: string[] = [];
  const source = pattern
    .replace(/[.*+?^$()|[\]\\]/g, '\\$&')
    .replace(/\\?\{(\w+)\\?\}/g, (_, name: string) => {
      names.push(name);
      return '([^/]+)';
    });
  const found = new RegExp(`^${source}$`).exec(path);
  if (!found) return null;
  const params: Record<string, string> = {};
  try {
    names.forEach((name, index) => {
      params[name] = decodeURIComponent(found[index + 1] ?? '');
    });
  } catch {
    return null; // a malformed %-escape matches nothing
  }
  return params;
};
