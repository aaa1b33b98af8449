import fc from 'fast-check';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  addMoney,
  formatMoney,
  minorUnitDigits,
  multiplyMoney,
  parseMoney,
  toDecimalString,
} from './money';

const DKK = { id: 'DKK', symbol: 'kr' };
const EUR = { id: 'EUR', symbol: '€' };

describe('minor unit digits', () => {
  it.each([
    ['DKK', 2],
    ['EUR', 2],
    ['JPY', 0],
    ['KWD', 3],
    ['not a currency', 2],
    ['', 2],
  ])('%s has %d', (code, digits) => {
    expect(minorUnitDigits(code)).toBe(digits);
  });
});

describe('formatting (amount, then the currency symbol)', () => {
  it.each([
    [1250, DKK, '12.50 kr'],
    [0, DKK, '0.00 kr'],
    [5, DKK, '0.05 kr'],
    [-500, DKK, '-5.00 kr'],
    [123456789, EUR, '1,234,567.89 €'],
    [1200, { id: 'JPY', symbol: '¥' }, '1,200 ¥'],
    [1234, { id: 'KWD', symbol: 'KD' }, '1.234 KD'],
    [1250, { id: 'DKK', symbol: '' }, '12.50'],
  ])('%d %j is %s', (amount, currency, text) => {
    expect(formatMoney(amount, currency)).toBe(text);
  });

  it('follows the locale for separators', () => {
    expect(formatMoney(123450, DKK, 'da')).toBe('1.234,50 kr');
  });

  it('never shows float error', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 100_000_000 }), (amount) => {
        const whole = Math.floor(amount / 100);
        const cents = String(amount % 100).padStart(2, '0');
        expect(formatMoney(amount, DKK)).toBe(`${whole.toLocaleString('en')}.${cents} kr`);
      }),
    );
  });

  it('refuses fractions of a minor unit', () => {
    expect(() => formatMoney(12.5, DKK)).toThrow(RangeError);
  });
});

describe('decimal strings and parsing at the edges', () => {
  it.each([
    [1250, 'DKK', '12.50'],
    [-5, 'DKK', '-0.05'],
    [7, 'JPY', '7'],
    [1, 'KWD', '0.001'],
  ])('%d %s is %s', (amount, code, text) => {
    expect(toDecimalString(amount, code)).toBe(text);
  });

  it.each([
    ['12.50', 1250],
    ['12.5', 1250],
    ['12,5', 1250],
    ['12', 1200],
    [' 7 ', 700],
    ['0.07', 7],
    ['-3', -300],
    ['-0', 0],
    ['12.', 1200],
    ['1000000.00', 100_000_000],
  ])('parses %j as %d', (input, amount) => {
    expect(parseMoney(input, 'DKK')).toBe(amount);
  });

  it.each(['', 'abc', '12.505', '1.2.3', '+5', '1e3', '12 50', '1000000.01', '.5'])(
    'rejects %j',
    (input) => {
      expect(parseMoney(input, 'DKK')).toBeUndefined();
    },
  );

  it('knows currencies without decimals', () => {
    expect(parseMoney('1200', 'JPY')).toBe(1200);
    expect(parseMoney('12.5', 'JPY')).toBeUndefined();
  });

  it('round-trips every amount through its decimal string', () => {
    fc.assert(
      fc.property(fc.integer({ min: -100_000_000, max: 100_000_000 }), (amount) => {
        expect(parseMoney(toDecimalString(amount, 'DKK'), 'DKK')).toBe(amount);
      }),
    );
  });
});

describe('arithmetic in minor units', () => {
  it('adds and multiplies exactly where floats would not', () => {
    // 0.1 + 0.2 in major units is the classic float error; in minor units it is exact.
    expect(addMoney(10, 20)).toBe(30);
    expect(addMoney()).toBe(0);
    expect(multiplyMoney(1999, 3)).toBe(5997);
  });

  it('refuses non-integers and unsafe sizes', () => {
    expect(() => addMoney(0.1, 0.2)).toThrow(RangeError);
    expect(() => multiplyMoney(100, 1.5)).toThrow(RangeError);
    expect(() => multiplyMoney(Number.MAX_SAFE_INTEGER, 2)).toThrow(RangeError);
    expect(() => addMoney(Number.NaN)).toThrow(RangeError);
  });

  it('never drifts after any sequence of adds and removes', () => {
    const amount = fc.integer({ min: 0, max: 1_000_000 });
    fc.assert(
      fc.property(fc.array(fc.tuple(fc.boolean(), amount), { maxLength: 200 }), (steps) => {
        let total = 0;
        let expected = 0n;
        for (const [isAdd, value] of steps) {
          total = addMoney(total, isAdd ? value : -value);
          expected += BigInt(isAdd ? value : -value);
        }
        expect(BigInt(total)).toBe(expected);
        expect(Number.isInteger(total)).toBe(true);
      }),
    );
  });
});

describe('the number formats it builds', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('builds one per currency and one per locale and digits, however many prices it formats', () => {
    // Intl with a NumberFormat that counts what it builds: a function (not an arrow) can be called
    // with `new`, and one that returns an object gives that object.
    const RealNumberFormat = Intl.NumberFormat;
    const built = vi.fn(function build(
      locales?: Intl.LocalesArgument,
      options?: Intl.NumberFormatOptions,
    ) {
      return new RealNumberFormat(locales, options);
    });
    vi.stubGlobal(
      'Intl',
      Object.assign(Object.create(Intl) as typeof Intl, { NumberFormat: built }),
    );
    const SEK = { id: 'SEK', symbol: 'kr' };
    const texts = Array.from({ length: 200 }, (_, amount) => formatMoney(amount * 25, SEK, 'sv'));
    expect(texts[5]).toBe('1,25 kr');
    // The currency's digits once, the Swedish two-digit format once.
    expect(built).toHaveBeenCalledTimes(2);
    expect(parseMoney('3,5', 'SEK')).toBe(350);
    expect(built).toHaveBeenCalledTimes(2);
  });

  it('still answers right after more currencies than it keeps', () => {
    for (let index = 0; index < 100; index += 1) expect(minorUnitDigits(`X${index}`)).toBe(2);
    expect(minorUnitDigits('JPY')).toBe(0);
    expect(formatMoney(1234, { id: 'KWD', symbol: 'KD' })).toBe('1.234 KD');
  });
});
