/**
 * What went wrong, in the terms of the domain: repositories and services throw these, and only the
 * HTTP layer (lib/http/error-handler.ts) decides which status each becomes.
 */
export class DomainError extends Error {
  constructor(message: string) {
    super(message);
    this.name = new.target.name;
  }
}

/**
 * The request asks for something malformed or impossible. `fields` names the fields at fault, each
 * with its message, so a form can show it there; `message` stays a sentence without field names.
 */
export class InvalidInputError extends DomainError {
  constructor(
    message: string,
    readonly fields?: Record<string, string>,
  ) {
    super(message);
  }
}

/** A problem with one field: its message is the sentence, and the field's own message too. */
export const invalidField = (field: string, message: string): InvalidInputError =>
  new InvalidInputError(message, { [field]: message });

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
    message: string,
    readonly retryAfterSeconds: number,
  ) {
    super(message);
  }
}
