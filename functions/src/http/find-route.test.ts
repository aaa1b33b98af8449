import { describe, expect, it } from 'vitest';
import type { ResolvedRoute } from '../routes';
import { findRoute, methodsForPath } from './find-route';

const route = (method: ResolvedRoute['method'], concretePath: string): ResolvedRoute => ({
  method,
  path: concretePath,
  concretePath,
  access: 'public',
  group: 'guest',
  handler: `${method} ${concretePath}`,
  routeKey: `${method} ${concretePath}`,
  parameterNames: [...concretePath.matchAll(/\{(\w+)\}/g)].map((m) => m[1] as string),
});

const routes = [
  route('GET', '/api/order/{id}'),
  route('GET', '/api/order/active'),
  route('POST', '/api/order/create'),
];

describe('findRoute', () => {
  it('prefers literal segments over parameters', () => {
    expect(findRoute('GET', '/api/order/active', routes)?.route.concretePath).toBe(
      '/api/order/active',
    );
    expect(findRoute('GET', '/api/order/123', routes)?.pathParameters).toEqual({ id: '123' });
  });

  it('matches the method', () => {
    expect(findRoute('GET', '/api/order/create', routes)?.route.concretePath).toBe(
      '/api/order/{id}',
    );
    expect(findRoute('DELETE', '/api/order/1', routes)).toBeUndefined();
  });

  it('finds the real table routes, both spellings', () => {
    expect(findRoute('GET', '/api/country/getall')?.route.handler).toBe('country.getAll');
    expect(findRoute('GET', '/api/country/GetAll')?.route.handler).toBe('country.getAll');
  });

  it('lists the methods a path answers to', () => {
    expect(methodsForPath('/api/order/create', routes).sort()).toEqual(['GET', 'POST']);
  });
});
