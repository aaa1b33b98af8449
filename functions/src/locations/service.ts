import type { LocationSummary } from '@inroom/shared';
import { findCountry } from '../countries/reference';
import type { Dependencies } from '../dependencies';
import { locationStore } from '../store';

const withCountry = (location: LocationSummary): LocationSummary => {
  const country = findCountry(location.countryId);
  return country ? { ...location, country } : location;
};

/** All locations, sorted by name, with their country (home picker, back-office list). */
export async function listLocations({ store }: Dependencies): Promise<LocationSummary[]> {
  const locations = await locationStore.listByName(store);
  return locations.map(withCountry);
}
