import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderRoutes } from '../../../testing/render';
import { BasketPage } from '../BasketPage';
import { DELI_ID, makeBasket, makeItem, makeOption } from './basketFixture';

afterEach(cleanup);

const burger = makeItem({
  name: 'Burger',
  price: 12000,
  quantity: 2,
  options: [
    makeOption(1, 'Medium', 'Doneness'),
    makeOption(2, 'Bacon', 'Extras', 1000),
    makeOption(3, 'Onion', 'Remove'),
  ],
});
const fries = makeItem({ name: 'Fries', price: 4500, quantity: 1 });

function openBasket(basket = makeBasket([burger, fries])) {
  return renderRoutes(
    [
      { path: '/basket', Component: BasketPage },
      { path: '/delivery', element: <p>Delivery page</p> },
      { path: '/location/:id', element: <p>Location page</p> },
      { path: '/', element: <p>Home page</p> },
    ],
    { initialEntries: ['/basket'], preloadedState: { basket } },
  );
}

const line = (name: string) =>
  screen
    .getAllByRole('listitem')
    .find((item) => item.classList.contains('basket-line') && item.textContent?.includes(name))!;

/** What a sighted guest reads, without the words meant for screen readers only. */
function visibleText(element: Element): string {
  const copy = element.cloneNode(true) as Element;
  copy.querySelectorAll('.visually-hidden').forEach((hidden) => hidden.remove());
  return copy.textContent ?? '';
}

describe('basket page', () => {
  it('shows the title, the location and each line with its options and line total', () => {
    openBasket();
    expect(screen.getByRole('heading', { level: 1, name: 'Your basket' })).toBeTruthy();
    expect(screen.getByText('Nyhavn Deli')).toBeTruthy();
    const burgerLine = line('Burger');
    const options = within(burgerLine)
      .getAllByRole('listitem')
      .map((option) => visibleText(option));
    expect(options).toEqual(['Doneness: Medium', '+ Bacon', '÷ Onion']);
    expect(burgerLine.textContent).toContain('Quantity 2');
    expect(burgerLine.textContent).toContain('240.00 kr');
    expect(line('Fries').textContent).toContain('45.00 kr');
    expect(screen.getByText('Total').parentElement?.textContent).toBe('Total 285.00 kr');
  });

  it('tells screen readers what the option signs mean', () => {
    openBasket();
    const [, extra, removal] = within(line('Burger')).getAllByRole('listitem');
    expect(within(extra!).getByText('with')).toBeTruthy();
    expect(within(removal!).getByText('without')).toBeTruthy();
  });

  it('changes quantities and totals with plus and minus', () => {
    const { store } = openBasket();
    fireEvent.click(screen.getByRole('button', { name: 'Add one Fries' }));
    expect(line('Fries').textContent).toContain('Quantity 2');
    expect(line('Fries').textContent).toContain('90.00 kr');
    expect(screen.getByText('Total').parentElement?.textContent).toBe('Total 330.00 kr');

    fireEvent.click(screen.getByRole('button', { name: 'Remove one Burger' }));
    expect(line('Burger').textContent).toContain('Quantity 1');
    expect(line('Burger').textContent).toContain('120.00 kr');
    expect(screen.getByText('Total').parentElement?.textContent).toBe('Total 210.00 kr');
    expect(store.getState().basket.priceSum).toBe(21000);
  });

  it('removes a line of one with minus', () => {
    const { store } = openBasket();
    fireEvent.click(screen.getByRole('button', { name: 'Remove one Fries' }));
    expect(screen.queryByRole('button', { name: 'Remove one Fries' })).toBeNull();
    expect(store.getState().basket.items.map((item) => item.name)).toEqual(['Burger']);
    expect(screen.getByText('Total').parentElement?.textContent).toBe('Total 240.00 kr');
  });

  it('says the basket is empty and offers no Continue when the last line goes', () => {
    openBasket(makeBasket([fries]));
    fireEvent.click(screen.getByRole('button', { name: 'Remove one Fries' }));
    expect(screen.getByText('Your basket is empty')).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Continue' })).toBeNull();
    expect(screen.queryByText('Total')).toBeNull();
  });

  it('continues to delivery', async () => {
    const { router } = openBasket();
    fireEvent.click(screen.getByRole('link', { name: 'Continue' }));
    await screen.findByText('Delivery page');
    expect(router.state.location.pathname).toBe('/delivery');
  });

  it('goes back to the basket’s location', async () => {
    const { router } = openBasket();
    fireEvent.click(screen.getByRole('link', { name: 'Back' }));
    await screen.findByText('Location page');
    expect(router.state.location.pathname).toBe(`/location/${DELI_ID}`);
  });

  it('goes back home when the basket has no location', async () => {
    const { router } = openBasket(makeBasket([], { locationId: null, locationName: '' }));
    expect(screen.getByText('Your basket is empty')).toBeTruthy();
    fireEvent.click(screen.getByRole('link', { name: 'Back' }));
    await screen.findByText('Home page');
    expect(router.state.location.pathname).toBe('/');
  });

  it('ends the start-up loading overlay, having nothing to fetch', () => {
    const { store } = openBasket();
    expect(store.getState().ui.isLoading).toBe(false);
  });
});
