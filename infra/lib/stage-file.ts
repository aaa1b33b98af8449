import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { z } from 'zod';
import { runtimeConfigSchema } from '@inroom/shared';
import { repoRoot } from './paths';

/**
 * A stage's settings live in the repository (infra/stages/<stage>.json), so every deploy of a stage
 * gets the same production flag, company and domain: a deploy run without some `-c` flag can no
 * longer switch deletion protection off. docs/deploy.md describes each field.
 */
export const STAGES_DIR = join(repoRoot, 'infra', 'stages');

export const LOG_LEVELS = [
  'TRACE',
  'DEBUG',
  'INFO',
  'WARN',
  'ERROR',
  'CRITICAL',
  'SILENT',
] as const;

/** Longest response window the functions accept in ORDER_RESPONSE_WINDOW_SECONDS: one day. */
export const MAX_ORDER_RESPONSE_WINDOW_SECONDS = 86_400;

/** SNS's monthly SMS spend limit of a new account (USD), until the operator has it raised. */
export const DEFAULT_SMS_SPEND_LIMIT_USD = 1;

/** A spend limit above this is a typo (an extra zero or three), not a hotel group's texts. */
export const MAX_SMS_SPEND_LIMIT_USD = 1_000_000;

/** A DNS name in lower case, e.g. order.hotel.example (no scheme, port, path or trailing dot). */
const hostName = z
  .string()
  .regex(
    /^(?=.{1,253}$)(?:[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z][a-z0-9-]{0,61}[a-z0-9]$/,
    'must be a lower-case host name such as order.hotel.example',
  );

/** CloudFront takes certificates from ACM in us-east-1 only, whatever the stack's region. */
export const CERTIFICATE_ARN =
  /^arn:aws[a-z-]*:acm:us-east-1:\d{12}:certificate\/[0-9a-f]{8}(?:-[0-9a-f]{4}){3}-[0-9a-f]{12}$/;

/** A web ACL for CloudFront is global, and made in us-east-1 too. */
export const WEB_ACL_ARN = /^arn:aws[a-z-]*:wafv2:us-east-1:\d{12}:global\/webacl\/[\w-]+\/[\w-]+$/;

export const domainSchema = z
  .strictObject({
    /** The host guests open, e.g. order.hotel.example. */
    name: hostName,
    certificateArn: z
      .string()
      .regex(
        CERTIFICATE_ARN,
        'must be the ARN of an ACM certificate in us-east-1 (the only region CloudFront takes certificates from)',
      ),
    /** The Route 53 hosted zone to add the A and AAAA records to; without it, DNS is yours to point. */
    hostedZoneId: z
      .string()
      .regex(/^Z[0-9A-Z]{1,32}$/, 'must be a Route 53 hosted zone id such as Z0123456789ABCDEFGHIJ')
      .optional(),
    zoneName: hostName.optional(),
  })
  .refine((domain) => (domain.hostedZoneId === undefined) === (domain.zoneName === undefined), {
    message: 'hostedZoneId and zoneName go together: give both or neither',
  })
  .refine(
    (domain) =>
      domain.zoneName === undefined ||
      domain.name === domain.zoneName ||
      domain.name.endsWith(`.${domain.zoneName}`),
    { message: 'name must be in the hosted zone zoneName' },
  );
export type DomainSettings = z.infer<typeof domainSchema>;

/** Company fields left out keep DEFAULT_COMPANY's (which production refuses; see settings.ts). */
export const companySchema = runtimeConfigSchema.shape.company.partial().strict();

export const stageFileSchema = z.strictObject({
  /** Deletion protection, retained data and termination protection. */
  production: z.boolean(),
  company: companySchema.optional(),
  domain: domainSchema.optional(),
  /** Who the alarms e-mail (the monitoring topic's subscriber). */
  alarmEmail: z.email().optional(),
  sms: z
    .strictObject({
      orderResponseWindowSeconds: z
        .number()
        .int()
        .min(1)
        .max(MAX_ORDER_RESPONSE_WINDOW_SECONDS)
        .optional(),
      orderReminder: z.boolean().optional(),
      /** The account's monthly SMS spend limit as set in SNS (USD): the spend alarm's reference. */
      monthlySpendLimitUsd: z.number().positive().max(MAX_SMS_SPEND_LIMIT_USD).optional(),
    })
    .optional(),
  logLevel: z.enum(LOG_LEVELS).optional(),
  signInFlow: runtimeConfigSchema.shape.auth.shape.signInFlow.optional(),
  sourceMaps: z.boolean().optional(),
  webAclArn: z
    .string()
    .regex(WEB_ACL_ARN, 'must be the ARN of a CloudFront (global) WAF web ACL in us-east-1')
    .optional(),
});
export type StageFile = z.infer<typeof stageFileSchema>;

/** The stages that have a file, for error messages. */
export function stageNames(dir = STAGES_DIR): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir)
    .filter((name) => name.endsWith('.json'))
    .map((name) => name.slice(0, -'.json'.length))
    .sort();
}

/**
 * The stage's file, parsed and checked. A stage without a file is an error rather than an empty
 * stage: `--stage prd` must not quietly deploy a new, unprotected stack.
 */
export function readStageFile(stage: string, dir = STAGES_DIR): StageFile {
  const path = join(dir, `${stage}.json`);
  const shown = relative(repoRoot, path);
  if (!existsSync(path)) {
    const known = stageNames(dir);
    throw new Error(
      `Stage ${stage} has no settings file ${shown}. Stages: ${known.join(', ') || 'none'}. To add a stage, copy one of them (docs/deploy.md).`,
    );
  }
  let json: unknown;
  try {
    json = JSON.parse(readFileSync(path, 'utf8'));
  } catch (error) {
    throw new Error(`${shown} is not valid JSON: ${(error as Error).message}`, { cause: error });
  }
  const parsed = stageFileSchema.safeParse(json);
  if (!parsed.success) {
    const problems = parsed.error.issues.map(
      (issue) => `${issue.path.join('.') || '(file)'}: ${issue.message}`,
    );
    throw new Error(`${shown} is invalid:\n  ${problems.join('\n  ')}`);
  }
  return parsed.data;
}
