import type middy from '@middy/core';
import { ZodError } from 'zod';
import { describeZodError } from '#shared/http/describe-zod-error';
import { HttpError, ServiceUnavailableError } from '../errors';
import { logger } from '../logger';
import { type ApiEvent, type ApiResult, jsonResult } from './api-event';

const unavailableErrorNames = new Set([
  'ProvisionedThroughputExceededException',
  'ThrottlingException',
  'RequestLimitExceeded',
  'ServiceUnavailable',
  'InternalServerError',
  'TimeoutError',
]);
const unavailableErrorCodes = new Set(['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EPIPE', 'EHOSTUNREACH']);

/** A dependency (DynamoDB, S3, Secrets Manager) that is down or throttling is a 503 the caller can retry. */
const isDependencyUnavailable = (error: unknown): boolean => {
  if (!(error instanceof Error)) return false;
  const code = (error as { code?: string }).code;
  const fault = (error as { $fault?: string }).$fault;
  return (
    unavailableErrorNames.has(error.name) ||
    (code !== undefined && unavailableErrorCodes.has(code)) ||
    fault === 'server'
  );
};

const toHttpError = (error: unknown): HttpError | undefined => {
  if (error instanceof HttpError) return error;
  if (error instanceof ZodError) return new HttpError(400, describeZodError(error));
  if (isDependencyUnavailable(error)) return new ServiceUnavailableError();
  return undefined;
};

/** The one place errors become responses: `{ message }` with a fitting status, never a stack trace. */
export const errorHandler = (): middy.MiddlewareObj<ApiEvent, ApiResult> => ({
  onError: (request) => {
    const httpError = toHttpError(request.error);
    if (httpError && httpError.statusCode < 500) {
      request.response = jsonResult(httpError.statusCode, { message: httpError.message }, httpError.headers);
      return;
    }
    logger.error('Request failed', request.error as Error);
    request.response = httpError
      ? jsonResult(httpError.statusCode, { message: httpError.message }, httpError.headers)
      : jsonResult(500, { message: 'Something went wrong on our side. Please try again.' });
  },
});
