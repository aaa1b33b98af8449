import { describe, expect, it } from 'vitest';
import {
  ACTIVE_ORDERS_POLL_MS,
  ORDER_PAGE_POLL_MS,
  OTHER_ORDERS_PAGE_SIZE,
  formatCountdown,
  minutesUntil,
  secondsUntil,
} from './countdown';

describe('spec §9 constants', () => {
  it('polls active orders every 10 s, the order page every 15 s, and shows 3 other orders', () => {
    expect(ACTIVE_ORDERS_POLL_MS).toBe(10_000);
    expect(ORDER_PAGE_POLL_MS).toBe(15_000);
    expect(OTHER_ORDERS_PAGE_SIZE).toBe(3);
  });
});

describe('formatCountdown', () => {
  it.each([
    [0, '00:00'],
    [1, '00:01'],
    [59, '00:59'],
    [60, '01:00'],
    [61, '01:01'],
    [599, '09:59'],
    [3599, '59:59'],
    [3600, '60:00'],
    [3725, '62:05'],
    [6000, '100:00'],
  ])('%s s reads %s', (seconds, text) => {
    expect(formatCountdown(seconds)).toBe(text);
  });

  it('drops fractions of a second', () => {
    expect(formatCountdown(59.999)).toBe('00:59');
    expect(formatCountdown(0.5)).toBe('00:00');
  });

  it('reads 00:00 for negative, NaN and infinite values', () => {
    expect(formatCountdown(-1)).toBe('00:00');
    expect(formatCountdown(-0.5)).toBe('00:00');
    expect(formatCountdown(Number.NaN)).toBe('00:00');
    expect(formatCountdown(Number.POSITIVE_INFINITY)).toBe('00:00');
    expect(formatCountdown(Number.NEGATIVE_INFINITY)).toBe('00:00');
  });
});

describe('secondsUntil', () => {
  const now = new Date('2025-06-01T12:00:00.000Z');

  it('counts whole seconds to a Date or an ISO string', () => {
    expect(secondsUntil(new Date('2025-06-01T12:02:05.000Z'), now)).toBe(125);
    expect(secondsUntil('2025-06-01T12:02:05.000Z', now)).toBe(125);
  });

  it('rounds down so no time is shown that is not left', () => {
    expect(secondsUntil('2025-06-01T12:00:00.999Z', now)).toBe(0);
    expect(secondsUntil('2025-06-01T12:00:01.999Z', now)).toBe(1);
  });

  it('never goes below 0, including for unparsable deadlines', () => {
    expect(secondsUntil(now, now)).toBe(0);
    expect(secondsUntil('2025-06-01T11:59:00.000Z', now)).toBe(0);
    expect(secondsUntil('not a date', now)).toBe(0);
  });
});

describe('minutesUntil', () => {
  const now = new Date('2025-06-01T12:00:00.000Z');

  it('rounds up to whole minutes', () => {
    expect(minutesUntil('2025-06-01T12:20:00.000Z', now)).toBe(20);
    expect(minutesUntil('2025-06-01T12:20:00.001Z', now)).toBe(21);
    expect(minutesUntil(new Date('2025-06-01T12:00:01.000Z'), now)).toBe(1);
  });

  it('never goes below 0, including for unparsable deadlines', () => {
    expect(minutesUntil(now, now)).toBe(0);
    expect(minutesUntil('2025-06-01T11:00:00.000Z', now)).toBe(0);
    expect(minutesUntil('', now)).toBe(0);
  });
});
