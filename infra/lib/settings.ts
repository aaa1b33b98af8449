import type { Node } from 'constructs';
import { DEFAULT_COMPANY, runtimeConfigSchema, type RuntimeConfig } from '@inroom/shared';

/** Context keys an operator may set in cdk.json, cdk.context.json or with `-c key=value`. */
export const CONTEXT_KEYS = {
  stage: 'inroom:stage',
  production: 'inroom:production',
  signInFlow: 'inroom:signInFlow',
  company: 'inroom:company',
  logLevel: 'inroom:logLevel',
  siteUrl: 'inroom:siteUrl',
  orderResponseWindowSeconds: 'inroom:orderResponseWindowSeconds',
  orderReminder: 'inroom:orderReminder',
  webAclArn: 'inroom:webAclArn',
  sourceMaps: 'inroom:sourceMaps',
} as const;

export type SignInFlow = RuntimeConfig['auth']['signInFlow'];
export type CompanyDetails = RuntimeConfig['company'];

const authSchema = runtimeConfigSchema.shape.auth.shape;
const companySchema = runtimeConfigSchema.shape.company;

/**
 * A boolean context value, `fallback` (false) when unset. `-c key=true` arrives as the string 'true'
 * while cdk.json gives a real boolean, so both spellings are accepted; anything else is a typo that
 * must not silently mean "not production".
 */
export function contextFlag(node: Node, key: string, fallback = false): boolean {
  const value: unknown = node.tryGetContext(key);
  if (value === undefined) return fallback;
  if (value === false || value === 'false') return false;
  if (value === true || value === 'true') return true;
  throw new Error(`Context ${key} must be true or false, got ${JSON.stringify(value)}`);
}

/** The deployment stage (`dev`, `prod`, ...), or undefined for the unnamed default stack. */
export function stageFrom(node: Node): string | undefined {
  const value: unknown = node.tryGetContext(CONTEXT_KEYS.stage);
  if (value === undefined || value === '') return undefined;
  // The stage becomes part of the stack name, which CloudFormation limits to letters, digits, '-'.
  if (typeof value !== 'string' || !/^[A-Za-z][A-Za-z0-9-]{0,40}$/.test(value)) {
    throw new Error(
      `Context ${CONTEXT_KEYS.stage} must be letters, digits and '-', got ${JSON.stringify(value)}`,
    );
  }
  return value;
}

/** SRP by default; USER_PASSWORD_AUTH exists for the local Cognito stand-in, which has no SRP. */
export function signInFlowFrom(node: Node): SignInFlow {
  const value: unknown = node.tryGetContext(CONTEXT_KEYS.signInFlow) ?? 'USER_SRP_AUTH';
  const parsed = authSchema.signInFlow.safeParse(value);
  if (!parsed.success) {
    throw new Error(
      `Context ${CONTEXT_KEYS.signInFlow} must be USER_SRP_AUTH or USER_PASSWORD_AUTH`,
    );
  }
  return parsed.data;
}

/**
 * Company details shown by the web. An object in cdk.json, or a JSON string from `-c`; fields left
 * out keep DEFAULT_COMPANY's values so an operator can override just the name.
 */
export function companyFrom(node: Node): CompanyDetails {
  const raw: unknown = node.tryGetContext(CONTEXT_KEYS.company);
  if (raw === undefined) return DEFAULT_COMPANY;
  let value: unknown = raw;
  if (typeof raw === 'string') {
    try {
      value = JSON.parse(raw);
    } catch {
      throw new Error(`Context ${CONTEXT_KEYS.company} must be a JSON object`);
    }
  }
  if (typeof value !== 'object' || value === null || Array.isArray(value)) {
    throw new Error(`Context ${CONTEXT_KEYS.company} must be a JSON object`);
  }
  const parsed = companySchema.safeParse({ ...DEFAULT_COMPANY, ...value });
  if (!parsed.success)
    throw new Error(`Context ${CONTEXT_KEYS.company} is invalid: ${parsed.error.message}`);
  return parsed.data;
}

const LOG_LEVELS = ['TRACE', 'DEBUG', 'INFO', 'WARN', 'ERROR', 'CRITICAL', 'SILENT'] as const;

/** The Powertools log level of every function (functions/src/dependencies.ts reads LOG_LEVEL). */
export function logLevelFrom(node: Node): string {
  const value: unknown = node.tryGetContext(CONTEXT_KEYS.logLevel) ?? 'INFO';
  const level = typeof value === 'string' ? value.toUpperCase() : '';
  if (!(LOG_LEVELS as readonly string[]).includes(level)) {
    throw new Error(`Context ${CONTEXT_KEYS.logLevel} must be one of ${LOG_LEVELS.join(', ')}`);
  }
  return level;
}

/**
 * The site's origin for SMS links and payment redirects, when it is a custom domain; undefined
 * means the CloudFront distribution's own https://dxxxx.cloudfront.net. An https origin only: no
 * path, query or credentials (a trailing slash is dropped).
 */
export function siteUrlFrom(node: Node): string | undefined {
  const value: unknown = node.tryGetContext(CONTEXT_KEYS.siteUrl);
  if (value === undefined || value === '') return undefined;
  const fail = (): never => {
    throw new Error(
      `Context ${CONTEXT_KEYS.siteUrl} must be an https origin such as https://order.hotel.example, got ${JSON.stringify(value)}`,
    );
  };
  if (typeof value !== 'string') return fail();
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return fail();
  }
  if (
    url.protocol !== 'https:' ||
    url.pathname !== '/' ||
    url.search !== '' ||
    url.hash !== '' ||
    url.username !== '' ||
    url.password !== '' ||
    !/^https:\/\/[^/?#]+\/?$/.test(value)
  ) {
    return fail();
  }
  return url.origin;
}

export const DEFAULT_ORDER_RESPONSE_WINDOW_SECONDS = 600;

/**
 * How long staff have to answer a paid order before it expires, in seconds (1 to 86400, the range
 * the functions accept in ORDER_RESPONSE_WINDOW_SECONDS); 600 by default. EventBridge Scheduler
 * fires within the minute after the time, so expiry may come up to 59 s late.
 */
export function orderResponseWindowFrom(node: Node): number {
  const value: unknown = node.tryGetContext(CONTEXT_KEYS.orderResponseWindowSeconds);
  if (value === undefined || value === '') return DEFAULT_ORDER_RESPONSE_WINDOW_SECONDS;
  const seconds =
    typeof value === 'number' ? value : typeof value === 'string' ? Number(value) : NaN;
  if (!Number.isInteger(seconds) || seconds < 1 || seconds > 86_400) {
    throw new Error(
      `Context ${CONTEXT_KEYS.orderResponseWindowSeconds} must be a whole number of seconds from 1 to 86400, got ${JSON.stringify(value)}`,
    );
  }
  return seconds;
}

/**
 * Whether staff get one reminder SMS when half the response window has passed and a paid order
 * still awaits an answer (ORDER_REMINDER of the order functions). On unless explicitly false.
 */
export function orderReminderFrom(node: Node): boolean {
  return contextFlag(node, CONTEXT_KEYS.orderReminder, true);
}

/**
 * An AWS WAF web ACL (scope CLOUDFRONT, so made in us-east-1) to attach to the distribution, e.g.
 * with a rate-based rule per client address, which API Gateway's throttling cannot do; none by
 * default. The ARN is checked for its shape only: CloudFormation says whether it exists.
 */
export function webAclArnFrom(node: Node): string | undefined {
  const value: unknown = node.tryGetContext(CONTEXT_KEYS.webAclArn);
  if (value === undefined || value === '') return undefined;
  if (
    typeof value !== 'string' ||
    !/^arn:aws[a-z-]*:wafv2:us-east-1:\d{12}:global\/webacl\/[\w-]+\/[\w-]+$/.test(value)
  )
    throw new Error(
      `Context ${CONTEXT_KEYS.webAclArn} must be the ARN of a CloudFront (global) WAF web ACL in us-east-1, got ${JSON.stringify(value)}`,
    );
  return value;
}

/**
 * Whether the functions ship source maps and run with --enable-source-maps, for stack traces in the
 * logs that name source files. Off unless explicitly true: issue #14 measured it adding about 150 ms
 * to every cold start, and the map (3 MB) is four times the size of the bundle it maps.
 */
export function sourceMapsFrom(node: Node): boolean {
  return contextFlag(node, CONTEXT_KEYS.sourceMaps);
}
