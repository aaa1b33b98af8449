import { describe, expect, expectTypeOf, it } from 'vitest';
import type { z } from 'zod';
import {
  availabilitySchema,
  locationAvailability,
  menuAvailability,
  type Availability,
} from './availability';
import { menuWindow } from './menu-window.fixture';

const CPH = 'Europe/Copenhagen';
const WEDNESDAY_NOON = new Date('2026-06-03T10:00:00Z'); // 12:00 CEST

describe('availabilitySchema', () => {
  it('describes the very shape the zod-free rules return', () => {
    expectTypeOf<z.infer<typeof availabilitySchema>>().toEqualTypeOf<Availability>();
  });

  it('accepts an open result and a closed one with an ISO instant', () => {
    expect(availabilitySchema.parse({ isAvailable: true })).toEqual({ isAvailable: true });
    expect(
      availabilitySchema.parse({ isAvailable: false, nextAvailable: '2026-06-03T16:00:00.000Z' }),
    ).toEqual({ isAvailable: false, nextAvailable: '2026-06-03T16:00:00.000Z' });
  });

  it('rejects a next opening that is not an ISO date-time', () => {
    expect(
      availabilitySchema.safeParse({ isAvailable: false, nextAvailable: '18:00' }).success,
    ).toBe(false);
    expect(availabilitySchema.safeParse({ nextAvailable: '2026-06-03T16:00:00Z' }).success).toBe(
      false,
    );
  });
});

describe('menuAvailability', () => {
  it('is available with no next opening while open', () => {
    const result = menuAvailability(menuWindow('11:00', '14:00', 'all'), WEDNESDAY_NOON, CPH);
    expect(result).toStrictEqual({ isAvailable: true });
  });

  it('gives the next opening as an ISO string while closed', () => {
    const result = menuAvailability(menuWindow('18:00', '22:00', 'all'), WEDNESDAY_NOON, CPH);
    expect(result).toStrictEqual({ isAvailable: false, nextAvailable: '2026-06-03T16:00:00.000Z' });
    expect(availabilitySchema.safeParse(result).success).toBe(true);
  });

  it('has no next opening when no weekday is on', () => {
    const result = menuAvailability(menuWindow('11:00', '14:00', []), WEDNESDAY_NOON, CPH);
    expect(result).toStrictEqual({ isAvailable: false });
  });
});

describe('locationAvailability', () => {
  const lunch = { ...menuWindow('11:00', '14:00', 'all'), isActive: true };
  const dinner = { ...menuWindow('18:00', '22:00', 'all'), isActive: true };
  const fridayBrunch = { ...menuWindow('09:00', '11:00', ['friday']), isActive: true };
  const never = { ...menuWindow('00:00', '23:59', []), isActive: true };

  it('is available when any active menu is, with no next opening', () => {
    expect(locationAvailability([dinner, lunch], WEDNESDAY_NOON, CPH)).toStrictEqual({
      isAvailable: true,
    });
  });

  it('ignores inactive menus, even open ones', () => {
    const result = locationAvailability(
      [{ ...lunch, isActive: false }, fridayBrunch],
      WEDNESDAY_NOON,
      CPH,
    );
    expect(result).toStrictEqual({ isAvailable: false, nextAvailable: '2026-06-05T07:00:00.000Z' });
  });

  it('chooses the earliest next opening among active menus, in any order', () => {
    const expected = { isAvailable: false, nextAvailable: '2026-06-03T16:00:00.000Z' };
    expect(locationAvailability([fridayBrunch, dinner, never], WEDNESDAY_NOON, CPH)).toStrictEqual(
      expected,
    );
    expect(locationAvailability([never, dinner, fridayBrunch], WEDNESDAY_NOON, CPH)).toStrictEqual(
      expected,
    );
  });

  it('ignores an inactive menu that would open sooner', () => {
    const result = locationAvailability(
      [{ ...dinner, isActive: false }, fridayBrunch],
      WEDNESDAY_NOON,
      CPH,
    );
    expect(result.nextAvailable).toBe('2026-06-05T07:00:00.000Z');
  });

  it('is closed with no next opening without active menus that ever open', () => {
    expect(locationAvailability([], WEDNESDAY_NOON, CPH)).toStrictEqual({ isAvailable: false });
    expect(
      locationAvailability([{ ...lunch, isActive: false }], WEDNESDAY_NOON, CPH),
    ).toStrictEqual({ isAvailable: false });
    expect(locationAvailability([never], WEDNESDAY_NOON, CPH)).toStrictEqual({
      isAvailable: false,
    });
  });
});
