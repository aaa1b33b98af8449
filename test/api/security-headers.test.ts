import { describe, expect, it } from 'vitest';
import {
  contentSecurityPolicyFor,
  OPENER_POLICY,
  PERMISSIONS_POLICY,
  type ResponseKind,
} from '../../infra/lib/security-headers';
import { inlineScriptHashes } from '../../infra/lib/inline-scripts';
import { demoData } from '../../infra/local/seed/demo-data';
import { useTestStack } from '../support/api';
import { STAND_IN_INDEX_HTML } from '../support/stack';

// The local server sends the headers CloudFront adds on AWS (inroom-stack.test.ts checks those),
// from the same definition: every kind of response, answers and errors alike.

const stack = useTestStack({}, { standInWeb: true });
// The SPA's inline boot script is allowed by its hash and no other inline script is.
const scriptHashes = inlineScriptHashes(STAND_IN_INDEX_HTML);

const cases: [ResponseKind, string, RequestInit?][] = [
  ['app', '/'],
  ['app', '/location/5eed0001-0000-4000-8000-000000000001'],
  ['app', '/order/4b1c8a52-2f7e-4b8e-9a43-0d5b7f1a2c3d/4533120044?t=token'],
  ['app', '/be/locations'],
  ['app', '/local/outbox'],
  ['api', '/config.json'],
  ['api', '/api/location/getall'],
  ['api', '/api/no/such/route'],
  ['api', '/api/location/getnew'],
  ['api', '/local/cognito', { method: 'POST', body: '{}' }],
  ['image', `/images/${demoData.images[0]?.key}`],
  ['image', `/images/${demoData.images[0]?.derivatives[0]?.key}`],
  ['image', '/images/uploads/missing.png'],
];

describe('security headers of the local server', () => {
  it.each(cases)('%s: %s', async (kind, path, init) => {
    const response = await stack.request(path, init);
    if (path.startsWith('/images/demo/')) expect(response.status, 'a demo image').toBe(200);
    const header = (name: string) => response.headers.get(name);
    expect(header('content-security-policy')).toBe(
      contentSecurityPolicyFor(kind, { scriptHashes }),
    );
    expect(header('x-content-type-options')).toBe('nosniff');
    expect(header('x-frame-options')).toBe('DENY');
    expect(header('referrer-policy')).toBe('no-referrer');
    expect(header('permissions-policy')).toBe(PERMISSIONS_POLICY);
    expect(header('cross-origin-opener-policy')).toBe(OPENER_POLICY);
    // Plain http on loopback: HSTS would be ignored, and CloudFront sends it on AWS.
    expect(header('strict-transport-security')).toBeNull();
  });

  it("allows scripts from the site and the page's own inline script by hash, never eval, and no framing anywhere", () => {
    expect(scriptHashes).toHaveLength(1);
    const app = contentSecurityPolicyFor('app', { scriptHashes });
    const scripts = /script-src ([^;]*)/.exec(app)?.[1] ?? '';
    expect(scripts).toBe(`'self' ${scriptHashes[0]}`);
    expect(app).not.toMatch(/unsafe-eval/);
    for (const kind of ['app', 'api', 'image'] as const)
      expect(contentSecurityPolicyFor(kind)).toContain("frame-ancestors 'none'");
    expect(contentSecurityPolicyFor('api')).toMatch(/default-src 'none'.*sandbox/);
  });
});
