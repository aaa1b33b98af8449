import type { LocationSummary } from '@inroom/shared';
import type { Dependencies } from '../../dependencies';
import { NotFoundError } from '../../http/errors';
import { locationChildLinkStore, locationStore } from '../../store';

/** The location a back-office order route names; 404 as the other location routes answer. */
export async function loadLocation(
  deps: Dependencies,
  locationId: string,
): Promise<LocationSummary> {
  const location = await locationStore.get(deps.store, locationId);
  if (!location) throw new NotFoundError('Location not found');
  return location;
}

/**
 * The location and its children (a hotel's restaurants), in the order the hotel lists them: one
 * Get, one Query of its child links and a Get per child, however many orders there are.
 */
export async function locationWithChildren(
  deps: Dependencies,
  locationId: string,
): Promise<LocationSummary[]> {
  const [location, links] = await Promise.all([
    loadLocation(deps, locationId),
    locationChildLinkStore.listForLocation(deps.store, locationId),
  ]);
  const children = await Promise.all(
    links.map((link) => locationStore.get(deps.store, link.childLocationId)),
  );
  // A child deleted since it was linked has no orders to show.
  return [location, ...children.filter((child) => child !== undefined)];
}
