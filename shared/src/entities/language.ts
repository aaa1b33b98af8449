import { z } from 'zod';
import { lazySchema } from '../schema/lazy';

export const languageSchema = lazySchema(() =>
  z.object({
    id: z.string().min(2).max(8),
    name: z.string().min(1),
  }),
);
export type Language = z.infer<typeof languageSchema>;
