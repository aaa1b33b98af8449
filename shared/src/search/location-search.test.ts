import { describe, expect, it } from 'vitest';
import { matchesLocationSearch, searchLocations, type SearchableLocation } from './location-search';

const location = (overrides: Partial<SearchableLocation> & { id: string }): SearchableLocation => ({
  name: '',
  address: '',
  zip: '',
  city: '',
  description: '',
  ...overrides,
});

const hotel = location({
  id: 'hotel',
  name: 'Hotel Aurora',
  address: 'Strandvejen 12',
  zip: '2100',
  city: 'København',
  description: 'Sea view rooms',
  country: { name: 'Denmark' },
});

describe('matchesLocationSearch', () => {
  it('matches everything for empty or whitespace-only text', () => {
    expect(matchesLocationSearch(hotel, '')).toBe(true);
    expect(matchesLocationSearch(hotel, '   \t\n ')).toBe(true);
    expect(matchesLocationSearch(location({ id: 'blank' }), '')).toBe(true);
  });

  it.each([
    ['name', 'aurora'],
    ['address', 'strandvejen'],
    ['zip', '2100'],
    ['city', 'københavn'],
    ['description', 'sea view'],
    ['country name', 'denmark'],
  ])('finds a word in the %s', (_field, text) => {
    expect(matchesLocationSearch(hotel, text)).toBe(true);
  });

  it('matches parts of words', () => {
    expect(matchesLocationSearch(hotel, 'rora')).toBe(true);
    expect(matchesLocationSearch(hotel, '21')).toBe(true);
  });

  it('ignores case in both the text and the fields', () => {
    expect(matchesLocationSearch(hotel, 'HOTEL aUrOrA')).toBe(true);
    expect(matchesLocationSearch(hotel, 'KØBENHAVN')).toBe(true);
  });

  it('needs every word, each in any field', () => {
    expect(matchesLocationSearch(hotel, 'aurora 2100 denmark')).toBe(true);
    expect(matchesLocationSearch(hotel, 'aurora 2200')).toBe(false);
    expect(matchesLocationSearch(hotel, 'sweden')).toBe(false);
  });

  it('splits on any run of whitespace, ignoring leading and trailing space', () => {
    expect(matchesLocationSearch(hotel, '  aurora \t\n 2100  ')).toBe(true);
    expect(matchesLocationSearch(hotel, 'aurora\u00a02100')).toBe(true);
  });

  it('does not let a word match across two fields', () => {
    // name ends in 'aurora', address starts with 'strand': 'aurorastrand' spans both.
    expect(matchesLocationSearch(hotel, 'aurorastrand')).toBe(false);
    expect(matchesLocationSearch(hotel, 'aurora strand')).toBe(true);
  });

  it('handles Danish letters', () => {
    const garden = location({ id: 'g', name: 'Æblehaven', city: 'Århus', address: 'Søgade 3' });
    expect(matchesLocationSearch(garden, 'æble')).toBe(true);
    expect(matchesLocationSearch(garden, 'ÆBLE')).toBe(true);
    expect(matchesLocationSearch(garden, 'århus')).toBe(true);
    expect(matchesLocationSearch(garden, 'søgade')).toBe(true);
    expect(matchesLocationSearch(hotel, 'københavn')).toBe(true);
    // ø is a letter of its own in Danish, not a decorated o.
    expect(matchesLocationSearch(hotel, 'kobenhavn')).toBe(false);
  });

  it('treats a decomposed å like the composed one', () => {
    const aarhus = location({ id: 'a', city: 'A\u030Arhus' });
    expect(matchesLocationSearch(aarhus, '\u00e5rhus')).toBe(true);
    expect(matchesLocationSearch(location({ id: 'b', city: '\u00c5rhus' }), 'a\u030Arhus')).toBe(
      true,
    );
  });

  it('copes with a location without a country', () => {
    const bare = location({ id: 'bare', name: 'Kiosk' });
    expect(matchesLocationSearch(bare, 'kiosk')).toBe(true);
    expect(matchesLocationSearch(bare, 'denmark')).toBe(false);
    expect(matchesLocationSearch(location({ id: 'u', country: undefined }), 'x')).toBe(false);
  });
});

describe('searchLocations', () => {
  const a = location({ id: 'a', name: 'Alpha Hotel', city: 'Aarhus' });
  const b = location({ id: 'b', name: 'Bravo Bistro', city: 'Odense' });
  const c = location({ id: 'c', name: 'Charlie Hotel', city: 'Odense' });
  const d = location({ id: 'd', name: 'Delta Hotel', city: 'Aalborg' });
  const all = [a, b, c, d];
  const ids = (list: readonly SearchableLocation[]) => list.map((entry) => entry.id);

  it('returns every location in input order for blank text', () => {
    expect(ids(searchLocations(all, ''))).toEqual(['a', 'b', 'c', 'd']);
    expect(ids(searchLocations(all, '  '))).toEqual(['a', 'b', 'c', 'd']);
  });

  it('keeps matches in input order', () => {
    expect(ids(searchLocations(all, 'hotel'))).toEqual(['a', 'c', 'd']);
    expect(ids(searchLocations([d, c, b, a], 'hotel'))).toEqual(['d', 'c', 'a']);
  });

  it('applies multi-word search', () => {
    expect(ids(searchLocations(all, 'hotel odense'))).toEqual(['c']);
  });

  it('lists selected locations first, even when they do not match', () => {
    expect(ids(searchLocations(all, 'hotel', { selectedIds: ['d', 'b'] }))).toEqual([
      'b',
      'd',
      'a',
      'c',
    ]);
    expect(ids(searchLocations(all, 'nothing matches', { selectedIds: ['c'] }))).toEqual(['c']);
  });

  it('hides excluded locations, even when selected', () => {
    expect(ids(searchLocations(all, '', { excludedIds: ['b'] }))).toEqual(['a', 'c', 'd']);
    expect(
      ids(searchLocations(all, 'hotel', { selectedIds: ['a', 'b'], excludedIds: ['a'] })),
    ).toEqual(['b', 'c', 'd']);
  });

  it('ignores unknown ids and keeps the caller type', () => {
    const rich = [{ ...a, phone: '1' }];
    const found = searchLocations(rich, 'alpha', { selectedIds: ['zz'], excludedIds: ['yy'] });
    expect(found).toEqual(rich);
    expect(found[0]?.phone).toBe('1');
  });

  it('does not change the input list', () => {
    const input = [d, c, b, a];
    searchLocations(input, 'hotel', { selectedIds: ['b'] });
    expect(ids(input)).toEqual(['d', 'c', 'b', 'a']);
  });
});
