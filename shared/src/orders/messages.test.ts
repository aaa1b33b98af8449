import { describe, expect, it } from 'vitest';
import { guestStatusMessage, itemCountText, staffStatusMessage } from './messages';

describe('guestStatusMessage', () => {
  const guest = (status: 1 | 2 | 3 | 4 | 5 | 6 | 7) =>
    guestStatusMessage(status, { locationName: 'Café Øst' });

  it('1: payment failed, with a retry hint', () => {
    expect(guest(1)).toEqual({
      title: 'Your payment failed',
      detail: 'To complete your order, please try again',
    });
  });

  it('2: awaiting the restaurant', () => {
    expect(guest(2)).toEqual({ title: 'Awaiting response from restaurant ..' });
  });

  it('3: accepted by the location', () => {
    expect(guest(3)).toEqual({ title: 'Café Øst has accepted your order' });
  });

  it('4: declined by the location, card not charged', () => {
    expect(guest(4)).toEqual({
      title: 'Café Øst has declined your order',
      detail: 'Your card has not been charged',
    });
  });

  it('5: completed', () => {
    expect(guest(5)).toEqual({ title: 'Order completed' });
  });

  it('6: cancelled because the location did not respond', () => {
    expect(guest(6)).toEqual({
      title: 'Order has been cancelled',
      detail: 'Café Øst did not respond in time',
    });
  });

  it('7: cancelled', () => {
    expect(guest(7)).toEqual({ title: 'Order has been cancelled' });
  });
});

describe('staffStatusMessage', () => {
  const staff = (status: 1 | 2 | 3 | 4 | 5 | 6 | 7) =>
    staffStatusMessage(status, { acceptedByName: 'Mette' });

  it('1: awaiting payment', () => {
    expect(staff(1)).toEqual({ title: 'Awaiting payment' });
  });

  it('2: empty, as the countdown shows instead', () => {
    expect(staff(2)).toEqual({ title: '' });
  });

  it('3: accepted by the named contact', () => {
    expect(staff(3)).toEqual({ title: 'Order accepted by Mette' });
  });

  it('3: without a name it does not end on "by"', () => {
    expect(staffStatusMessage(3, {})).toEqual({ title: 'Order accepted' });
    expect(staffStatusMessage(3, { acceptedByName: '  ' })).toEqual({ title: 'Order accepted' });
  });

  it('4: declined', () => {
    expect(staff(4)).toEqual({ title: 'Order declined' });
  });

  it('5: completed', () => {
    expect(staff(5)).toEqual({ title: 'Order completed' });
  });

  it('6: cancelled for no response', () => {
    expect(staff(6)).toEqual({ title: 'Order cancelled', detail: '/ no response' });
  });

  it('7: cancelled', () => {
    expect(staff(7)).toEqual({ title: 'Order cancelled' });
  });
});

describe('itemCountText', () => {
  it('is singular for one item only', () => {
    expect(itemCountText(1)).toBe('1 item');
    expect(itemCountText(0)).toBe('0 items');
    expect(itemCountText(2)).toBe('2 items');
    expect(itemCountText(12)).toBe('12 items');
  });
});
