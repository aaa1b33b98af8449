import { describe, expect, it } from 'vitest';
import { locationChildLinkStore, locationStore, menuStore, type Store } from '../store';
import { useTestDependencies } from '../testing/deps';
import { idSeries, NOW, testLocation, testMenu } from '../testing/fixtures';
import { childLocationViews } from './child-locations';
import { getLocationForAdmin, getLocationForGuest } from './views';

// Issue 15: a restaurant with nothing to order from must not be offered to a guest under ORDER IN,
// while the back office still lists it so it can be fixed.

const ids = idSeries('c1c1c1c1');
const HOTEL = ids(1);
const DELI = ids(2);
const EMPTY = ids(3);
const ONLY_INACTIVE_MENU = ids(4);
const CLOSED_DOWN = ids(5);

async function seed(store: Store) {
  await locationStore.putMany(store, [
    testLocation({ id: HOTEL, name: 'Hotel' }),
    testLocation({ id: DELI, name: 'Deli' }),
    testLocation({ id: EMPTY, name: 'No menus yet' }),
    testLocation({ id: ONLY_INACTIVE_MENU, name: 'Menu switched off' }),
    testLocation({ id: CLOSED_DOWN, name: 'Closed down', isActive: false }),
  ]);
  await menuStore.putMany(store, [
    testMenu({ id: ids(11), locationId: HOTEL }),
    testMenu({ id: ids(12), locationId: DELI }),
    testMenu({ id: ids(14), locationId: ONLY_INACTIVE_MENU, isActive: false }),
    testMenu({ id: ids(15), locationId: CLOSED_DOWN }),
  ]);
  await locationChildLinkStore.putMany(
    store,
    [DELI, EMPTY, ONLY_INACTIVE_MENU, CLOSED_DOWN].map((childLocationId, sortOrder) => ({
      locationId: HOTEL,
      childLocationId,
      sortOrder,
    })),
  );
}

const deps = useTestDependencies(seed);

const names = (views: { childLocation: { name: string } }[]) =>
  views.map((view) => view.childLocation.name);

describe('child location views', () => {
  it('offers a guest only the active children with an active menu', async () => {
    const guest = await getLocationForGuest(deps, HOTEL, 'en');
    expect(names(guest.childLocations)).toEqual(['Deli']);
    expect(guest.childLocations[0]).toMatchObject({
      childLocationId: DELI,
      childLocation: { isAvailable: true },
    });
  });

  it('lists every child for the back office, whatever its menus', async () => {
    const admin = await getLocationForAdmin(deps, HOTEL, 'en');
    expect(names(admin.childLocations)).toEqual([
      'Deli',
      'No menus yet',
      'Menu switched off',
      'Closed down',
    ]);
  });

  it('leaves out a link whose child is gone', async () => {
    const views = await childLocationViews(
      deps.store,
      [{ locationId: HOTEL, childLocationId: ids(99), sortOrder: 0 }],
      NOW,
      { orderableOnly: false },
    );
    expect(views).toEqual([]);
  });
});
