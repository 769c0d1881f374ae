import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import type { ApiEvent } from '#functions';

const textTypes = /^(application\/(json|xml|x-www-form-urlencoded)|text\/)/i;

/** API Gateway joins repeated headers and query values with commas; so does this. */
const joinValues = (value: string | string[] | undefined) =>
  Array.isArray(value) ? value.join(',') : (value ?? '');

/**
 * Builds the HTTP API payload v2 event API Gateway would send for this request, so the local runtime
 * calls the handler modules exactly as Lambda does.
 */
export const toApiGatewayEvent = (
  request: IncomingMessage,
  url: URL,
  body: Buffer,
  routeKey: string,
  pathParameters: Record<string, string>,
): ApiEvent => {
  const headers: Record<string, string> = {};
  for (const [name, value] of Object.entries(request.headers)) {
    if (name !== 'cookie') headers[name] = joinValues(value);
  }
  const query: Record<string, string[]> = {};
  for (const name of new Set(url.searchParams.keys())) query[name] = url.searchParams.getAll(name);
  const isText = textTypes.test(headers['content-type'] ?? 'application/json');
  const now = Date.now();
  return {
    version: '2.0',
    routeKey,
    rawPath: url.pathname,
    rawQueryString: url.search.slice(1),
    cookies: request.headers.cookie?.split(';').map((cookie) => cookie.trim()),
    headers,
    queryStringParameters: Object.keys(query).length
      ? Object.fromEntries(Object.entries(query).map(([name, values]) => [name, values.join(',')]))
      : undefined,
    pathParameters: Object.keys(pathParameters).length ? pathParameters : undefined,
    requestContext: {
      accountId: 'local',
      apiId: 'local',
      domainName: headers.host ?? 'localhost',
      domainPrefix: 'localhost',
      http: {
        method: request.method ?? 'GET',
        path: url.pathname,
        protocol: `HTTP/${request.httpVersion}`,
        sourceIp: request.socket.remoteAddress ?? '127.0.0.1',
        userAgent: headers['user-agent'] ?? '',
      },
      requestId: randomUUID(),
      routeKey,
      stage: '$default',
      time: new Date(now).toUTCString(),
      timeEpoch: now,
    },
    body: body.length ? (isText ? body.toString('utf8') : body.toString('base64')) : undefined,
    isBase64Encoded: body.length > 0 && !isText,
  };
};
