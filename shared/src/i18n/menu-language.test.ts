import { describe, expect, it } from 'vitest';
import { bestMenuLanguage } from './menu-language';

const englishDefaultWithDanish = [
  { languageId: 'en', isDefault: true },
  { languageId: 'da', isDefault: false },
];

describe("the menu's language for a browser", () => {
  it.each([
    ['da', 'da'],
    ['da-DK', 'da'],
    ['DA_dk', 'da'],
    ['en-GB', 'en'],
    ['de-DE', 'en'],
    ['', 'en'],
  ])('%j reads the menu in %s', (tag, languageId) => {
    expect(bestMenuLanguage(tag, englishDefaultWithDanish)).toBe(languageId);
  });

  it('maps Norwegian tags to Bokmål menus', () => {
    expect(bestMenuLanguage('no-NO', [{ languageId: 'nb', isDefault: false }])).toBe('nb');
  });

  it('falls back to the default even when it is not listed first', () => {
    const danishDefault = [
      { languageId: 'en', isDefault: false },
      { languageId: 'da', isDefault: true },
    ];
    expect(bestMenuLanguage('fr-FR', danishDefault)).toBe('da');
  });

  it('has nothing to offer for a menu without languages', () => {
    expect(bestMenuLanguage('da-DK', [])).toBeUndefined();
  });
});
