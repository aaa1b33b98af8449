import { z } from 'zod';

/**
 * A bundle that builds two schemas when imported, as every module of ours did before lazySchema:
 * the bundle budget test's proof that it can see schemas being built at import.
 */
const roomSchema = z.string().min(1);

export const handler = (event: { room?: unknown }): string => roomSchema.parse(event.room);
