import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { Stack } from 'aws-cdk-lib';
import { Template } from 'aws-cdk-lib/assertions';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { bundleCommand, bundleGroup, packagesOf, type BundleResult } from './bundling';
import { ESM_REQUIRE_BANNER, GroupFunction } from './group-function';
import { testApp } from './testing/temp-dirs';

/**
 * The stack tests skip bundling; this one really runs esbuild (locally, no Docker) on the guest
 * group, the largest, and runs the bundle it produced, as Lambda would load it. It also bundles the
 * payments group, to check which SDK clients each bundle carries, and checks that bundling.ts on
 * its own (the budget test, the bench) builds exactly what the stack deploys.
 */
type LambdaHandler = (event: unknown) => Promise<{ statusCode?: number; body?: string }>;

/** An API Gateway (HTTP API, payload 2.0) request, as Lambda receives it. */
function eventFor(method: 'GET' | 'POST', path: string, body?: string) {
  return {
    version: '2.0',
    routeKey: `${method} ${path}`,
    rawPath: path,
    rawQueryString: '',
    headers: body === undefined ? {} : { 'content-type': 'application/json' },
    requestContext: {
      http: { method, path, protocol: 'HTTP/1.1', sourceIp: '127.0.0.1', userAgent: 'test' },
      requestId: 'bundle-test',
      routeKey: `${method} ${path}`,
      stage: '$default',
    },
    ...(body === undefined ? {} : { body }),
    isBase64Encoded: false,
  };
}

let outdir: string;
let bundleDir: string;
let paymentsBundleDir: string;
/** The same two groups built by bundling.ts directly. */
let direct: { guest: BundleResult; payments: BundleResult };

beforeAll(async () => {
  // Bundling runs only for stacks whose path matches a pattern here: just this one.
  const app = testApp({ context: { 'aws:cdk:bundling-stacks': ['BundleTest'] } });
  outdir = app.outdir;
  const stack = new Stack(app, 'BundleTest');
  for (const group of ['guest', 'payments'] as const)
    new GroupFunction(stack, group, {
      group,
      environment: { TABLE_NAME: 'unused', LOG_LEVEL: 'SILENT' },
      retainLogs: false,
    });
  const functions = Object.values(Template.fromStack(stack).findResources('AWS::Lambda::Function'));
  const assetOf = (group: string): string => {
    const fn = functions.find(
      (candidate) =>
        (candidate.Properties as { Description: string }).Description ===
        `Inroom ${group} API group`,
    );
    const key = (fn?.Properties as { Code: { S3Key: string } }).Code.S3Key;
    return join(outdir, `asset.${key.replace(/\.zip$/, '')}`);
  };
  bundleDir = assetOf('guest');
  paymentsBundleDir = assetOf('payments');
  direct = {
    guest: await bundleGroup('guest', join(outdir, 'direct-guest')),
    payments: await bundleGroup('payments', join(outdir, 'direct-payments')),
  };
  // Four real esbuild runs; a busy machine needs more than the default hook limit.
}, 120_000);

describe('GroupFunction bundling', () => {
  it('bundles the group entry to one ESM file with a require shim and no source map', () => {
    const code = readFileSync(join(bundleDir, 'index.mjs'), 'utf8');
    expect(code.startsWith(ESM_REQUIRE_BANNER)).toBe(true);
    // Source maps cost every cold start; only the inroom:sourceMaps setting turns them on.
    expect(existsSync(join(bundleDir, 'index.mjs.map'))).toBe(false);
    expect(code).not.toContain('sourceMappingURL');
    // Everything is inside: no bare imports left for the runtime to resolve.
    expect(code).not.toMatch(/from\s*["'](@aws-sdk|@aws-lambda-powertools|@inroom|zod)/);
  });

  it('produces a bundle that answers a request on its own', async () => {
    // Powertools reads this at cold start; the bundle's own env is only applied on AWS.
    vi.stubEnv('LOG_LEVEL', 'SILENT');
    const bundle = (await import(pathToFileURL(join(bundleDir, 'index.mjs')).href)) as {
      handler: LambdaHandler;
    };
    const response = await bundle.handler(eventFor('GET', '/api/country/getall'));
    expect(response.statusCode).toBe(200);
    const countries: unknown = JSON.parse(response.body ?? 'null');
    expect(Array.isArray(countries) && countries.length > 100).toBe(true);
  });

  it('refuses bad input with the same 400 texts as the sources, English only', async () => {
    // The bundle drops zod's other locales and rewrites how zod is imported: neither may change a
    // word of what the API answers.
    vi.stubEnv('LOG_LEVEL', 'SILENT');
    const bundle = (await import(pathToFileURL(join(bundleDir, 'index.mjs')).href)) as {
      handler: LambdaHandler;
    };
    const sources = (await import('@inroom/functions/lambda/guest')) as unknown as {
      handler: LambdaHandler;
    };
    const bodies = [
      '{}',
      'not json',
      JSON.stringify({ items: 'x', room: 5, extra: true }),
      JSON.stringify({
        locationId: '00000000-0000-0000-0000-000000000000',
        room: '',
        items: [{ menuItemId: 'nope', quantity: -1, options: [{}] }],
      }),
    ];
    for (const body of bodies) {
      const event = eventFor('POST', '/api/order/create', body);
      const bundled = await bundle.handler(event);
      expect(bundled.statusCode, body).toBe(400);
      expect(bundled.body, body).toBe((await sources.handler(event)).body);
    }
  });

  it('deploys byte for byte what bundling.ts builds on its own', () => {
    // Compared by digest: a diff of two 700 KB bundles would take Vitest minutes to print.
    const digest = (file: string) => createHash('sha256').update(readFileSync(file)).digest('hex');
    expect(digest(direct.guest.file)).toBe(digest(join(bundleDir, 'index.mjs')));
    expect(digest(direct.payments.file)).toBe(digest(join(paymentsBundleDir, 'index.mjs')));
  });

  it('keeps SNS and Scheduler clients out of the guest bundle, in the payments one only', () => {
    const guest = packagesOf(direct.guest.inputs);
    const payments = packagesOf(direct.payments.inputs);
    // Both pay with Stripe (over its REST API, without the SDK) and read the secret (GetSecretValue
    // signed with the SDK's signer, without its Secrets Manager client).
    for (const { inputs } of [direct.guest, direct.payments]) {
      expect(inputs).toContain('functions/src/payments/stripe-client.ts');
      expect(inputs).toContain('functions/src/secrets-manager.ts');
    }
    for (const bundle of [guest, payments]) {
      expect(bundle.has('stripe')).toBe(false);
      expect(bundle.has('@aws-sdk/client-secrets-manager')).toBe(false);
      expect(bundle.has('@aws-sdk/client-s3')).toBe(false);
    }
    // Only the payments function texts staff and schedules expiry.
    expect(guest.has('@aws-sdk/client-sns')).toBe(false);
    expect(guest.has('@aws-sdk/client-scheduler')).toBe(false);
    expect(payments.has('@aws-sdk/client-sns')).toBe(true);
    expect(payments.has('@aws-sdk/client-scheduler')).toBe(true);
  });
});

describe('the inroom:sourceMaps setting', () => {
  /** The guest function's environment and the bundling command its asset is keyed on. */
  const synthWith = (context: Record<string, unknown>) => {
    const app = testApp({ context: { 'aws:cdk:bundling-stacks': [], ...context } });
    const stack = new Stack(app, 'SourceMaps');
    const { fn } = new GroupFunction(stack, 'guest', {
      group: 'guest',
      environment: { TABLE_NAME: 'unused' },
      retainLogs: false,
    });
    const [resource] = Object.values(
      Template.fromStack(stack).findResources('AWS::Lambda::Function'),
    );
    return {
      variables: (resource?.Properties as { Environment: { Variables: Record<string, string> } })
        .Environment.Variables,
      fn,
    };
  };

  it('leaves Node without --enable-source-maps by default', () => {
    expect(synthWith({}).variables).toEqual({ TABLE_NAME: 'unused' });
    expect(synthWith({ 'inroom:sourceMaps': 'false' }).variables).toEqual({
      TABLE_NAME: 'unused',
    });
  });

  it('turns on --enable-source-maps, with a map in the bundle, when true', () => {
    expect(synthWith({ 'inroom:sourceMaps': true }).variables).toEqual({
      TABLE_NAME: 'unused',
      NODE_OPTIONS: '--enable-source-maps',
    });
    expect(bundleCommand('guest', '/out', { sourceMaps: true })).toContain('sourcemaps');
    expect(bundleCommand('guest', '/out')).toContain('nosourcemaps');
    expect(() => synthWith({ 'inroom:sourceMaps': 'yes' })).toThrow(/inroom:sourceMaps/);
  });
});
