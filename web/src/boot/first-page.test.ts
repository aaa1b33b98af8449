import { describe, expect, it } from 'vitest';
import { PERSISTED_STATE_KEY, persistedStateText } from '../testing/persisted';
import { firstPageRequests } from './first-page';

/** What the browser stored: these slices as redux-persist keeps them, or nothing. */
const storageWith = (slices?: Record<string, unknown>) => ({
  getItem: (key: string) =>
    slices && key === PERSISTED_STATE_KEY ? persistedStateText(slices) : null,
});

const ordered = { orders: { createdIds: ['o-1'], dismissedIds: [] } };

const requestsOf = (url: string, slices?: Record<string, unknown>) => {
  const { pathname, search } = new URL(url, 'https://inroom.example');
  return firstPageRequests({ pathname, search }, storageWith(slices));
};

describe("the first page's requests", () => {
  it("asks for a location with the guest's chosen menu language, if any", () => {
    expect(requestsOf('/location/Hotel%201', { ui: { menuLanguageId: 'da' } })).toEqual({
      page: 'location',
      location: { id: 'Hotel 1', menuLanguageId: 'da' },
      locationList: false,
      activeOrders: false,
    });
    expect(requestsOf('/location/h-1').location).toEqual({ id: 'h-1', menuLanguageId: null });
  });

  it("asks for a guest's order, and a staff link's order and contact with its token", () => {
    expect(requestsOf('/order/o-1')).toMatchObject({ page: 'order', orders: { id: 'o-1' } });
    expect(requestsOf('/order/o-1').staffContact).toBeUndefined();
    const staff = { id: 'o-1', phoneNumber: '4512345678', token: 'tok' };
    expect(requestsOf('/order/o-1/4512345678?t=tok')).toMatchObject({
      page: 'order',
      orders: staff,
      staffContact: staff,
    });
  });

  it('asks for the location list on the home page only', () => {
    expect(requestsOf('/').locationList).toBe(true);
    expect(requestsOf('/basket').locationList).toBe(false);
  });

  it("asks for the active orders banner's list above the pages that show it, for a guest who has ordered", () => {
    expect(requestsOf('/location/h-1', ordered).activeOrders).toBe(true);
    expect(requestsOf('/basket', ordered).activeOrders).toBe(true);
    expect(requestsOf('/location/h-1').activeOrders).toBe(false);
    expect(
      requestsOf('/location/h-1', { orders: { createdIds: ['o-1'], dismissedIds: ['o-1'] } })
        .activeOrders,
    ).toBe(false);
    // The order page shows its own line, the terms page none.
    expect(requestsOf('/order/o-1', ordered).activeOrders).toBe(false);
    expect(requestsOf('/termsandconditions', ordered).activeOrders).toBe(false);
  });

  it('asks for nothing on the back office and the login page', () => {
    for (const path of ['/login', '/be/locations', '/be/menu/m-1/setup'])
      expect(requestsOf(path, ordered), path).toEqual({
        page: undefined,
        locationList: false,
        activeOrders: false,
      });
  });
});
