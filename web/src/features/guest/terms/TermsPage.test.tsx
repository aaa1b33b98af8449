import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { testConfig } from '../../../testing/fixtures';
import { renderRoutes } from '../../../testing/render';
import { TermsPage } from '../TermsPage';
import { prefersDanish } from './language';
import { ODR_URL } from './parts';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

async function openTerms(language: string, options: Parameters<typeof renderRoutes>[1] = {}) {
  vi.stubGlobal('navigator', { ...navigator, language });
  const rendered = renderRoutes([{ path: '/termsandconditions', Component: TermsPage }], {
    initialEntries: ['/termsandconditions'],
    ...options,
  });
  const article = (await screen.findByRole('heading', { level: 1 })).closest('article')!;
  return { ...rendered, article };
}

const headings = () => screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent);
/** The article's text with its whitespace collapsed, as a reader sees it. */
const textOf = (element: Element) => element.textContent!.replace(/\s+/g, ' ');

describe('terms language', () => {
  it.each([
    ['da', true],
    ['da-DK', true],
    ['DA-dk', true],
    ['en-US', false],
    ['de-DE', false],
    ['da-GL', false],
    ['', false],
  ])('%j is Danish: %s', (language, danish) => {
    expect(prefersDanish(language)).toBe(danish);
  });
});

describe('terms page', () => {
  it('is Danish, marked lang="da", for a da-DK browser', async () => {
    const { article } = await openTerms('da-DK');
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Handelsbetingelser');
    expect(article.getAttribute('lang')).toBe('da');
    expect(document.documentElement.getAttribute('lang')).not.toBe('da');
    expect(headings()).toEqual([
      'Hvem vi er',
      'Vores rolle som formidler',
      'Hvem kan bestille',
      'Log ind',
      'Priser, leveringsgebyr og betaling',
      'Varer med aldersgrænse',
      'Annullering af en bestilling',
      'Fortrydelsesret',
      'Tilbagebetaling',
      'Klager',
      'Online tvistbilæggelse',
      'Alternativ tvistbilæggelse',
    ]);
  });

  it('is English for an en-US browser', async () => {
    const { article } = await openTerms('en-US');
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Terms and conditions');
    expect(article.getAttribute('lang')).toBe('en');
    expect(headings()).toEqual([
      'Who we are',
      'Our role as an intermediary',
      'Who can order',
      'Signing in',
      'Prices, delivery fee and payment',
      'Age-restricted items',
      'Cancelling an order',
      'Right of withdrawal',
      'Refunds',
      'Complaints',
      'Online dispute resolution',
      'Alternative dispute resolution',
    ]);
  });

  it('states every point of the English terms', async () => {
    const { article } = await openTerms('en-US');
    const text = textOf(article);
    for (const point of [
      'We are only an intermediary between you and the establishment',
      'only as a consumer',
      '18 years of age or older',
      'your Google account, your Apple ID or your e-mail address',
      'Any delivery fee is shown before you place your order',
      'may ask to see valid photo ID',
      'you cannot cancel it with the platform',
      '14-day right of withdrawal',
      '(custom-assembled goods)',
      '(perishable goods)',
      '(hygiene-sealed goods)',
      '(mixed goods)',
      'within 14 days',
      'same payment method',
      'acknowledge your complaint within 1 week and handle it within 2 weeks',
      'We do not take part in alternative dispute resolution',
    ]) {
      expect(text, point).toContain(point);
    }
  });

  it('states every point of the Danish terms', async () => {
    const { article } = await openTerms('da');
    const text = textOf(article);
    for (const point of [
      'Vi er alene formidler mellem dig og forretningen',
      'kun bestille som forbruger',
      'fyldt 18 år',
      'Google-konto, dit Apple-id eller din e-mailadresse',
      'leveringsgebyr vises, før du afgiver din bestilling',
      'gyldig billedlegitimation',
      'kan du ikke annullere den hos platformen',
      '14 dages fortrydelsesret',
      '(specialsammensatte varer)',
      '(letfordærvelige varer)',
      '(hygiejneforseglede varer)',
      '(blandede varer)',
      'inden for 14 dage',
      'samme betalingsmiddel',
      'inden for 1 uge og behandler den inden for 2 uger',
      'Vi deltager ikke i alternativ tvistbilæggelse',
    ]) {
      expect(text, point).toContain(point);
    }
  });

  it.each(['en-US', 'da-DK'])(
    'links the EU dispute platform and names the company (%s)',
    async (language) => {
      const { article } = await openTerms(language);
      expect(screen.getByRole('link', { name: ODR_URL }).getAttribute('href')).toBe(
        'https://ec.europa.eu/consumers/odr',
      );
      const { company } = testConfig;
      const text = textOf(article);
      for (const detail of [company.name, company.address, company.registrationNumber]) {
        expect(text).toContain(detail);
      }
      expect(screen.getAllByRole('link', { name: company.email })[0]!.getAttribute('href')).toBe(
        `mailto:${company.email}`,
      );
    },
  );

  it('still reads without the company configuration', async () => {
    const { article } = await openTerms('en-US', {
      config: { ok: false, error: 'No configuration provided' },
    });
    expect(textOf(article)).toContain('The operator of this service');
    expect(screen.queryByRole('link', { name: /@/ })).toBeNull();
  });
});
