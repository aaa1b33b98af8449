import { copyFileSync, existsSync, mkdirSync, readdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { resolvedRoutes } from '@inroom/functions/routes';
import {
  EDGE_MAX_TTL_SECONDS,
  edgeCachedPathPatterns,
  pathPatternOf,
  patternsOverlap,
} from './edge-cache';
import { InroomStack } from './inroom-stack';
import { API_CONTENT_SECURITY_POLICY } from './security-headers';
import { testApp, testTempDir } from './testing/temp-dirs';

const REPO_ROOT = join(import.meta.dirname, '..', '..');

describe('patternsOverlap', () => {
  it('finds a path both match, or none', () => {
    expect(patternsOverlap('/api/menu/get/*', '/api/menu/get/*/*')).toBe(true);
    expect(patternsOverlap('/api/menu/get/*', '/api/menu/getall')).toBe(false);
    expect(patternsOverlap('/api/menu/get/*', '/api/menu/be/get/*')).toBe(false);
    expect(patternsOverlap('/api/*', '/api/menu/getall')).toBe(true);
    expect(patternsOverlap('/api/location/get/*/*', '/api/location/getnew')).toBe(false);
    // Case-sensitive, as CloudFront's patterns and API Gateway's routes are.
    expect(patternsOverlap('/api/country/getall', '/api/country/GetAll')).toBe(false);
    // A parameter stands for any text, so a route's id may be another route's literal.
    expect(patternsOverlap('/api/menu/get/*', '/api/menu/*/addnewlanguage/*')).toBe(true);
    expect(patternsOverlap('*', '')).toBe(true);
    expect(patternsOverlap('a', '')).toBe(false);
  });
});

describe('the cached paths', () => {
  const patterns = edgeCachedPathPatterns();

  it('are the guest views and the reference lists, each spelling, nothing else', () => {
    expect(patterns.sort()).toEqual([
      '/api/country/GetAll',
      '/api/country/getall',
      '/api/language/getall',
      '/api/location/get/*/*',
      '/api/menu/get/*',
    ]);
  });

  it('cover every concrete path of every route with a cache profile', () => {
    for (const route of resolvedRoutes.filter((candidate) => candidate.cache !== undefined)) {
      expect(
        patterns.some((pattern) => patternsOverlap(pattern, pathPatternOf(route.concretePath))),
        route.routeKey,
      ).toBe(true);
    }
  });

  it('match no GET route without one: no admin, staff or personal answer is ever cached', () => {
    // The cached behaviours pass GET and HEAD only; every other method is refused there.
    const uncached = resolvedRoutes.filter(
      (route) => route.method === 'GET' && route.cache === undefined,
    );
    expect(uncached.some((route) => route.access === 'admin')).toBe(true);
    for (const route of uncached) {
      const clash = patterns.find((pattern) =>
        patternsOverlap(pattern, pathPatternOf(route.concretePath)),
      );
      expect(clash, route.routeKey).toBeUndefined();
    }
  });
});

interface Behavior {
  PathPattern?: string;
  TargetOriginId: string;
  CachePolicyId: unknown;
  OriginRequestPolicyId?: unknown;
  ResponseHeadersPolicyId?: { Ref: string };
  AllowedMethods?: string[];
  CachedMethods?: string[];
  Compress?: boolean;
  ViewerProtocolPolicy: string;
}

describe('CloudFront', () => {
  let outdir: string;
  let resources: Record<string, { Type: string; Properties: Record<string, unknown> }>;
  let config: {
    CacheBehaviors: Behavior[];
    DefaultCacheBehavior: Behavior;
    Origins: { Id: string }[];
  };

  beforeAll(() => {
    const spaDir = testTempDir('inroom-spa-');
    writeFileSync(join(spaDir, 'index.html'), '<!doctype html><title>Inroom</title>');
    mkdirSync(join(spaDir, 'assets'));
    writeFileSync(join(spaDir, 'assets', 'index-Ab12Cd34.js'), 'console.log(1)');
    // Vite copies web/public/ into web/dist beside index.html.
    copyFileSync(join(REPO_ROOT, 'web', 'public', 'robots.txt'), join(spaDir, 'robots.txt'));
    // An empty bundling-stacks skips esbuild: a synth in seconds (inroom-stack.test.ts).
    const app = testApp({ context: { 'aws:cdk:bundling-stacks': [] } });
    outdir = app.outdir;
    const stack = new InroomStack(app, 'Inroom', { spaDir });
    resources = app.synth().getStackByName(stack.stackName).template.Resources;
    const distribution = Object.values(resources).find(
      (resource) => resource.Type === 'AWS::CloudFront::Distribution',
    );
    config = (distribution?.Properties.DistributionConfig ?? {}) as typeof config;
  }, 120_000);

  const behaviorOf = (pattern: string): Behavior => {
    const found = config.CacheBehaviors.find((behavior) => behavior.PathPattern === pattern);
    expect(found, pattern).toBeDefined();
    return found as Behavior;
  };
  const policyOf = (behavior: Behavior) => {
    const id = (behavior.CachePolicyId as { Ref?: string }).Ref ?? 'missing';
    return resources[id]?.Properties.CachePolicyConfig as {
      MinTTL: number;
      DefaultTTL: number;
      MaxTTL: number;
      ParametersInCacheKeyAndForwardedToOrigin: {
        HeadersConfig: { HeaderBehavior: string; Headers?: unknown };
        CookiesConfig: { CookieBehavior: string };
        QueryStringsConfig: { QueryStringBehavior: string };
        EnableAcceptEncodingGzip: boolean;
        EnableAcceptEncodingBrotli: boolean;
      };
    };
  };

  it('has a behaviour per cached path, ahead of the uncached /api/*', () => {
    const order = config.CacheBehaviors.map((behavior) => behavior.PathPattern);
    const api = order.indexOf('/api/*');
    expect(api).toBeGreaterThan(0);
    for (const pattern of edgeCachedPathPatterns())
      expect(order.indexOf(pattern), pattern).toBeGreaterThanOrEqual(0);
    for (const pattern of edgeCachedPathPatterns())
      expect(order.indexOf(pattern), pattern).toBeLessThan(api);
    // Still uncached, and still everything else of the API.
    expect(behaviorOf('/api/*').CachePolicyId).toBe('4135ea2d-6df8-44a3-9df3-4b5a84be39ad');
  });

  it('sends them to the API origin /api/* uses, GET and HEAD only, compressed, over HTTPS', () => {
    const api = behaviorOf('/api/*');
    for (const pattern of edgeCachedPathPatterns()) {
      const behavior = behaviorOf(pattern);
      expect(behavior.TargetOriginId, pattern).toBe(api.TargetOriginId);
      expect([...(behavior.AllowedMethods ?? [])].sort(), pattern).toEqual(['GET', 'HEAD']);
      expect([...(behavior.CachedMethods ?? [])].sort(), pattern).toEqual(['GET', 'HEAD']);
      expect(behavior.Compress, pattern).toBe(true);
      expect(behavior.ViewerProtocolPolicy, pattern).toBe('redirect-to-https');
    }
    // One API origin for both, not a copy of it.
    expect(config.Origins).toHaveLength(3);
  });

  it('keys the cache on the path only and forwards nothing else: never Authorization or cookies', () => {
    for (const pattern of edgeCachedPathPatterns()) {
      const behavior = behaviorOf(pattern);
      // An origin request policy would forward headers; Authorization only travels if keyed.
      expect(behavior.OriginRequestPolicyId, pattern).toBeUndefined();
      const keyed = policyOf(behavior).ParametersInCacheKeyAndForwardedToOrigin;
      expect(keyed.HeadersConfig.HeaderBehavior, pattern).toBe('none');
      expect(keyed.HeadersConfig.Headers, pattern).toBeUndefined();
      expect(keyed.CookiesConfig.CookieBehavior, pattern).toBe('none');
      expect(keyed.QueryStringsConfig.QueryStringBehavior, pattern).toBe('none');
      expect(keyed.EnableAcceptEncodingGzip, pattern).toBe(true);
      expect(keyed.EnableAcceptEncodingBrotli, pattern).toBe(true);
    }
  });

  it('follows the API’s Cache-Control, keeping nothing that does not ask, for 300 s at most', () => {
    const policy = policyOf(behaviorOf('/api/location/get/*/*'));
    expect(policy).toMatchObject({ MinTTL: 0, DefaultTTL: 0, MaxTTL: EDGE_MAX_TTL_SECONDS });
    expect(EDGE_MAX_TTL_SECONDS).toBe(300);
  });

  it('keeps the API’s security headers on the cached paths', () => {
    const api = behaviorOf('/api/*');
    for (const pattern of edgeCachedPathPatterns()) {
      const behavior = behaviorOf(pattern);
      expect(behavior.ResponseHeadersPolicyId, pattern).toEqual(api.ResponseHeadersPolicyId);
    }
    const policy = resources[api.ResponseHeadersPolicyId?.Ref ?? 'missing']?.Properties
      .ResponseHeadersPolicyConfig as {
      SecurityHeadersConfig: { ContentSecurityPolicy: { ContentSecurityPolicy: string } };
    };
    expect(policy.SecurityHeadersConfig.ContentSecurityPolicy.ContentSecurityPolicy).toBe(
      API_CONTENT_SECURITY_POLICY,
    );
  });

  it('serves robots.txt from the SPA bucket as a file, not index.html', () => {
    const [rewrite] = Object.values(resources).filter(
      (resource) => resource.Type === 'AWS::CloudFront::Function',
    );
    const handler = new Function(
      `${String(rewrite?.Properties.FunctionCode)}; return handler;`,
    )() as (event: { request: { uri: string } }) => { uri: string };
    expect(handler({ request: { uri: '/robots.txt' } }).uri).toBe('/robots.txt');
    // Uploaded with index.html (as text/plain, from its extension), not with the hashed assets.
    const site = readdirSync(outdir).filter((name) => existsSync(join(outdir, name, 'index.html')));
    expect(site).toHaveLength(1);
    expect(existsSync(join(outdir, site[0] as string, 'robots.txt'))).toBe(true);
  });
});
