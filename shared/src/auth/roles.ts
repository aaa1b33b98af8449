import type { BackOfficeRole } from '../entities/user';

/** What the rules below need of a user: their role and, for a manager, their locations. */
export interface LocationAccess {
  role: BackOfficeRole;
  locationIds: readonly string[];
}

/**
 * Whether the user may read and change a location's own content (the location, its contacts,
 * child list, menus, ingredients, options groups and orders). The server refuses with 403 what this
 * says no to; the back office hides it.
 */
export const mayManageLocation = (user: LocationAccess, locationId: string): boolean =>
  user.role === 'owner' || user.locationIds.includes(locationId);

/** Adding locations and managing users are an owner's alone. */
export const isOwner = (user: LocationAccess): boolean => user.role === 'owner';
