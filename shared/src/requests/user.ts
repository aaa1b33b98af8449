import { z } from 'zod';
import { backOfficeRoleSchema } from '../entities/user';
import { emailSchema, requiredText, savedIdSchema } from '../schema/fields';
import { TEXT_LIMITS } from '../schema/limits';
import { lazySchema } from '../schema/lazy';

/** Most locations one manager is assigned; a hotel group's manager of more is better an owner. */
export const MAX_LOCATIONS_PER_USER = 100;

/** A Cognito `sub`: a UUID on AWS and in the stand-in. */
export const userIdSchema = lazySchema(() =>
  z.string('Expected a user id').min(1, 'Expected a user id').max(128, 'Expected a user id'),
);

const accessFields = () => ({
  role: backOfficeRoleSchema,
  /** Ignored for an owner, who manages every location; a manager needs at least one. */
  locationIds: z
    .array(savedIdSchema)
    .max(MAX_LOCATIONS_PER_USER, `At most ${MAX_LOCATIONS_PER_USER} locations`),
});

/** A manager with no location could do nothing; an owner's list is dropped. */
const withLocationsForManager = <T extends { role: string; locationIds: string[] }>(value: T) =>
  value.role === 'owner'
    ? { ...value, locationIds: [] }
    : { ...value, locationIds: [...new Set(value.locationIds)] };

const managerNeedsLocation = {
  check: (value: { role: string; locationIds: string[] }) =>
    value.role === 'owner' || value.locationIds.length > 0,
  message: 'Choose at least one location for a manager',
  path: ['locationIds'],
};

/** `POST /api/user/be/invite`: the new user gets an e-mail with a temporary password. */
export const userInviteSchema = lazySchema(() =>
  z
    .strictObject({
      email: emailSchema.transform((email) => email.toLowerCase()),
      name: requiredText('Name', TEXT_LIMITS.name),
      ...accessFields(),
    })
    .refine(managerNeedsLocation.check, {
      message: managerNeedsLocation.message,
      path: managerNeedsLocation.path,
    })
    .transform(withLocationsForManager),
);
export type UserInvite = z.infer<typeof userInviteSchema>;

/** `POST /api/user/be/update`: another user's role and locations. */
export const userAccessChangeSchema = lazySchema(() =>
  z
    .strictObject({ id: userIdSchema, ...accessFields() })
    .refine(managerNeedsLocation.check, {
      message: managerNeedsLocation.message,
      path: managerNeedsLocation.path,
    })
    .transform(withLocationsForManager),
);
export type UserAccessChange = z.infer<typeof userAccessChangeSchema>;

/** `POST /api/user/be/disable` and `/enable`. */
export const userIdBodySchema = lazySchema(() => z.strictObject({ id: userIdSchema }));
