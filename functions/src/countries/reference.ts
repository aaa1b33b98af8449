import type { Country } from '@inroom/shared';
import { COUNTRY_ROWS } from './country-list';

let countries: readonly Country[] | undefined;
let byCode: ReadonlyMap<string, Country> | undefined;

/** Every ISO 3166-1 country, sorted by English name. */
export function allCountries(): readonly Country[] {
  countries ??= COUNTRY_ROWS.map(([code, name, callingCode, currencyCode, symbol]): Country => ({
    id: code,
    code,
    name,
    callingCode,
    defaultCurrency: { id: currencyCode, code: currencyCode, symbol },
  }));
  return countries;
}

export function findCountry(idOrCode: string): Country | undefined {
  byCode ??= new Map(allCountries().map((country) => [country.code, country]));
  return byCode.get(idOrCode.toUpperCase());
}
