import { describe, expect, it } from 'vitest';
import { DEFAULT_AFTER_LOGIN, loginPathFor, safeRedirect } from './redirect';

describe('loginPathFor', () => {
  it('puts the wanted path and query, encoded, in the redirect parameter', () => {
    expect(loginPathFor('/be/menu')).toBe('/login?redirect=%2Fbe%2Fmenu');
    expect(loginPathFor('/be/menu/x', '?a=1&b=2')).toBe(
      '/login?redirect=%2Fbe%2Fmenu%2Fx%3Fa%3D1%26b%3D2',
    );
  });
});

describe('safeRedirect', () => {
  it.each([
    ['/be/menu', '/be/menu'],
    ['/be/menu/x?a=1#top', '/be/menu/x?a=1#top'],
    ['/location/abc', '/location/abc'],
  ])('follows the same-site path %s', (value, expected) => {
    expect(safeRedirect(value)).toBe(expected);
  });

  it.each([
    [null],
    [''],
    ['be/menu'],
    ['https://evil.example/be/menu'],
    ['//evil.example/be/menu'],
    ['/\\evil.example'],
    ['/\tevil.example'],
    ['javascript:alert(1)'],
    ['/login'],
    ['/login?redirect=%2Fbe%2Fmenu'],
  ])('ignores %j and goes to the locations list', (value) => {
    expect(safeRedirect(value)).toBe(DEFAULT_AFTER_LOGIN);
  });
});
