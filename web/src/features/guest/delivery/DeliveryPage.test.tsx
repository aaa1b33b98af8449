import { roomSchema } from '@inroom/shared';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, mockFetch, notFoundResponse, pathOf } from '../../../testing/fetch';
import { renderRoutes } from '../../../testing/render';
import { DeliveryPage } from '../DeliveryPage';
import { DELI_ID, HOTEL_ID, makeBasket, makeItem, makeOption } from '../basket-page/basketFixture';
import { PAYMENT_UNAVAILABLE_MESSAGE } from './createOrder';

const fries = makeItem({ name: 'Fries', price: 4500, quantity: 2 });
const burger = makeItem({
  name: 'Burger',
  price: 12000,
  options: [makeOption(1, 'Medium', 'Doneness')],
});
const basket = makeBasket([fries, burger]);

const roomMessage = (room: string) => roomSchema.safeParse(room).error?.issues[0]?.message;

function openDelivery(preloaded = basket) {
  return renderRoutes(
    [
      { path: '/delivery', Component: DeliveryPage },
      { path: '/basket', element: <p>Basket page</p> },
      { path: '/termsandconditions', element: <p>Terms page</p> },
    ],
    { initialEntries: ['/delivery'], preloadedState: { basket: preloaded } },
  );
}

const roomInput = () => screen.getByRole('textbox', { name: 'Room' }) as HTMLInputElement;
const termsSwitch = () => screen.getByRole('switch', { name: 'I accept the terms and conditions' });
const goToPayment = () => screen.getByRole('button', { name: 'Go to payment' });

function typeRoom(room: string) {
  fireEvent.change(roomInput(), { target: { value: room } });
}

let assign: ReturnType<typeof vi.fn>;

beforeEach(() => {
  assign = vi.fn();
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
  vi.stubGlobal('location', { ...window.location, assign, origin: window.location.origin });
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('delivery page', () => {
  it('shows the title, the section, the fields and the parent location', () => {
    openDelivery();
    expect(
      screen.getByRole('heading', { level: 1, name: 'Your order from Nyhavn Deli' }),
    ).toBeTruthy();
    expect(screen.getByRole('heading', { level: 2, name: 'Delivery and comment' })).toBeTruthy();
    expect(screen.getByRole('heading', { level: 2, name: 'Terms and conditions' })).toBeTruthy();
    expect(screen.getByText('Hotel Nyhavn')).toBeTruthy();
    expect(roomInput().inputMode).toBe('numeric');
    expect(roomInput().required).toBe(true);
    expect(screen.getByRole('textbox', { name: 'Comment' })).toBeTruthy();
  });

  it('shows no parent location when the basket is the parent’s own', () => {
    openDelivery(
      makeBasket([fries], {
        locationId: HOTEL_ID,
        locationName: 'Hotel Nyhavn',
        parentLocationId: null,
        parentLocationName: '',
      }),
    );
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe(
      'Your order from Hotel Nyhavn',
    );
    expect(screen.queryByText(/Delivery to/)).toBeNull();
  });

  it('keeps room and comment in the basket as typed', () => {
    const { store } = openDelivery();
    typeRoom('21');
    fireEvent.change(screen.getByRole('textbox', { name: 'Comment' }), {
      target: { value: 'No ice, please' },
    });
    expect(store.getState().basket).toMatchObject({ room: '21', comment: 'No ice, please' });
    expect(
      (screen.getByRole('textbox', { name: 'Comment' }) as HTMLTextAreaElement).maxLength,
    ).toBe(500);
  });

  it('links to the terms in a new tab and shows Go to payment only once they are accepted', () => {
    openDelivery();
    const link = screen.getByRole('link', { name: /terms and conditions/ });
    expect(link.getAttribute('href')).toBe('/termsandconditions');
    expect(link.getAttribute('target')).toBe('_blank');
    expect(link.getAttribute('rel')).toBe('noopener');
    expect(screen.queryByRole('button', { name: 'Go to payment' })).toBeNull();
    fireEvent.click(termsSwitch());
    expect((termsSwitch() as HTMLInputElement).checked).toBe(true);
    expect(goToPayment()).toBeTruthy();
    fireEvent.click(termsSwitch());
    expect(screen.queryByRole('button', { name: 'Go to payment' })).toBeNull();
  });

  it('shows no validation state before the guest leaves the room field', () => {
    openDelivery();
    expect(roomInput().getAttribute('aria-invalid')).toBeNull();
    fireEvent.blur(roomInput());
    expect(roomInput().getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByText(roomMessage('')!)).toBeTruthy();
  });

  it.each(['', 'abc'])('sends nothing for the room %j and shows why', async (room) => {
    const fetch = mockFetch(() => jsonResponse({ paymentUrl: 'https://pay.example/x' }));
    openDelivery();
    typeRoom(room);
    fireEvent.click(termsSwitch());
    fireEvent.click(goToPayment());
    const message = roomMessage(room)!;
    expect(message).toBeTruthy();
    const error = await screen.findByText(message);
    expect(roomInput().getAttribute('aria-invalid')).toBe('true');
    expect(roomInput().getAttribute('aria-describedby')).toBe(error.id);
    expect(document.activeElement).toBe(roomInput());
    expect(fetch).not.toHaveBeenCalled();
  });

  it('sends nothing when the form is submitted (Enter) before the terms are accepted', () => {
    const fetch = mockFetch(() => jsonResponse({ paymentUrl: 'https://pay.example/x' }));
    openDelivery();
    typeRoom('214');
    fireEvent.submit(roomInput().form!);
    expect(screen.getByText('Accept the terms and conditions to continue')).toBeTruthy();
    expect(termsSwitch().getAttribute('aria-invalid')).toBe('true');
    expect(fetch).not.toHaveBeenCalled();
    fireEvent.click(termsSwitch());
    expect(screen.queryByText('Accept the terms and conditions to continue')).toBeNull();
  });

  it.each([
    [
      'payments are not configured (503)',
      () =>
        jsonResponse({ error: { code: 'payments_unavailable', message: 'Not configured' } }, 503),
    ],
    ['order/create does not exist', () => notFoundResponse()],
  ])(
    'says online payment is not available yet when %s, keeping the basket',
    async (_case, answer) => {
      const fetch = mockFetch(answer);
      const { store } = openDelivery();
      typeRoom('214');
      fireEvent.click(termsSwitch());
      fireEvent.click(goToPayment());
      expect((await screen.findByRole('alert')).textContent).toBe(PAYMENT_UNAVAILABLE_MESSAGE);
      expect(PAYMENT_UNAVAILABLE_MESSAGE).toBe('Online payment is not available yet.');
      expect(fetch).toHaveBeenCalledTimes(1);
      expect(store.getState().basket.items).toHaveLength(2);
      expect(assign).not.toHaveBeenCalled();
    },
  );

  it('posts the basket with the terms and one idempotency key, reused on retry', async () => {
    const bodies: Record<string, unknown>[] = [];
    mockFetch(async (request) => {
      expect(request.method).toBe('POST');
      expect(pathOf(request)).toBe('/api/order/create');
      bodies.push((await request.json()) as Record<string, unknown>);
      return jsonResponse({ error: { code: 'INTERNAL', message: 'Boom' } }, 500);
    });
    const { store } = openDelivery();
    typeRoom('214');
    fireEvent.change(screen.getByRole('textbox', { name: 'Comment' }), {
      target: { value: 'Ring twice' },
    });
    fireEvent.click(termsSwitch());
    fireEvent.click(goToPayment());
    expect((await screen.findByRole('alert')).textContent).toMatch(/could not be sent/);
    await waitFor(() => expect((goToPayment() as HTMLButtonElement).disabled).toBe(false));
    fireEvent.click(goToPayment());
    await waitFor(() => expect(bodies).toHaveLength(2));

    expect(bodies[0]).toMatchObject({
      locationId: DELI_ID,
      room: '214',
      comment: 'Ring twice',
      termsAccepted: true,
      priceSum: basket.priceSum,
      items: [{ name: 'Fries', quantity: 2 }, { name: 'Burger' }],
    });
    expect(bodies[0]!.idempotencyKey).toMatch(/^[0-9a-f-]{36}$/);
    expect(bodies[1]!.idempotencyKey).toBe(bodies[0]!.idempotencyKey);
    expect(store.getState().basket.items).toHaveLength(2);
    expect(assign).not.toHaveBeenCalled();
  });

  it('remembers the order, clears the basket and goes to the payment page the server names', async () => {
    const orderId = '5eed0009-0000-4000-8000-000000000001';
    mockFetch(() =>
      jsonResponse({ id: orderId, status: 1, paymentUrl: 'https://pay.example/checkout/abc' }),
    );
    const { store } = openDelivery();
    typeRoom('214');
    fireEvent.click(termsSwitch());
    fireEvent.click(goToPayment());
    await waitFor(() => expect(assign).toHaveBeenCalledWith('https://pay.example/checkout/abc'));
    expect(store.getState().orders.createdIds).toEqual([orderId]);
    expect(store.getState().basket.items).toHaveLength(0);
    expect(store.getState().basket.room).toBe('214');
    expect(screen.getByRole('status').textContent).toBe('Taking you to payment…');
  });

  it('shows why the server refused the order and keeps the basket', async () => {
    mockFetch(() =>
      jsonResponse({ error: { code: 'VALIDATION', message: 'Fries is no longer available' } }, 400),
    );
    const { store } = openDelivery();
    typeRoom('214');
    fireEvent.click(termsSwitch());
    fireEvent.click(goToPayment());
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Your order could not be placed: Fries is no longer available',
    );
    expect(store.getState().basket.items).toHaveLength(2);
    expect(store.getState().orders.createdIds).toEqual([]);
    expect(assign).not.toHaveBeenCalled();
  });

  it('goes back to the basket', async () => {
    const { router } = openDelivery();
    fireEvent.click(screen.getByRole('link', { name: 'Back' }));
    await screen.findByText('Basket page');
    expect(router.state.location.pathname).toBe('/basket');
  });

  it('sends a guest with an empty basket to the basket page', async () => {
    const { router } = openDelivery(makeBasket([]));
    await screen.findByText('Basket page');
    expect(router.state.location.pathname).toBe('/basket');
  });
});
