import type { BackOfficeRole } from '@inroom/shared';

/** A back-office user as the user pool (Cognito) knows them. */
export interface DirectoryUser {
  /** Cognito's `sub`: the id the access record and every token carry. */
  id: string;
  userName: string;
  email: string;
  name: string;
  enabled: boolean;
  /** False until the user has replaced the temporary password of their invitation. */
  passwordSet: boolean;
}

/**
 * The users port: who may sign in (Cognito on AWS, cognito-local in the embedded stack). The server
 * decides each call by the access record in the table (users/access.ts); this keeps sign-in, the
 * invitation e-mail and the role's Cognito group in step with it.
 */
export interface UserDirectory {
  /** Creates the user with a temporary password and e-mails it to them (Cognito's invitation). */
  invite(input: { userName: string; email: string; name: string }): Promise<DirectoryUser>;
  /** One user by user name; undefined when the pool has none. */
  get(userName: string): Promise<DirectoryUser | undefined>;
  /** Every user of the pool. */
  list(): Promise<DirectoryUser[]>;
  /** Puts the user in the group of the role, and out of the other role's. */
  setRole(userName: string, role: BackOfficeRole): Promise<void>;
  /** Turns sign-in off (on AWS this also revokes the user's tokens) or back on. */
  setEnabled(userName: string, enabled: boolean): Promise<void>;
}

/** A user with this user name (the e-mail address) is already in the pool. */
export class UserExistsError extends Error {
  constructor() {
    super('A user with this e-mail address already exists');
    this.name = 'UserExistsError';
  }
}

/**
 * Stands in when a function has no user pool (USER_POOL_ID unset: every group but admin), so
 * building the dependencies never fails and only a users call does, with a clear message.
 */
export function unconfiguredUserDirectory(): UserDirectory {
  const fail = (): never => {
    throw new Error('No user pool is configured for this function (USER_POOL_ID is not set)');
  };
  return {
    invite: async () => fail(),
    get: async () => fail(),
    list: async () => fail(),
    setRole: async () => fail(),
    setEnabled: async () => fail(),
  };
}
