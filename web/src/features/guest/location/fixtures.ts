import {
  emptyBasket,
  type Basket,
  type BasketItem,
  type ChildLocationView,
  type Location,
  type MenuView,
} from '@inroom/shared';
import { makeCategory, makeItem, makeMenu } from '../menu/fixtures';

// Hand-built guest views of locations (GET /api/location/get/{id}/{language}) for the location
// page's component tests.

let sequence = 0;
const nextId = () => {
  sequence += 1;
  return `10ca7100-0000-4000-8000-${String(sequence).padStart(12, '0')}`;
};

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
  return {
    id,
    name: 'Harbour Hotel',
    description: 'Rooms by the water',
    address: 'Nyhavn 1',
    zip: '1051',
    city: 'København',
    countryId: 'DK',
    phone: '+4533000000',
    email: 'desk@harbour.example',
    image: 'hotel.jpg',
    isActive: true,
    timeZone: 'Europe/Copenhagen',
    country: { id: 'DK', code: 'DK', name: 'Denmark', callingCode: '45', defaultCurrency: DKK },
    isAvailable: true,
    contacts: [],
    childLocations: [],
    ingredients: [],
    optionsGroups: [],
    menus: [dinnerMenu(id)],
    ...overrides,
  };
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
  return {
    menuItemId: nextId(),
    name,
    description: '',
    defaultName: name,
    defaultDescription: '',
    options: [],
    quantity,
    price: 5000,
    priceSum: 5000 * quantity,
    currency: { id: 'DKK', symbol: 'kr' },
  };
}

/** A basket of `location` holding the given lines. */
export function basketOf(location: Location, items: BasketItem[]): Basket {
  return {
    ...emptyBasket('en'),
    locationId: location.id,
    locationName: location.name,
    currencyId: 'DKK',
    currency: { id: 'DKK', symbol: 'kr' },
    items,
    priceSum: items.reduce((sum, item) => sum + item.priceSum, 0),
  };
}
