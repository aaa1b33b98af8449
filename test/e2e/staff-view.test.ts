import type { OrderCreate } from '@inroom/shared';
import { describe, expect, it } from 'vitest';
import { DEMO_IDS } from '../../infra/local/seed/demo-data';
import { expectNoAxeViolations, useBrowserStack } from '../support/e2e';
import { HOTEL_RECEPTION, paidOrderWithLinks } from '../support/orders';

// Issue 15, item 5 in Chromium: a Danish guest's order reads to staff in the menu's default
// language (English) throughout, group names included, with the room number first and large.

const e2e = useBrowserStack();
const PHONE = { width: 390, height: 844 };
const DKK = { id: 'DKK', symbol: 'kr.' };

/**
 * Smørrebrød (a type 1 group) and a Nyhavn burger with an extra and a removal, as a Danish
 * browser holds them.
 */
const danishItems: OrderCreate['items'] = [
  {
    menuItemId: DEMO_IDS.item.smorrebrod,
    name: 'Smørrebrød efter eget valg',
    description: '',
    defaultName: '',
    defaultDescription: '',
    options: [
      {
        optionId: DEMO_IDS.option.herring,
        optionsGroupType: 1,
        optionsGroupName: 'Vælg 2 slags pålæg',
        name: 'Marinerede sild med løg og kapers',
        defaultName: '',
        priceDifference: 0,
      },
      {
        optionId: DEMO_IDS.option.roastBeef,
        optionsGroupType: 1,
        optionsGroupName: 'Vælg 2 slags pålæg',
        name: 'Roastbeef med remoulade og ristede løg',
        defaultName: '',
        priceDifference: 0,
      },
    ],
    quantity: 1,
    price: 0,
    priceSum: 0,
    currency: DKK,
  },
  {
    menuItemId: DEMO_IDS.item.nyhavnBurger,
    name: 'Nyhavn-burger',
    description: '',
    defaultName: '',
    defaultDescription: '',
    options: [
      {
        optionId: DEMO_IDS.option.bacon,
        optionsGroupType: 2,
        optionsGroupName: 'Tilkøb',
        name: 'Sprød bacon',
        defaultName: '',
        priceDifference: 0,
      },
      {
        optionId: DEMO_IDS.option.noOnions,
        optionsGroupType: 3,
        optionsGroupName: 'Udelad',
        name: 'Uden løg',
        defaultName: '',
        priceDifference: 0,
      },
    ],
    quantity: 1,
    price: 0,
    priceSum: 0,
    currency: DKK,
  },
];

/** Danish texts of the order, none of which staff should read. */
const DANISH = [
  'Smørrebrød efter eget valg',
  'Vælg 2 slags pålæg',
  'Marinerede sild',
  'Roastbeef med remoulade',
  'Mørkt rugbrød',
  'Nyhavn-burger',
  'Sprød bacon',
  'Uden løg',
  'Tilkøb',
  'Udelad',
];

describe('the staff view of an order', () => {
  it('shows a Danish order in the default names, the room number first and large', async () => {
    const { order, links } = await paidOrderWithLinks(e2e.stack, {
      languageId: 'da',
      items: danishItems,
      room: '412',
    });
    // The guest's copy is Danish, so an English staff view is the staff view's doing.
    expect(order.items[0]?.name).toBe('Smørrebrød efter eget valg');
    expect(order.items[0]?.options[0]?.optionsGroupName).toBe('Vælg 2 slags pålæg');
    expect(order.items[0]?.options[0]?.defaultOptionsGroupName).toBe('Choose 2 toppings');

    const link = links.get(HOTEL_RECEPTION)!;
    const { page } = await e2e.newPage(PHONE, 'en-GB');
    await page.goto(`${e2e.stack.baseUrl}${link.pathname}${link.search}`);
    const heading = page.getByRole('heading', { level: 1, name: /^Order #\d+$/ });
    await heading.waitFor();

    const items = page.getByRole('list', { name: 'Items' });
    const lines = await items.locator('.line-options__option').allTextContents();
    expect(lines).toEqual([
      'Choose 2 toppings: Pickled herring with onion and capers',
      'Choose 2 toppings: Roast beef with remoulade and crispy onions',
      '÷ without No onions',
      '+ with Crispy bacon',
    ]);
    const text = (await items.textContent()) ?? '';
    expect(text).toContain('1 × Smørrebrød, your choice');
    expect(text).toContain('Two open sandwiches on dark rye bread');
    expect(text).toContain('1 × Nyhavn burger');
    for (const danish of DANISH) expect(text.toLowerCase()).not.toContain(danish.toLowerCase());

    // The room sits above the items, inside the first screen, and larger than the heading.
    const room = page.getByText('Room number: 412', { exact: true });
    expect(await room.count()).toBe(1);
    const roomBox = (await room.boundingBox())!;
    const itemsBox = (await items.boundingBox())!;
    expect(roomBox.y + roomBox.height).toBeLessThanOrEqual(itemsBox.y);
    expect(roomBox.y + roomBox.height).toBeLessThanOrEqual(PHONE.height);
    const fontSize = (selector: string) =>
      page.$eval(selector, (element) => parseFloat(getComputedStyle(element).fontSize));
    expect(await fontSize('.order__room-number')).toBeGreaterThan(await fontSize('h1'));

    await expectNoAxeViolations(page);
  });
});
