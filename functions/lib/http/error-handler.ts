import type middy from '@middy/core';
import { ZodError } from 'zod';
import { UnprocessedItemsError } from '#functions/data/unprocessed-items-error';
import { defaultLocale, type Locale } from '#shared/i18n/locales';
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
import { requestLocale } from '../i18n/request-locale';
import { codeOf, translateError } from '../i18n/translate';
import { logger } from '../logger';
import { type ApiEvent, type ApiResult, jsonResult } from './api-event';
import { describeIssues, ValidationError } from './validation-error';

/**
 * What an error tells its caller (issue 26): `message`, a sentence in the caller's language naming
 * no field; `code`, the same in a stable form a client can rely on (`recipe_not_found`); for
 * invalid input `fields`, each field's message by its dotted path, and `fieldCodes`.
 */
export interface ErrorDetail {
  message: string;
  code: string;
  fields?: Record<string, string>;
  fieldCodes?: Record<string, string>;
}

interface HttpFailure extends ErrorDetail {
  statusCode: number;
  headers?: Record<string, string>;
}

const fieldsOf = (error: InvalidInputError, locale: Locale) => {
  if (error instanceof ValidationError) {
    const { fields, fieldCodes } = describeIssues(error.issues, error.part, locale);
    return fields ? { fields, fieldCodes } : {};
  }
  if (!error.fieldMessages) return {};
  const entries = Object.entries(error.fieldMessages);
  return {
    fields: Object.fromEntries(
      entries.map(([field, { key, values }]) => [field, translateError(locale, key, values)]),
    ),
    fieldCodes: Object.fromEntries(entries.map(([field, { key }]) => [field, codeOf(key)])),
  };
};

/** The status (and headers) each domain error answers with. */
const statusOf = new Map<
  abstract new (
    ...args: never[]
  ) => DomainError,
  (error: never, locale: Locale) => Omit<HttpFailure, 'message' | 'code'>
>([
  [
    InvalidInputError,
    (error: InvalidInputError, locale: Locale) => ({ statusCode: 400, ...fieldsOf(error, locale) }),
  ],
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

const unavailable = (locale: Locale): HttpFailure => ({
  statusCode: 503,
  message: translateError(locale, 'errors.serviceUnavailable'),
  code: 'service_unavailable',
  headers: { 'retry-after': '5' },
});

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

const bodyOf = ({ message, code, fields, fieldCodes }: HttpFailure): ErrorDetail =>
  fields ? { message, code, fields, ...(fieldCodes ? { fieldCodes } : {}) } : { message, code };

/** The status, headers and body an error answers with, in `locale` (English unless told). */
export const toHttpFailure = (error: unknown, locale: Locale = defaultLocale): HttpFailure | undefined => {
  const domainError = error instanceof ZodError ? ValidationError.of(error) : error;
  if (isDependencyUnavailable(domainError)) return unavailable(locale);
  for (const [type, status] of statusOf)
    if (domainError instanceof type) {
      const message =
        domainError instanceof ValidationError
          ? describeIssues(domainError.issues, domainError.part, locale).message
          : translateError(locale, domainError.key, domainError.values);
      return { ...status(domainError as never, locale), message, code: codeOf(domainError.key) };
    }
  return undefined;
};

/**
 * The one place errors become responses: `{ message, code }` (and, for invalid input, `fields` and
 * `fieldCodes`) with a fitting status, in the caller's language, never a stack trace.
 */
export const errorHandler = (): middy.MiddlewareObj<ApiEvent, ApiResult> => ({
  onError: (request) => {
    const locale = requestLocale(request.event);
    const failure = toHttpFailure(request.error, locale);
    if (!failure || failure.statusCode >= 500) logger.error('Request failed', request.error as Error);
    request.response = failure
      ? jsonResult(failure.statusCode, bodyOf(failure), failure.headers)
      : jsonResult(500, {
          message: translateError(locale, 'errors.somethingWentWrong'),
          code: 'internal_error',
        });
  },
});
