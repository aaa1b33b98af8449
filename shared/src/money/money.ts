import { MAX_MINOR_UNITS } from '../schema/limits';

// Money is an integer number of minor units of one currency (12.50 DKK is 1250). Integers add and
// multiply exactly, so totals never drift; decimals exist only at the edges: parsing what a form
// typed and formatting what a page shows.

export type MinorUnits = number;

/** The currency of an amount as pages show it: its ISO code and its symbol. */
export type CurrencyDisplay = { id: string; symbol: string };

// Building an Intl.NumberFormat costs far more than using one, and a menu page formats every price
// (a 500-item menu, hundreds at once; the orders export, every line): each is built once per key
// and kept. Keys come from stored records (currencies, languages), so they are few; a map that
// somehow fills is emptied rather than grown.
const KEPT_AT_MOST = 64;

function kept<T>(cache: Map<string, T>, key: string, make: () => T): T {
  let value = cache.get(key);
  if (value === undefined) {
    if (cache.size >= KEPT_AT_MOST) cache.clear();
    value = make();
    cache.set(key, value);
  }
  return value;
}

const digitsByCurrency = new Map<string, number>();
const decimalFormats = new Map<string, Intl.NumberFormat>();

/** Decimal places of a currency's minor unit (DKK 2, JPY 0, KWD 3); 2 when Intl does not know it. */
export function minorUnitDigits(currencyCode: string): number {
  return kept(digitsByCurrency, currencyCode, () => {
    try {
      return (
        new Intl.NumberFormat('en', { style: 'currency', currency: currencyCode }).resolvedOptions()
          .maximumFractionDigits ?? 2
      );
    } catch {
      return 2;
    }
  });
}

function assertMinorUnits(amount: number): void {
  if (!Number.isSafeInteger(amount) || Math.abs(amount) > MAX_MINOR_UNITS * 100) {
    throw new RangeError(`Not an amount in minor units: ${amount}`);
  }
}

/** The sum of amounts; throws on anything but whole minor units. */
export function addMoney(...amounts: readonly MinorUnits[]): MinorUnits {
  let sum = 0;
  for (const amount of amounts) {
    assertMinorUnits(amount);
    sum += amount;
  }
  assertMinorUnits(sum);
  return sum;
}

/** An amount times a whole quantity. */
export function multiplyMoney(amount: MinorUnits, quantity: number): MinorUnits {
  assertMinorUnits(amount);
  if (!Number.isSafeInteger(quantity)) throw new RangeError(`Not a quantity: ${quantity}`);
  const product = amount * quantity;
  assertMinorUnits(product);
  return product;
}

/** An amount as a plain decimal string with the currency's digits: 1250 -> '12.50', -5 -> '-0.05'. */
export function toDecimalString(amount: MinorUnits, currencyCode: string): string {
  assertMinorUnits(amount);
  const digits = minorUnitDigits(currencyCode);
  const sign = amount < 0 ? '-' : '';
  const units = String(Math.abs(amount)).padStart(digits + 1, '0');
  if (digits === 0) return sign + units;
  return `${sign}${units.slice(0, -digits)}.${units.slice(-digits)}`;
}

/**
 * Parses a typed amount ('12.5', '12,50', '-3', ' 7 ') into minor units without ever going through
 * a float. Undefined for anything else, or for more decimals than the currency has.
 */
export function parseMoney(input: string, currencyCode: string): MinorUnits | undefined {
  const match = /^(-?)(\d{1,9})(?:[.,](\d*))?$/.exec(input.trim());
  if (!match) return undefined;
  const [, sign = '', whole = '0', fraction = ''] = match;
  const digits = minorUnitDigits(currencyCode);
  if (fraction.length > digits) return undefined;
  const amount = Number(whole + fraction.padEnd(digits, '0'));
  if (amount > MAX_MINOR_UNITS) return undefined;
  return sign === '-' && amount !== 0 ? -amount : amount;
}

/**
 * An amount followed by the currency symbol, as spec §2 shows prices: '12.50 kr'. The number is
 * formatted from its decimal string, so no float rounding is involved.
 */
export function formatMoney(amount: MinorUnits, currency: CurrencyDisplay, locale = 'en'): string {
  const digits = minorUnitDigits(currency.id);
  const format = kept(
    decimalFormats,
    `${locale} ${digits}`,
    () =>
      new Intl.NumberFormat(locale, {
        minimumFractionDigits: digits,
        maximumFractionDigits: digits,
      }),
  );
  const number = format.format(toDecimalString(amount, currency.id) as `${number}`);
  return currency.symbol ? `${number} ${currency.symbol}` : number;
}
