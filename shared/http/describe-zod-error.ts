import type { z } from 'zod';

/**
 * What a 400 tells its caller: `message`, a sentence a person can read (no field names in it), and
 * `fields`, the first message for each field by its dotted path (`ingredients.0.name`), so a form
 * can show each one at its field.
 */
export interface ErrorDetail {
  message: string;
  fields?: Record<string, string>;
}

/** Several messages read as consecutive sentences; one stays exactly as written (the spec's texts). */
export const asSentences = (messages: readonly string[]): string =>
  messages.length === 1
    ? (messages[0] ?? '')
    : `${messages.map((text) => text.replace(/[.!]+$/, '')).join('. ')}.`;

export const describeZodError = (error: z.ZodError): ErrorDetail => {
  const fields: Record<string, string> = {};
  const messages: string[] = [];
  for (const issue of error.issues) {
    const path = issue.path.map(String).join('.');
    if (path && !(path in fields)) fields[path] = issue.message;
    if (!messages.includes(issue.message)) messages.push(issue.message);
  }
  return Object.keys(fields).length > 0
    ? { message: asSentences(messages), fields }
    : { message: asSentences(messages) };
};
