import { describe, expect, it } from 'vitest';
import { ApiError } from '../http/errors';
import { countStoreCalls } from '../store';
import { useTestDependencies } from '../testing/deps';
import { IDS, seedCatalog } from '../testing/fixtures';
import type { SignedInUser } from './access';
import { authorize, NOT_YOURS_MESSAGE, OWNER_ONLY_MESSAGE, type RecordRef } from './scope';

const deps = useTestDependencies(seedCatalog);

const owner: SignedInUser = { id: 'o', userName: 'o', role: 'owner', locationIds: [] };
const nordManager: SignedInUser = {
  id: 'm',
  userName: 'm',
  role: 'manager',
  locationIds: [IDS.hotel],
};

const outcome = (user: SignedInUser, refs: RecordRef[] | 'owner' | 'signed-in') =>
  authorize(deps, user, typeof refs === 'string' ? refs : () => refs, undefined).then(
    () => 'allowed',
    (error: unknown) => (error instanceof ApiError ? `${error.status} ${error.message}` : error),
  );

describe('authorize', () => {
  it('lets an owner through without reading the store', async () => {
    const counter = countStoreCalls(deps.store);
    expect(await outcome(owner, [{ menuItem: IDS.otherItem }, { location: IDS.otherHotel }])).toBe(
      'allowed',
    );
    expect(await outcome(owner, 'owner')).toBe('allowed');
    expect(counter.total()).toBe(0);
  });

  it("finds each record's location: its own, or through its menu", async () => {
    const refs: [RecordRef, RecordRef][] = [
      [{ location: IDS.hotel }, { location: IDS.otherHotel }],
      [{ menu: IDS.menu }, { menu: IDS.otherMenu }],
      [{ menuItem: IDS.burger }, { menuItem: IDS.otherItem }],
      [{ optionsGroup: IDS.size }, { optionsGroup: IDS.otherSize }],
      [{ ingredient: IDS.garlic }, { ingredient: IDS.otherGarlic }],
    ];
    for (const [own, other] of refs) {
      expect(await outcome(nordManager, [own]), JSON.stringify(own)).toBe('allowed');
      expect(await outcome(nordManager, [other]), JSON.stringify(other)).toBe(
        `403 ${NOT_YOURS_MESSAGE}`,
      );
      // Every record named must be theirs.
      expect(await outcome(nordManager, [own, other])).toBe(`403 ${NOT_YOURS_MESSAGE}`);
    }
  });

  it('reads a menu item in two Gets, and leaves a missing record to the service (404)', async () => {
    const counter = countStoreCalls(deps.store);
    expect(await outcome(nordManager, [{ menuItem: IDS.burger }])).toBe('allowed');
    expect(counter.total()).toBe(2);
    expect(await outcome(nordManager, [{ menuItem: IDS.missing }, { menu: IDS.missing }])).toBe(
      'allowed',
    );
  });

  it("refuses a manager an owner's route, and lets anyone signed in through a template's", async () => {
    expect(await outcome(nordManager, 'owner')).toBe(`403 ${OWNER_ONLY_MESSAGE}`);
    expect(await outcome(nordManager, 'signed-in')).toBe('allowed');
  });
});
