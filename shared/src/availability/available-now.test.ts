import { describe, expect, it } from 'vitest';
import { locationAvailability, menuAvailability } from './rules';
import {
  withAvailabilityAt,
  type LocationWithAvailability,
  type MenuWithAvailability,
} from './available-now';
import { menuWindow } from './menu-window.fixture';

const CPH = 'Europe/Copenhagen';
const at = (iso: string) => new Date(iso);
// Wednesday 3 June 2026, CEST (UTC+2).
const MORNING = at('2026-06-03T07:00:00Z'); // 09:00
const NOON = at('2026-06-03T10:00:00Z'); // 12:00
const EVENING = at('2026-06-03T17:00:00Z'); // 19:00

/** A menu with its availability as the server computed it at `computedAt`. */
function menu(
  from: string,
  to: string,
  computedAt: Date,
  name: string,
): MenuWithAvailability & {
  name: string;
} {
  const window = menuWindow(from, to, 'all');
  return { ...window, name, isActive: true, ...menuAvailability(window, computedAt, CPH) };
}

/** A guest view as the server described it at `computedAt`, with extra fields to keep. */
function locationAt(computedAt: Date) {
  const menus = [
    menu('11:00', '14:00', computedAt, 'Lunch'),
    menu('18:00', '22:00', computedAt, 'Dinner'),
  ];
  return {
    id: 'hotel',
    name: 'Harbour Hotel',
    timeZone: CPH,
    childLocations: [{ childLocationId: 'bar', childLocation: { isAvailable: false } }],
    ...locationAvailability(menus, computedAt, CPH),
    menus,
  };
}

describe('withAvailabilityAt', () => {
  it('gives back the same objects when nothing changed since the server computed them', () => {
    const location = locationAt(NOON);
    const now = withAvailabilityAt(location, at('2026-06-03T10:30:00Z'));
    expect(now).toBe(location);
    expect(now.menus).toBe(location.menus);
  });

  it('opens what opened since, and drops the next opening it had', () => {
    const cached = locationAt(MORNING);
    expect(cached.isAvailable).toBe(false);
    expect(cached.nextAvailable).toBe('2026-06-03T09:00:00.000Z');

    const now = withAvailabilityAt(cached, NOON);
    expect(now).toStrictEqual(locationAt(NOON));
    expect(now.isAvailable).toBe(true);
    expect(now).not.toHaveProperty('nextAvailable');
    expect(now.menus[0]).not.toHaveProperty('nextAvailable');
    // Dinner was closed and still is, with the same next opening: the very same object.
    expect(now.menus[1]).toBe(cached.menus[1]);
    // What availability does not touch is kept, child locations as sent.
    expect(now.name).toBe('Harbour Hotel');
    expect(now.childLocations).toBe(cached.childLocations);
    expect(cached.isAvailable).toBe(false);
  });

  it('changes exactly at the minute a window opens or closes, and not before', () => {
    const open = withAvailabilityAt(locationAt(NOON), NOON);
    // Lunch is open through 14:00:59 and closed from 14:01 (12:01Z).
    expect(withAvailabilityAt(open, at('2026-06-03T12:00:59.999Z'))).toBe(open);
    expect(withAvailabilityAt(open, at('2026-06-03T12:01:00Z')).isAvailable).toBe(false);
    const closed = locationAt(MORNING);
    expect(withAvailabilityAt(closed, at('2026-06-03T08:59:59.999Z'))).toBe(closed);
    expect(withAvailabilityAt(closed, at('2026-06-03T09:00:00Z')).isAvailable).toBe(true);
  });

  it('closes what closed since, with the next opening', () => {
    const now = withAvailabilityAt(locationAt(NOON), at('2026-06-03T12:30:00Z')); // 14:30
    expect(now.isAvailable).toBe(false);
    expect(now.nextAvailable).toBe('2026-06-03T16:00:00.000Z');
    expect(now.menus.map((item) => [item.isAvailable, item.nextAvailable])).toEqual([
      [false, '2026-06-04T09:00:00.000Z'],
      [false, '2026-06-03T16:00:00.000Z'],
    ]);
  });

  it('agrees with the server’s rules at any later moment', () => {
    const cached = locationAt(MORNING);
    for (const later of [NOON, at('2026-06-03T12:01:00Z'), EVENING, at('2026-06-04T20:30:00Z')])
      expect(withAvailabilityAt(cached, later), later.toISOString()).toStrictEqual(
        locationAt(later),
      );
  });

  it('keeps the location unavailable for an inactive menu, whose own flags still follow its window', () => {
    const location: LocationWithAvailability = {
      timeZone: CPH,
      isAvailable: false,
      menus: [{ ...menuWindow('00:00', '23:59', 'all'), isActive: false, isAvailable: false }],
    };
    const now = withAvailabilityAt(location, NOON);
    expect(now.isAvailable).toBe(false);
    expect(now.menus[0]?.isAvailable).toBe(true);
  });

  it('is closed with no next opening for a location without menus', () => {
    const empty: LocationWithAvailability = { timeZone: CPH, isAvailable: true, menus: [] };
    expect(withAvailabilityAt(empty, NOON)).toStrictEqual({
      timeZone: CPH,
      isAvailable: false,
      menus: [],
    });
  });

  it('throws on a zone the engine does not know, as the rules do', () => {
    const location = { ...locationAt(NOON), timeZone: 'Mars/Olympus_Mons' };
    expect(() => withAvailabilityAt(location, NOON)).toThrow(RangeError);
  });
});
