// Reads an API error body without zod, for the guest's pages (errors.ts has the full schema).

/** The message of an API error body (`{ error: { code, message } }`), or undefined for anything else. */
export function apiErrorMessage(body: unknown): string | undefined {
  if (typeof body !== 'object' || body === null || !('error' in body)) return undefined;
  const { error } = body;
  if (typeof error !== 'object' || error === null || !('message' in error)) return undefined;
  return typeof error.message === 'string' ? error.message : undefined;
}
