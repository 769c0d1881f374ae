import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Context } from 'aws-lambda';
import type { ApiHandler } from '#functions';
import { handlerEntry } from '#functions';
import type { Resource } from '#shared/http/define-route';
import { matchPath } from '#shared/http/define-route';
import { routeEntries } from '#shared/routes';
import { toApiGatewayEvent } from './api-gateway-event';
import type { TableGuard } from './table-guard';

/** Lambda's synchronous invocation payload limit; API Gateway refuses larger bodies before Lambda. */
const maxRequestBytes = 6 * 1024 * 1024;
/**
 * The handlers' time budget (middy answers 503 before it runs out). Longer than a function's 10 s
 * in AWS: there every concurrent request has a container of its own, here they all share one
 * process and the machine's cores, so a burst of sign-ins (each a 128 MB scrypt) would run out of
 * a budget meant for one. API Gateway's own limit, 30 s, still bounds it.
 */
const lambdaTimeoutMs = 29_000;

const sendJson = (response: ServerResponse, status: number, body: unknown) => {
  response.writeHead(status, {
    'content-type': 'application/json; charset=utf-8',
    'cache-control': 'no-store',
  });
  response.end(JSON.stringify(body));
};

const readBody = (request: IncomingMessage): Promise<Buffer | 'too-large'> =>
  new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    request.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size <= maxRequestBytes) chunks.push(chunk);
    });
    request.on('end', () => resolve(size > maxRequestBytes ? 'too-large' : Buffer.concat(chunks)));
    request.on('error', reject);
  });

const contextFor = (requestId: string, resource: string): Context => {
  const started = Date.now();
  return {
    callbackWaitsForEmptyEventLoop: false,
    functionName: `local-${resource}`,
    functionVersion: '$LATEST',
    invokedFunctionArn: `arn:aws:lambda:local:000000000000:function:local-${resource}`,
    memoryLimitInMB: '512',
    awsRequestId: requestId,
    logGroupName: `/local/${resource}`,
    logStreamName: 'local',
    getRemainingTimeInMillis: () => Math.max(0, lambdaTimeoutMs - (Date.now() - started)),
    done: () => undefined,
    fail: () => undefined,
    succeed: () => undefined,
  };
};

/** API Gateway prefers literal segments to parameters: `/api/recipes/user` wins over `/api/recipes/{id}`. */
const parameterCount = (path: string) => path.split('{').length - 1;
const routesByPrecedence = [...routeEntries].sort(
  ([, a], [, b]) => parameterCount(a.path) - parameterCount(b.path),
);

/**
 * What API Gateway does in the cloud: matches the request to a route of the table, builds the v2
 * event and invokes the resource's handler module (loaded once, like a warm Lambda), as its own
 * function for the table guard (what its role allows in AWS).
 */
export const createLocalApi = (guard: Pick<TableGuard, 'runAs'>) => {
  const handlers = new Map<Resource, Promise<ApiHandler>>();
  const handlerFor = (resource: Resource) => {
    let loaded = handlers.get(resource);
    if (!loaded) {
      loaded = import(handlerEntry(resource)).then((module: { handler: ApiHandler }) => module.handler);
      handlers.set(resource, loaded);
    }
    return loaded;
  };

  return async (request: IncomingMessage, response: ServerResponse, url: URL) => {
    const method = request.method ?? 'GET';
    let match:
      | { name: string; resource: Resource; routeKey: string; params: Record<string, string> }
      | undefined;
    for (const [name, route] of routesByPrecedence) {
      if (route.method !== method) continue;
      const params = matchPath(route.path, url.pathname);
      if (params) {
        match = { name, resource: route.resource, routeKey: `${route.method} ${route.path}`, params };
        break;
      }
    }
    const body = await readBody(request);
    if (!match) return sendJson(response, 404, { message: 'Not Found' });
    if (body === 'too-large') return sendJson(response, 413, { message: 'Request body is too large' });

    const event = toApiGatewayEvent(request, url, body, match.routeKey, match.params);
    const handler = await handlerFor(match.resource);
    const { resource } = match;
    const result = await guard.runAs(resource, () =>
      handler(event, contextFor(event.requestContext.requestId, resource)),
    );
    // As API Gateway does with payload v2: each of `cookies` becomes its own Set-Cookie header.
    response.writeHead(
      result.statusCode,
      result.cookies?.length ? { ...result.headers, 'set-cookie': result.cookies } : result.headers,
    );
    response.end(
      result.isBase64Encoded && result.body ? Buffer.from(result.body, 'base64') : (result.body ?? ''),
    );
  };
};
