import countryToCurrency from 'country-to-currency';
import type { Country } from '@inroom/shared';
import { CALLING_CODES } from './calling-codes';

// The ISO 3166-1 list and each country's default currency come from country-to-currency, calling
// codes from libphonenumber-js (calling-codes.ts) and every display name and symbol from Intl:
// nothing hand-typed.

const currencySymbol = (currencyCode: string): string =>
  new Intl.NumberFormat('en', {
    style: 'currency',
    currency: currencyCode,
    currencyDisplay: 'narrowSymbol',
  })
    .formatToParts(0)
    .find((part) => part.type === 'currency')?.value ?? currencyCode;

// country-to-currency still carries AN (Netherlands Antilles), withdrawn from ISO 3166-1 in 2010;
// Intl names it "Curaçao", so the list showed Curaçao twice. Its successors CW, SX and BQ are listed.
const WITHDRAWN_CODES: ReadonlySet<string> = new Set(['AN']);

let cache: readonly Country[] | undefined;

/** Every ISO 3166-1 country, sorted by English name. */
export function allCountries(): readonly Country[] {
  if (cache) return cache;
  // Made here, not at import: Intl's first use loads its locale data, ~10 ms of every cold start.
  const regionNames = new Intl.DisplayNames(['en'], { type: 'region', fallback: 'code' });
  cache = Object.entries(countryToCurrency as Record<string, string>)
    .filter(([code]) => !WITHDRAWN_CODES.has(code))
    .map(([code, currencyCode]): Country => ({
      id: code,
      code,
      name: regionNames.of(code) ?? code,
      callingCode: CALLING_CODES[code] ?? '',
      defaultCurrency: {
        id: currencyCode,
        code: currencyCode,
        symbol: currencySymbol(currencyCode),
      },
    }))
    .sort((a, b) => a.name.localeCompare(b.name, 'en'));
  return cache;
}

export function findCountry(idOrCode: string): Country | undefined {
  const code = idOrCode.toUpperCase();
  return allCountries().find((country) => country.code === code);
}
