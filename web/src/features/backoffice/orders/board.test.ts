import { describe, expect, it } from 'vitest';
import { attachmentName, historyParams, type ReceivedBoardOrder } from './api';
import {
  ageText,
  awaitingIds,
  boardSorted,
  formatAmount,
  formatDecimal,
  localDay,
  newlyAwaiting,
  rangeProblem,
  secondsToRespond,
} from './board';
import { makeBoardOrder } from './fixtures';

const NOW = Date.parse('2026-11-25T10:00:00Z');

describe('the board order', () => {
  it('pins awaiting orders on top, then the rest, each newest first', () => {
    const done = makeBoardOrder(NOW, 5, { status: 5, requestExpiresIn: 0 });
    const older = makeBoardOrder(NOW, 50, { status: 3, requestExpiresIn: 0 });
    const waiting = makeBoardOrder(NOW, 9, { status: 2, requestExpiresIn: 30 });
    const fresh = makeBoardOrder(NOW, 1, { status: 2, requestExpiresIn: 290 });
    const declined = makeBoardOrder(NOW, 2, { status: 4, requestExpiresIn: 0 });
    const sorted = boardSorted([done, older, waiting, declined, fresh]);
    expect(sorted.map(({ id }) => id)).toEqual([
      fresh.id,
      waiting.id,
      declined.id,
      done.id,
      older.id,
    ]);
  });
});

describe('new order cue', () => {
  const waiting = makeBoardOrder(NOW, 1, { status: 2 });
  const accepted = makeBoardOrder(NOW, 3, { status: 3 });

  it('announces nothing on the first answer', () => {
    expect(newlyAwaiting(null, [waiting, accepted])).toEqual([]);
  });

  it('announces only orders that were not already seen awaiting', () => {
    const arrived = makeBoardOrder(NOW, 0, { status: 2 });
    const seen = awaitingIds([waiting, accepted]);
    expect([...seen]).toEqual([waiting.id]);
    expect(newlyAwaiting(seen, [arrived, waiting, accepted]).map(({ id }) => id)).toEqual([
      arrived.id,
    ]);
  });
});

describe('countdown and age', () => {
  it('counts the response window down from when the answer arrived, never below 0', () => {
    const order: ReceivedBoardOrder = {
      ...makeBoardOrder(NOW, 1, { status: 2, requestExpiresIn: 120 }),
      receivedAt: NOW,
    };
    expect(secondsToRespond(order, NOW)).toBe(120);
    expect(secondsToRespond(order, NOW + 45_500)).toBe(75);
    expect(secondsToRespond(order, NOW + 500_000)).toBe(0);
    expect(secondsToRespond({ ...order, status: 3 }, NOW)).toBe(0);
  });

  it('writes ages in minutes, hours and days', () => {
    const ago = (minutes: number) => new Date(NOW - minutes * 60_000).toISOString();
    expect(ageText(ago(0.5), NOW)).toBe('just now');
    expect(ageText(ago(12), NOW)).toBe('12 min ago');
    expect(ageText(ago(60), NOW)).toBe('1 h ago');
    expect(ageText(ago(125), NOW)).toBe('2 h 5 min ago');
    expect(ageText(ago(27 * 60), NOW)).toBe('1 d 3 h ago');
    expect(ageText('not a date', NOW)).toBe('just now');
  });
});

describe('money and days', () => {
  it('writes minor units as Intl currency, whichever way the currency comes', () => {
    expect(formatAmount(12950, 'DKK')).toBe('DKK\u00a0129.50');
    expect(formatAmount(12950, { id: 'EUR', symbol: '€' })).toBe('€129.50');
    expect(formatAmount(500, 'JPY')).toBe('JP¥500');
  });

  it("writes plain amounts with the currency's decimals, for the totals table", () => {
    expect(formatDecimal(112950, 'DKK')).toBe('1,129.50');
    expect(formatDecimal(500, 'JPY')).toBe('500');
  });

  it("takes today in the location's zone", () => {
    // 23:30 UTC is already the next day in Copenhagen.
    const lateUtc = Date.parse('2026-11-25T23:30:00Z');
    expect(localDay('Europe/Copenhagen', lateUtc)).toBe('2026-11-26');
    expect(localDay('UTC', lateUtc)).toBe('2026-11-25');
  });

  it('refuses ranges the API would refuse', () => {
    expect(rangeProblem('2026-11-01', '2026-11-25')).toBeNull();
    expect(rangeProblem('2026-11-25', '2026-11-24')).toBe(
      'The end date must not be before the start date.',
    );
    expect(rangeProblem('2026-01-01', '2026-12-31')).toBe('Choose at most 92 days.');
    expect(rangeProblem('', '2026-11-25')).toBe('Choose both dates.');
  });
});

describe('history calls', () => {
  it('sends the status only when one is chosen', () => {
    const filter = { locationId: 'x', from: '2026-11-01', to: '2026-11-02' };
    expect(historyParams(filter)).toEqual({ from: '2026-11-01', to: '2026-11-02' });
    expect(historyParams({ ...filter, status: 5 }, { cursor: 'abc' })).toEqual({
      from: '2026-11-01',
      to: '2026-11-02',
      status: '5',
      cursor: 'abc',
    });
  });

  it("takes the export's file name from its Content-Disposition", () => {
    expect(
      attachmentName('attachment; filename="orders-hotel-2026-11-01-2026-11-02.csv"', 'x.csv'),
    ).toBe('orders-hotel-2026-11-01-2026-11-02.csv');
    expect(attachmentName(null, 'x.csv')).toBe('x.csv');
  });
});
