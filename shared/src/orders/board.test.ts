import { describe, expect, it } from 'vitest';
import {
  compareBoardOrders,
  daysInRange,
  formatLocalDate,
  localDateOf,
  localDaysSpan,
  parseLocalDate,
  totalsShareOf,
  zonedIsoString,
} from './board';
import { ORDER_STATUS, PAYMENT_STATUS } from './order-status';

const order = (id: string, status: number, createdAt: string) => ({ id, status, createdAt });

describe('compareBoardOrders', () => {
  it('puts orders awaiting an answer first, then the newest first, then by id', () => {
    const listed = [
      order('a', ORDER_STATUS.accepted, '2026-11-25T10:00:00.000Z'),
      order('b', ORDER_STATUS.awaitingResponse, '2026-11-25T08:00:00.000Z'),
      order('c', ORDER_STATUS.completed, '2026-11-25T11:00:00.000Z'),
      order('d', ORDER_STATUS.awaitingResponse, '2026-11-25T09:00:00.000Z'),
      order('e', ORDER_STATUS.completed, '2026-11-25T11:00:00.000Z'),
    ].sort(compareBoardOrders);
    expect(listed.map((each) => each.id)).toEqual(['d', 'b', 'e', 'c', 'a']);
  });
});

describe('totalsShareOf', () => {
  const share = (status: number, paymentStatus: number) => totalsShareOf({ status, paymentStatus });

  it('counts nothing of an unpaid order', () => {
    expect(share(ORDER_STATUS.paymentPending, PAYMENT_STATUS.cancelled)).toEqual({
      paid: false,
      captured: false,
      released: false,
    });
  });

  it('counts an accepted or completed order captured once its capture went through', () => {
    expect(share(ORDER_STATUS.accepted, PAYMENT_STATUS.paid)).toEqual({
      paid: true,
      captured: true,
      released: false,
    });
    expect(share(ORDER_STATUS.completed, PAYMENT_STATUS.paid).captured).toBe(true);
    expect(share(ORDER_STATUS.accepted, PAYMENT_STATUS.authorised).captured).toBe(false);
    expect(share(ORDER_STATUS.accepted, PAYMENT_STATUS.captureFailed).captured).toBe(false);
  });

  it('counts a declined, expired or cancelled order released once its release went through', () => {
    for (const status of [
      ORDER_STATUS.declined,
      ORDER_STATUS.cancelledNoResponse,
      ORDER_STATUS.cancelled,
    ])
      expect(share(status, PAYMENT_STATUS.cancelled)).toEqual({
        paid: true,
        captured: false,
        released: true,
      });
    expect(share(ORDER_STATUS.declined, PAYMENT_STATUS.releaseFailed).released).toBe(false);
    expect(share(ORDER_STATUS.awaitingResponse, PAYMENT_STATUS.authorised)).toEqual({
      paid: true,
      captured: false,
      released: false,
    });
  });
});

describe('local days', () => {
  it('parses real dates only', () => {
    expect(parseLocalDate('2026-11-25')).toEqual({ year: 2026, month: 11, day: 25 });
    expect(parseLocalDate('2026-02-30')).toBeUndefined();
    expect(parseLocalDate('2026-1-5')).toBeUndefined();
    expect(parseLocalDate('25-11-2026')).toBeUndefined();
    expect(formatLocalDate({ year: 987, month: 1, day: 2 })).toBe('0987-01-02');
  });

  it('counts the days of a range, both ends included', () => {
    const day = (text: string) => parseLocalDate(text)!;
    expect(daysInRange(day('2026-11-01'), day('2026-11-30'))).toBe(30);
    expect(daysInRange(day('2026-11-25'), day('2026-11-25'))).toBe(1);
    expect(daysInRange(day('2026-11-25'), day('2026-11-24'))).toBe(0);
  });

  it("reads an instant's day and wall clock in the zone, with its offset", () => {
    const instant = new Date('2026-11-24T23:30:05.000Z');
    expect(localDateOf(instant, 'Europe/Copenhagen')).toBe('2026-11-25');
    expect(localDateOf(instant, 'UTC')).toBe('2026-11-24');
    expect(zonedIsoString(instant, 'Europe/Copenhagen')).toBe('2026-11-25T00:30:05+01:00');
    expect(zonedIsoString(instant, 'America/New_York')).toBe('2026-11-24T18:30:05-05:00');
    expect(zonedIsoString(instant, 'Asia/Kolkata')).toBe('2026-11-25T05:00:05+05:30');
  });

  it('spans local midnights, a DST day being 23 hours', () => {
    const span = localDaysSpan(
      parseLocalDate('2026-03-29')!,
      parseLocalDate('2026-03-29')!,
      'Europe/Copenhagen',
    );
    expect(span.start.toISOString()).toBe('2026-03-28T23:00:00.000Z');
    expect(span.end.toISOString()).toBe('2026-03-29T22:00:00.000Z');
  });
});
