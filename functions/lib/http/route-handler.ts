import middy from '@middy/core';
import type * as z from 'zod';
import type {
  Resource,
  RouteBody,
  RouteDefinition,
  RouteParams,
  RouteQuery,
  RouteResponse,
} from '#shared/http/define-route';
import { type RouteName, type RoutesOf, routes } from '#shared/routes';
import type { Caller } from '../auth/access-token';
import { originConfig } from '../config';
import { InvalidInputError, NotFoundError } from '../domain-errors';
import { setCallerLanguage } from '../i18n/request-locale';
import { type ApiEvent, type ApiHandler, type ApiResult, jsonResult } from './api-event';
import { errorHandler } from './error-handler';
import { checkOrigin, clientAddress } from './origin-check';
import { maxJsonBodyBytes, requestBody } from './request-body';
import { requestLog } from './request-log';
import type { RouteLimiter } from './route-limits';
import { securityHeaders } from './security-headers';
import { type RequestPart, ValidationError } from './validation-error';

/** Raw bytes (an image) with their media type, for routes declared `binary`. */
export class BinaryReply {
  constructor(
    readonly body: Buffer,
    readonly contentType: string,
    readonly headers: Record<string, string> = {},
  ) {}
}

/** A response with headers besides the body, e.g. a paging cursor, and cookies to set. */
export class Reply<T> {
  constructor(
    readonly body: T,
    readonly headers: Record<string, string>,
    /** Set-Cookie values: HTTP API payload v2 sends each one as its own header. */
    readonly cookies: string[] = [],
  ) {}
}

export interface RouteInput<R extends RouteDefinition> {
  params: RouteParams<R>;
  query: RouteQuery<R>;
  body: RouteBody<R>;
  caller: R['auth'] extends 'public' ? undefined : Caller;
  /** The undecoded body of a multipart route. */
  rawBody: R['bodyType'] extends 'multipart' ? Buffer : undefined;
  event: ApiEvent;
}

export type RouteImplementation<R extends RouteDefinition> = (
  input: RouteInput<R>,
) => Promise<RouteResponse<R> | Reply<RouteResponse<R>> | (R['binary'] extends true ? BinaryReply : never)>;

export type ResourceImplementation<Res extends Resource> = {
  [K in keyof RoutesOf<Res>]: RoutesOf<Res>[K] extends RouteDefinition
    ? RouteImplementation<RoutesOf<Res>[K]>
    : never;
};

/** Validates one part of the request; problems come by field, and outside the body the part is named. */
const parse = (schema: z.ZodType | undefined, value: unknown, part: RequestPart) => {
  if (!schema) return undefined;
  const result = schema.safeParse(value);
  if (result.success) return result.data;
  throw ValidationError.of(result.error, part);
};

/** Who is calling a route: undefined for public routes; throws 401/403 otherwise. */
export type Authenticate = (route: RouteDefinition, event: ApiEvent) => Promise<Caller | undefined>;

const routeKeyOf = (route: RouteDefinition) => `${route.method} ${route.path}`;

/**
 * The Lambda handler of one resource (see create-handler.ts for the one every signed-in resource uses): a middy chain (security headers, request log, body, error handler)
 * around a dispatcher that finds the route by API Gateway's routeKey, authenticates and authorises
 * the caller, validates params, query and body with the route's zod schemas, runs the
 * implementation and maps its result through the response schema (so nothing unlisted leaks).
 */
export const createRouteHandler = <Res extends Resource>(
  resource: Res,
  implementations: ResourceImplementation<Res>,
  /** Absent for a resource whose routes are all public: its bundle then holds no token code. */
  authenticate?: Authenticate,
  /** Absent for a resource without limits per client: its bundle then holds no table code. */
  limiter?: RouteLimiter,
): ApiHandler => {
  const table = new Map<
    string,
    { name: string; route: RouteDefinition; run: RouteImplementation<RouteDefinition> }
  >();
  for (const [name, run] of Object.entries(implementations)) {
    const route = routes[name as RouteName] as RouteDefinition;
    if (route?.resource !== resource) throw new Error(`Route ${name} does not belong to ${resource}`);
    table.set(routeKeyOf(route), { name, route, run: run as RouteImplementation<RouteDefinition> });
  }
  if (!authenticate && [...table.values()].some(({ route }) => route.auth !== 'public'))
    throw new Error(`${resource} has signed-in routes but no authentication`);
  if (!limiter && [...table.values()].some(({ route }) => route.limits))
    throw new Error(`${resource} has routes with limits but no limiter`);

  originConfig(); // read at cold start: a misconfigured function fails at once
  const dispatch = async (event: ApiEvent): Promise<ApiResult> => {
    checkOrigin(event);
    const entry = table.get(event.routeKey);
    if (!entry) throw new NotFoundError('errors.noSuchRoute');
    const { name, route, run } = entry;
    const address = clientAddress(event);
    await limiter?.checkAddress(name, route.limits, address);
    const caller = route.auth === 'public' ? undefined : await authenticate?.(route, event);
    setCallerLanguage(event, caller?.language);
    await limiter?.checkUser(name, route.limits, caller?.userId);
    if (route.body && event.jsonBody === undefined) throw new InvalidInputError('errors.requestBodyRequired');
    if (route.bodyType === 'multipart' && !event.rawBody)
      throw new InvalidInputError('errors.chooseFileToUpload');
    const input = {
      params: parse(route.params, event.pathParameters ?? {}, 'path parameters'),
      query: parse(route.query, event.queryStringParameters ?? {}, 'query'),
      body: parse(route.body, event.jsonBody, 'body'),
      caller,
      rawBody: event.rawBody,
      event,
    } as RouteInput<RouteDefinition>;
    const result = limiter
      ? await limiter.oneOfAtOnce(name, route.limits, { address, userId: caller?.userId }, () => run(input))
      : await run(input);
    if (result instanceof BinaryReply) {
      return {
        statusCode: route.status ?? 200,
        headers: { 'content-type': result.contentType, ...result.headers },
        body: result.body.toString('base64'),
        isBase64Encoded: true,
      };
    }
    const reply = result instanceof Reply ? result : new Reply(result, {});
    const status = route.status ?? 200;
    const answer = jsonResult(
      status,
      route.response ? route.response.parse(reply.body) : undefined,
      reply.headers,
    );
    return reply.cookies.length > 0 ? { ...answer, cookies: reply.cookies } : answer;
  };

  return middy<ApiEvent, ApiResult>()
    .use(securityHeaders())
    .use(requestLog())
    .use(
      requestBody((routeKey) => {
        const route = table.get(routeKey)?.route;
        return { bodyType: route?.bodyType ?? 'json', maxBodyBytes: route?.maxBodyBytes ?? maxJsonBodyBytes };
      }),
    )
    .use(errorHandler())
    .handler(dispatch) as unknown as ApiHandler;
};
