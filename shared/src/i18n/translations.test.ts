import { describe, expect, it } from 'vitest';
import { defaultLanguageId, pickTranslation, translatedName } from './translations';

const names = [
  { languageId: 'en', name: 'Breakfast' },
  { languageId: 'da', name: 'Morgenmad' },
  { languageId: 'de', name: '  ' },
];

describe('picking a translation', () => {
  it('prefers the language asked for', () => {
    expect(translatedName(names, 'da', 'en')).toBe('Morgenmad');
  });

  it('falls back to the default language, also past a blank name', () => {
    expect(translatedName(names, 'sv', 'en')).toBe('Breakfast');
    expect(translatedName(names, 'de', 'da')).toBe('Morgenmad');
  });

  it('falls back to the first name when neither exists', () => {
    expect(translatedName(names.slice(1), 'sv', 'fr')).toBe('Morgenmad');
    expect(pickTranslation(names, 'sv')).toEqual(names[0]);
  });

  it('is empty when there is no name at all', () => {
    expect(translatedName([], 'en', 'en')).toBe('');
    expect(translatedName([{ languageId: 'en', name: '' }], 'en')).toBe('');
  });
});

describe("a menu's default language (spec §3)", () => {
  it('is the one flagged isDefault, else the first', () => {
    expect(
      defaultLanguageId([
        { languageId: 'en', isDefault: false },
        { languageId: 'da', isDefault: true },
      ]),
    ).toBe('da');
    expect(defaultLanguageId([{ languageId: 'en', isDefault: false }])).toBe('en');
    expect(defaultLanguageId([])).toBeUndefined();
  });
});
