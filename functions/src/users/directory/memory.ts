import { randomUUID } from 'node:crypto';
import type { BackOfficeRole } from '@inroom/shared';
import { UserExistsError, type DirectoryUser, type UserDirectory } from './port';

/** The users port in memory, for unit tests: what it holds, with each user's Cognito group. */
export interface MemoryUserDirectory extends UserDirectory {
  readonly users: Map<string, DirectoryUser & { group?: BackOfficeRole }>;
}

export function createMemoryUserDirectory(): MemoryUserDirectory {
  const users = new Map<string, DirectoryUser & { group?: BackOfficeRole }>();
  const known = (userName: string) => {
    const user = users.get(userName);
    if (!user) throw new Error(`No user ${userName}`);
    return user;
  };
  return {
    users,
    invite: async ({ userName, email, name }) => {
      if (users.has(userName)) throw new UserExistsError();
      const user = { id: randomUUID(), userName, email, name, enabled: true, passwordSet: false };
      users.set(userName, user);
      return { ...user };
    },
    get: async (userName) => {
      const user = users.get(userName);
      return user && { ...user };
    },
    list: async () => [...users.values()].map((user) => ({ ...user })),
    setRole: async (userName, role) => {
      known(userName).group = role;
    },
    setEnabled: async (userName, enabled) => {
      known(userName).enabled = enabled;
    },
  };
}
