import { z } from 'zod';
import { lazySchema } from '../schema/lazy';

export const currencySchema = lazySchema(() =>
  z.object({
    /** ISO 4217 code, also used as id. */
    id: z.string().length(3),
    code: z.string().length(3),
    symbol: z.string().min(1),
  }),
);
export type Currency = z.infer<typeof currencySchema>;

export const countrySchema = lazySchema(() =>
  z.object({
    /** ISO 3166-1 alpha-2 code, also used as id. */
    id: z.string().length(2),
    code: z.string().length(2),
    name: z.string().min(1),
    /** International calling code without the plus, e.g. '45' for Denmark. */
    callingCode: z.string(),
    defaultCurrency: currencySchema,
  }),
);
export type Country = z.infer<typeof countrySchema>;
