import { describe, expect, it } from 'vitest';
import {
  guestLanguage,
  guestLocationArgs,
  guestLocationPath,
  locationIdOfPath,
} from './location-request';

describe('the guest location request', () => {
  it('asks in the chosen menu language, else the browser language, with both parts escaped', () => {
    expect(guestLanguage('da', 'en-GB')).toBe('da');
    expect(guestLanguage(null, 'en-GB')).toBe('en');
    expect(guestLanguage('', 'da-DK')).toBe('da');
    expect(guestLanguage(null, 'ja-JP')).toBe('ja');
    expect(guestLanguage(null, '')).toBe('en');
    expect(guestLanguage(null, ' ')).toBe('en');
    expect(guestLocationPath('a b/c', 'da')).toBe('location/get/a%20b%2Fc/da');
    expect(guestLocationArgs('h-1', null, 'da-DK')).toEqual({ id: 'h-1', language: 'da' });
  });

  it('finds the id in a location page path only', () => {
    expect(locationIdOfPath('/location/5eed0001')).toBe('5eed0001');
    expect(locationIdOfPath('/location/5eed0001/')).toBe('5eed0001');
    expect(locationIdOfPath('/location/a%20b')).toBe('a b');
    expect(locationIdOfPath('/location/%E0%A4%A')).toBeUndefined();
    for (const path of ['/', '/basket', '/location/', '/location/a/b', '/be/location/a'])
      expect(locationIdOfPath(path)).toBeUndefined();
  });
});
