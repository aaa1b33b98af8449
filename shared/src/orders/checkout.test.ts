import { describe, expect, it } from 'vitest';
import { checkoutErrors, roomError } from './checkout';

describe('room (spec §5 Delivery form)', () => {
  it.each([
    ['', 'Room is required'],
    ['   ', 'Room is required'],
    ['12a', 'Room must be a number'],
    ['4.2', 'Room must be a number'],
    ['12345678901', 'Room must be at most 10 digits'],
  ])('%j: %s', (room, message) => {
    expect(roomError(room)).toBe(message);
  });

  it.each(['1', '412', ' 412 ', '1234567890'])('%j is a room', (room) => {
    expect(roomError(room)).toBeUndefined();
  });
});

describe('checkout', () => {
  it('needs items, a room and the terms accepted', () => {
    expect(checkoutErrors({ items: [], room: '', termsAccepted: false })).toEqual({
      items: 'Your basket is empty',
      room: 'Room is required',
      termsAccepted: 'Accept the terms and conditions to continue',
    });
    expect(checkoutErrors({ items: [{}], room: '412', termsAccepted: true })).toEqual({});
  });
});
