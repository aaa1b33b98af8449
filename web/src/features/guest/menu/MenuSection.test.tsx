import { OPTIONS_GROUP_TYPE } from '@inroom/shared';
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../testing/render';
import { DKK, makeCategory, makeGroup, makeItem, makeMenu, makeOption } from './fixtures';
import { MenuSection } from './index';

const NOW = new Date('2026-11-21T12:00:00Z');

/** The hour the viewer's clock shows for an instant, as the availability text formats it. */
const wallClock = (iso: string, locale = 'en-GB') =>
  new Date(iso).toLocaleTimeString(locale, {
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  });

const burger = makeItem({
  name: 'Burger',
  price: 18500,
  description: 'Grilled over charcoal',
  image: 'uploads/burger.webp',
  ingredients: ['Beef', 'Cheddar', 'Brioche bun'],
  groups: [makeGroup('Sauces', OPTIONS_GROUP_TYPE.required, 1, [makeOption('Ketchup')])],
});
const fries = makeItem({ name: 'Fries', price: 4500, sortOrder: 1 });
const cake = makeItem({ name: 'Cake', price: 6000 });
const wine = makeItem({ name: 'Red wine', price: 9500 });

const categories = () => [
  // Given out of order: the section sorts by sortOrder.
  makeCategory('Desserts', [cake], [], 2),
  makeCategory('Mains', [fries, burger], [makeCategory('Wine', [wine])], 1),
];

beforeEach(() => {
  vi.useFakeTimers({ now: NOW, toFake: ['Date'] });
});

afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

const row = (name: string) => screen.getByRole('group', { name });

describe('menu section (spec §2 Location page)', () => {
  it('shows the menu name only when isNameVisible', () => {
    renderWithProviders(<MenuSection menu={makeMenu(categories())} currency={DKK} />);
    expect(screen.getByRole('heading', { level: 2, name: 'Dinner' })).toBeDefined();
    cleanup();
    renderWithProviders(
      <MenuSection menu={makeMenu(categories(), { isNameVisible: false })} currency={DKK} />,
    );
    expect(screen.queryByText('Dinner')).toBeNull();
  });

  it('shows categories in order as open collapsible sections, items before subcategories', () => {
    const { container } = renderWithProviders(
      <MenuSection menu={makeMenu(categories())} currency={DKK} />,
    );
    const sections = [...container.querySelectorAll('details')];
    expect(sections.map((section) => section.querySelector('summary')?.textContent)).toEqual([
      'Mains',
      'Wine',
      'Desserts',
    ]);
    expect(sections.every((section) => section.open)).toBe(true);
    // Wine is nested in Mains, after Mains' own items, which are in their order.
    const [mains, wineSection] = sections;
    expect(wineSection?.parentElement?.closest('details')).toBe(mains);
    const names = [...(mains?.querySelectorAll('h3') ?? [])].map((heading) => heading.textContent);
    expect(names).toEqual(['Burger', 'Fries', 'Red wine']);
  });

  it('shows an item row with ingredients, description, price and a lazy sized image', () => {
    renderWithProviders(<MenuSection menu={makeMenu(categories())} currency={DKK} />);
    const item = within(row('Burger'));
    expect(item.getByText('Beef - Cheddar - Brioche bun')).toBeDefined();
    expect(item.getByText('Grilled over charcoal')).toBeDefined();
    expect(item.getByText('185.00 kr')).toBeDefined();
    const image = row('Burger').querySelector('img');
    expect(image?.getAttribute('src')).toBe('/images/uploads/burger.webp');
    expect(image?.getAttribute('alt')).toBe('');
    expect(image?.getAttribute('loading')).toBe('lazy');
    expect(image?.getAttribute('decoding')).toBe('async');
    expect(image?.getAttribute('width')).toBe('88');
    expect(image?.getAttribute('height')).toBe('88');
    // No image, no ingredients: nothing empty is drawn.
    expect(row('Fries').querySelector('img')).toBeNull();
    expect(row('Fries').querySelectorAll('p')).toHaveLength(1);
  });

  it('draws a full item row in 9 elements', () => {
    // Every element of a long menu is styled again when an item modal opens (the page goes inert)
    // and laid out on the first render: 500 rows of 11 were 1,000 elements more than needed.
    renderWithProviders(<MenuSection menu={makeMenu(categories())} currency={DKK} />);
    const burgerRow = row('Burger').closest('li');
    expect(burgerRow && [burgerRow, ...burgerRow.querySelectorAll('*')]).toHaveLength(9);
    expect(within(row('Burger')).getByRole('button', { name: 'Add Burger' }).textContent).toBe('+');
  });

  it('opens the item modal from the plus button of an available menu', () => {
    renderWithProviders(<MenuSection menu={makeMenu(categories())} currency={DKK} />);
    expect(row('Burger').hasAttribute('aria-disabled')).toBe(false);
    expect(screen.queryByRole('dialog')).toBeNull();
    fireEvent.click(within(row('Burger')).getByRole('button', { name: 'Add Burger' }));
    const dialog = screen.getByRole('dialog', { name: 'Burger' });
    expect(within(dialog).getByText('Grilled over charcoal')).toBeDefined();
    expect(within(dialog).getByRole('group', { name: 'Sauces Required, choose 1' })).toBeDefined();
  });

  it('greys an unavailable menu, says when it opens, and offers no plus buttons', () => {
    const opens = '2026-11-21T17:30:00.000Z';
    const { container } = renderWithProviders(
      <MenuSection
        menu={makeMenu(categories(), { isAvailable: false, nextAvailable: opens })}
        currency={DKK}
      />,
    );
    expect(screen.getByText(`Available today at ${wallClock(opens)}`)).toBeDefined();
    expect(screen.queryAllByRole('button', { name: /^Add / })).toEqual([]);
    expect(container.querySelector('dialog')).toBeNull();
    for (const name of ['Burger', 'Fries', 'Red wine', 'Cake']) {
      expect(row(name).getAttribute('aria-disabled')).toBe('true');
      expect(row(name).closest('li')?.classList.contains('menu-item--unavailable')).toBe(true);
    }
    // Still readable: names and prices stay.
    expect(within(row('Cake')).getByText('60.00 kr')).toBeDefined();
  });

  it('says when it opens in Danish to a Danish browser, with a Danish clock', async () => {
    vi.stubGlobal('navigator', { ...navigator, language: 'da-DK' });
    const opens = '2026-11-21T17:30:00.000Z';
    renderWithProviders(
      <MenuSection
        menu={makeMenu(categories(), { isAvailable: false, nextAvailable: opens })}
        currency={DKK}
      />,
    );
    const text = await screen.findByText(/^Kan bestilles i dag fra kl\. /);
    expect(text.textContent).toBe(`Kan bestilles i dag fra kl. ${wallClock(opens, 'da')}`);
    expect(wallClock(opens, 'da')).toMatch(/^\d\d\.\d\d$/);
  });
});

describe('a large menu', () => {
  /**
   * A menu of `count` items in three categories whose rows tell when they are drawn: a row reads
   * its item's price each time it renders. Counted per item name.
   */
  function countedMenu(count: number) {
    const drawn = new Map<string, number>();
    const items = Array.from({ length: count }, (_, index) =>
      makeItem({ name: `Dish ${index + 1}`, price: 1000 + index, sortOrder: index }),
    );
    const thirds = [0, 1, 2].map((part) =>
      makeCategory(`Part ${part + 1}`, items.slice((part * count) / 3, ((part + 1) * count) / 3)),
    );
    const menu = makeMenu(thirds);
    for (const item of menu.menuCategories.flatMap((category) => category.menuItems)) {
      const { price } = item;
      const name = item.translations[0]?.name ?? '';
      Object.defineProperty(item, 'price', {
        get: () => {
          drawn.set(name, (drawn.get(name) ?? 0) + 1);
          return price;
        },
      });
    }
    return { menu, drawn };
  }

  it('draws no other row again when an item modal opens and closes', () => {
    const { menu, drawn } = countedMenu(300);
    renderWithProviders(<MenuSection menu={menu} currency={DKK} />);
    expect(drawn.size).toBe(300);
    drawn.clear();

    fireEvent.click(within(row('Dish 150')).getByRole('button', { name: 'Add Dish 150' }));
    const dialog = screen.getByRole('dialog', { name: 'Dish 150' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).toBeNull();

    expect([...drawn.keys()].filter((name) => name !== 'Dish 150')).toEqual([]);
  });
});
