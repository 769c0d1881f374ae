import type middy from '@middy/core';
import { ZodError } from 'zod';
import { UnprocessedItemsError } from '#functions/data/unprocessed-items-error';
import { describeZodError, type ErrorDetail } from '#shared/http/describe-zod-error';
import {
  ConflictError,
  type DomainError,
  ForbiddenError,
  InvalidInputError,
  NotFoundError,
  TooLargeError,
  TooManyRequestsError,
  UnauthorizedError,
  UnprocessableError,
  UnsupportedFormatError,
} from '../domain-errors';
import { logger } from '../logger';
import { type ApiEvent, type ApiResult, jsonResult } from './api-event';

interface HttpFailure extends ErrorDetail {
  statusCode: number;
  headers?: Record<string, string>;
}

const fieldsOf = ({ fields }: InvalidInputError) => (fields ? { fields } : {});

/** The status (and headers) each domain error answers with. */
const statusOf = new Map<
  abstract new (
    ...args: never[]
  ) => DomainError,
  (error: never) => Omit<HttpFailure, 'message'>
>([
  [InvalidInputError, (error: InvalidInputError) => ({ statusCode: 400, ...fieldsOf(error) })],
  [UnauthorizedError, () => ({ statusCode: 401, headers: { 'www-authenticate': 'Bearer' } })],
  [ForbiddenError, () => ({ statusCode: 403 })],
  [NotFoundError, () => ({ statusCode: 404 })],
  [ConflictError, () => ({ statusCode: 409 })],
  [TooLargeError, () => ({ statusCode: 413 })],
  [UnprocessableError, () => ({ statusCode: 422 })],
  [UnsupportedFormatError, () => ({ statusCode: 415 })],
  [
    TooManyRequestsError,
    (error: TooManyRequestsError) => ({
      statusCode: 429,
      headers: { 'retry-after': String(error.retryAfterSeconds) },
    }),
  ],
]);

const unavailable: HttpFailure = {
  statusCode: 503,
  message: 'The service is temporarily unavailable. Please try again shortly.',
  headers: { 'retry-after': '5' },
};

const unavailableErrorNames = new Set([
  'ProvisionedThroughputExceededException',
  'ThrottlingException',
  'RequestLimitExceeded',
  'ServiceUnavailable',
  'InternalServerError',
  'TimeoutError',
]);
const unavailableErrorCodes = new Set(['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EPIPE', 'EHOSTUNREACH']);

/**
 * A dependency (DynamoDB, S3, Secrets Manager) that is down or throttling, or a batch it left
 * unprocessed after every retry, is a 503 the caller can retry.
 */
const isDependencyUnavailable = (error: unknown): boolean => {
  if (!(error instanceof Error)) return false;
  const code = (error as { code?: string }).code;
  const fault = (error as { $fault?: string }).$fault;
  return (
    error instanceof UnprocessedItemsError ||
    unavailableErrorNames.has(error.name) ||
    (code !== undefined && unavailableErrorCodes.has(code)) ||
    fault === 'server'
  );
};

const bodyOf = ({ message, fields }: HttpFailure): ErrorDetail =>
  fields ? { message, fields } : { message };

export const toHttpFailure = (error: unknown): HttpFailure | undefined => {
  if (error instanceof ZodError) return { statusCode: 400, ...describeZodError(error) };
  if (isDependencyUnavailable(error)) return unavailable;
  for (const [type, status] of statusOf)
    if (error instanceof type) return { ...status(error as never), message: error.message };
  return undefined;
};

/**
 * The one place errors become responses: `{ message }` (and, for invalid input, `fields`) with a
 * fitting status, never a stack trace.
 */
export const errorHandler = (): middy.MiddlewareObj<ApiEvent, ApiResult> => ({
  onError: (request) => {
    const failure = toHttpFailure(request.error);
    if (!failure || failure.statusCode >= 500) logger.error('Request failed', request.error as Error);
    request.response = failure
      ? jsonResult(failure.statusCode, bodyOf(failure), failure.headers)
      : jsonResult(500, { message: 'Something went wrong on our side. Please try again.' });
  },
});
