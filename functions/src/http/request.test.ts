import { describe, expect, it, vi } from 'vitest';
import { apiGatewayEvent } from '../testing/events';
import { BadRequestError, PayloadTooLargeError } from './errors';
import { MAX_BODY_BYTES, MAX_BODY_DEPTH, nestedDeeperThan, toApiRequest } from './request';

/** `depth` arrays, one inside the other, as JSON text. */
const nestedArrays = (depth: number) => '['.repeat(depth) + ']'.repeat(depth);

/** `depth` objects, one inside the other, as JSON text. */
const nestedObjects = (depth: number) => '{"a":'.repeat(depth - 1) + '{}' + '}'.repeat(depth - 1);

const postJson = (body: string) => toApiRequest(apiGatewayEvent({ method: 'POST', body }));
const TOO_DEEP = 'The request body is nested too deeply (at most 20 levels)';

describe('toApiRequest', () => {
  it('reads path parameters, query, lower-cased headers and cookies', () => {
    const request = toApiRequest(
      apiGatewayEvent({
        rawPath: '/api/menu/getall',
        queryStringParameters: { locationId: 'abc' },
        pathParameters: { id: '7' },
        headers: { 'X-Trace': 't1' },
        cookies: ['guest=g%201', 'theme=dark; other=x'],
      }),
    );
    expect(request.query).toEqual({ locationId: 'abc' });
    expect(request.pathParameters).toEqual({ id: '7' });
    expect(request.headers['x-trace']).toBe('t1');
    expect(request.cookies).toEqual({ guest: 'g 1', theme: 'dark', other: 'x' });
  });

  it('parses a JSON body and keeps its raw bytes', () => {
    const request = toApiRequest(apiGatewayEvent({ method: 'POST', body: '{"room":"12"}' }));
    expect(request.body).toEqual({ room: '12' });
    expect(request.rawBody?.toString()).toBe('{"room":"12"}');
  });

  it('decodes base64 bodies as API Gateway sends them', () => {
    const body = Buffer.from(JSON.stringify({ a: 'æøå' })).toString('base64');
    const request = toApiRequest(apiGatewayEvent({ method: 'POST', body, isBase64Encoded: true }));
    expect(request.body).toEqual({ a: 'æøå' });
  });

  it('rejects a body that is not JSON with a 400', () => {
    expect(() => toApiRequest(apiGatewayEvent({ method: 'POST', body: '{oops' }))).toThrow(
      BadRequestError,
    );
  });

  it('rejects an over-large body with a 413', () => {
    const body = 'x'.repeat(MAX_BODY_BYTES + 1);
    expect(() => toApiRequest(apiGatewayEvent({ method: 'POST', body }))).toThrow(
      PayloadTooLargeError,
    );
  });

  it('accepts a body nested exactly as deep as the limit, in arrays or objects', () => {
    expect(MAX_BODY_DEPTH).toBe(20);
    expect(postJson(nestedArrays(20)).body).toBeInstanceOf(Array);
    expect(postJson(nestedObjects(20)).body).toHaveProperty('a');
  });

  it.each([
    ['arrays 21 deep', nestedArrays(21)],
    ['objects 21 deep', nestedObjects(21)],
    ['a tree 21 deep beside shallow siblings', `[1,{"a":[]},"x",${nestedArrays(20)}]`],
    ['arrays 100,000 deep', nestedArrays(100_000)],
    ['objects 100,000 deep', nestedObjects(100_000)],
  ])('refuses %s with a 400 naming the limit', (_case, body) => {
    expect(() => postJson(body)).toThrow(new BadRequestError(TOO_DEEP));
  });

  it('refuses with the same 400 when the JSON parser itself runs out of stack', () => {
    const parse = vi.spyOn(JSON, 'parse').mockImplementationOnce(() => {
      throw new RangeError('Maximum call stack size exceeded');
    });
    try {
      expect(() => postJson('[[]]')).toThrow(new BadRequestError(TOO_DEEP));
    } finally {
      parse.mockRestore();
    }
  });

  it('takes JWT claims from the authorizer context', () => {
    const request = toApiRequest(apiGatewayEvent({ claims: { sub: 'u1', username: 'admin' } }));
    expect(request.claims).toEqual({ sub: 'u1', username: 'admin' });
    expect(toApiRequest(apiGatewayEvent()).claims).toBeUndefined();
  });
});

describe('nestedDeeperThan', () => {
  it('counts each object or array as a level and scalars as none', () => {
    expect(nestedDeeperThan('text', 0)).toBe(false);
    expect(nestedDeeperThan(null, 0)).toBe(false);
    expect(nestedDeeperThan([], 0)).toBe(true);
    expect(nestedDeeperThan([], 1)).toBe(false);
    expect(nestedDeeperThan({ a: [1, 'x', { b: null }] }, 3)).toBe(false);
    expect(nestedDeeperThan({ a: [1, 'x', { b: null }] }, 2)).toBe(true);
  });

  it('finds the one deep branch among many shallow ones', () => {
    const wide = Array.from({ length: 10_000 }, (_, index) => ({ index }));
    expect(nestedDeeperThan([...wide, [[[]]]], 3)).toBe(true);
    expect(nestedDeeperThan(wide, 2)).toBe(false);
  });
});
