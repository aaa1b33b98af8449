import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { initialUiState } from '../app/uiSlice';
import { renderWithProviders } from '../testing/render';
import { en } from './en';
import { enCheckout } from './en-checkout';
import { enOrders } from './en-orders';
import {
  format,
  loadCatalogue,
  messagesOf,
  SCREEN_LANGUAGES,
  screenLanguage,
  useMessages,
  type Catalogue,
} from '.';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const english = { ...en, ...enOrders, ...enCheckout };

const placeholders = (message: Catalogue[keyof Catalogue]) =>
  (typeof message === 'string' ? [message] : [message.one, message.other])
    .flatMap((text) => text.match(/\{\w+\}/g) ?? [])
    .toSorted();

describe('the catalogues', () => {
  it('ship English and Danish', () => {
    expect(SCREEN_LANGUAGES).toEqual(['en', 'da']);
  });

  it.each(SCREEN_LANGUAGES.filter((language) => language !== 'en'))(
    '%s has every English key, no other, with the same placeholders',
    async (language) => {
      const catalogue = await loadCatalogue(language);
      expect(Object.keys(catalogue).toSorted()).toEqual(Object.keys(english).toSorted());
      for (const key of Object.keys(english) as (keyof Catalogue)[]) {
        expect(placeholders(catalogue[key]), key).toEqual(
          // A plural English text's placeholders appear once per form.
          [...new Set(placeholders(english[key]))].flatMap((name) =>
            typeof catalogue[key] === 'string' ? [name] : [name, name],
          ),
        );
        expect(catalogue[key], key).not.toEqual('');
      }
    },
  );

  it('have no key in two English files', () => {
    const keys = [en, enOrders, enCheckout].flatMap((english) => Object.keys(english));
    expect(keys.filter((key, index) => keys.indexOf(key) !== index)).toEqual([]);
  });

  it('keep the spec texts word for word in English', () => {
    const { t } = messagesOf(undefined, 'en', english);
    expect(t('basketEmpty')).toBe('Your basket is empty');
    expect(t('basketCount', { count: 1 })).toBe('1 Items in your basket');
    expect(t('basketCount', { count: 2 })).toBe('2 Items in your basket');
    expect(t('ruleChoose', { type: t('groupRequired'), count: 2 })).toBe('Required, choose 2');
    expect(t('selectOptions', { count: 1 })).toBe('Please select 1 option');
    expect(t('selectOptions', { count: 2 })).toBe('Please select 2 options');
    expect(t('openChildText', { location: 'Hotel Nyhavn' })).toBe(
      'Your basket from Hotel Nyhavn will be emptied.',
    );
    expect(t('declineQuestion', { number: 12, room: '412' })).toBe(
      'Decline order #12 for room 412?',
    );
    expect(t('availableToday', { time: '18:00' })).toBe('Available today at 18:00');
    expect(t('nextAvailable', { time: 'Fri 5 Jun, 18:00' })).toBe(
      'Next available: Fri 5 Jun, 18:00',
    );
    expect(t('pageNotFound')).toBe('Page not found');
    expect(t('goBack')).toBe('Go back');
    expect(t('yourOrderFrom', { location: 'Hotel Nyhavn' })).toBe('Your order from Hotel Nyhavn');
  });

  it('write dates the British way in English and in the language itself otherwise', async () => {
    expect(messagesOf(undefined, 'en').locale).toBe('en-GB');
    expect(messagesOf(await loadCatalogue('da'), 'da').locale).toBe('da');
  });

  it('word the status icons and the banner in Danish', async () => {
    const { t } = messagesOf(await loadCatalogue('da'), 'da', english);
    expect(t('statusDeliveryIn', { minutes: 12 })).toBe('Levering om cirka 12 min.');
    expect(t('orderCount', { count: 5 })).toBe('5 bestillinger');
    expect(t('availableTomorrow', { time: '06.30' })).toBe('Kan bestilles i morgen fra kl. 06.30');
  });

  it('pluralise Danish by count', async () => {
    const { t } = messagesOf(await loadCatalogue('da'), 'da');
    expect(t('basketCount', { count: 1 })).toBe('1 vare i din kurv');
    expect(t('basketCount', { count: 3 })).toBe('3 varer i din kurv');
    expect(t('selectOptions', { count: 2 })).toBe('Vælg 2 muligheder');
  });
});

describe('format', () => {
  it('fills every placeholder and leaves an unknown one as written', () => {
    expect(format('{a} and {b}, {a}', { a: 1, b: 'x' })).toBe('1 and x, 1');
    expect(format('Open {name}?')).toBe('Open {name}?');
  });
});

describe('known', () => {
  it("translates a shared rule's English text, and passes any other text through", async () => {
    const { known } = messagesOf(await loadCatalogue('da'), 'da', english);
    expect(known('Hotel Nyhavn has accepted your order')).toBe(
      'Hotel Nyhavn har accepteret din bestilling',
    );
    expect(known('Order accepted by Reception')).toBe('Bestillingen er accepteret af Reception');
    expect(known('Paid')).toBe('Betalt');
    expect(known('Room is required')).toBe('Værelse skal udfyldes');
    expect(known('Accept the terms and conditions to continue')).toBe(
      'Accepter handelsbetingelserne for at fortsætte',
    );
    expect(known('Location is closed')).toBe('Location is closed');
  });

  it("translates the delivery page's failures with the checkout pages' English", async () => {
    const { known } = messagesOf(await loadCatalogue('da'), 'da', { ...en, ...enCheckout });
    expect(known('Online payment is not available yet.')).toBe(
      'Onlinebetaling er ikke tilgængelig endnu.',
    );
    expect(known('Your order could not be placed: Location is closed')).toBe(
      'Din bestilling kunne ikke gennemføres: Location is closed',
    );
    expect(known(enCheckout.orderFailed)).toMatch(/^Din bestilling kunne ikke sendes\./);
  });

  it('leaves English as it is', () => {
    const { known } = messagesOf(undefined, 'en', english);
    expect(known('Room is required')).toBe('Room is required');
  });
});

describe('screenLanguage', () => {
  it.each([
    [null, 'da-DK', 'da'],
    [null, 'DA', 'da'],
    [null, 'en-US', 'en'],
    [null, 'de-DE', 'en'],
    [null, '', 'en'],
    ['en', 'da-DK', 'en'],
    ['da', 'en-GB', 'da'],
    // A menu language without screen texts yields to the browser's.
    ['de', 'da-DK', 'da'],
    ['de', 'fr-FR', 'en'],
  ])('menu %j, browser %j: %s', (menu, browser, expected) => {
    expect(screenLanguage(menu, browser)).toBe(expected);
  });
});

function Probe() {
  const { t, language } = useMessages();
  return (
    <p data-language={language}>
      {t('basketEmpty')} / {t('addToBasket', { price: '10.00 kr' })}
    </p>
  );
}

describe('useMessages', () => {
  it('speaks English to an English browser', () => {
    vi.stubGlobal('navigator', { ...navigator, language: 'en-GB' });
    renderWithProviders(<Probe />);
    expect(screen.getByText('Your basket is empty / Add to basket 10.00 kr')).toBeTruthy();
  });

  it('speaks Danish to a Danish browser once its texts have arrived', async () => {
    vi.stubGlobal('navigator', { ...navigator, language: 'da-DK' });
    renderWithProviders(<Probe />);
    const text = await screen.findByText('Din kurv er tom / Læg i kurven 10.00 kr');
    expect(text.dataset.language).toBe('da');
  });

  it('follows the chosen menu language over the browser', async () => {
    vi.stubGlobal('navigator', { ...navigator, language: 'en-US' });
    renderWithProviders(<Probe />, {
      preloadedState: { ui: { ...initialUiState, menuLanguageId: 'da' } },
    });
    await screen.findByText('Din kurv er tom / Læg i kurven 10.00 kr');
    cleanup();

    vi.stubGlobal('navigator', { ...navigator, language: 'da-DK' });
    renderWithProviders(<Probe />, {
      preloadedState: { ui: { ...initialUiState, menuLanguageId: 'en' } },
    });
    expect(screen.getByText('Your basket is empty / Add to basket 10.00 kr')).toBeTruthy();
  });
});
