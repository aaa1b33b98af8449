import type { Node } from 'constructs';
import { z } from 'zod';
import { DEFAULT_COMPANY, type RuntimeConfig } from '@inroom/shared';
import {
  companySchema,
  DEFAULT_SMS_SPEND_LIMIT_USD,
  domainSchema,
  LOG_LEVELS,
  MAX_ORDER_RESPONSE_WINDOW_SECONDS,
  MAX_SMS_SPEND_LIMIT_USD,
  readStageFile,
  STAGES_DIR,
  WEB_ACL_ARN,
  type DomainSettings,
  type StageFile,
} from './stage-file';

export type { DomainSettings } from './stage-file';

/**
 * Context keys an operator may set with `-c key=value` (or in cdk.json / cdk.context.json). Each
 * one overrides the same setting of the stage file (infra/stages/<stage>.json), except production,
 * which only the stage file decides for a named stage.
 */
export const CONTEXT_KEYS = {
  stage: 'inroom:stage',
  production: 'inroom:production',
  signInFlow: 'inroom:signInFlow',
  company: 'inroom:company',
  domain: 'inroom:domain',
  alarmEmail: 'inroom:alarmEmail',
  logLevel: 'inroom:logLevel',
  siteUrl: 'inroom:siteUrl',
  orderResponseWindowSeconds: 'inroom:orderResponseWindowSeconds',
  orderReminder: 'inroom:orderReminder',
  smsMonthlySpendLimitUsd: 'inroom:smsMonthlySpendLimitUsd',
  webAclArn: 'inroom:webAclArn',
  sourceMaps: 'inroom:sourceMaps',
} as const;

export type SignInFlow = RuntimeConfig['auth']['signInFlow'];
export type CompanyDetails = RuntimeConfig['company'];

/** Everything one stage is deployed with: its stage file, then `-c` overrides, then defaults. */
export interface StageSettings {
  /** `dev`, `prod`, ...; undefined for the unnamed default stack, which has no stage file. */
  stage?: string;
  /** Deletion protection, retained data and a termination-protected stack. */
  production: boolean;
  company: CompanyDetails;
  domain?: DomainSettings;
  /** The site's https origin: `https://<domain>`, or `inroom:siteUrl`; else CloudFront's own. */
  siteUrl?: string;
  alarmEmail?: string;
  orderResponseWindowSeconds: number;
  orderReminder: boolean;
  /** The account's monthly SMS spend limit in SNS (USD), which SmsSpendNearLimit watches. */
  smsMonthlySpendLimitUsd: number;
  logLevel: string;
  signInFlow: SignInFlow;
  sourceMaps: boolean;
  webAclArn?: string;
}

/** Context that is absent or an empty string (how `-c key=` arrives) counts as not given. */
function contextValue(node: Node, key: string): unknown {
  const value: unknown = node.tryGetContext(key);
  return value === '' ? undefined : value;
}

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
  const value = contextValue(node, CONTEXT_KEYS.stage);
  if (value === undefined) return undefined;
  // The stage becomes part of the stack name, which CloudFormation limits to letters, digits, '-'.
  if (typeof value !== 'string' || !/^[A-Za-z][A-Za-z0-9-]{0,40}$/.test(value)) {
    throw new Error(
      `Context ${CONTEXT_KEYS.stage} must be letters, digits and '-', got ${JSON.stringify(value)}`,
    );
  }
  return value;
}

/** The stage's file (infra/stages/<stage>.json), or undefined for the unnamed default stack. */
export function stageFileFrom(node: Node, stagesDir = STAGES_DIR): StageFile | undefined {
  const stage = stageFrom(node);
  return stage === undefined ? undefined : readStageFile(stage, stagesDir);
}

/**
 * Production comes from the stage file of a named stage, so a deploy run without a flag cannot turn
 * deletion protection off; `-c inroom:production` may only repeat it. The unnamed default stack
 * has no file and still takes the flag (false when unset), as it always did.
 */
export function productionFrom(node: Node, file = stageFileFrom(node)): boolean {
  const given =
    node.tryGetContext(CONTEXT_KEYS.production) === undefined
      ? undefined
      : contextFlag(node, CONTEXT_KEYS.production);
  if (file === undefined) return given ?? false;
  if (given !== undefined && given !== file.production) {
    throw new Error(
      `Context ${CONTEXT_KEYS.production}=${String(given)} contradicts infra/stages/${stageFrom(node) ?? ''}.json ("production": ${String(file.production)}); a stage's production flag is changed in its file only`,
    );
  }
  return file.production;
}

/** SRP by default; USER_PASSWORD_AUTH exists for the local Cognito stand-in, which has no SRP. */
export function signInFlowFrom(node: Node, file = stageFileFrom(node)): SignInFlow {
  const value = contextValue(node, CONTEXT_KEYS.signInFlow) ?? file?.signInFlow ?? 'USER_SRP_AUTH';
  if (value !== 'USER_SRP_AUTH' && value !== 'USER_PASSWORD_AUTH') {
    throw new Error(
      `Context ${CONTEXT_KEYS.signInFlow} must be USER_SRP_AUTH or USER_PASSWORD_AUTH`,
    );
  }
  return value;
}

/** A JSON object setting: an object in cdk.json, or a JSON string from `-c`. */
function contextObject(node: Node, key: string): object | undefined {
  const raw = contextValue(node, key);
  if (raw === undefined) return undefined;
  let value: unknown = raw;
  if (typeof raw === 'string') {
    try {
      value = JSON.parse(raw);
    } catch {
      throw new Error(`Context ${key} must be a JSON object`);
    }
  }
  if (typeof value !== 'object' || value === null || Array.isArray(value))
    throw new Error(`Context ${key} must be a JSON object`);
  return value;
}

const issues = (error: z.ZodError): string =>
  error.issues.map((issue) => `${issue.path.join('.') || '(value)'}: ${issue.message}`).join('; ');

/**
 * Company details shown by the web: DEFAULT_COMPANY, then the stage file's `company`, then context
 * `inroom:company` (fields left out keep the earlier values, so an operator can override just the
 * name). Production refuses the defaults (productionProblems).
 */
export function companyFrom(node: Node, file = stageFileFrom(node)): CompanyDetails {
  const override = contextObject(node, CONTEXT_KEYS.company);
  const parsed = companySchema.safeParse(override ?? {});
  if (!parsed.success)
    throw new Error(`Context ${CONTEXT_KEYS.company} is invalid: ${issues(parsed.error)}`);
  return { ...DEFAULT_COMPANY, ...file?.company, ...parsed.data };
}

/** The custom domain: context `inroom:domain` (a JSON object), else the stage file's, else none. */
export function domainFrom(node: Node, file = stageFileFrom(node)): DomainSettings | undefined {
  const override = contextObject(node, CONTEXT_KEYS.domain);
  if (override === undefined) return file?.domain;
  const parsed = domainSchema.safeParse(override);
  if (!parsed.success)
    throw new Error(`Context ${CONTEXT_KEYS.domain} is invalid: ${issues(parsed.error)}`);
  return parsed.data;
}

/** Who the alarms e-mail: context `inroom:alarmEmail`, else the stage file's `alarmEmail`. */
export function alarmEmailFrom(node: Node, file = stageFileFrom(node)): string | undefined {
  const value = contextValue(node, CONTEXT_KEYS.alarmEmail);
  if (value === undefined) return file?.alarmEmail;
  if (!z.email().safeParse(value).success)
    throw new Error(
      `Context ${CONTEXT_KEYS.alarmEmail} must be an e-mail address, got ${JSON.stringify(value)}`,
    );
  return value as string;
}

/** The Powertools log level of every function (functions/src/dependencies.ts reads LOG_LEVEL). */
export function logLevelFrom(node: Node, file = stageFileFrom(node)): string {
  const value = contextValue(node, CONTEXT_KEYS.logLevel) ?? file?.logLevel ?? 'INFO';
  const level = typeof value === 'string' ? value.toUpperCase() : '';
  if (!(LOG_LEVELS as readonly string[]).includes(level)) {
    throw new Error(`Context ${CONTEXT_KEYS.logLevel} must be one of ${LOG_LEVELS.join(', ')}`);
  }
  return level;
}

/**
 * Context `inroom:siteUrl`: the site's origin for SMS links and payment redirects when a proxy of
 * the operator's own serves the distribution under another name; the stage's `domain` is the
 * usual way. An https origin only: no path, query or credentials (a trailing slash is dropped).
 */
export function siteUrlFrom(node: Node): string | undefined {
  const value = contextValue(node, CONTEXT_KEYS.siteUrl);
  if (value === undefined) return undefined;
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
export function orderResponseWindowFrom(node: Node, file = stageFileFrom(node)): number {
  const value = contextValue(node, CONTEXT_KEYS.orderResponseWindowSeconds);
  if (value === undefined)
    return file?.sms?.orderResponseWindowSeconds ?? DEFAULT_ORDER_RESPONSE_WINDOW_SECONDS;
  const seconds =
    typeof value === 'number' ? value : typeof value === 'string' ? Number(value) : NaN;
  if (!Number.isInteger(seconds) || seconds < 1 || seconds > MAX_ORDER_RESPONSE_WINDOW_SECONDS) {
    throw new Error(
      `Context ${CONTEXT_KEYS.orderResponseWindowSeconds} must be a whole number of seconds from 1 to ${MAX_ORDER_RESPONSE_WINDOW_SECONDS}, got ${JSON.stringify(value)}`,
    );
  }
  return seconds;
}

/**
 * Whether staff get one reminder SMS when half the response window has passed and a paid order
 * still awaits an answer (ORDER_REMINDER of the order functions). On unless explicitly false.
 */
export function orderReminderFrom(node: Node, file = stageFileFrom(node)): boolean {
  return contextFlag(node, CONTEXT_KEYS.orderReminder, file?.sms?.orderReminder ?? true);
}

/**
 * The monthly SMS spend limit set on the account in SNS (USD), for the alarm that fires as texts
 * near it: SNS stops sending them within minutes of reaching it, and paid orders then expire
 * unanswered. SNS's own default for a new account (1) unless given; it does not set the limit,
 * which only the account's owner can raise (docs/deploy.md).
 */
export function smsSpendLimitFrom(node: Node, file = stageFileFrom(node)): number {
  const value = contextValue(node, CONTEXT_KEYS.smsMonthlySpendLimitUsd);
  if (value === undefined) return file?.sms?.monthlySpendLimitUsd ?? DEFAULT_SMS_SPEND_LIMIT_USD;
  const usd = typeof value === 'number' ? value : typeof value === 'string' ? Number(value) : NaN;
  if (!Number.isFinite(usd) || usd <= 0 || usd > MAX_SMS_SPEND_LIMIT_USD) {
    throw new Error(
      `Context ${CONTEXT_KEYS.smsMonthlySpendLimitUsd} must be the account's monthly SMS spend limit in USD, above 0 and at most ${MAX_SMS_SPEND_LIMIT_USD}, got ${JSON.stringify(value)}`,
    );
  }
  return usd;
}

/**
 * An AWS WAF web ACL (scope CLOUDFRONT, so made in us-east-1) to attach to the distribution, e.g.
 * with a rate-based rule per client address, which API Gateway's throttling cannot do; none by
 * default. The ARN is checked for its shape only: CloudFormation says whether it exists.
 */
export function webAclArnFrom(node: Node, file = stageFileFrom(node)): string | undefined {
  const value = contextValue(node, CONTEXT_KEYS.webAclArn);
  if (value === undefined) return file?.webAclArn;
  if (typeof value !== 'string' || !WEB_ACL_ARN.test(value))
    throw new Error(
      `Context ${CONTEXT_KEYS.webAclArn} must be the ARN of a CloudFront (global) WAF web ACL in us-east-1, got ${JSON.stringify(value)}`,
    );
  return value;
}

/**
 * Whether the functions ship source maps and run with --enable-source-maps, for stack traces in the
 * logs that name source files. Off unless asked for: issue #14 measured it adding about 150 ms
 * to every cold start, and the map (3 MB) is four times the size of the bundle it maps.
 */
export function sourceMapsFrom(node: Node, file = stageFileFrom(node)): boolean {
  return contextFlag(node, CONTEXT_KEYS.sourceMaps, file?.sourceMaps ?? false);
}

/**
 * The site's origin: context `inroom:siteUrl`, else the custom domain, else undefined (the
 * CloudFront distribution's own https://dxxxx.cloudfront.net). Both given must agree.
 */
function siteUrlOf(node: Node, domain: DomainSettings | undefined): string | undefined {
  const explicit = siteUrlFrom(node);
  const ofDomain = domain && `https://${domain.name}`;
  if (explicit && ofDomain && explicit !== ofDomain)
    throw new Error(
      `Context ${CONTEXT_KEYS.siteUrl} (${explicit}) contradicts the stage's domain (${domain.name}); leave ${CONTEXT_KEYS.siteUrl} out`,
    );
  return explicit ?? ofDomain;
}

/** Every setting of the node's stage, the stage file read once. */
export function stageSettingsFrom(node: Node, stagesDir = STAGES_DIR): StageSettings {
  const file = stageFileFrom(node, stagesDir);
  const domain = domainFrom(node, file);
  return {
    stage: stageFrom(node),
    production: productionFrom(node, file),
    company: companyFrom(node, file),
    domain,
    siteUrl: siteUrlOf(node, domain),
    alarmEmail: alarmEmailFrom(node, file),
    orderResponseWindowSeconds: orderResponseWindowFrom(node, file),
    orderReminder: orderReminderFrom(node, file),
    smsMonthlySpendLimitUsd: smsSpendLimitFrom(node, file),
    logLevel: logLevelFrom(node, file),
    signInFlow: signInFlowFrom(node, file),
    sourceMaps: sourceMapsFrom(node, file),
    webAclArn: webAclArnFrom(node, file),
  };
}

/**
 * What keeps these settings from going live: real company details (shown in the footer and terms
 * of a live card checkout, so never DEFAULT_COMPANY's demo values or empty) and someone to get the
 * alarms. Empty when the stage is not production.
 */
export function productionProblems(settings: StageSettings): string[] {
  if (!settings.production) return [];
  const problems: string[] = [];
  for (const field of Object.keys(DEFAULT_COMPANY) as (keyof CompanyDetails)[]) {
    const value = settings.company[field].trim();
    if (value === '') problems.push(`company.${field} is empty`);
    else if (value === DEFAULT_COMPANY[field])
      problems.push(`company.${field} is the placeholder ${JSON.stringify(value)}`);
  }
  if (!settings.alarmEmail) problems.push('alarmEmail is missing: nobody would get the alarms');
  return problems;
}

/** Throws, listing every problem at once, when a production stage is not ready to go live. */
export function assertReadyForProduction(settings: StageSettings): void {
  const problems = productionProblems(settings);
  if (problems.length === 0) return;
  const where = settings.stage
    ? `infra/stages/${settings.stage}.json`
    : `context ${CONTEXT_KEYS.company} / ${CONTEXT_KEYS.alarmEmail}`;
  throw new Error(
    `${settings.stage ? `Stage ${settings.stage}` : 'This stack'} is production, but:\n  ${problems.join('\n  ')}\nSet them in ${where} (docs/deploy.md, "Stages").`,
  );
}
