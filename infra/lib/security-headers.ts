/**
 * The security headers of every response, defined once: CloudFront's response headers policies
 * (infra/lib/web.ts) and the local server (infra/local/server.ts) both build theirs from here, so the
 * embedded stack runs the SPA under the same policy as production and a browser test catches what
 * the policy would break. Pure data: no CDK, no Node.
 */

/** What a response is, which decides its content security policy. */
export type ResponseKind = 'app' | 'api' | 'image';

export interface AppPolicyOptions {
  /**
   * Origins the SPA calls besides its own: on AWS the Cognito endpoint (sign-in) and the images
   * bucket (presigned uploads). Locally none: Cognito and uploads go through the server itself.
   */
  connectSources?: readonly string[];
  /** `'sha256-...'` of the inline scripts allowed by hash: the SPA's boot script (inline-scripts.ts). */
  scriptHashes?: readonly string[];
  /** Where forms may post, redirects after the post included; the site itself by default. */
  formActions?: readonly string[];
}

const directives = (entries: Record<string, readonly string[]>): string =>
  Object.entries(entries)
    .map(([name, sources]) => (sources.length > 0 ? `${name} ${sources.join(' ')}` : name))
    .join('; ');

/**
 * The SPA and the stand-ins' pages: scripts only from the site itself and inline ones by hash (no eval),
 * never framed. Styles allow inline because React style attributes and react-hot-toast's injected
 * <style> need it; an inline style cannot run code. Images may be blob: for the upload preview.
 */
export function appContentSecurityPolicy(options: AppPolicyOptions = {}): string {
  return directives({
    'default-src': ["'self'"],
    'script-src': ["'self'", ...(options.scriptHashes ?? [])],
    'style-src': ["'self'", "'unsafe-inline'"],
    'img-src': ["'self'", 'blob:', 'data:'],
    'font-src': ["'self'"],
    'connect-src': ["'self'", ...(options.connectSources ?? [])],
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    'form-action': options.formActions ?? ["'self'"],
    'frame-ancestors': ["'none'"],
  });
}

/**
 * JSON and images are never documents: nothing may load from them, and `sandbox` gives anything
 * opened directly (an upload that is really HTML, say) an opaque origin with no scripts.
 */
export const API_CONTENT_SECURITY_POLICY = directives({
  'default-src': ["'none'"],
  'frame-ancestors': ["'none'"],
  sandbox: [],
});
export const IMAGE_CONTENT_SECURITY_POLICY = directives({
  'default-src': ["'none'"],
  'img-src': ["'self'"],
  'style-src': ["'unsafe-inline'"],
  'frame-ancestors': ["'none'"],
  sandbox: [],
});

/** Staff tokens travel in order links: no page of ours hands its URL to another site. */
export const REFERRER_POLICY = 'no-referrer';
/** Frames are refused by frame-ancestors; X-Frame-Options says the same to older browsers. */
export const FRAME_OPTIONS = 'DENY';
/** Features no page of the product uses, so nothing injected can ask for them. */
export const PERMISSIONS_POLICY = [
  'accelerometer=()',
  'camera=()',
  'geolocation=()',
  'gyroscope=()',
  'magnetometer=()',
  'microphone=()',
  'payment=()',
  'usb=()',
].join(', ');
/** No window of another site keeps a handle on ours (Stripe's checkout is a redirect, not a popup). */
export const OPENER_POLICY = 'same-origin';
/** Two years, the usual for HSTS; subdomains are left alone, they may be the operator's others. */
export const HSTS_MAX_AGE_SECONDS = 2 * 365 * 24 * 3600;

export const contentSecurityPolicyFor = (kind: ResponseKind, options: AppPolicyOptions = {}) =>
  kind === 'app'
    ? appContentSecurityPolicy(options)
    : kind === 'api'
      ? API_CONTENT_SECURITY_POLICY
      : IMAGE_CONTENT_SECURITY_POLICY;

/**
 * The headers as the local server sends them (lower-case names). HSTS only when the site is served
 * over https: the embedded stack is plain http on loopback, and CloudFront adds it on AWS.
 */
export function securityHeaders(
  kind: ResponseKind,
  options: AppPolicyOptions & { https?: boolean } = {},
): Record<string, string> {
  return {
    'content-security-policy': contentSecurityPolicyFor(kind, options),
    'x-content-type-options': 'nosniff',
    'x-frame-options': FRAME_OPTIONS,
    'referrer-policy': REFERRER_POLICY,
    'permissions-policy': PERMISSIONS_POLICY,
    'cross-origin-opener-policy': OPENER_POLICY,
    ...(options.https ? { 'strict-transport-security': `max-age=${HSTS_MAX_AGE_SECONDS}` } : {}),
  };
}
