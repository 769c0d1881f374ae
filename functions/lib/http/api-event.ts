import type { APIGatewayProxyEventV2, APIGatewayProxyStructuredResultV2, Context } from 'aws-lambda';

/** An HTTP API (payload v2) event, plus the body once the body middleware has read it. */
export type ApiEvent = APIGatewayProxyEventV2 & { jsonBody?: unknown; rawBody?: Buffer };
export type ApiResult = APIGatewayProxyStructuredResultV2 & {
  statusCode: number;
  headers: Record<string, string>;
};
export type ApiHandler = (event: ApiEvent, context: Context) => Promise<ApiResult>;

export const jsonResult = (
  statusCode: number,
  body: unknown,
  headers: Record<string, string> = {},
): ApiResult => ({
  statusCode,
  headers: { 'content-type': 'application/json; charset=utf-8', ...headers },
  body: body === undefined ? '' : JSON.stringify(body),
});

/** Header lookup regardless of case (API Gateway lower-cases, other callers may not). */
export const headerOf = (event: APIGatewayProxyEventV2, name: string): string | undefined => {
  const wanted = name.toLowerCase();
  for (const [key, value] of Object.entries(event.headers ?? {})) {
    if (key.toLowerCase() === wanted) return value;
  }
  return undefined;
};
