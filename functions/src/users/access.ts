import type { LocationAccess } from '@inroom/shared';
import type { Dependencies } from '../dependencies';
import { ForbiddenError, UnauthorizedError } from '../http/errors';
import type { ApiRequest } from '../http/request';
import { userAccessStore, type UserAccess } from '../store';

/** Who a verified access token names: the Cognito user's `sub` and user name. */
export interface TokenUser {
  id: string;
  userName: string;
}

/** The back-office user a request was made by, as every admin route's check sees them. */
export interface SignedInUser extends TokenUser, LocationAccess {}

export const DISABLED_MESSAGE = 'This account is disabled';
export const NO_ACCESS_MESSAGE = 'Your account has no access yet; ask an owner to give you access';

/**
 * The user id and name of a verified access token: Cognito access tokens carry `username`, ID
 * tokens `cognito:username`.
 */
export function tokenUserOf(claims: Record<string, unknown> | undefined): TokenUser {
  const id = claims?.sub;
  const userName = claims?.username ?? claims?.['cognito:username'];
  if (typeof id !== 'string' || typeof userName !== 'string') throw new UnauthorizedError();
  return { id, userName };
}

const inOwnerGroup = (claims: Record<string, unknown> | undefined): boolean => {
  const groups = claims?.['cognito:groups'];
  return Array.isArray(groups) && groups.includes('owner');
};

const signedInUserOf = (access: UserAccess): SignedInUser => ({
  id: access.id,
  userName: access.userName,
  role: access.role,
  locationIds: access.locationIds,
});

/** The first access record of an owner, who manages every location. */
const newOwner = (user: TokenUser, at: string): UserAccess => ({
  ...user,
  role: 'owner',
  locationIds: [],
  disabled: false,
  version: 1,
  updatedAt: at,
});

/**
 * Makes a user without an access record an owner: one an operator put in the Cognito group
 * `owner` (docs/deploy.md), or the first user to sign in to a deployment that has no owner yet.
 */
async function firstAccess(
  deps: Dependencies,
  claims: Record<string, unknown> | undefined,
  user: TokenUser,
): Promise<UserAccess | undefined> {
  const at = deps.now().toISOString();
  const owner =
    inOwnerGroup(claims) || (await userAccessStore.claimFirstOwner(deps.store, user.id, at));
  if (!owner) return undefined;
  const access = newOwner(user, at);
  if (await userAccessStore.createIfAbsent(deps.store, access)) {
    deps.logger.info('first access: owner', { userId: user.id });
    return access;
  }
  // Two first calls of the same user at once: the other one wrote it.
  return userAccessStore.get(deps.store, user.id);
}

/**
 * Makes the user an owner unless they already have access: `npm start`'s admin (infra/local), so
 * the printed login can do everything from the first call.
 */
export async function ensureOwnerAccess(deps: Dependencies, user: TokenUser): Promise<void> {
  const at = deps.now().toISOString();
  // The deployment has its owner: nobody else becomes one by signing in first.
  await userAccessStore.claimFirstOwner(deps.store, user.id, at);
  // A user who has access keeps it as it is.
  await userAccessStore.createIfAbsent(deps.store, newOwner(user, at));
}

/**
 * Who is calling an admin route, from the verified token and the user's access record (one Get):
 * 401 for a disabled user, whatever their token says, and 403 for one never given access.
 */
export async function signedInUser(
  deps: Dependencies,
  claims: Record<string, unknown> | undefined,
): Promise<SignedInUser> {
  const user = tokenUserOf(claims);
  const access =
    (await userAccessStore.get(deps.store, user.id)) ?? (await firstAccess(deps, claims, user));
  if (!access) throw new ForbiddenError(NO_ACCESS_MESSAGE);
  if (access.disabled) throw new UnauthorizedError(DISABLED_MESSAGE);
  return signedInUserOf(access);
}

/** The user of an admin route's request (set by the dispatcher before the handler runs). */
export function requestUser(request: ApiRequest): SignedInUser {
  if (!request.access) throw new UnauthorizedError();
  return request.access.user;
}
