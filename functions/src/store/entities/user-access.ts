import { backOfficeRoleSchema, lazySchema } from '@inroom/shared';
import { z } from 'zod';
import { ConflictError } from '../../http/errors';
import { defineEntity } from '../entity';
import type { Store } from '../store';

// Access patterns: one user's access (Get USER#<sub>/ACCESS), read once per back-office request;
// every user's access, for the users page (Query GSI1 USERS); who became the first owner (Get
// USERS/FIRST_OWNER, written once with a condition).
const keys = (id: string) => ({ PK: `USER#${id}`, SK: 'ACCESS' });
const ALL_USERS = 'USERS';
const FIRST_OWNER = { PK: ALL_USERS, SK: 'FIRST_OWNER' };

/**
 * What the server decides a back-office call by: the user's role, their locations and whether they
 * are turned away. The Cognito group of the same name mirrors the role (for the console and the
 * token), but a token lives an hour, so the record is what every call checks.
 */
export const userAccessSchema = lazySchema(() =>
  z.object({
    /** The Cognito user's `sub`. */
    id: z.string().min(1),
    userName: z.string().min(1),
    role: backOfficeRoleSchema,
    locationIds: z.array(z.string()),
    disabled: z.boolean(),
    /** Raised by every change: a change made from a stale read loses (compare-and-set). */
    version: z.number().int().nonnegative(),
    updatedAt: z.string(),
  }),
);
export type UserAccess = z.infer<typeof userAccessSchema>;

const access = defineEntity({
  entity: 'userAccess',
  schema: userAccessSchema,
  keys: (value: UserAccess) => ({ ...keys(value.id), GSI1PK: ALL_USERS, GSI1SK: value.id }),
});

export const userAccessStore = {
  get: (store: Store, id: string) => access.get(store, keys(id)),
  listAll: (store: Store) => access.list(store, { index: 'GSI1', partitionKey: ALL_USERS }),
  /** A user's first access record; a second writer of the same user gets a ConflictError. */
  create: access.create,
  createIfAbsent: access.createIfAbsent,
  toItem: access.toItem,
  /** Writes `next` only if the stored record is still at `next.version - 1`. */
  async replace(store: Store, next: UserAccess): Promise<void> {
    await store.put(access.toItem(next), { ifMatches: { version: next.version - 1 } });
  },
  /**
   * Claims the first-owner place for `userId`: true if it is theirs (now or from an earlier call that
   * stopped before writing their record), false if someone else holds it.
   */
  async claimFirstOwner(store: Store, userId: string, at: string): Promise<boolean> {
    try {
      await store.put({ ...FIRST_OWNER, entity: 'firstOwner', userId, at }, { ifNotExists: true });
      return true;
    } catch (error) {
      if (!(error instanceof ConflictError)) throw error;
      const held = await store.get(FIRST_OWNER);
      return held?.['userId'] === userId;
    }
  },
};
