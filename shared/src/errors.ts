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
