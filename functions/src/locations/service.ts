import { locationAvailability, type Availability, type LocationSummary } from '@inroom/shared';
import { findCountry } from '../countries/reference';
import type { Dependencies } from '../dependencies';
import { NotFoundError } from '../http/errors';
import { locationStore, menuStore } from '../store';

const withCountry = (location: LocationSummary): LocationSummary => {
  const country = findCountry(location.countryId);
  return country ? { ...location, country } : location;
};

/** All locations, sorted by name, with their country. */
export async function listLocations({ store }: Dependencies): Promise<LocationSummary[]> {
  const locations = await locationStore.listByName(store);
  return locations.map(withCountry);
}

/**
 * The guest view of one active location, available when any of its active menus is open now. The
 * full guest view (menus, child locations) comes with the catalog.
 */
export async function getLocationForGuest(
  { store, now }: Dependencies,
  id: string,
): Promise<LocationSummary & Availability> {
  const location = await locationStore.get(store, id);
  if (!location || !location.isActive) throw new NotFoundError('Location not found');
  const menus = await menuStore.listForLocation(store, id);
  return { ...withCountry(location), ...locationAvailability(menus, now(), location.timeZone) };
}
