import { describe, expect, it } from 'vitest';
import { allLanguages, languageFromBrowserTag } from './languages';

describe('allLanguages', () => {
  it('has the ten languages the product launches with, named by Intl', () => {
    const names = allLanguages().map((language) => language.name);
    expect(names).toEqual(
      expect.arrayContaining([
        'English',
        'Danish',
        'German',
        'Swedish',
        'Norwegian Bokmål',
        'French',
        'Spanish',
        'Italian',
        'Dutch',
        'Polish',
      ]),
    );
    expect(allLanguages()).toHaveLength(10);
  });
});

describe('languageFromBrowserTag', () => {
  it('maps region tags and case to our ids', () => {
    expect(languageFromBrowserTag('da-DK')).toBe('da');
    expect(languageFromBrowserTag('EN_us')).toBe('en');
  });

  it('maps Norwegian variants to Bokmål', () => {
    expect(languageFromBrowserTag('no')).toBe('nb');
    expect(languageFromBrowserTag('nn-NO')).toBe('nb');
  });

  it('returns undefined for a language we do not have', () => {
    expect(languageFromBrowserTag('ja-JP')).toBeUndefined();
    expect(languageFromBrowserTag('')).toBeUndefined();
  });
});
