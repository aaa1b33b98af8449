import { describe, expect, it } from 'vitest';
import { ApiError } from '../http/errors';
import { userAccessStore } from '../store';
import { claimsOf, userAccess } from '../testing/access';
import { useTestDependencies } from '../testing/deps';
import {
  DISABLED_MESSAGE,
  ensureOwnerAccess,
  NO_ACCESS_MESSAGE,
  signedInUser,
  type SignedInUser,
} from './access';

const deps = useTestDependencies();

const first = userAccess({ id: 'first', userName: 'first@hotel.test' });
const second = userAccess({ id: 'second', userName: 'second@hotel.test' });

/** The status and message signedInUser refuses with. */
const refusalOf = (call: Promise<SignedInUser>) =>
  call.then(
    () => 'let in',
    (error: unknown) => (error instanceof ApiError ? `${error.status} ${error.message}` : error),
  );

describe('signedInUser', () => {
  it('makes the first user of a deployment with no owner its owner, and nobody after', async () => {
    expect(await signedInUser(deps, claimsOf(first))).toEqual({
      id: 'first',
      userName: 'first@hotel.test',
      role: 'owner',
      locationIds: [],
    });
    expect(await refusalOf(signedInUser(deps, claimsOf(second)))).toBe(`403 ${NO_ACCESS_MESSAGE}`);
    // The first one stays the owner at every later call.
    expect((await signedInUser(deps, claimsOf(first))).role).toBe('owner');
  });

  it('gives the first-owner place to one of two first users signing in at once', async () => {
    const users = Array.from({ length: 6 }, (_, index) =>
      userAccess({ id: `user-${index}`, userName: `user-${index}@hotel.test` }),
    );
    const outcomes = await Promise.all(
      users.map((user) => refusalOf(signedInUser(deps, claimsOf(user)))),
    );
    expect(outcomes.filter((outcome) => outcome === 'let in')).toHaveLength(1);
    expect((await userAccessStore.listAll(deps.store)).map((record) => record.role)).toEqual([
      'owner',
    ]);
  });

  it('makes the first owner of a place claimed before a crash, when they call again', async () => {
    await userAccessStore.claimFirstOwner(deps.store, 'first', '2026-05-01T12:00:00.000Z');
    expect(await userAccessStore.get(deps.store, 'first')).toBeUndefined();
    expect((await signedInUser(deps, claimsOf(first))).role).toBe('owner');
  });

  it('makes a user in the Cognito group owner an owner, though the place is taken', async () => {
    await ensureOwnerAccess(deps, first);
    const claims = { ...claimsOf(second), 'cognito:groups': ['owner'] };
    expect((await signedInUser(deps, claims)).role).toBe('owner');
    expect((await userAccessStore.get(deps.store, 'second'))?.role).toBe('owner');
  });

  it("reads a manager's locations, and refuses a disabled user whatever their token says", async () => {
    await ensureOwnerAccess(deps, first);
    await userAccessStore.create(deps.store, { ...second, role: 'manager', locationIds: ['a'] });
    expect(await signedInUser(deps, claimsOf(second))).toMatchObject({
      role: 'manager',
      locationIds: ['a'],
    });
    await userAccessStore.replace(deps.store, {
      ...second,
      role: 'manager',
      disabled: true,
      version: 2,
    });
    const claims = { ...claimsOf(second), 'cognito:groups': ['owner'] };
    expect(await refusalOf(signedInUser(deps, claims))).toBe(`401 ${DISABLED_MESSAGE}`);
  });

  it('refuses claims without a user as 401', async () => {
    expect(await refusalOf(signedInUser(deps, { sub: 'x' }))).toBe('401 Sign-in required');
    expect(await refusalOf(signedInUser(deps, undefined))).toBe('401 Sign-in required');
  });
});

describe('ensureOwnerAccess', () => {
  it("keeps an existing user's access as it is", async () => {
    await userAccessStore.create(deps.store, { ...first, role: 'manager', locationIds: ['a'] });
    await ensureOwnerAccess(deps, first);
    expect((await userAccessStore.get(deps.store, 'first'))?.role).toBe('manager');
    // And the place is taken: nobody becomes owner by signing in first.
    expect(await refusalOf(signedInUser(deps, claimsOf(second)))).toBe(`403 ${NO_ACCESS_MESSAGE}`);
  });
});
