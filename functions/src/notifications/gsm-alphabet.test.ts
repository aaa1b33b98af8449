import fc from 'fast-check';
import { SegmentedMessage } from 'sms-segments-calculator';
import { describe, expect, it } from 'vitest';
import { inGsmAlphabet, isGsmText } from './gsm-alphabet';

/** How Twilio's segment calculator, the library whose tables these are, would send the text. */
const encodingOf = (text: string) => new SegmentedMessage(text).encodingName;

/** Characters names are made of, and the ones that trip an SMS up: every script's, emoji too. */
const character = fc.oneof(
  fc.constantFrom(...'aZ0 .,-\'"&/()éøåÆÖüñßÇ€[]^{}|~\\\n'),
  fc.constantFrom(...'’‘“”«»–—…•\u00a0\u2009\u202f\t`´ôáíóúçãõłŁşğıžčřęą'),
  fc.constantFrom('e\u0301', 'o\u0302', 'Ξ', 'ώ', 'Ж', 'ש', '日', '🏨', '👍🏽', '\u0301'),
  fc.integer({ min: 0x20, max: 0x2fff }).map((code) => String.fromCodePoint(code)),
);
const text = fc.array(character, { minLength: 1, maxLength: 30 }).map((parts) => parts.join(''));

describe('isGsmText', () => {
  it.each([
    ['Hotel Nyhavn, room 412: 245.00 kr.', true],
    ['Café Ærø, Øster Søgade, Düsseldorf, Señor, Ça, Straße', true],
    ['€5 [a] {b} ^ | ~ \\', true],
    ['Hôtel', false],
    ['Nick’s', false],
    ['`', false],
    ['🏨', false],
  ])('%j: %s', (value, expected) => {
    expect(isGsmText(value)).toBe(expected);
  });

  it('agrees with Twilio’s segment calculator on any text', () => {
    fc.assert(
      fc.property(text, (value) => {
        expect(isGsmText(value)).toBe(encodingOf(value) === 'GSM-7');
      }),
      { numRuns: 3000 },
    );
  });
});

describe('inGsmAlphabet', () => {
  it.each([
    ['Hôtel d’Angleterre – Spa', "Hotel d'Angleterre - Spa"],
    ['Nick’s “Diner”…', 'Nick\'s "Diner"...'],
    ['Grand\u00a0Hotel\u2009\u202fSpa\tBar', 'Grand Hotel  Spa Bar'],
    ['Crêperie Française, São Paulo', 'Creperie Francaise, Sao Paulo'],
    // Combining accents, as a Mac's file names and some keyboards write them.
    ['Ho\u0302tel Cafe\u0301', 'Hotel Café'],
    // Letters the alphabet has with their accents keep them.
    [
      'Café Ærø, Düsseldorf, Señor, Ça, Straße, Åben',
      'Café Ærø, Düsseldorf, Señor, Ça, Straße, Åben',
    ],
  ])('%j is %j', (value, expected) => {
    expect(inGsmAlphabet(value)).toBe(expected);
    expect(encodingOf(inGsmAlphabet(value))).toBe('GSM-7');
  });

  it.each(['Ξενοδοχείο Ακρόπολη – Spa…', 'Hotel 🏨 – Spa', 'Łódź Grand’s', '東京ホテル'])(
    'keeps %j as it is: it goes as UCS-2 anyway',
    (value) => {
      expect(inGsmAlphabet(value)).toBe(value);
      expect(encodingOf(value)).toBe('UCS-2');
    },
  );

  it('writes any text in the GSM alphabet, or leaves it as it was', () => {
    fc.assert(
      fc.property(text, (value) => {
        const written = inGsmAlphabet(value);
        if (written !== value) expect(encodingOf(written)).toBe('GSM-7');
        if (isGsmText(value)) expect(written).toBe(value);
      }),
      { numRuns: 3000 },
    );
  });
});
