import { basketSchema, emptyBasket, type Basket } from '@inroom/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_IDS } from '../../infra/local/seed/demo-data';
import { demoBasketOnly } from '../support/orders';
import { startTestStack, type TestStack } from '../support/stack';

let stack: TestStack;
beforeAll(async () => {
  stack = await startTestStack();
});
afterAll(async () => {
  await stack?.close();
});

/** A basket as the browser holds it, with display fields the server must not trust. */
const englishBasket = (): Basket =>
  demoBasketOnly({ currency: { id: 'DKK', symbol: 'kr' }, comment: 'Ring twice' });

const translate = (languageId: string, body: unknown) =>
  stack.request(`/api/order/translate/${languageId}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });

describe('POST /api/order/translate/{languageId}', () => {
  it('rebuilds every line in the new language with the server’s names and prices', async () => {
    const response = await translate('da', englishBasket());
    expect(response.status).toBe(200);
    const basket = basketSchema.parse(await response.json());
    expect(basket).toMatchObject({
      languageId: 'da',
      room: '412',
      comment: 'Ring twice',
      priceSum: 2 * (18500 + 1500),
    });
    expect(basket.items).toEqual([
      expect.objectContaining({
        menuItemId: DEMO_IDS.item.nyhavnBurger,
        name: 'Nyhavn-burger',
        defaultName: 'Nyhavn burger',
        quantity: 2,
        price: 20000,
        priceSum: 40000,
        options: [
          {
            optionId: DEMO_IDS.option.bacon,
            optionsGroupType: 2,
            optionsGroupName: 'Tilkøb',
            defaultOptionsGroupName: 'Extras',
            name: 'Sprød bacon',
            defaultName: 'Crispy bacon',
            priceDifference: 1500,
          },
        ],
      }),
    ]);
  });

  it('falls back to the menu’s default language and drops lines whose item is gone', async () => {
    const basket = englishBasket();
    basket.items.push({ ...basket.items[0]!, menuItemId: '4b1c8a52-2f7e-4b8e-9a43-0d5b7f1a2c3d' });
    const translated = basketSchema.parse(await (await translate('fr', basket)).json());
    expect(translated.languageId).toBe('fr');
    expect(translated.items.map((item) => item.name)).toEqual(['Nyhavn burger']);
  });

  it('only changes the language of an empty basket', async () => {
    const response = await translate('da', emptyBasket('en'));
    expect(await response.json()).toEqual(emptyBasket('da'));
  });

  it('is 404 for a language that is not a language id and 400 for a basket that is not one', async () => {
    expect((await translate('da-DK', englishBasket())).status).toBe(404);
    const malformed = await translate('da', { ...englishBasket(), discount: 10 });
    expect(malformed.status).toBe(400);
    expect(await malformed.json()).toMatchObject({
      error: { fields: { body: 'Unrecognized key: "discount"' } },
    });
  });

  it('is 404 for a basket of an unknown location', async () => {
    const unknown = await translate('da', {
      ...englishBasket(),
      locationId: '4b1c8a52-2f7e-4b8e-9a43-0d5b7f1a2c3d',
    });
    expect(unknown.status).toBe(404);
  });
});
