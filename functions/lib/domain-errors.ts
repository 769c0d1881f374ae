import { englishError, type MessageValues } from './i18n/translate';

/**
 * What went wrong, in the terms of the domain: repositories and services throw these, and only the
 * HTTP layer (lib/http/error-handler.ts) decides which status each becomes.
 *
 * Each carries a catalogue key (area `errors`, `errors.recipeNotFound`) and its values, never a
 * sentence (issue 26): the error handler writes it in the caller's language and derives the error's
 * stable `code` from the key. `message` holds the English, for logs and tests.
 */
export class DomainError extends Error {
  declare readonly key: string;
  declare readonly values?: MessageValues;
  constructor(key: string, values?: MessageValues) {
    super(englishError(key, values));
    this.name = new.target.name;
    // Not enumerable: an error still equals another with the same English message.
    Object.defineProperties(this, { key: { value: key }, values: { value: values } });
  }
}

/** A field's message: its catalogue key and values (zod's own messages arrive as plain English text). */
export interface FieldMessage {
  key: string;
  values?: MessageValues;
}

/**
 * The request asks for something malformed or impossible. `fields` names the fields at fault, each
 * with its message (English; `fieldMessages` holds their keys), so a form can show it there;
 * `message` stays a sentence without field names.
 */
export class InvalidInputError extends DomainError {
  readonly fields?: Record<string, string>;
  constructor(
    key: string,
    values?: MessageValues,
    readonly fieldMessages?: Record<string, FieldMessage>,
  ) {
    super(key, values);
    if (fieldMessages)
      this.fields = Object.fromEntries(
        Object.entries(fieldMessages).map(([field, { key, values }]) => [field, englishError(key, values)]),
      );
  }
}

/** A problem with one field: its message is the sentence, and the field's own message too. */
export const invalidField = (field: string, key: string, values?: MessageValues): InvalidInputError =>
  new InvalidInputError(key, values, { [field]: { key, values } });

/** No usable credentials: signing in (again) would help. */
export class UnauthorizedError extends DomainError {}

/** The caller is known but may not do this. */
export class ForbiddenError extends DomainError {}

/** No such thing, or none the caller may know of. */
export class NotFoundError extends DomainError {}

/** The request clashes with the current state (a duplicate, a rule, or a change meanwhile). */
export class ConflictError extends DomainError {}

/** The request is well formed but what it points at holds nothing usable (a page without a recipe). */
export class UnprocessableError extends DomainError {}

/** The request (or an uploaded file) is larger than allowed. */
export class TooLargeError extends DomainError {}

/** The request body is in a format this route does not read. */
export class UnsupportedFormatError extends DomainError {}

/** Too many attempts: the caller may try again after `retryAfterSeconds`. */
export class TooManyRequestsError extends DomainError {
  constructor(
    key: string,
    readonly retryAfterSeconds: number,
    values?: MessageValues,
  ) {
    super(key, values);
  }
}
