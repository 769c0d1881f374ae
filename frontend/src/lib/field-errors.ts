import type { FieldValues, Path, UseFormReturn } from 'react-hook-form';
import { ApiError } from './api-client';

/**
 * Shows the server's message for each field at that field of the form (the error body's `fields`,
 * by dotted path). Returns true when every one found its field, so the form need not repeat them
 * in its general message; false when there were none or some belong to no field of this form.
 */
export const placeFieldErrors = <Values extends FieldValues>(
  error: unknown,
  form: Pick<UseFormReturn<Values, unknown, unknown>, 'getValues' | 'setError'>,
): boolean => {
  if (!(error instanceof ApiError)) return false;
  const entries = Object.entries(error.fields);
  let placed = 0;
  for (const [path, message] of entries) {
    if (form.getValues(path as Path<Values>) === undefined) continue;
    form.setError(path as Path<Values>, { type: 'server', message }, { shouldFocus: placed === 0 });
    placed += 1;
  }
  return entries.length > 0 && placed === entries.length;
};
