import { locationAvailability, menuAvailability, type Availability } from './rules';
import type { MenuWindow } from './window';

/** What availability is computed from and written to on a menu of a location's view. */
export type MenuWithAvailability = MenuWindow & Availability & { isActive: boolean };

/**
 * What recomputing a location's availability needs: its zone and its menus' windows. The guest
 * view (`location/get`) carries all of them, each menu whole.
 */
export type LocationWithAvailability = Availability & {
  timeZone: string;
  menus: readonly MenuWithAvailability[];
};

/** `item` with `fresh` availability; `item` itself when nothing changes, so React keeps it. */
function withAvailability<T extends Availability>(item: T, fresh: Availability): T {
  if (item.isAvailable === fresh.isAvailable && item.nextAvailable === fresh.nextAvailable)
    return item;
  // An item that opened has no next opening: a spread alone would keep the old one.
  const { nextAvailable: _nextAvailable, ...rest } = item;
  return { ...rest, ...fresh } as unknown as T;
}

/**
 * The location as the server would describe it at `now`: each menu's isAvailable/nextAvailable and
 * the location's, recomputed from the menus' windows with the same rules (spec §3 Availability). An
 * answer served from a cache, or a page left open past a window's edge, says what holds now. The
 * same object comes back when nothing changed, and likewise each menu. Child locations are left as
 * sent: the view carries no windows of theirs. Throws as the rules do (an unknown zone).
 */
export function withAvailabilityAt<L extends LocationWithAvailability>(location: L, now: Date): L {
  const { menus, timeZone } = location;
  const fresh = withAvailability(location, locationAvailability(menus, now, timeZone));
  const freshMenus = menus.map((menu) =>
    withAvailability(menu, menuAvailability(menu, now, timeZone)),
  );
  return freshMenus.every((menu, index) => menu === menus[index])
    ? fresh
    : { ...fresh, menus: freshMenus };
}
