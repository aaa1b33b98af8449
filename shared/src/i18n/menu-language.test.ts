import { describe, expect, it } from 'vitest';
import { LANGUAGE_IDS } from '../reference/languages';
import { bestMenuLanguage, canonicalBrowserLanguage } from './menu-language';

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

/** Every way a menu can offer some of `ids`: each subset, with each of its members as default. */
function menusOffering(ids: readonly string[]) {
  const menus: { languageId: string; isDefault: boolean }[][] = [[]];
  for (let mask = 1; mask < 1 << ids.length; mask += 1) {
    const offered = ids.filter((_, index) => mask & (1 << index));
    for (const isDefault of offered)
      menus.push(
        offered.map((languageId) => ({ languageId, isDefault: languageId === isDefault })),
      );
  }
  return menus;
}

describe('the browser language a guest view is asked in', () => {
  const tags = [
    ...['en', 'EN', 'en-US', 'en_GB', 'en-AU', ' da-DK ', 'da', 'DA_dk', 'de-CH', 'fr-CA'],
    ...['no', 'nn-NO', 'nb-NO', 'sv-SE', 'pl-PL', 'ja-JP', 'ja', 'zh-Hant-TW', 'pt-BR', 'es-419'],
    ...['fil-PH', 'i-klingon', 'x', '-', '', '*'],
  ];

  it('gives every menu the language the browser’s own tag gets, whatever the menu offers', () => {
    // Menus offer only our languages: menu/create and addnewlanguage refuse any other.
    const menus = [
      ...menusOffering(['en', 'da', 'nb', 'de', 'pl']),
      LANGUAGE_IDS.map((languageId) => ({ languageId, isDefault: languageId === 'pl' })),
    ];
    expect(menus).toHaveLength(1 + 80 + 1);
    for (const tag of tags) {
      const asked = canonicalBrowserLanguage(tag);
      for (const menu of menus)
        expect(bestMenuLanguage(asked, menu), `${tag} as ${asked}`).toBe(
          bestMenuLanguage(tag, menu),
        );
    }
  });

  it('asks in one language for every region of it, and in the primary subtag for others', () => {
    expect(['en-US', 'en-GB', 'EN_au', 'en'].map(canonicalBrowserLanguage)).toEqual([
      'en',
      'en',
      'en',
      'en',
    ]);
    expect(['no', 'nn-NO', 'nb-NO'].map(canonicalBrowserLanguage)).toEqual(['nb', 'nb', 'nb']);
    expect(['ja-JP', 'zh-Hant-TW', 'es-419'].map(canonicalBrowserLanguage)).toEqual([
      'ja',
      'zh',
      'es',
    ]);
    expect(['', '-', ' x '].map(canonicalBrowserLanguage)).toEqual(['', '-', 'x']);
  });
});
