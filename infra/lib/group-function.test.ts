import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { App, Stack } from 'aws-cdk-lib';
import { Template } from 'aws-cdk-lib/assertions';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ESM_REQUIRE_BANNER, GroupFunction } from './group-function';

// Lambda runs Node 22; the SDK's notice about Node 20 support only adds noise to test output.
process.env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED ??= 'true';

/**
 * The stack tests skip bundling; this one really runs esbuild (locally, no Docker) on the guest
 * group, the largest, and runs the bundle it produced, as Lambda would load it. It also bundles the
 * payments group, to check which SDK clients each bundle carries.
 */
type LambdaHandler = (event: unknown) => Promise<{ statusCode?: number; body?: string }>;

let outdir: string;
let bundleDir: string;
let paymentsBundleDir: string;

/** The npm packages a bundle was built from, read from its source map. */
function packagesIn(dir: string): Set<string> {
  const map = JSON.parse(readFileSync(join(dir, 'index.mjs.map'), 'utf8')) as { sources: string[] };
  const names = map.sources.flatMap((source) => {
    const match = /node_modules\/((?:@[^/]+\/)?[^/]+)\//.exec(source);
    return match?.[1] ? [match[1]] : [];
  });
  return new Set(names);
}

beforeAll(() => {
  outdir = mkdtempSync(join(tmpdir(), 'inroom-bundle-'));
  // Bundling runs only for stacks whose path matches a pattern here: just this one.
  const app = new App({ outdir, context: { 'aws:cdk:bundling-stacks': ['BundleTest'] } });
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
  // Two real esbuild runs; a busy machine needs more than the default hook limit.
}, 120_000);

afterAll(() => {
  rmSync(outdir, { recursive: true, force: true });
});

describe('GroupFunction bundling', () => {
  it('bundles the group entry to one ESM file with a require shim and a source map', () => {
    const code = readFileSync(join(bundleDir, 'index.mjs'), 'utf8');
    expect(code.startsWith(ESM_REQUIRE_BANNER)).toBe(true);
    expect(existsSync(join(bundleDir, 'index.mjs.map'))).toBe(true);
    // Everything is inside: no bare imports left for the runtime to resolve.
    expect(code).not.toMatch(/from\s*["'](@aws-sdk|@aws-lambda-powertools|@inroom|zod)/);
  });

  it('produces a bundle that answers a request on its own', async () => {
    // Powertools reads this at cold start; the bundle's own env is only applied on AWS.
    process.env.LOG_LEVEL = 'SILENT';
    const bundle = (await import(pathToFileURL(join(bundleDir, 'index.mjs')).href)) as {
      handler: LambdaHandler;
    };
    const path = '/api/country/getall';
    const response = await bundle.handler({
      version: '2.0',
      routeKey: `GET ${path}`,
      rawPath: path,
      rawQueryString: '',
      headers: {},
      requestContext: {
        http: {
          method: 'GET',
          path,
          protocol: 'HTTP/1.1',
          sourceIp: '127.0.0.1',
          userAgent: 'test',
        },
        requestId: 'bundle-test',
        routeKey: `GET ${path}`,
        stage: '$default',
      },
      isBase64Encoded: false,
    });
    expect(response.statusCode).toBe(200);
    const countries: unknown = JSON.parse(response.body ?? 'null');
    expect(Array.isArray(countries) && countries.length > 100).toBe(true);
  });

  it('keeps SNS and Scheduler clients out of the guest bundle, in the payments one only', () => {
    const guest = packagesIn(bundleDir);
    const payments = packagesIn(paymentsBundleDir);
    // Both pay with Stripe and read the secret.
    for (const bundle of [guest, payments]) {
      expect(bundle.has('stripe')).toBe(true);
      expect(bundle.has('@aws-sdk/client-secrets-manager')).toBe(true);
      expect(bundle.has('@aws-sdk/client-s3')).toBe(false);
    }
    // Only the payments function texts staff and schedules expiry.
    expect(guest.has('@aws-sdk/client-sns')).toBe(false);
    expect(guest.has('@aws-sdk/client-scheduler')).toBe(false);
    expect(payments.has('@aws-sdk/client-sns')).toBe(true);
    expect(payments.has('@aws-sdk/client-scheduler')).toBe(true);
  });
});
