import { getFieldErrors } from '@portal/api-types';
import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';

/**
 * Puts the server's field errors (422) under the form's own fields; returns the messages of fields the
 * form does not have (e.g. `token`), for an alert.
 */
export function applyServerFieldErrors<T extends FieldValues>(
  error: unknown,
  setError: UseFormSetError<T>,
  fields: readonly Path<T>[],
): Record<string, string> {
  const rest: Record<string, string> = {};
  for (const [field, message] of Object.entries(getFieldErrors(error))) {
    const known = fields.find((name) => name === field);
    if (known) setError(known, { type: 'server', message }, { shouldFocus: true });
    else rest[field] = message;
  }
  return rest;
}
