import countryToCurrency from 'country-to-currency';
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

const regionNames = new Intl.DisplayNames(['en'], { type: 'region', fallback: 'code' });

/** A country as data: its ISO code, English name, calling code, currency code and symbol. */
export type CountryRow = readonly [
  code: string,
  name: string,
  callingCode: string,
  currencyCode: string,
  currencySymbol: string,
];

/**
 * Every ISO 3166-1 country, sorted by English name. Worked out here when the module is imported
 * (the local server, the tests), and once more when a Lambda is bundled, which inlines the finished
 * rows (infra/lib/bundling.ts, atBuildTime): on a cold start, working them out cost the first
 * location view 13 ms (Intl's number and region-name data, a formatter per currency, 250 names
 * sorted) for one country's name and currency symbol (issue #14). Rows rather than Country records
 * keep the inlined data to a third of the bytes; reference.ts makes the records.
 */
export const COUNTRY_ROWS: readonly CountryRow[] = Object.entries(
  countryToCurrency as Record<string, string>,
)
  .filter(([code]) => !WITHDRAWN_CODES.has(code))
  .map(([code, currencyCode]): CountryRow => [
    code,
    regionNames.of(code) ?? code,
    CALLING_CODES[code] ?? '',
    currencyCode,
    currencySymbol(currencyCode),
  ])
  .sort((a, b) => a[1].localeCompare(b[1], 'en'));
