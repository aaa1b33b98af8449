import fc from 'fast-check';
import type { ResolvedRoute } from '@inroom/functions/routes';
import type { z } from 'zod';
import { encodePart, type WireRequest } from './http';
import {
  applyMutations,
  mutationArbitrary,
  NASTY_STRINGS,
  serialize,
  textOf,
  type Mutation,
} from './mutations';
import type { RequestInput } from './seeds';
import { arbitraryFor, EMPTY_GUID, projectOnto, recursiveKeys } from './zod-arbitrary';

// The arbitrary of one route's fuzz requests, in four kinds (weights in routeArbitrary):
//  - schema:  params, query and body generated from the handler's zod schemas;
//  - mutant:  a known-valid request (seeds.ts) with one to three mutations (mutations.ts);
//  - deep:    a known-valid request with a record nested in its own kind hundreds of levels deep;
//  - seed:    a known-valid request as it is (these are mostly accepted, and must stay so);
// each sent with the usual transport most of the time, or with one thing of the transport
// changed: the method, the path's shape, a raw path parameter, the query string, the content
// type, a body that is not JSON, the token, the cookie, the webhook signature.

export interface Schemas {
  params?: z.ZodType;
  query?: z.ZodType;
  body?: z.ZodType;
}

export interface RouteFuzzSpec {
  route: Pick<ResolvedRoute, 'method' | 'concretePath' | 'access' | 'handler' | 'parameterNames'>;
  schemas: Schemas | undefined;
  seeds: RequestInput[];
  ids: readonly string[];
}

/** One thing of the transport changed; most cases change nothing. */
interface Transport {
  method?: string;
  shape?:
    'trailingSlash' | 'doubleSlash' | 'upperCase' | 'extraSegment' | 'dropSegment' | 'dotSegment';
  rawParam?: { at: number; value: string };
  rawQuery?: string;
  contentType?: string;
  rawBody?: string | { base64: string };
  auth?: string;
  cookie?: string;
  signature?: string;
}

const MB = 1024 * 1024;

/** Path segments as sent, not encoded again: broken escapes, dots, NUL, long and odd values. */
export const RAW_SEGMENTS = [
  '%00',
  'a%00.html',
  '%2e%2e',
  '..',
  '.',
  '%2e',
  '%',
  '%zz',
  '%E0%A4%A',
  '%C0%AE%C0%AE',
  '%2F',
  '%252e%252e',
  '%20',
  '%F0%9F%98%80',
  '%ED%A0%80',
  'null',
  'undefined',
  '-1',
  '0',
  '1e999',
  'NaN',
  '__proto__',
  'constructor',
  EMPTY_GUID,
  'ffffffff-ffff-ffff-ffff-ffffffffffff',
  '{00000000-0000-0000-0000-000000000000}',
  '5EED0001-0000-4000-8000-000000000001',
  'a'.repeat(300),
  'a'.repeat(4000),
  '%C3%A9'.repeat(500),
  "'%20OR%201=1",
  '%3Cscript%3E',
];

const RAW_QUERIES = [
  '',
  '?',
  '?&&&',
  '?a',
  '?t',
  '?t=',
  '?t=%00',
  '?t=%zz',
  '?t=a&t=b',
  '?locationId=',
  '?locationId=%00',
  '?locationId=5eed0001-0000-4000-8000-000000000001&locationId=5eed0001-0000-4000-8000-000000000002',
  '?__proto__=1',
  '?constructor=1',
  '?%zz=1',
  `?${'a=1&'.repeat(1000)}`,
  `?t=${'x'.repeat(4000)}`,
];

export const CONTENT_TYPES = [
  'none',
  'text/plain',
  'text/plain; charset=utf-8',
  'application/json; charset=utf-8',
  'application/json; charset=latin1',
  'application/json; charset=utf-16',
  'APPLICATION/JSON',
  'application/vnd.api+json',
  'application/x-www-form-urlencoded',
  'multipart/form-data; boundary=----fuzz',
  'application/octet-stream',
  'image/png',
  'application/xml',
  'json',
  '',
];

const RAW_BODIES: (string | { base64: string })[] = [
  '',
  '{',
  '}',
  '{"a":',
  '[',
  'null',
  'true',
  '0',
  '-1',
  '"text"',
  '[]',
  '{}',
  'undefined',
  'NaN',
  '1e999',
  '{"a":1}{"b":2}',
  '{"a":1} trailing',
  '\u0000',
  "{'single':'quotes'}",
  '{"__proto__":{"isAdmin":true},"constructor":{"prototype":{"x":1}}}',
  '\ufeff{}',
  '{"id":"x","id":"y"}',
  '{"a":"\\ud800"}',
  '{"a":"\\u0000"}',
  'a=1&b=2',
  '------fuzz\r\nContent-Disposition: form-data; name="locationString"\r\n\r\n{}\r\n------fuzz--\r\n',
  { base64: Buffer.from([0xff, 0xfe, 0xfd, 0x00, 0xc3, 0x28]).toString('base64') },
  { base64: Buffer.from('{"name":"\xe9"}', 'latin1').toString('base64') },
  '['.repeat(100_000),
  `${'['.repeat(20_000)}${']'.repeat(20_000)}`,
  `${'{"a":'.repeat(20_000)}1${'}'.repeat(20_000)}`,
  `"${'a'.repeat(MB)}"`,
  `"${'a'.repeat(MB - 2)}"`,
  'x'.repeat(MB + 1),
];

const AUTHS = [
  'none',
  'Bearer',
  'Bearer ',
  'Bearer x',
  'Bearer <admin>x',
  'bearer <admin>',
  'Bearer  <admin>',
  '<admin>',
  'Bearer <admin>, Bearer x',
  'Basic YWRtaW46SW5yb29tLWFkbWluLTIwMjY=',
  'Bearer eyJhbGciOiJub25lIn0.eyJzdWIiOiJ4IiwidG9rZW5fdXNlIjoiYWNjZXNzIn0.',
];

const COOKIES = [
  'none',
  'guest',
  'inroom_guest=',
  'inroom_guest=%zz',
  'inroom_guest=x; inroom_guest=y',
  `inroom_guest=${'a'.repeat(4000)}`,
  'inroom_guest=../../x',
  '=; ; ;=;',
];

const SIGNATURES = [
  'none',
  'garbage',
  't=1,v1=00',
  't=abc,v1=',
  `t=${'9'.repeat(30)},v1=${'0'.repeat(64)}`,
];

const METHODS = ['GET', 'POST', 'PUT', 'DELETE', 'PATCH', 'OPTIONS', 'HEAD'];

/** `arbitrary` once in `1 + weight` cases, else nothing. */
const rarely = <T>(arbitrary: fc.Arbitrary<T>, weight = 40): fc.Arbitrary<T | undefined> =>
  fc.oneof({ weight, arbitrary: fc.constant(undefined) }, { weight: 1, arbitrary });

function transportArbitrary(spec: RouteFuzzSpec): fc.Arbitrary<Transport> {
  const changes: fc.Arbitrary<Transport>[] = [
    fc.record({ method: fc.constantFrom(...METHODS) }),
    fc.record({
      shape: fc.constantFrom<NonNullable<Transport['shape']>>(
        'trailingSlash',
        'doubleSlash',
        'upperCase',
        'extraSegment',
        'dropSegment',
        'dotSegment',
      ),
    }),
    fc.record({ rawQuery: fc.constantFrom(...RAW_QUERIES) }),
    fc.record({ contentType: fc.constantFrom(...CONTENT_TYPES) }),
    fc.record({
      rawBody: fc.constantFrom(...RAW_BODIES),
      contentType: rarely(fc.constantFrom(...CONTENT_TYPES), 3),
    }),
    fc.record({ auth: fc.constantFrom(...AUTHS) }),
    fc.record({ cookie: fc.constantFrom(...COOKIES) }),
  ];
  if (spec.route.parameterNames.length > 0)
    changes.push(
      fc.record({
        rawParam: fc.record({ at: fc.nat(9), value: fc.constantFrom(...RAW_SEGMENTS) }),
      }),
    );
  if (spec.route.handler === 'payment.webhook')
    changes.push(fc.record({ signature: fc.constantFrom(...SIGNATURES) }));
  return fc.oneof(
    { weight: Math.round(changes.length * 1.5), arbitrary: fc.constant({}) },
    ...changes.map((arbitrary) => ({ weight: 1, arbitrary })),
  );
}

/** The seeds, their bodies cut down to the body schema (a view carries more than an input). */
export function projectedSeeds(spec: RouteFuzzSpec): RequestInput[] {
  return spec.seeds.map((seed) => ({
    ...seed,
    body:
      spec.schemas?.body && seed.body !== undefined
        ? projectOnto(spec.schemas.body, seed.body)
        : seed.body,
  }));
}

const WEBHOOK_TYPES = [
  'checkout.session.completed',
  'checkout.session.expired',
  'checkout.session.async_payment_succeeded',
  'payment_intent.payment_failed',
  'payment_intent.succeeded',
  'charge.refunded',
  'unknown.type',
];

function schemaInputArbitrary(
  spec: RouteFuzzSpec,
  seeds: RequestInput[],
): fc.Arbitrary<RequestInput> {
  const options = { ids: spec.ids };
  const fallbackParams = seeds[0]?.params ?? {};
  const none = fc.constant(undefined);
  const params = spec.schemas?.params
    ? arbitraryFor(spec.schemas.params, options)
    : fc.constant(fallbackParams);
  const query = spec.schemas?.query ? arbitraryFor(spec.schemas.query, options) : fc.constant({});
  let body: fc.Arbitrary<unknown> = spec.schemas?.body
    ? arbitraryFor(spec.schemas.body, options)
    : none;
  let signed: fc.Arbitrary<boolean> = fc.constant(false);
  if (spec.route.handler === 'payment.webhook') {
    const id = fc.oneof(fc.constantFrom(...spec.ids), fc.string({ maxLength: 40 }));
    body = fc.record({
      id: fc.string({ maxLength: 30 }),
      object: fc.constantFrom('event', 'x'),
      type: fc.constantFrom(...WEBHOOK_TYPES),
      created: fc.integer(),
      data: fc.record({
        object: fc.record(
          {
            id: fc.oneof(fc.constant('cs_test_x'), fc.string({ maxLength: 30 })),
            object: fc.constantFrom('checkout.session', 'payment_intent', 'charge'),
            client_reference_id: fc.oneof(id, fc.constant(null)),
            metadata: fc.oneof(fc.record({ orderId: id }), fc.jsonValue({ maxDepth: 2 })),
            payment_intent: fc.oneof(
              fc.string({ maxLength: 20 }),
              fc.constant(null),
              fc.jsonValue({ maxDepth: 1 }),
            ),
            status: fc.string({ maxLength: 12 }),
            amount_total: fc.integer(),
          },
          { requiredKeys: [] },
        ),
      }),
    });
    signed = fc.boolean();
  }
  return fc.record({ params, query, body, guest: fc.boolean(), signed }).map((value) => ({
    ...value,
    params: (value.params ?? {}) as Record<string, unknown>,
    query: (value.query ?? {}) as Record<string, unknown>,
  }));
}

function mutantArbitrary(
  seeds: RequestInput[],
  mutation: fc.Arbitrary<Mutation>,
  maxLength = 3,
): fc.Arbitrary<RequestInput> {
  return fc
    .record({
      seed: fc.nat(seeds.length - 1),
      mutations: fc.array(mutation, { minLength: 1, maxLength }),
    })
    .map(({ seed, mutations }) => {
      const base = seeds[seed] as RequestInput;
      const value = { params: base.params, query: base.query, body: base.body };
      const mutated = applyMutations(value, mutations, 1);
      return {
        ...base,
        ...(mutated.value as Partial<RequestInput>),
        note: `a valid request, changed: ${mutated.notes.join('; ') || 'nothing'}`,
      };
    });
}

/**
 * Node's HTTP parser answers a request line or headers over 16 KB with a bare 431 before the app
 * sees it; values in the path and query are cut to stay well under that, so those cases still
 * reach the routes (the `oversized` cases send longer ones on purpose).
 */
const MAX_PART = 4000;
const fit = (text: string) => (text.length > MAX_PART ? text.slice(0, MAX_PART) : text);

function render(spec: RouteFuzzSpec, input: RequestInput, transport: Transport): WireRequest {
  const { route } = spec;
  const names = route.parameterNames;
  let segments = route.concretePath.split('/').map((segment) => {
    const name = /^\{(\w+)\}$/.exec(segment)?.[1];
    if (!name) return segment;
    const value = input.params?.[name];
    return value === undefined ? '' : fit(encodePart(textOf(value)));
  });
  if (transport.rawParam && names.length > 0) {
    const name = names[transport.rawParam.at % names.length];
    const index = route.concretePath.split('/').indexOf(`{${name}}`);
    segments[index] = transport.rawParam.value;
  }
  switch (transport.shape) {
    case 'trailingSlash':
      segments.push('');
      break;
    case 'doubleSlash':
      segments.splice(2, 0, '');
      break;
    case 'upperCase':
      segments = segments.map((segment, index) => (index === 2 ? segment.toUpperCase() : segment));
      break;
    case 'extraSegment':
      segments.push('extra');
      break;
    case 'dropSegment':
      segments.pop();
      break;
    case 'dotSegment':
      segments.splice(3, 0, '%2e%2e', segments[2] ?? '');
      break;
    default:
  }
  let target = segments.join('/');
  if (transport.rawQuery !== undefined) target += transport.rawQuery;
  else {
    const pairs: string[] = [];
    for (const [key, value] of Object.entries(input.query ?? {})) {
      if (value === undefined) continue;
      for (const each of Array.isArray(value) ? value : [value])
        pairs.push(`${fit(encodePart(key))}=${fit(encodePart(textOf(each)))}`);
    }
    if (pairs.length > 0) target += `?${pairs.join('&')}`;
  }
  target = target.slice(0, 3 * MAX_PART);
  const body = transport.rawBody ?? (input.body === undefined ? undefined : serialize(input.body));
  const contentType = transport.contentType ?? 'application/json';
  const headers: Record<string, string> = {};
  if (body !== undefined && contentType !== 'none') headers['content-type'] = contentType;
  return {
    method: transport.method ?? route.method,
    target,
    headers,
    auth: transport.auth ?? (route.access === 'admin' ? 'admin' : 'none'),
    cookie: transport.cookie ?? (input.guest ? 'guest' : 'none'),
    signature: transport.signature ?? (input.signed ? 'valid' : 'none'),
    ...(body === undefined ? {} : { body }),
    note: [
      input.note,
      ...Object.entries(transport)
        .filter(([, value]) => value !== undefined)
        .map(([key]) => `${key} changed`),
    ]
      .filter(Boolean)
      .join('; '),
  };
}

/** The arbitrary of a route's fuzz requests. */
export function routeArbitrary(spec: RouteFuzzSpec): fc.Arbitrary<WireRequest> {
  const seeds = projectedSeeds(spec);
  // A record nested in its own kind far past any sane depth (a category tree 1,000 deep): the
  // one mutation that needs many levels at once, so it gets a share of its own.
  const keys = spec.schemas?.body ? recursiveKeys(spec.schemas.body) : [];
  const deep = fc.record({
    kind: fc.constant('selfNest' as const),
    at: fc.nat({ max: 10_000 }),
    depth: fc.constantFrom(100, 1000, 3000),
    keys: fc.constant(keys),
  });
  const inputs = fc.oneof(
    {
      weight: 6,
      arbitrary: schemaInputArbitrary(spec, seeds).map((input) => ({
        ...input,
        note: 'generated from the schemas',
      })),
    },
    { weight: 10, arbitrary: mutantArbitrary(seeds, mutationArbitrary(spec.ids)) },
    { weight: keys.length > 0 ? 2 : 1, arbitrary: mutantArbitrary(seeds, deep, 1) },
    {
      weight: 2,
      arbitrary: fc
        .nat(seeds.length - 1)
        .map((index) => ({ ...(seeds[index] as RequestInput), note: 'a valid request as it is' })),
    },
  );
  return fc
    .record({ input: inputs, transport: transportArbitrary(spec) })
    .map(({ input, transport }) => render(spec, input, transport));
}

// Paths that are not API routes: images (CloudFront serves the bucket at /images/), the embedded
// stack's own pages, and the SPA's paths (index.html for anything else).

const segment = fc.oneof(
  { weight: 3, arbitrary: fc.constantFrom(...RAW_SEGMENTS) },
  { weight: 2, arbitrary: fc.constantFrom(...NASTY_STRINGS).map((text) => encodePart(text)) },
  {
    weight: 2,
    arbitrary: fc
      .string({ unit: 'grapheme', maxLength: 12 })
      .map((text) => encodeURIComponent(text)),
  },
  { weight: 2, arbitrary: fc.stringMatching(/^[a-z0-9_-]{1,12}$/) },
);
const extension = fc.constantFrom(
  '',
  '.png',
  '.jpg',
  '.webp',
  '.html',
  '.svg',
  '%00.html',
  '.png%00',
  '.json',
  '.js',
  '/',
);

export function otherPathArbitrary(
  prefix: string,
  known: readonly string[],
): fc.Arbitrary<WireRequest> {
  const path = fc.oneof(
    { weight: 1, arbitrary: fc.constantFrom(...known) },
    {
      weight: 4,
      arbitrary: fc
        .tuple(fc.array(segment, { minLength: 1, maxLength: 3 }), extension)
        .map(([parts, ext]) => `${prefix}${parts.join('/')}${ext}`),
    },
  );
  return fc
    .record({
      path,
      method: fc.oneof(
        { weight: 8, arbitrary: fc.constant('GET') },
        { weight: 1, arbitrary: fc.constantFrom(...METHODS) },
      ),
      rawQuery: rarely(fc.constantFrom(...RAW_QUERIES), 6),
      body: rarely(fc.constantFrom(...RAW_BODIES.slice(0, 28)), 8),
    })
    .map(({ path, method, rawQuery, body }): WireRequest => ({
      method,
      target: path + (rawQuery ?? ''),
      headers: body === undefined ? {} : { 'content-type': 'application/json' },
      auth: 'none',
      cookie: 'none',
      signature: 'none',
      ...(body === undefined ? {} : { body }),
    }));
}

/** Requests over Node's 16 KB limit for the request line and headers. */
export const oversizedArbitrary: fc.Arbitrary<WireRequest> = fc.constantFrom<WireRequest>(
  { method: 'GET', target: `/api/menu/get/${'a'.repeat(20_000)}`, headers: {} },
  { method: 'GET', target: `/api/location/getall?x=${'a'.repeat(20_000)}`, headers: {} },
  { method: 'GET', target: '/api/location/getall', headers: { 'x-fuzz': 'a'.repeat(20_000) } },
  {
    method: 'POST',
    target: '/api/order/create',
    headers: { 'content-type': 'application/json' },
    cookie: `inroom_guest=${'a'.repeat(20_000)}`,
    body: '{}',
  },
);
