import { describe, expect, it } from 'vitest';
import { contactE164 } from './contact-phone';
import { normaliseContactPhone } from './phones';

describe('contactE164', () => {
  it('is the E.164 number location save worked out, for numbers as it stores them', () => {
    for (const [countryCode, typed] of [
      ['45', '20112233'],
      ['44', '07400123456'],
      ['46', '08-123 456 78'.replace(/\D/g, '')],
      ['1', '2015550123'],
      ['39', '0212345678'],
    ] as const) {
      const saved = normaliseContactPhone(countryCode, typed);
      expect(saved, `${countryCode} ${typed}`).toBeDefined();
      if (!saved) continue;
      expect(contactE164(saved)).toBe(saved.e164);
    }
  });

  it('refuses a record that cannot be an E.164 number', () => {
    expect(contactE164({ countryCode: '', phoneNumber: '20112233' })).toBeUndefined();
    expect(contactE164({ countryCode: '045', phoneNumber: '20112233' })).toBeUndefined();
    expect(contactE164({ countryCode: '4512', phoneNumber: '20112233' })).toBeUndefined();
    expect(contactE164({ countryCode: '45', phoneNumber: '123' })).toBeUndefined();
    expect(contactE164({ countryCode: '45', phoneNumber: '20 11 22 33' })).toBeUndefined();
    // 16 digits in all: one more than E.164 allows.
    expect(contactE164({ countryCode: '45', phoneNumber: '20112233445566' })).toBeUndefined();
    expect(contactE164({ countryCode: '45', phoneNumber: '2011223344556' })).toBe(
      '+452011223344556',
    );
  });
});
