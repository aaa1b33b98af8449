import { describe, expect, it } from 'vitest';
import { countrySchema } from '@inroom/shared';
import { allCountries, findCountry } from './reference';

describe('allCountries', () => {
  it('lists every ISO 3166-1 country once, each a valid country', () => {
    const countries = allCountries();
    expect(countries.length).toBeGreaterThanOrEqual(245);
    expect(new Set(countries.map((country) => country.code)).size).toBe(countries.length);
    for (const country of countries)
      expect(countrySchema.safeParse(country).success, country.code).toBe(true);
  });

  it('never shows two countries under the same name', () => {
    const codesByName = new Map<string, string[]>();
    for (const country of allCountries())
      codesByName.set(country.name, [...(codesByName.get(country.name) ?? []), country.code]);
    const shared = [...codesByName].filter(([, codes]) => codes.length > 1);
    expect(shared).toEqual([]);
  });

  it('lists Curaçao once, as CW, and leaves out the withdrawn Netherlands Antilles', () => {
    const curacao = allCountries().filter((country) => country.name === 'Curaçao');
    expect(curacao.map((country) => country.code)).toEqual(['CW']);
    expect(findCountry('AN')).toBeUndefined();
    expect(findCountry('SX')?.name).toBe('Sint Maarten');
    expect(findCountry('BQ')?.name).toBe('Caribbean Netherlands');
  });

  it('gives Denmark its name, calling code and currency with symbol', () => {
    expect(findCountry('DK')).toEqual({
      id: 'DK',
      code: 'DK',
      name: 'Denmark',
      callingCode: '45',
      defaultCurrency: { id: 'DKK', code: 'DKK', symbol: 'kr' },
    });
  });

  it('has calling codes and currency symbols for the product’s neighbours', () => {
    expect(findCountry('se')?.callingCode).toBe('46');
    expect(findCountry('DE')?.defaultCurrency).toMatchObject({ code: 'EUR', symbol: '€' });
    expect(findCountry('GB')?.defaultCurrency.symbol).toBe('£');
  });

  it('is sorted by name', () => {
    const names = allCountries().map((country) => country.name);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, 'en')));
  });

  it('finds nothing for an unknown code', () => {
    expect(findCountry('XX')).toBeUndefined();
  });
});
