import { describe, expect, it } from 'vitest';
import { expandPath, matchPath, pathParameterNames } from './paths';

describe('expandPath', () => {
  it('leaves a path without optional segments alone', () => {
    expect(expandPath('/api/location/getall')).toEqual(['/api/location/getall']);
  });

  it('turns an optional trailing segment into two routes', () => {
    expect(expandPath('/api/location/be/get/{id}[/{languageId}]')).toEqual([
      '/api/location/be/get/{id}',
      '/api/location/be/get/{id}/{languageId}',
    ]);
  });

  it('expands nested optional segments left to right', () => {
    expect(expandPath('/a/{x}[/{y}[/{z}]]')).toEqual(['/a/{x}', '/a/{x}/{y}', '/a/{x}/{y}/{z}']);
  });

  it('refuses optional segments that are not trailing', () => {
    expect(() => expandPath('/a[/{x}]/b')).toThrow(/trailing/);
  });
});

describe('pathParameterNames', () => {
  it('lists parameters in order', () => {
    expect(pathParameterNames('/api/menu/{menuId}/addnewlanguage/{languageId}')).toEqual([
      'menuId',
      'languageId',
    ]);
  });
});

describe('matchPath', () => {
  it('extracts and decodes parameters', () => {
    expect(
      matchPath('/api/order/getall/{orderId}/{phoneNumber}', '/api/order/getall/abc/%2B4512345678'),
    ).toEqual({
      orderId: 'abc',
      phoneNumber: '+4512345678',
    });
  });

  it('matches literal segments case-sensitively, as API Gateway does', () => {
    expect(matchPath('/api/location/getall', '/api/location/GetAll')).toBeUndefined();
  });

  it('rejects a different segment count and empty parameters', () => {
    expect(matchPath('/api/x/{id}', '/api/x/1/2')).toBeUndefined();
    expect(matchPath('/api/x/{id}', '/api/x/')).toBeUndefined();
  });

  it('rejects malformed percent-encoding instead of throwing', () => {
    expect(matchPath('/api/x/{id}', '/api/x/%E0%A4%A')).toBeUndefined();
  });
});
