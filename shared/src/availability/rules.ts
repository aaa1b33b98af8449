import type { MenuWindow } from './window';
import { isAvailable, nextAvailable } from './window';

// Kept apart from availabilitySchema (availability.ts) so the guest's page, which runs these rules
// to keep "available now" right (available-now.ts), loads no zod.

/**
 * Whether something can be ordered from now, and if not, when it next can (spec §3 Availability):
 * `nextAvailable` is an ISO instant. availabilitySchema validates the same shape.
 */
export type Availability = { isAvailable: boolean; nextAvailable?: string };

function closedUntil(next: Date | undefined): Availability {
  return next === undefined
    ? { isAvailable: false }
    : { isAvailable: false, nextAvailable: next.toISOString() };
}

/** One menu's availability at `now`; nextAvailable only while closed and when it will open. */
export function menuAvailability(menu: MenuWindow, now: Date, timeZone: string): Availability {
  if (isAvailable(menu, now, timeZone)) return { isAvailable: true };
  return closedUntil(nextAvailable(menu, now, timeZone));
}

/**
 * A location is available when any ACTIVE menu is; otherwise nextAvailable is the earliest of its
 * active menus'. Inactive menus never count, open or not.
 */
export function locationAvailability(
  menus: readonly (MenuWindow & { isActive: boolean })[],
  now: Date,
  timeZone: string,
): Availability {
  const active = menus.filter((menu) => menu.isActive);
  if (active.some((menu) => isAvailable(menu, now, timeZone))) return { isAvailable: true };
  let earliest: Date | undefined;
  for (const menu of active) {
    const next = nextAvailable(menu, now, timeZone);
    if (next !== undefined && (earliest === undefined || next < earliest)) earliest = next;
  }
  return closedUntil(earliest);
}
