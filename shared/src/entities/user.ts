import { z } from 'zod';
import { lazySchema } from '../schema/lazy';

/**
 * What a back-office user may do (issue 18): an owner everything, users included; a manager only
 * the locations assigned to them (for a hotel also its list of restaurants, not the restaurants'
 * own content).
 */
export const BACK_OFFICE_ROLES = ['owner', 'manager'] as const;
export const backOfficeRoleSchema = lazySchema(() => z.enum(BACK_OFFICE_ROLES, 'Choose a role'));
export type BackOfficeRole = z.infer<typeof backOfficeRoleSchema>;

/** The role as the users page and the invitation name it. */
export const ROLE_LABELS: Readonly<Record<BackOfficeRole, string>> = {
  owner: 'Owner',
  manager: 'Manager',
};

/**
 * The signed-in back-office user (spec §3); id is null when signed out. `role` and `locationIds`
 * come from `user/getcurrent` (issue 18); a user kept from before them has neither until then.
 */
export const currentUserSchema = lazySchema(() =>
  z.object({
    id: z.string().nullable(),
    userName: z.string(),
    role: backOfficeRoleSchema.optional(),
    /** The locations a manager manages; empty for an owner, who manages every one. */
    locationIds: z.array(z.string()).optional(),
  }),
);
export type CurrentUser = z.infer<typeof currentUserSchema>;

/** Where an invited user stands: has not set a password yet, signs in, or is turned away. */
export const USER_STATUSES = ['invited', 'active', 'disabled'] as const;
export type UserStatus = (typeof USER_STATUSES)[number];

/** One row of the users page (`GET /api/user/be/getall`). */
export const backOfficeUserSchema = lazySchema(() =>
  z.object({
    /** The Cognito user's `sub`. */
    id: z.string(),
    userName: z.string(),
    email: z.string(),
    name: z.string(),
    /** Null for a user of the pool who was never given access (made outside the users page). */
    role: backOfficeRoleSchema.nullable(),
    locationIds: z.array(z.string()),
    status: z.enum(USER_STATUSES),
  }),
);
export type BackOfficeUser = z.infer<typeof backOfficeUserSchema>;
