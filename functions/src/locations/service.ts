import { findCountry, type LocationSummary } from '@inroom/shared';
import type { Dependencies } from '../dependencies';
import { NotFoundError } from '../http/errors';
import { locationStore } from '../store';

const withCountry = (location: LocationSummary): LocationSummary => {
  const country = findCountry(location.countryId);
  return country ? { ...location, country } : location;
};

/** All locations, sorted by name, with their country. */
export async function listLocations({ store }: Dependencies): Promise<LocationSummary[]> {
  const locations = await locationStore.listByName(store);
  return locations.map(withCountry);
}

/** The guest view of one active location. The full guest view (menus) comes with the catalog. */
export async function getLocationForGuest(
  { store }: Dependencies,
  id: string,
): Promise<LocationSummary> {
  const location = await locationStore.get(store, id);
  if (!location || !location.isActive) throw new NotFoundError('Location not found');
  return withCountry(location);
}
