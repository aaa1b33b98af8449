import { describe, expect, it } from 'vitest';
import { DENMARK, makeLocation } from '../../../../testing/fixtures';
import { createFuzzyLocationSearch, foldForSearch } from './fuzzyLocationSearch';

const sweden = { ...DENMARK, id: 'SE', code: 'SE', name: 'Sweden', callingCode: '46' };

// The demo data (infra/local/seed/demo-data.ts): all three at the same Copenhagen address.
const copenhagen = { address: 'Nyhavn 44', zip: '1051', city: 'København K', country: DENMARK };
const hotel = makeLocation({ name: 'Hotel Nyhavn', ...copenhagen });
const deli = makeLocation({ name: 'Kajens Deli', ...copenhagen });
const ankeret = makeLocation({ name: 'Restaurant Ankeret', ...copenhagen });
const malmo = makeLocation({
  name: 'Hotel Øresund',
  address: 'Stortorget 2',
  zip: '21122',
  city: 'Malmö',
  country: sweden,
});
const all = [hotel, deli, ankeret, malmo];
const search = createFuzzyLocationSearch(all);
const names = (text: string) => search(text).map((location) => location.name);

describe('fuzzy location search (spec §2)', () => {
  it('lists every location in its own order for blank text', () => {
    expect(search('')).toBe(all);
    expect(names('   ')).toEqual(names(''));
  });

  it.each(['Kobenhavn', 'københavn', 'Copenhagn', 'Copenhagen', 'Kopenhagen', 'kobenhvn'])(
    'finds the Copenhagen locations by the misspelt city %s',
    (text) => {
      expect(names(text).sort()).toEqual(['Hotel Nyhavn', 'Kajens Deli', 'Restaurant Ankeret']);
    },
  );

  it.each([
    ['name', 'Ankeret', ['Restaurant Ankeret']],
    ['misspelt name', 'Resturant Ankret', ['Restaurant Ankeret']],
    ['address', 'stortorget', ['Hotel Øresund']],
    ['zip', '21122', ['Hotel Øresund']],
    ['country name', 'Sweden', ['Hotel Øresund']],
    ['misspelt country', 'Swedn', ['Hotel Øresund']],
    ['city without its ring', 'Malmo', ['Hotel Øresund']],
  ])('searches the %s', (_field, text, expected) => {
    expect(names(text)).toEqual(expected);
  });

  it('needs every word to match somewhere', () => {
    expect(names('hotel kobenhavn')).toEqual(['Hotel Nyhavn']);
    expect(names('hotel sweden')).toEqual(['Hotel Øresund']);
    expect(names('deli sweden')).toEqual([]);
  });

  it('puts the best match first', () => {
    expect(names('hotel')[0]).toMatch(/^Hotel /);
    expect(names('oresund')).toEqual(['Hotel Øresund']);
  });

  it.each(['Pizza Hut', 'xyzzy', 'London', 'Oslo', 'Madrid', 'Hamburg', 'qwerty'])(
    'finds nothing for the unrelated %s',
    (text) => {
      expect(names(text)).toEqual([]);
    },
  );

  it('does not search the description', () => {
    const quiet = createFuzzyLocationSearch([makeLocation({ description: 'Sandwiches' })]);
    expect(quiet('sandwiches')).toEqual([]);
  });

  it('folds case, accents and the Nordic letters', () => {
    expect(foldForSearch('KØBENHAVN Århus Æble Müller Straße')).toBe(
      'kobenhavn arhus aeble muller strasse',
    );
    expect(foldForSearch('A\u030Arhus')).toBe('arhus');
  });
});
