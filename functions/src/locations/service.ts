import { compareByName, type LocationSummary } from '@inroom/shared';
import { findCountry } from '../countries/reference';
import type { Dependencies } from '../dependencies';
import { locationStore } from '../store';

const withCountry = (location: LocationSummary): LocationSummary => {
  const country = findCountry(location.countryId);
  return country ? { ...location, country } : location;
};

/** All locations, sorted by name, with their country (home picker, back-office list). */
export async function listLocations({ store }: Dependencies): Promise<LocationSummary[]> {
  // The index orders names byte by byte ("café 10" before "café 2"); re-sort with the shared rule.
  const locations = await locationStore.listByName(store);
  return locations.sort(compareByName).map(withCountry);
}
