import type { z } from 'zod';

/**
 * The first message for each field of a failed parse, keyed by dotted path ('contacts.0.name'), so
 * the API can return them and a form can show each beside its field. Issues about the whole value
 * (an empty path) are keyed by `rootKey`.
 */
export function fieldErrorsOf(error: z.ZodError, rootKey = ''): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const issue of error.issues) {
    const key = issue.path.length > 0 ? issue.path.map(String).join('.') : rootKey;
    fields[key] ??= issue.message;
  }
  return fields;
}
