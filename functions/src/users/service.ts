import type {
  BackOfficeUser,
  CurrentUser,
  UserAccessChange,
  UserInvite,
  UserStatus,
} from '@inroom/shared';
import type { Dependencies } from '../dependencies';
import { BadRequestError, ConflictError, NotFoundError } from '../http/errors';
import { locationStore, userAccessStore, type UserAccess } from '../store';
import type { SignedInUser } from './access';
import { UserExistsError, type DirectoryUser } from './directory/port';

// The users page (issue 18): owners list, invite, change and turn away back-office users. The
// access record in the table is written first, so what the server checks changes at once; the
// pool (sign-in, the role's Cognito group) follows it.

export const USER_NOT_FOUND = 'User not found';

export const currentUser = (user: SignedInUser): CurrentUser => ({
  id: user.id,
  userName: user.userName,
  role: user.role,
  locationIds: [...user.locationIds],
});

const statusOf = (person: DirectoryUser, access: UserAccess | undefined): UserStatus => {
  if (!person.enabled || access?.disabled) return 'disabled';
  return person.passwordSet ? 'active' : 'invited';
};

const rowOf = (person: DirectoryUser, access: UserAccess | undefined): BackOfficeUser => ({
  id: person.id,
  userName: person.userName,
  email: person.email,
  name: person.name,
  role: access?.role ?? null,
  locationIds: access?.locationIds ?? [],
  status: statusOf(person, access),
});

/** Every user of the pool with their access, by name then e-mail. */
export async function listUsers(deps: Dependencies): Promise<BackOfficeUser[]> {
  const [people, records] = await Promise.all([
    deps.users.list(),
    userAccessStore.listAll(deps.store),
  ]);
  const accessById = new Map(records.map((record) => [record.id, record]));
  return people
    .map((person) => rowOf(person, accessById.get(person.id)))
    .sort((a, b) => a.name.localeCompare(b.name) || a.email.localeCompare(b.email));
}

/** A manager's locations must exist: an unknown id is a 400 on the field, not a silent grant. */
async function checkLocations(deps: Dependencies, locationIds: readonly string[]): Promise<void> {
  const found = await Promise.all(locationIds.map((id) => locationStore.get(deps.store, id)));
  const missing = found.findIndex((location) => location === undefined);
  if (missing >= 0)
    throw new BadRequestError('Invalid body: locationIds: Location not found', {
      [`locationIds.${missing}`]: 'Location not found',
    });
}

/** The pool's user with this id (the `sub`), found through the access record's user name. */
async function findUser(
  deps: Dependencies,
  id: string,
): Promise<{ person: DirectoryUser; access: UserAccess | undefined }> {
  const access = await userAccessStore.get(deps.store, id);
  // A user made outside the users page has no record yet: the pool's list finds them.
  const person = access
    ? await deps.users.get(access.userName)
    : (await deps.users.list()).find((each) => each.id === id);
  if (!person) throw new NotFoundError(USER_NOT_FOUND);
  return { person, access };
}

/** Writes the user's next access record: created, or replaced if nobody changed it meanwhile. */
async function saveAccess(
  deps: Dependencies,
  person: DirectoryUser,
  stored: UserAccess | undefined,
  change: Pick<UserAccess, 'role' | 'locationIds' | 'disabled'>,
): Promise<UserAccess> {
  const next: UserAccess = {
    id: person.id,
    userName: person.userName,
    ...change,
    version: (stored?.version ?? 0) + 1,
    updatedAt: deps.now().toISOString(),
  };
  if (stored) await userAccessStore.replace(deps.store, next);
  else await userAccessStore.create(deps.store, next);
  return next;
}

/**
 * Creates the user in the pool, which e-mails them a temporary password (the sign-in page's
 * new-password step does the rest), and gives them their role and locations.
 */
export async function inviteUser(deps: Dependencies, invite: UserInvite): Promise<BackOfficeUser> {
  await checkLocations(deps, invite.locationIds);
  let person: DirectoryUser;
  try {
    person = await deps.users.invite({
      userName: invite.email,
      email: invite.email,
      name: invite.name,
    });
  } catch (error) {
    if (error instanceof UserExistsError) throw new ConflictError(error.message);
    throw error;
  }
  const access = await saveAccess(deps, person, undefined, {
    role: invite.role,
    locationIds: invite.locationIds,
    disabled: false,
  });
  await deps.users.setRole(person.userName, invite.role);
  deps.logger.info('user invited', { userId: person.id, role: invite.role });
  return rowOf(person, access);
}

/** Another user's role and locations; an owner cannot change their own (nor lock themselves out). */
export async function changeUserAccess(
  deps: Dependencies,
  by: SignedInUser,
  change: UserAccessChange,
): Promise<BackOfficeUser> {
  if (change.id === by.id)
    throw new BadRequestError('You cannot change your own role or locations');
  await checkLocations(deps, change.locationIds);
  const { person, access } = await findUser(deps, change.id);
  const next = await saveAccess(deps, person, access, {
    role: change.role,
    locationIds: change.locationIds,
    disabled: access?.disabled ?? false,
  });
  await deps.users.setRole(person.userName, change.role);
  deps.logger.info('user access changed', { userId: person.id, role: change.role });
  return rowOf(person, next);
}

/**
 * Turns a user away or back. The record goes first: their next call is refused (401) whatever
 * their token, before the pool stops their sign-in.
 */
export async function setUserEnabled(
  deps: Dependencies,
  by: SignedInUser,
  id: string,
  enabled: boolean,
): Promise<BackOfficeUser> {
  if (id === by.id && !enabled) throw new BadRequestError('You cannot disable yourself');
  const { person, access } = await findUser(deps, id);
  const next = access
    ? await saveAccess(deps, person, access, {
        role: access.role,
        locationIds: access.locationIds,
        disabled: !enabled,
      })
    : undefined;
  await deps.users.setEnabled(person.userName, enabled);
  deps.logger.info(enabled ? 'user enabled' : 'user disabled', { userId: person.id });
  return rowOf({ ...person, enabled }, next);
}
