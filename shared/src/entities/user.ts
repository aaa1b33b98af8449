import { z } from 'zod';

/** The signed-in back-office user (spec §3); id is null when signed out. */
export const currentUserSchema = z.object({
  id: z.string().nullable(),
  userName: z.string(),
});
export type CurrentUser = z.infer<typeof currentUserSchema>;
