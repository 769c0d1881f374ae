import type { z } from 'zod';
import { asSentences } from '#shared/http/describe-zod-error';
import type { Locale } from '#shared/i18n/locales';
import { InvalidInputError } from '../domain-errors';
import { codeOf, translateError } from '../i18n/translate';

/** Which part of a request a validation problem is in; outside the body the part is named. */
export type RequestPart = 'path parameters' | 'query' | 'body';

/** One problem zod found: where (a dotted path, empty for the whole), and its message. */
export interface ValidationIssue {
  path: string;
  /** A catalogue key (`errors.nameRequired`, the shared schemas' messages), or zod's own English. */
  message: string;
  /** The key's values. */
  values?: Record<string, string>;
}

const isKey = (message: string) => message.startsWith('errors.');

/** An issue's message in a language: zod's own messages are English only, elsewhere a generic sentence. */
const issueText = (locale: Locale, { message, values }: ValidationIssue) =>
  isKey(message)
    ? translateError(locale, message, values)
    : locale === 'en'
      ? message
      : translateError(locale, 'errors.invalidValue');

const issueCode = (message: string) => (isKey(message) ? codeOf(message) : 'invalid_value');

export interface ValidationDetail {
  message: string;
  fields?: Record<string, string>;
  fieldCodes?: Record<string, string>;
}

/**
 * A 400 from a route's schemas (or a zod error anywhere): `message` reads its messages as
 * consecutive sentences, `fields` the first message of each field by its dotted path, each in the
 * caller's language; `fieldCodes` the same by code.
 */
export const describeIssues = (
  issues: readonly ValidationIssue[],
  part: RequestPart,
  locale: Locale,
): ValidationDetail => {
  const fields: Record<string, string> = {};
  const fieldCodes: Record<string, string> = {};
  const texts: string[] = [];
  for (const issue of issues) {
    const text = issueText(locale, issue);
    if (issue.path && !(issue.path in fields)) {
      fields[issue.path] = text;
      fieldCodes[issue.path] = issueCode(issue.message);
    }
    if (!texts.includes(text)) texts.push(text);
  }
  const details = asSentences(texts);
  const message =
    part === 'body'
      ? details
      : part === 'query'
        ? translateError(locale, 'errors.invalidQuery', { details })
        : translateError(locale, 'errors.invalidPathParameters', { details });
  return Object.keys(fields).length > 0 ? { message, fields, fieldCodes } : { message };
};

/**
 * zod's issues with their messages as keys: a schema's own key, or for a value outside a list that
 * names no message of its own (`z.enum(locales)`), `errors.mustBeOneOf` with the list: its values
 * are the API's and stay as they are, in a sentence of the reader's language.
 */
export const issuesOf = (error: z.ZodError): ValidationIssue[] =>
  error.issues.map((issue) => {
    const path = issue.path.map(String).join('.');
    if (issue.code === 'invalid_value' && !isKey(issue.message))
      return { path, message: 'errors.mustBeOneOf', values: { values: issue.values.map(String).join(', ') } };
    return { path, message: issue.message };
  });

/** A request (or a value) the shared schemas refuse: a 400 with `code: validation_failed`. */
export class ValidationError extends InvalidInputError {
  override readonly fields?: Record<string, string>;
  constructor(
    readonly issues: readonly ValidationIssue[],
    readonly part: RequestPart = 'body',
  ) {
    super('errors.validationFailed');
    const english = describeIssues(issues, part, 'en');
    this.message = english.message;
    this.fields = english.fields;
  }

  static of(error: z.ZodError, part: RequestPart = 'body') {
    return new ValidationError(issuesOf(error), part);
  }
}
