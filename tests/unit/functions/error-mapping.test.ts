import { describe, expect, it } from 'vitest';
import * as z from 'zod';
import { UnprocessedItemsError } from '#functions/data/unprocessed-items-error';
import * as domain from '#functions/lib/domain-errors';
import { toHttpFailure } from '#functions/lib/http/error-handler';

describe('the HTTP layer’s reading of domain errors', () => {
  it.each([
    [new domain.InvalidInputError('errors.invalidCursor'), 400, 'invalid_cursor', undefined],
    [
      new domain.UnauthorizedError('errors.invalidAccessToken'),
      401,
      'invalid_access_token',
      { 'www-authenticate': 'Bearer' },
    ],
    [new domain.ForbiddenError('errors.groupAdminsOnly'), 403, 'group_admins_only', undefined],
    [new domain.NotFoundError('errors.recipeNotFound'), 404, 'recipe_not_found', undefined],
    [new domain.ConflictError('errors.groupKeepAtLeastAdmin'), 409, 'group_keep_at_least_admin', undefined],
    [new domain.TooLargeError('errors.fileTooLarge', { megabytes: '4' }), 413, 'file_too_large', undefined],
    [new domain.UnsupportedFormatError('errors.bodyNotJsonType'), 415, 'body_not_json_type', undefined],
    [
      new domain.TooManyRequestsError('errors.tooManyAttempts', 120),
      429,
      'too_many_attempts',
      { 'retry-after': '120' },
    ],
  ])('answers %s with its status, message and code', (error, statusCode, code, headers) => {
    expect(toHttpFailure(error)).toEqual({ statusCode, message: error.message, code, headers });
  });

  it('writes the message in the language asked for, with the same code', () => {
    const error = new domain.NotFoundError('errors.recipeNotFound');
    const english = toHttpFailure(error, 'en');
    const german = toHttpFailure(error, 'de');
    expect(english).toMatchObject({ message: 'Recipe not found.', code: 'recipe_not_found' });
    expect(german?.code).toBe('recipe_not_found');
    expect(german?.message).not.toBe('Recipe not found.');
  });

  it('gives each field its message and code, in the language asked for', () => {
    const error = domain.invalidField('oldPassword', 'errors.oldPasswordIncorrect');
    expect(toHttpFailure(error)).toEqual({
      statusCode: 400,
      message: 'Old password is incorrect.',
      code: 'old_password_incorrect',
      fields: { oldPassword: 'Old password is incorrect.' },
      fieldCodes: { oldPassword: 'old_password_incorrect' },
    });
    const french = toHttpFailure(error, 'fr');
    expect(french?.fieldCodes).toEqual({ oldPassword: 'old_password_incorrect' });
    expect(french?.fields?.oldPassword).toBe(french?.message);
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
