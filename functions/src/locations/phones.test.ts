import { describe, expect, it } from 'vitest';
import { locationPhoneToE164, normaliseContactPhone } from './phones';

describe('location phones', () => {
  it.each([
    ['33120044', 'DK', '+4533120044'],
    ['+45 33 12 00 44', 'DK', '+4533120044'],
    ['+4520112233', 'SE', '+4520112233'],
    ['08-123 456 78', 'SE', '+46812345678'],
  ])('%s in %s is %s', (phone, country, e164) => {
    expect(locationPhoneToE164(phone, country)).toBe(e164);
  });

  it.each([
    ['1234', 'DK'],
    ['070000000', 'DK'],
    ['', 'DK'],
  ])('refuses %j in %s', (phone, country) => {
    expect(locationPhoneToE164(phone, country)).toBeUndefined();
  });
});

describe('contact phones', () => {
  it('keeps calling code and national number, and knows the E.164 form', () => {
    expect(normaliseContactPhone('45', '20112233')).toEqual({
      countryCode: '45',
      phoneNumber: '20112233',
      e164: '+4520112233',
    });
  });

  it('drops a trunk zero typed in front of the national number', () => {
    expect(normaliseContactPhone('44', '07400123456')).toEqual({
      countryCode: '44',
      phoneNumber: '7400123456',
      e164: '+447400123456',
    });
  });

  it('refuses a number that is not valid in the country of its code', () => {
    expect(normaliseContactPhone('45', '1234')).toBeUndefined();
    expect(normaliseContactPhone('999', '20112233')).toBeUndefined();
  });
});
