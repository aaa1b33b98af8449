import {
  locationAvailability,
  type ChildLocationView,
  type LocationChildLink,
} from '@inroom/shared';
import { loadLocationPartition, locationChildLinkStore, type Store } from '../store';

/**
 * The child locations a location lists, each with its availability now. One Query per child (its
 * partition holds its menus); children that are gone are left out. With `orderableOnly` (the
 * guest's ORDER IN list) so are inactive children and those with no active menu: a guest who opened
 * one could order nothing there (issue 15). The back office sees them all, to fix them.
 */
export async function childLocationViews(
  store: Store,
  links: readonly LocationChildLink[],
  now: Date,
  { orderableOnly }: { orderableOnly: boolean },
): Promise<ChildLocationView[]> {
  const partitions = await Promise.all(
    links.map((link) => loadLocationPartition(store, link.childLocationId)),
  );
  return links.flatMap((link, index) => {
    const child = partitions[index];
    if (!child) return [];
    const { id, name, description, image, timeZone } = child.location;
    const activeMenus = child.menus.filter((menu) => menu.isActive);
    if (orderableOnly && (!child.location.isActive || activeMenus.length === 0)) return [];
    return [
      {
        childLocationId: link.childLocationId,
        sortOrder: link.sortOrder,
        childLocation: {
          id,
          name,
          description,
          image,
          ...locationAvailability(activeMenus, now, timeZone),
        },
      },
    ];
  });
}

/** Most locations a loop check walks before giving up; far beyond any real hotel's list. */
const MAX_WALK = 500;

/**
 * Whether `target` is reachable from `start` through child links, i.e. whether making `start` a
 * child of `target` would close a loop. Walks the links breadth first, one Query per location.
 */
export async function leadsTo(store: Store, start: string, target: string): Promise<boolean> {
  const seen = new Set<string>([start]);
  let frontier = [start];
  while (frontier.length > 0 && seen.size < MAX_WALK) {
    if (frontier.includes(target)) return true;
    const links = (
      await Promise.all(frontier.map((id) => locationChildLinkStore.listForLocation(store, id)))
    ).flat();
    frontier = [];
    for (const { childLocationId } of links) {
      if (seen.has(childLocationId)) continue;
      seen.add(childLocationId);
      frontier.push(childLocationId);
    }
  }
  return frontier.includes(target);
}
