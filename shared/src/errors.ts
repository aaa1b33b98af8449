import { z } from 'zod';
import { lazySchema } from './schema/lazy';

/** The JSON body of every API error (docs/api.md). */
export const apiErrorBodySchema = lazySchema(() =>
  z.object({
    error: z.object({
      code: z.string(),
      message: z.string(),
      /** Field-level messages a form can show, keyed by dotted path. */
      fields: z.record(z.string(), z.string()).optional(),
    }),
  }),
);
export type ApiErrorBody = z.infer<typeof apiErrorBodySchema>;

/**
 * The 409 of a save whose record someone else saved since it was read (docs/api.md): the API sends
 * it, and the back office shows it in the form.
 */
export const RECORD_CHANGED_MESSAGE =
  'The record was changed by someone else; reload and try again';
