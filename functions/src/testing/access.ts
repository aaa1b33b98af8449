import type { BackOfficeRole } from '@inroom/shared';
import { userAccessStore, type Store, type UserAccess } from '../store';

/** A back-office user's access record, an owner unless told otherwise. */
export const userAccess = (changes: Partial<UserAccess> = {}): UserAccess => ({
  id: 'u1',
  userName: 'admin',
  role: 'owner' as BackOfficeRole,
  locationIds: [],
  disabled: false,
  version: 1,
  updatedAt: '2026-05-01T12:00:00.000Z',
  ...changes,
});

/** The verified claims of the access token of a user (as the authorizer passes them on). */
export const claimsOf = (access: Pick<UserAccess, 'id' | 'userName'>) => ({
  sub: access.id,
  username: access.userName,
});

/**
 * For dispatcher tests without a table: a store that holds only these users' access records and
 * refuses any other call, so a test shows the handler's own work needs no store.
 */
export function accessOnlyStore(records: readonly UserAccess[]): Store {
  const items = new Map(
    records.map((record) => {
      const item = userAccessStore.toItem(record);
      return [`${String(item['PK'])}|${String(item['SK'])}`, item];
    }),
  );
  const refuse = () => Promise.reject(new Error('This test store holds access records only'));
  return {
    tableName: 'access-only',
    client: undefined as never,
    get: async (key) => items.get(`${key.PK}|${key.SK}`),
    getMany: refuse,
    put: refuse,
    increment: refuse,
    putMany: refuse,
    delete: refuse,
    deleteMany: refuse,
    queryPartition: refuse,
  };
}
