import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { EMPTY_GUID } from '../ids';
import { fieldErrorsOf } from './field-errors';
import {
  callingCodeSchema,
  emailSchema,
  idSchema,
  imageKeySchema,
  languageIdSchema,
  oneEntryPerLanguage,
  optionalText,
  phoneSchema,
  priceDifferenceSchema,
  priceSchema,
  requiredText,
  savedIdSchema,
  sortOrderSchema,
} from './fields';
import { MAX_MINOR_UNITS, TEXT_LIMITS } from './limits';

const SAVED_ID = '7f3c2a10-1b2c-4d3e-8f40-5a6b7c8d9e0f';

/** The message a schema gives for a value it rejects (a plain value's issues have an empty path). */
function messageOf(schema: z.ZodType, value: unknown): string | undefined {
  const result = schema.safeParse(value);
  expect(result.success).toBe(false);
  return fieldErrorsOf(result.error!)[''];
}

describe('requiredText', () => {
  const name = requiredText('Name', 5);

  it('trims the text', () => {
    expect(name.parse('  Ann \n')).toBe('Ann');
  });

  it.each(['', ' ', '\t\n  '])('rejects %j as missing', (value) => {
    expect(messageOf(name, value)).toBe('Name is required');
  });

  it.each([undefined, null, 5, {}])('rejects %j as missing', (value) => {
    expect(messageOf(name, value)).toBe('Name is required');
  });

  it('accepts exactly the maximum and rejects one character more', () => {
    expect(name.parse('abcde')).toBe('abcde');
    expect(messageOf(name, 'abcdef')).toBe('Name must be at most 5 characters');
  });

  it('counts the length after trimming', () => {
    expect(name.parse('  abcde  ')).toBe('abcde');
  });
});

describe('optionalText', () => {
  const note = optionalText('Comment', 3);

  it('trims, and allows empty text', () => {
    expect(note.parse(' ab ')).toBe('ab');
    expect(note.parse('   ')).toBe('');
    expect(note.parse('')).toBe('');
  });

  it('rejects text over the maximum', () => {
    expect(note.parse('abc')).toBe('abc');
    expect(messageOf(note, 'abcd')).toBe('Comment must be at most 3 characters');
  });

  it.each([undefined, null, 3])('rejects %j as not text', (value) => {
    expect(messageOf(note, value)).toBe('Comment must be text');
  });
});

describe('idSchema and savedIdSchema', () => {
  it('accept a UUID', () => {
    expect(idSchema.parse(SAVED_ID)).toBe(SAVED_ID);
    expect(savedIdSchema.parse(SAVED_ID)).toBe(SAVED_ID);
  });

  it('idSchema accepts the empty GUID of a new record', () => {
    expect(idSchema.parse(EMPTY_GUID)).toBe(EMPTY_GUID);
  });

  it('savedIdSchema rejects the empty GUID', () => {
    expect(messageOf(savedIdSchema, EMPTY_GUID)).toBe('Save the record first');
  });

  it.each(['item-1', '', null, 42, `${SAVED_ID}x`])('rejects %j as not an id', (value) => {
    expect(messageOf(idSchema, value)).toBe('Expected an id (a UUID)');
    expect(messageOf(savedIdSchema, value)).toBe('Expected an id (a UUID)');
  });
});

describe('languageIdSchema', () => {
  it.each(['en', 'da', 'nb', 'fil'])('accepts %s', (id) => {
    expect(languageIdSchema.parse(id)).toBe(id);
  });

  it.each(['EN', 'e', 'engl', 'en-GB', '', ' en'])('rejects %j', (id) => {
    expect(messageOf(languageIdSchema, id)).toBe('Expected a language id such as en or da');
  });

  it('rejects a non-string', () => {
    expect(messageOf(languageIdSchema, 1)).toBe('Expected a language id');
  });
});

describe('sortOrderSchema', () => {
  it('accepts zero and positive whole numbers', () => {
    expect(sortOrderSchema.parse(0)).toBe(0);
    expect(sortOrderSchema.parse(7)).toBe(7);
  });

  it.each([
    ['1', 'Sort order must be a number'],
    [1.5, 'Sort order must be a whole number'],
    [-1, 'Sort order cannot be negative'],
  ])('rejects %j', (value, message) => {
    expect(messageOf(sortOrderSchema, value)).toBe(message);
  });
});

describe('priceSchema', () => {
  it('accepts integer minor units from 0 to the maximum', () => {
    const price = priceSchema();
    expect(price.parse(0)).toBe(0);
    expect(price.parse(1250)).toBe(1250);
    expect(price.parse(MAX_MINOR_UNITS)).toBe(MAX_MINOR_UNITS);
  });

  it.each([
    ['12.50', 'Price is required'],
    [undefined, 'Price is required'],
    [12.5, 'Price must be in minor units (a whole number)'],
    [-1, 'Price cannot be negative'],
    [MAX_MINOR_UNITS + 1, 'Price is too large'],
  ])('rejects %j with the default label', (value, message) => {
    expect(messageOf(priceSchema(), value)).toBe(message);
  });

  it('uses the given label', () => {
    expect(messageOf(priceSchema('Total'), -5)).toBe('Total cannot be negative');
    expect(messageOf(priceSchema('Total'), null)).toBe('Total is required');
  });
});

describe('priceDifferenceSchema', () => {
  it('accepts negative, zero and positive minor units up to the maximum either way', () => {
    for (const value of [-MAX_MINOR_UNITS, -500, 0, 500, MAX_MINOR_UNITS]) {
      expect(priceDifferenceSchema.parse(value)).toBe(value);
    }
  });

  it.each([
    ['5', 'Price difference is required'],
    [2.5, 'Price difference must be in minor units (a whole number)'],
    [-MAX_MINOR_UNITS - 1, 'Price difference is too large'],
    [MAX_MINOR_UNITS + 1, 'Price difference is too large'],
  ])('rejects %j', (value, message) => {
    expect(messageOf(priceDifferenceSchema, value)).toBe(message);
  });
});

describe('emailSchema', () => {
  it('trims a valid address', () => {
    expect(emailSchema.parse('  desk@hotelnord.dk ')).toBe('desk@hotelnord.dk');
  });

  it.each(['', '   ', undefined, 5])('rejects %j as missing', (value) => {
    expect(messageOf(emailSchema, value)).toBe('Email is required');
  });

  it.each(['desk', 'desk@', '@hotelnord.dk', 'desk@hotel nord.dk'])('rejects %j', (value) => {
    expect(messageOf(emailSchema, value)).toBe('Enter a valid email address');
  });

  it('accepts an address of exactly the maximum length and rejects a longer one', () => {
    const domain = '@hotelnord.dk';
    const longest = `${'a'.repeat(TEXT_LIMITS.email - domain.length)}${domain}`;
    expect(longest).toHaveLength(254);
    expect(emailSchema.parse(longest)).toBe(longest);
    expect(messageOf(emailSchema, `a${longest}`)).toBe('Email must be at most 254 characters');
  });
});

describe('phoneSchema', () => {
  it('drops spaces, dashes, dots and brackets', () => {
    expect(phoneSchema().parse(' 33 12 00 44 ')).toBe('33120044');
    expect(phoneSchema().parse('(33)12-00.44')).toBe('33120044');
  });

  it("keeps an international '+'", () => {
    expect(phoneSchema().parse('+45 33 12 00 44')).toBe('+4533120044');
  });

  it('accepts 4 to 15 digits', () => {
    expect(phoneSchema().parse('1234')).toBe('1234');
    expect(phoneSchema().parse('123456789012345')).toBe('123456789012345');
  });

  it.each(['', '  ', ' - '])('rejects %j as missing', (value) => {
    expect(messageOf(phoneSchema(), value)).toBe('Phone is required');
  });

  it.each([12345678, null])('rejects the non-string %j as missing', (value) => {
    expect(messageOf(phoneSchema(), value)).toBe('Phone is required');
  });

  it.each(['123', '1234567890123456', '33 12 00 4x', '45+33120044', '++4533120044'])(
    'rejects %j',
    (value) => {
      expect(messageOf(phoneSchema(), value)).toBe('Phone must be a number (4 to 15 digits)');
    },
  );

  it('uses the given label', () => {
    expect(messageOf(phoneSchema('Mobile'), '')).toBe('Mobile is required');
    expect(messageOf(phoneSchema('Mobile'), 'abc')).toBe(
      'Mobile must be a number (4 to 15 digits)',
    );
  });
});

describe('callingCodeSchema', () => {
  it.each([
    ['45', '45'],
    ['+45', '45'],
    [' +45 ', '45'],
    ['1', '1'],
    ['1246', '1246'],
  ])('reads %j as %j', (value, code) => {
    expect(callingCodeSchema.parse(value)).toBe(code);
  });

  it.each(['', '  ', '+'])('rejects %j as missing', (value) => {
    expect(messageOf(callingCodeSchema, value)).toBe('Country code is required');
  });

  it('rejects a number as missing', () => {
    expect(messageOf(callingCodeSchema, 45)).toBe('Country code is required');
  });

  it.each(['12345', '++45', '4 5', 'DK', '45-'])('rejects %j', (value) => {
    expect(messageOf(callingCodeSchema, value)).toBe('Select a country code');
  });
});

describe('imageKeySchema', () => {
  it.each([
    '',
    'demo/hotel.png',
    'uploads/1b2c3d4e-5f60-4a7b-8c9d-0e1f2a3b4c5d.webp',
    'x.jpg',
    'a_b/c-d.jpeg',
  ])('accepts %j', (key) => {
    expect(imageKeySchema.parse(key)).toBe(key);
  });

  it.each([
    '/etc/passwd',
    '/demo/hotel.png',
    '../x.png',
    'a/../b.png',
    './x.png',
    'x.gif',
    'x',
    'Demo/hotel.png',
    'demo/hotel.PNG',
    'demo//hotel.png',
    'demo/hotel.png/',
    'demo\\hotel.png',
    'https://example.com/x.png',
    ' demo/hotel.png',
  ])('rejects %j', (key) => {
    expect(messageOf(imageKeySchema, key)).toBe('Image must be an uploaded image key');
  });

  it('accepts a key of exactly the maximum length and rejects a longer one', () => {
    const longest = `${'a'.repeat(TEXT_LIMITS.imageKey - 4)}.png`;
    expect(imageKeySchema.parse(longest)).toBe(longest);
    expect(messageOf(imageKeySchema, `a${longest}`)).toBe('Image key is too long');
  });

  it('rejects a non-string', () => {
    expect(messageOf(imageKeySchema, null)).toBe('Image must be text');
  });
});

describe('oneEntryPerLanguage', () => {
  it('is true when each language appears once', () => {
    expect(oneEntryPerLanguage([])).toBe(true);
    expect(oneEntryPerLanguage([{ languageId: 'en' }, { languageId: 'da' }])).toBe(true);
  });

  it('is false when a language appears twice', () => {
    expect(
      oneEntryPerLanguage([{ languageId: 'en' }, { languageId: 'da' }, { languageId: 'en' }]),
    ).toBe(false);
  });
});
