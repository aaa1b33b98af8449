import { OPTIONS_GROUP_TYPE } from '@inroom/shared';
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../testing/render';
import { DKK, makeCategory, makeGroup, makeItem, makeMenu, makeOption } from './fixtures';
import { ItemModal } from './ItemModal';
import { MenuSection } from './MenuSection';

const { required, optional, optionalRemove } = OPTIONS_GROUP_TYPE;

afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.restoreAllMocks();
});

const ketchup = makeOption('Ketchup');
const mayo = makeOption('Mayo', 500);
const aioli = makeOption('Aioli', 1000);
const sauces = makeGroup('Sauces', required, 2, [ketchup, mayo, aioli]);
const cola = makeOption('Cola', 2500);
const water = makeOption('Water', 1500);
const drink = makeGroup('Drink', optional, 1, [cola, water]);
const onion = makeOption('Onion');
const pickles = makeOption('Pickles');
const tomato = makeOption('Tomato');
const lettuce = makeOption('Lettuce');
const remove = makeGroup('Remove', optionalRemove, 0, [onion, pickles, tomato, lettuce]);
const burger = makeItem({ name: 'Burger', price: 18500, groups: [sauces, drink, remove] });
const fries = makeItem({ name: 'Fries', price: 4500, sortOrder: 1 });
const menu = makeMenu([makeCategory('Mains', [burger, fries])]);

function openBurger() {
  const view = renderWithProviders(<MenuSection menu={menu} currency={DKK} />);
  fireEvent.click(screen.getByRole('button', { name: 'Add Burger' }));
  return { ...view, dialog: screen.getByRole('dialog', { name: 'Burger' }) };
}

const group = (name: RegExp) => screen.getByRole('group', { name });
const box = (name: RegExp | string) => screen.getByRole('checkbox', { name });
const checked = (name: RegExp | string) => (box(name) as HTMLInputElement).checked;
const addButton = () => screen.getByRole('button', { name: /^Add to basket/ });

describe('item modal in Danish (issue 15)', () => {
  it("reads the rules, messages and buttons in a Danish browser's language", async () => {
    vi.stubGlobal('navigator', { ...navigator, language: 'da-DK' });
    try {
      renderWithProviders(<MenuSection menu={menu} currency={DKK} />);
      // The Danish texts arrive as their own chunk, after the first render.
      fireEvent.click(await screen.findByRole('button', { name: 'Tilføj Burger' }));
      const dialog = screen.getByRole('dialog', { name: 'Burger' });
      expect(group(/^Sauces/).querySelector('legend')?.textContent).toBe('Sauces Påkrævet, vælg 2');
      expect(group(/^Drink/).querySelector('legend')?.textContent).toBe('Drink Valgfri, op til 1');
      expect(group(/^Remove/).querySelector('legend')?.textContent).toBe('Remove Kan fravælges');
      expect(within(dialog).getByRole('group', { name: 'Antal' })).toBeDefined();
      expect(within(dialog).getByRole('button', { name: 'Luk' })).toBeDefined();

      fireEvent.click(within(dialog).getByRole('button', { name: /^Læg i kurven 185[.,]00/ }));
      expect(within(group(/^Sauces/)).getByRole('alert').textContent).toBe('Vælg 2 muligheder');
    } finally {
      vi.unstubAllGlobals();
    }
  });
});

describe('item modal option rules (spec §4, §5)', () => {
  it('blocks Add for a required group of quantity 2 until two are chosen', () => {
    const { store } = openBurger();
    fireEvent.click(box('Ketchup'));
    fireEvent.click(addButton());

    const alert = within(group(/^Sauces/)).getByRole('alert');
    expect(alert.textContent).toBe('Please select 2 options');
    expect(group(/^Sauces/).getAttribute('aria-describedby')).toBe(alert.id);
    expect(store.getState().basket.items).toEqual([]);
    expect(screen.getByRole('dialog', { name: 'Burger' })).toBeDefined();

    // The message follows the selection once shown.
    fireEvent.click(box(/Mayo/));
    expect(screen.queryByRole('alert')).toBeNull();
    expect(group(/^Sauces/).hasAttribute('aria-describedby')).toBe(false);
  });

  it('shows the rule of each group beside its name', () => {
    openBurger();
    expect(group(/^Sauces/).querySelector('legend')?.textContent).toBe('Sauces Required, choose 2');
    expect(group(/^Drink/).querySelector('legend')?.textContent).toBe('Drink Optional, up to 1');
    expect(group(/^Remove/).querySelector('legend')?.textContent).toBe('Remove Optional remove');
  });

  it('drops the earliest choice when a full group gets another', () => {
    openBurger();
    fireEvent.click(box('Ketchup'));
    fireEvent.click(box(/Mayo/));
    fireEvent.click(box(/Aioli/));
    expect([checked('Ketchup'), checked(/Mayo/), checked(/Aioli/)]).toEqual([false, true, true]);
    // Unticking frees a place again.
    fireEvent.click(box(/Mayo/));
    fireEvent.click(box('Ketchup'));
    expect([checked('Ketchup'), checked(/Mayo/), checked(/Aioli/)]).toEqual([true, false, true]);
  });

  it('makes a quantity-1 group behave like radio buttons', () => {
    openBurger();
    fireEvent.click(box(/Cola/));
    fireEvent.click(box(/Water/));
    expect([checked(/Cola/), checked(/Water/)]).toEqual([false, true]);
  });

  it('blocks an optional group of quantity 1 holding two choices', () => {
    const { store } = renderWithProviders(
      <ItemModal
        item={burger}
        languages={{ languageId: 'en', defaultLanguageId: 'da' }}
        currency={DKK}
        onClose={() => undefined}
        initialOptionIds={[ketchup.id, mayo.id, cola.id, water.id]}
      />,
    );
    expect([checked(/Cola/), checked(/Water/)]).toEqual([true, true]);
    fireEvent.click(addButton());
    expect(within(group(/^Drink/)).getByRole('alert').textContent).toBe('Please select 1 option');
    expect(within(group(/^Sauces/)).queryByRole('alert')).toBeNull();
    expect(store.getState().basket.items).toEqual([]);
  });

  it('puts no limit on a group of quantity 0', () => {
    const { store } = openBurger();
    const removals = ['Without Onion', 'Without Pickles', 'Without Tomato', 'Without Lettuce'];
    for (const name of removals) fireEvent.click(box(name));
    expect(removals.map(checked)).toEqual([true, true, true, true]);
    fireEvent.click(box('Ketchup'));
    fireEvent.click(box(/Mayo/));
    fireEvent.click(addButton());
    expect(screen.queryByRole('alert')).toBeNull();
    expect(store.getState().basket.items[0]?.options).toHaveLength(6);
  });

  it('shows removals as such and price differences only when not 0', () => {
    openBurger();
    expect(box('Without Onion').closest('label')?.textContent).toBe('÷Without Onion');
    expect(box('Ketchup').closest('label')?.textContent).toBe('Ketchup');
    expect(box('Mayo +5.00 kr')).toBeDefined();
    expect(box('Cola +25.00 kr')).toBeDefined();
    expect(box('Water +15.00 kr')).toBeDefined();
  });
});

describe('item modal total and quantity', () => {
  it('adds chosen options to the running total', () => {
    openBurger();
    expect(addButton().textContent).toBe('Add to basket 185.00 kr');
    fireEvent.click(box(/Mayo/));
    fireEvent.click(box(/Aioli/));
    expect(addButton().textContent).toBe('Add to basket 200.00 kr');
    fireEvent.click(box(/Cola/));
    expect(addButton().textContent).toBe('Add to basket 225.00 kr');
    fireEvent.click(box(/Water/));
    expect(addButton().textContent).toBe('Add to basket 215.00 kr');
  });

  it('multiplies by the quantity, which never drops below 1', () => {
    openBurger();
    const minus = screen.getByRole('button', { name: 'Decrease quantity' });
    const plus = screen.getByRole('button', { name: 'Increase quantity' });
    const value = () => within(screen.getByRole('group', { name: 'Quantity' })).getByRole('status');
    expect(minus.getAttribute('aria-disabled')).toBe('true');
    fireEvent.click(minus);
    expect(value().textContent).toBe('1');
    fireEvent.click(plus);
    fireEvent.click(plus);
    expect(value().textContent).toBe('3');
    expect(minus.hasAttribute('aria-disabled')).toBe(false);
    fireEvent.click(box(/Mayo/));
    expect(addButton().textContent).toBe('Add to basket 570.00 kr');
    fireEvent.click(minus);
    expect(addButton().textContent).toBe('Add to basket 380.00 kr');
  });

  it('stops the quantity at 99', () => {
    openBurger();
    const plus = screen.getByRole('button', { name: 'Increase quantity' });
    for (let i = 0; i < 120; i += 1) fireEvent.click(plus);
    expect(screen.getByRole('status').textContent).toBe('99');
    expect(plus.getAttribute('aria-disabled')).toBe('true');
  });
});

describe('adding to the basket (spec §4)', () => {
  const chooseAndAdd = () => {
    fireEvent.click(screen.getByRole('button', { name: 'Add Burger' }));
    fireEvent.click(box(/Aioli/));
    fireEvent.click(box('Ketchup'));
    fireEvent.click(box(/Cola/));
    fireEvent.click(box('Without Onion'));
    fireEvent.click(addButton());
  };

  it('adds one line with its options, price and sum, closes and resets the modal', () => {
    const { store } = openBurger();
    fireEvent.click(box(/Aioli/));
    fireEvent.click(box('Ketchup'));
    fireEvent.click(box(/Cola/));
    fireEvent.click(box('Without Onion'));
    fireEvent.click(screen.getByRole('button', { name: 'Increase quantity' }));
    expect(addButton().textContent).toBe('Add to basket 440.00 kr');
    fireEvent.click(addButton());

    const { items, priceSum } = store.getState().basket;
    expect(items).toHaveLength(1);
    expect(items[0]).toEqual({
      menuItemId: burger.id,
      name: 'Burger',
      description: '',
      defaultName: 'Burger',
      defaultDescription: '',
      // In the item's group order, then each group's option order.
      options: [
        {
          optionId: ketchup.id,
          optionsGroupType: required,
          optionsGroupName: 'Sauces',
          defaultOptionsGroupName: 'Sauces',
          name: 'Ketchup',
          defaultName: 'Ketchup',
          priceDifference: 0,
        },
        expect.objectContaining({ optionId: aioli.id, priceDifference: 1000 }),
        expect.objectContaining({ optionId: cola.id, optionsGroupName: 'Drink' }),
        expect.objectContaining({ optionId: onion.id, optionsGroupType: optionalRemove }),
      ],
      quantity: 2,
      price: 22000,
      priceSum: 44000,
      currency: DKK,
    });
    expect(priceSum).toBe(44000);

    expect(screen.queryByRole('dialog')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Add Burger' }));
    expect(['Ketchup', /Aioli/, /Cola/, 'Without Onion'].map(checked)).toEqual([
      false,
      false,
      false,
      false,
    ]);
    expect(addButton().textContent).toBe('Add to basket 185.00 kr');
  });

  it('raises the quantity of the same line when the same is added again', () => {
    const { store } = renderWithProviders(<MenuSection menu={menu} currency={DKK} />);
    chooseAndAdd();
    chooseAndAdd();
    const { items, priceSum } = store.getState().basket;
    expect(items).toHaveLength(1);
    expect(items[0]).toMatchObject({ quantity: 2, price: 22000, priceSum: 44000 });
    expect(priceSum).toBe(44000);
  });

  it('adds an item without options as it is, and close discards the choices', () => {
    const { store } = openBurger();
    fireEvent.click(box(/Mayo/));
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(store.getState().basket.items).toEqual([]);
    fireEvent.click(screen.getByRole('button', { name: 'Add Burger' }));
    expect(checked(/Mayo/)).toBe(false);
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));

    fireEvent.click(screen.getByRole('button', { name: 'Add Fries' }));
    fireEvent.click(addButton());
    expect(store.getState().basket.items).toMatchObject([
      { name: 'Fries', options: [], quantity: 1, price: 4500 },
    ]);
  });

  it('keeps the choices when the item is refetched while the modal is open', () => {
    const modal = (item: typeof burger) => (
      <ItemModal
        item={item}
        languages={{ languageId: 'en', defaultLanguageId: 'da' }}
        currency={DKK}
        onClose={() => undefined}
      />
    );
    const { rerender } = renderWithProviders(modal(burger));
    fireEvent.click(box(/Mayo/));
    // rerender keeps renderWithProviders' providers, so React updates rather than remounts.
    rerender(modal(structuredClone(burger)));
    expect(screen.getByRole('dialog', { name: 'Burger' })).toBeDefined();
    expect(checked(/Mayo/)).toBe(true);
  });

  it('keeps only id and symbol of the currency it is given', () => {
    const { store } = renderWithProviders(
      <MenuSection menu={menu} currency={{ id: 'DKK', code: 'DKK', symbol: 'kr' } as typeof DKK} />,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Add Fries' }));
    fireEvent.click(addButton());
    expect(store.getState().basket.items[0]?.currency).toEqual({ id: 'DKK', symbol: 'kr' });
  });
});

describe('a failing group scrolls into view (spec §5, §9)', () => {
  it('after 50 ms, the first failing group, smoothly to the centre', () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const scrollIntoView = vi.fn();
    HTMLElement.prototype.scrollIntoView = scrollIntoView;
    try {
      openBurger();
      fireEvent.click(box(/Cola/));
      fireEvent.click(box(/Water/));
      fireEvent.click(addButton());
      vi.advanceTimersByTime(49);
      expect(scrollIntoView).not.toHaveBeenCalled();
      vi.advanceTimersByTime(1);
      expect(scrollIntoView).toHaveBeenCalledTimes(1);
      expect(scrollIntoView).toHaveBeenCalledWith({ behavior: 'smooth', block: 'center' });
      expect(scrollIntoView.mock.contexts[0]).toBe(group(/^Sauces/));
    } finally {
      delete (HTMLElement.prototype as Partial<HTMLElement>).scrollIntoView;
    }
  });

  it('does not fail where scrollIntoView is missing (jsdom)', () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    expect(HTMLElement.prototype.scrollIntoView).toBeUndefined();
    openBurger();
    fireEvent.click(addButton());
    expect(() => vi.advanceTimersByTime(50)).not.toThrow();
    expect(screen.getByRole('alert').textContent).toBe('Please select 2 options');
  });
});
