import { brotliDecompressSync } from 'node:zlib';
import { describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { createDependencies, type Dependencies } from '../dependencies';
import { unconfiguredImageStore } from '../images/port';
import { accessOnlyStore, claimsOf, userAccess } from '../testing/access';
import { backOfficeAccess } from '../users/back-office';
import { apiGatewayEvent } from '../testing/events';
import { RecordingLogger, type LogLine } from '../testing/logs';
import { createDispatcher, TOO_LARGE_UNCOMPRESSED } from './dispatch';
import { ConflictError } from './errors';
import { defineHandler } from './handler';
import { result } from './response';

function testDeps() {
  // The dispatcher logs through a child of this logger made for each request: it keeps their lines.
  const lines: LogLine[] = [];
  const logger = new RecordingLogger(lines);
  const errors = () => lines.filter((line) => line.level === 'ERROR');
  const deps: Dependencies = {
    ...createDependencies({ TABLE_NAME: 'unused' }),
    store: accessOnlyStore([userAccess()]),
    backOffice: backOfficeAccess,
    images: unconfiguredImageStore(),
    logger,
    now: () => new Date(0),
  };
  return { deps, lines, errors };
}

const parse = (body: string | undefined) => JSON.parse(body ?? 'null') as unknown;

describe('createDispatcher', () => {
  it('returns a handler value as 200 JSON and logs one line with route, status and duration', async () => {
    const { deps, lines } = testDeps();
    const dispatch = createDispatcher(
      { 'country.getAll': defineHandler({}, async () => [{ code: 'DK' }]) },
      deps,
    );
    const response = await dispatch(apiGatewayEvent({ rawPath: '/api/country/getall' }));
    expect(response.statusCode).toBe(200);
    expect(response.headers?.['content-type']).toContain('application/json');
    expect(parse(response.body)).toEqual([{ code: 'DK' }]);
    expect(lines).toEqual([
      expect.objectContaining({
        level: 'INFO',
        message: 'request',
        route: 'GET /api/country/getall',
        status: 200,
        durationMs: expect.any(Number),
      }),
    ]);
  });

  it('maps a typed error to its status and the JSON error format', async () => {
    const { deps } = testDeps();
    const dispatch = createDispatcher(
      {
        'country.getAll': defineHandler({}, async () => {
          throw new ConflictError('Order already accepted');
        }),
      },
      deps,
    );
    const response = await dispatch(apiGatewayEvent());
    expect(response.statusCode).toBe(409);
    expect(parse(response.body)).toEqual({
      error: { code: 'conflict', message: 'Order already accepted' },
    });
  });

  it('hides an unexpected error behind a 500 without leaking its message or stack', async () => {
    const { deps, errors } = testDeps();
    const dispatch = createDispatcher(
      {
        'country.getAll': defineHandler({}, async () => {
          throw new Error('secret table name inroom-prod');
        }),
      },
      deps,
    );
    const response = await dispatch(apiGatewayEvent());
    expect(response.statusCode).toBe(500);
    expect(response.body).not.toContain('secret');
    expect(response.body).not.toContain('at ');
    expect(parse(response.body)).toEqual({
      error: { code: 'internal', message: 'Something went wrong' },
    });
    expect(errors()).toEqual([expect.objectContaining({ message: 'request failed', status: 500 })]);
  });

  it('answers bad input with 400 and field-level messages', async () => {
    const { deps } = testDeps();
    const handler = defineHandler(
      { params: z.object({ id: z.uuid(), browserLanguage: z.string().max(5) }) },
      async ({ params }) => params.id,
    );
    const dispatch = createDispatcher({ 'location.getForGuest': handler }, deps);
    const response = await dispatch(
      apiGatewayEvent({
        rawPath: '/api/location/get/7f3c2a10-1b2c-4d3e-8f40-5a6b7c8d9e0f/english',
        routeKey: 'GET /api/location/get/{id}/{browserLanguage}',
        pathParameters: { id: '7f3c2a10-1b2c-4d3e-8f40-5a6b7c8d9e0f', browserLanguage: 'english' },
      }),
    );
    expect(response.statusCode).toBe(400);
    const body = parse(response.body) as {
      error: { code: string; fields: Record<string, string> };
    };
    expect(body.error.code).toBe('bad_request');
    expect(Object.keys(body.error.fields)).toEqual(['browserLanguage']);
  });

  it('answers an id in the path that is not an id as the 404 of an unknown record', async () => {
    const { deps } = testDeps();
    const handler = defineHandler(
      { params: z.object({ id: z.uuid(), browserLanguage: z.string() }) },
      async ({ params }) => params.id,
    );
    const dispatch = createDispatcher({ 'location.getForGuest': handler }, deps);
    const response = await dispatch(
      apiGatewayEvent({
        rawPath: '/api/location/get/nope/en',
        routeKey: 'GET /api/location/get/{id}/{browserLanguage}',
        pathParameters: { id: 'nope', browserLanguage: 'en' },
      }),
    );
    expect(response.statusCode).toBe(404);
    expect(parse(response.body)).toEqual({
      error: { code: 'not_found', message: 'Location not found' },
    });
  });

  it('answers a body nested too deeply with 400 before the handler runs', async () => {
    const { deps, errors } = testDeps();
    const run = vi.fn(async () => 'stored');
    const dispatch = createDispatcher({ 'menu.update': defineHandler({}, run) }, deps);
    const depth = 100_000;
    const response = await dispatch(
      apiGatewayEvent({
        method: 'POST',
        rawPath: '/api/menu/update',
        body: '['.repeat(depth) + ']'.repeat(depth),
        claims: { sub: 'u1' },
      }),
    );
    expect(response.statusCode).toBe(400);
    expect(parse(response.body)).toEqual({
      error: {
        code: 'bad_request',
        message: 'The request body is nested too deeply (at most 20 levels)',
      },
    });
    expect(run).not.toHaveBeenCalled();
    expect(errors()).toEqual([]);
  });

  it('refuses an admin route without verified claims, even if the authorizer were missing', async () => {
    const { deps } = testDeps();
    const run = vi.fn(async () => 'secret');
    const dispatch = createDispatcher(
      { 'user.getCurrent': defineHandler({ scope: 'signed-in' }, run) },
      deps,
    );
    const response = await dispatch(apiGatewayEvent({ rawPath: '/api/user/getcurrent' }));
    expect(response.statusCode).toBe(401);
    expect(run).not.toHaveBeenCalled();
    const allowed = await dispatch(
      apiGatewayEvent({ rawPath: '/api/user/getcurrent', claims: claimsOf(userAccess()) }),
    );
    expect(allowed.statusCode).toBe(200);
  });

  it('serves an admin route only with a scope, and only in a function that checks back-office access', async () => {
    const { deps } = testDeps();
    const run = vi.fn(async () => 'secret');
    const event = apiGatewayEvent({
      rawPath: '/api/user/getcurrent',
      claims: claimsOf(userAccess()),
    });
    const unscoped = createDispatcher({ 'user.getCurrent': defineHandler({}, run) }, deps);
    expect((await unscoped(event)).statusCode).toBe(403);
    // The guest's dependencies: no backOffice adapter (createDependencies' default).
    const { backOffice } = createDependencies({ TABLE_NAME: 'unused' });
    const guestLike = createDispatcher(
      { 'user.getCurrent': defineHandler({ scope: 'signed-in' }, run) },
      { ...deps, backOffice },
    );
    expect((await guestLike(event)).statusCode).toBe(500);
    expect(run).not.toHaveBeenCalled();
  });

  it('answers 404 for a route key it does not know', async () => {
    const { deps } = testDeps();
    const response = await createDispatcher({}, deps)(apiGatewayEvent({ rawPath: '/api/nothing' }));
    expect(response.statusCode).toBe(404);
  });

  it('passes status, headers and cookies of a result through', async () => {
    const { deps } = testDeps();
    const dispatch = createDispatcher(
      {
        'country.getAll': defineHandler({}, async () =>
          result(
            201,
            { ok: true },
            { cookies: ['guest=1; HttpOnly'], headers: { location: '/x' } },
          ),
        ),
      },
      deps,
    );
    const response = await dispatch(apiGatewayEvent());
    expect(response.statusCode).toBe(201);
    expect(response.cookies).toEqual(['guest=1; HttpOnly']);
    expect(response.headers?.location).toBe('/x');
  });

  it('compresses the answers CloudFront passes on, and leaves those it caches to it', async () => {
    const { deps } = testDeps();
    const names = Array.from({ length: 80 }, (_, index) => ({ name: `Hotel ${index}` }));
    const dispatch = createDispatcher(
      {
        'location.getAll': defineHandler({}, async () => names),
        'country.getAll': defineHandler({}, async () => names),
      },
      deps,
    );
    const acceptsBrotli = (rawPath: string) =>
      apiGatewayEvent({ rawPath, headers: { 'accept-encoding': 'gzip, deflate, br' } });

    const passedOn = await dispatch(acceptsBrotli('/api/location/getall'));
    expect(passedOn.headers).toMatchObject({
      'content-encoding': 'br',
      'cache-control': 'no-store',
    });
    expect(passedOn.isBase64Encoded).toBe(true);
    expect(
      JSON.parse(brotliDecompressSync(Buffer.from(passedOn.body ?? '', 'base64')).toString()),
    ).toEqual(names);

    // A route with a cache profile: the edge compresses it, and caches what it made.
    const cached = await dispatch(acceptsBrotli('/api/country/getall'));
    expect(cached.headers?.['content-encoding']).toBeUndefined();
    expect(cached.isBase64Encoded).toBeUndefined();
    expect(parse(cached.body)).toEqual(names);
  });

  it('answers 406 when an answer fits Lambda only compressed and the client takes no encoding', async () => {
    const { deps } = testDeps();
    // 7 MB of JSON, as the back-office view of a 2,000-item menu was while it embedded every group.
    const rooms = Array.from({ length: 250_000 }, (_, index) => ({ room: `Room ${index} east` }));
    const dispatch = createDispatcher(
      { 'location.getAll': defineHandler({}, async () => rooms) },
      deps,
    );
    const event = (headers: Record<string, string>) =>
      apiGatewayEvent({ rawPath: '/api/location/getall', headers });

    const refused = await dispatch(event({}));
    expect(refused.statusCode).toBe(406);
    expect(refused.headers?.['cache-control']).toBe('no-store');
    expect(parse(refused.body)).toEqual({
      error: { code: 'not_acceptable', message: TOO_LARGE_UNCOMPRESSED },
    });

    const compressed = await dispatch(event({ 'accept-encoding': 'gzip, br' }));
    expect(compressed.statusCode).toBe(200);
    expect(compressed.headers?.['content-encoding']).toBe('br');
    expect((compressed.body ?? '').length).toBeLessThan(1024 * 1024);
  });
});
