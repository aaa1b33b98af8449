import type { z } from 'zod';
import { fieldErrorsOf } from '../schema/field-errors';

/**
 * The field errors of a value the schema must reject, keyed by dotted path as the API returns them.
 * Throws when the schema accepts the value, so the test fails.
 */
export function errorsOf(schema: z.ZodType, value: unknown): Record<string, string> {
  const result = schema.safeParse(value);
  if (result.success) throw new Error('Expected the schema to reject the value, but it parsed');
  return fieldErrorsOf(result.error);
}
