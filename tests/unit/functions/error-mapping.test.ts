import { describe, expect, it } from 'vitest';
import * as z from 'zod';
import { UnprocessedItemsError } from '#functions/data/unprocessed-items-error';
import * as domain from '#functions/lib/domain-errors';
import { toHttpFailure } from '#functions/lib/http/error-handler';

describe('the HTTP layer’s reading of domain errors', () => {
  it.each([
    [new domain.InvalidInputError('Invalid cursor'), 400, undefined],
    [new domain.UnauthorizedError('Invalid access token'), 401, { 'www-authenticate': 'Bearer' }],
    [new domain.ForbiddenError('Only group admins can do this.'), 403, undefined],
    [new domain.NotFoundError('Recipe not found.'), 404, undefined],
    [new domain.ConflictError('A group must keep at least one admin.'), 409, undefined],
    [new domain.TooLargeError('File is too large'), 413, undefined],
    [new domain.UnsupportedFormatError('Request body must be JSON'), 415, undefined],
    [
      new domain.TooManyRequestsError('Too many failed sign-in attempts.', 120),
      429,
      { 'retry-after': '120' },
    ],
  ])('answers %s with its status and message', (error, statusCode, headers) => {
    expect(toHttpFailure(error)).toEqual({ statusCode, message: error.message, headers });
  });

  it('answers a batch DynamoDB kept leaving unprocessed as a 503 to retry', () => {
    expect(toHttpFailure(new UnprocessedItemsError('BatchWriteItem', 3))).toMatchObject({
      statusCode: 503,
      headers: { 'retry-after': '5' },
    });
  });

  it('names the fields of a schema failure, and leaves unknown errors to the 500 path', () => {
    const failure = z.object({ name: z.string() }).safeParse({ name: 1 }).error;
    expect(toHttpFailure(failure)?.statusCode).toBe(400);
    expect(toHttpFailure(new Error('bug'))).toBeUndefined();
  });
});
