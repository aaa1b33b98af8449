import type { Dependencies } from '../dependencies';
import { signedInUser, type SignedInUser } from './access';
import { authorize, type Scope } from './scope';

/** What an admin route's request carries once its user is known: who, and the check of a scope. */
export interface RequestAccess {
  user: SignedInUser;
  authorize<I>(scope: Scope<I>, input: I): Promise<void>;
}

/**
 * The back-office access port (Dependencies.backOffice): the functions that serve admin routes
 * (admin, staff) and the local stack plug it in; the guest function, which serves none, carries
 * none of this code.
 */
export type BackOfficeAccess = (
  deps: Dependencies,
  claims: Record<string, unknown> | undefined,
) => Promise<RequestAccess>;

export const backOfficeAccess: BackOfficeAccess = async (deps, claims) => {
  const user = await signedInUser(deps, claims);
  return { user, authorize: (scope, input) => authorize(deps, user, scope, input) };
};
