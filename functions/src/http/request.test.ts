import { describe, expect, it } from 'vitest';
import { apiGatewayEvent } from '../testing/events';
import { BadRequestError, PayloadTooLargeError } from './errors';
import { MAX_BODY_BYTES, toApiRequest } from './request';

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

  it('takes JWT claims from the authorizer context', () => {
    const request = toApiRequest(apiGatewayEvent({ claims: { sub: 'u1', username: 'admin' } }));
    expect(request.claims).toEqual({ sub: 'u1', username: 'admin' });
    expect(toApiRequest(apiGatewayEvent()).claims).toBeUndefined();
  });
});
