import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { App, Stack } from 'aws-cdk-lib';
import { Template } from 'aws-cdk-lib/assertions';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ESM_REQUIRE_BANNER, GroupFunction } from './group-function';

/**
 * The stack tests skip bundling; this one really runs esbuild (locally, no Docker) on the guest
 * group, the largest, and runs the bundle it produced, as Lambda would load it.
 */
type LambdaHandler = (event: unknown) => Promise<{ statusCode?: number; body?: string }>;

let outdir: string;
let bundleDir: string;

beforeAll(() => {
  outdir = mkdtempSync(join(tmpdir(), 'inroom-bundle-'));
  // Bundling runs only for stacks whose path matches a pattern here: just this one.
  const app = new App({ outdir, context: { 'aws:cdk:bundling-stacks': ['BundleTest'] } });
  const stack = new Stack(app, 'BundleTest');
  new GroupFunction(stack, 'Guest', {
    group: 'guest',
    environment: { TABLE_NAME: 'unused', LOG_LEVEL: 'SILENT' },
    retainLogs: false,
  });
  const functions = Object.values(Template.fromStack(stack).findResources('AWS::Lambda::Function'));
  const key = (functions[0]?.Properties as { Code: { S3Key: string } }).Code.S3Key;
  bundleDir = join(outdir, `asset.${key.replace(/\.zip$/, '')}`);
});

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
});
