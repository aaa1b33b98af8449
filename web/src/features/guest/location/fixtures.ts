import type { Basket, BasketItem, ChildLocationView, Location, MenuView } from '@inroom/shared';
import { basketAt, makeBasketItem } from '../../../testing/baskets';
import { DENMARK, idSequence, makeLocationView } from '../../../testing/fixtures';
import { makeCategory, makeItem, makeMenu } from '../menu/fixtures';

// Hand-built guest views of locations (GET /api/location/get/{id}/{language}) for the location
// page's component tests.

const nextId = idSequence('10ca7100');

export const DKK = { id: 'DKK', code: 'DKK', symbol: 'kr' };

/** A menu with one category and one item, in English, also offered in Danish. */
export function dinnerMenu(locationId: string, overrides: Partial<MenuView> = {}): MenuView {
  return makeMenu([makeCategory('Mains', [makeItem({ name: 'Fish and chips', price: 14500 })])], {
    id: nextId(),
    locationId,
    ...overrides,
  });
}

export function guestLocation(overrides: Partial<Location> = {}): Location {
  const id = overrides.id ?? nextId();
  return makeLocationView({
    id,
    name: 'Harbour Hotel',
    description: 'Rooms by the water',
    address: 'Nyhavn 1',
    zip: '1051',
    city: 'København',
    phone: '+4533000000',
    email: 'desk@harbour.example',
    image: 'hotel.jpg',
    country: { ...DENMARK, defaultCurrency: DKK },
    menus: [dinnerMenu(id)],
    ...overrides,
  });
}

/** How a parent lists a location as one of its restaurants. */
export function asChild(location: Location, sortOrder = 0): ChildLocationView {
  return {
    childLocationId: location.id,
    sortOrder,
    childLocation: {
      id: location.id,
      name: location.name,
      description: location.description,
      image: location.image,
      isAvailable: location.isAvailable,
      ...(location.nextAvailable === undefined ? {} : { nextAvailable: location.nextAvailable }),
    },
  };
}

export function basketLine(name: string, quantity: number): BasketItem {
  return makeBasketItem({
    menuItemId: nextId(),
    name,
    quantity,
    price: 5000,
    priceSum: 5000 * quantity,
  });
}

/** A basket of `location` holding the given lines. */
export function basketOf(location: Location, items: BasketItem[]): Basket {
  return {
    ...basketAt(location, items),
    priceSum: items.reduce((sum, item) => sum + item.priceSum, 0),
  };
}
