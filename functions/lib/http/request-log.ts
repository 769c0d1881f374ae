import { injectLambdaContext } from '@aws-lambda-powertools/logger/middleware';
import type middy from '@middy/core';
import { logger } from '../logger';
import type { ApiEvent, ApiResult } from './api-event';

const startedAt = new WeakMap<object, number>();

const logRequest = (request: middy.Request<ApiEvent, ApiResult>) => {
  const started = startedAt.get(request) ?? Date.now();
  logger.info('Request', {
    routeKey: request.event.routeKey,
    statusCode: request.response?.statusCode,
    durationMs: Date.now() - started,
  });
};

/**
 * One access-log line per request (route, status, duration), tagged with the Lambda context and the
 * API Gateway request id. Registered before the error handler, so its onError runs after it and
 * sees the response the error became.
 */
export const requestLog = (): middy.MiddlewareObj<ApiEvent, ApiResult>[] => [
  injectLambdaContext(logger, { resetKeys: true }),
  {
    before: (request) => {
      startedAt.set(request, Date.now());
      logger.setCorrelationId(request.event.requestContext?.requestId);
    },
    after: logRequest,
    onError: logRequest,
  },
];
