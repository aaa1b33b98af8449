import { locationAvailability, menuAvailability, type Location } from '@inroom/shared';
import { act, cleanup, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { dinnerMenu, guestLocation } from './fixtures';
import { useAvailableNow } from './useAvailableNow';

const CPH = 'Europe/Copenhagen';
// Saturday 21 November 2026, CET (UTC+1).
const MORNING = new Date('2026-11-21T08:00:00Z'); // 09:00
const LUNCH_OPENS = new Date('2026-11-21T10:00:00Z'); // 11:00
const LUNCH_CLOSES = new Date('2026-11-21T13:01:00Z'); // after 14:00

/** The hotel's guest view with a lunch menu (11:00-14:00 daily), as the server computed it then. */
function hotelAt(computedAt: Date): Location {
  const location = guestLocation({ name: 'Harbour Hotel', timeZone: CPH });
  const lunch = dinnerMenu(location.id, {
    name: 'Lunch',
    availableFrom: '11:00',
    availableTo: '14:00',
  });
  const menus = [{ ...lunch, ...menuAvailability(lunch, computedAt, CPH) }];
  const { nextAvailable: _stale, ...rest } = location;
  return { ...rest, ...locationAvailability(menus, computedAt, CPH), menus };
}

const render = (location: Location | undefined) =>
  renderHook(({ sent }) => useAvailableNow(sent), { initialProps: { sent: location } });

beforeEach(() => {
  vi.useFakeTimers({ now: MORNING });
});

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

describe('useAvailableNow', () => {
  it('is undefined while there is no location', () => {
    expect(render(undefined).result.current).toBeUndefined();
  });

  it('gives the location as sent when it is still right, the same object', () => {
    const sent = hotelAt(MORNING);
    expect(render(sent).result.current).toBe(sent);
  });

  it('corrects an answer computed before a window opened (a cached one) at render', () => {
    // The edge kept the 10:59 answer; the guest opens the page at 11:00.
    const cached = hotelAt(new Date(LUNCH_OPENS.getTime() - 60_000));
    expect(cached.isAvailable).toBe(false);
    vi.setSystemTime(LUNCH_OPENS);
    const current = render(cached).result.current;
    expect(current?.isAvailable).toBe(true);
    expect(current?.nextAvailable).toBeUndefined();
    expect(current?.menus[0]?.isAvailable).toBe(true);
  });

  it('opens and closes at the window’s edges while the page stays open', () => {
    const { result } = render(hotelAt(MORNING));
    expect(result.current?.isAvailable).toBe(false);
    expect(result.current?.nextAvailable).toBe(LUNCH_OPENS.toISOString());

    act(() => vi.advanceTimersByTime(LUNCH_OPENS.getTime() - MORNING.getTime() - 1_000));
    expect(result.current?.isAvailable).toBe(false);
    act(() => vi.advanceTimersByTime(2_000));
    expect(result.current?.isAvailable).toBe(true);
    expect(result.current?.menus[0]?.isAvailable).toBe(true);

    act(() => vi.advanceTimersByTime(LUNCH_CLOSES.getTime() - Date.now() - 1_000));
    expect(result.current?.isAvailable).toBe(true);
    act(() => vi.advanceTimersByTime(2_000));
    expect(result.current?.isAvailable).toBe(false);
    expect(result.current?.nextAvailable).toBe('2026-11-22T10:00:00.000Z');
  });

  it('re-renders at a boundary only, not in between', () => {
    let renders = 0;
    const sent = hotelAt(MORNING);
    renderHook(() => {
      renders += 1;
      return useAvailableNow(sent);
    });
    const before = renders;
    act(() => vi.advanceTimersByTime(LUNCH_OPENS.getTime() - MORNING.getTime() - 1_000));
    expect(renders).toBe(before);
    act(() => vi.advanceTimersByTime(2_000));
    expect(renders).toBe(before + 1);
  });

  it('catches up within a minute when the clock jumped past a boundary (a phone that slept)', () => {
    const { result } = render(hotelAt(MORNING));
    // The clock moves on without the timers, as on a phone that slept.
    vi.setSystemTime(new Date(LUNCH_OPENS.getTime() + 5 * 60_000));
    expect(result.current?.isAvailable).toBe(false);
    act(() => vi.advanceTimersByTime(61_000));
    expect(result.current?.isAvailable).toBe(true);
  });

  it('follows a new answer from the server', () => {
    const { result, rerender } = render(hotelAt(MORNING));
    const other = { ...hotelAt(MORNING), name: 'Pizzeria Roma' };
    rerender({ sent: other });
    expect(result.current).toBe(other);
  });

  it('stops its timer when the page goes', () => {
    const { unmount } = render(hotelAt(MORNING));
    expect(vi.getTimerCount()).toBe(1);
    unmount();
    expect(vi.getTimerCount()).toBe(0);
  });

  it('keeps the server’s answer when the browser does not know the zone', () => {
    const sent = { ...hotelAt(MORNING), timeZone: 'Mars/Olympus_Mons' };
    vi.setSystemTime(LUNCH_OPENS);
    const { result } = render(sent);
    expect(result.current).toBe(sent);
    // Still looks again each minute, harmlessly.
    expect(vi.getTimerCount()).toBe(1);
    act(() => vi.advanceTimersByTime(61_000));
    expect(result.current).toBe(sent);
  });
});
