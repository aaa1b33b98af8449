import { randomUUID } from 'node:crypto';
import { defaultProvider } from '@aws-sdk/credential-provider-node';
import { Sha256 } from '@smithy/core/checksum';
import { HttpRequest } from '@smithy/core/protocols';
import { SignatureV4 } from '@smithy/signature-v4';
import type { AwsCredentialIdentityProvider } from '@smithy/types';

/**
 * Secrets Manager's GetSecretValue, the one call the order functions make to it, signed with the
 * SigV4 signer and credential chain the DynamoDB client already brings into every bundle. The SDK
 * client (@aws-sdk/client-secrets-manager) added its own protocol stack and error classes for it:
 * 4 KB of every order function's gzipped bundle (issue #14). The request is the SDK's (AWS JSON
 * 1.1, the same headers; secrets-manager.test.ts compares them), and the retries are like those of
 * its standard mode: 3 attempts on a network error, a throttle or a 5xx, with jittered backoff.
 */

export interface SecretsManagerOptions {
  /** The AWS region; AWS_REGION (always set on Lambda) by default. */
  region?: string;
  /** Another endpoint (tests); Secrets Manager's regional endpoint by default. */
  endpoint?: string;
  /** The SDK's default chain (Lambda's role from the environment) by default. */
  credentials?: AwsCredentialIdentityProvider;
  /** Attempts per call, 3 by default as the SDK's standard retry mode. */
  maxAttempts?: number;
  /** Waits between attempts (tests); setTimeout by default. */
  sleep?: (milliseconds: number) => Promise<void>;
}

/** Reads one secret's string value (SecretString), as GetSecretValue returns it. */
export type ReadSecretString = (secretId: string) => Promise<string | undefined>;

/** An error answer of Secrets Manager, named by its `__type` as the SDK names its exceptions. */
export class SecretsManagerError extends Error {
  readonly statusCode: number;
  constructor(statusCode: number, type: string, message: string) {
    super(`Secrets Manager GetSecretValue failed (${statusCode} ${type}): ${message}`);
    this.name = type;
    this.statusCode = statusCode;
  }
}

/** Error types worth another attempt (the SDK's throttling and transient lists, for this call). */
const RETRYABLE_TYPES = new Set([
  'ThrottlingException',
  'Throttling',
  'TooManyRequestsException',
  'RequestLimitExceeded',
  'InternalServiceError',
  'InternalServiceErrorException',
]);

/** A network error, a timeout, a 5xx or a throttle: another attempt may get through. */
const isRetryable = (error: unknown): boolean =>
  !(error instanceof SecretsManagerError) ||
  error.statusCode >= 500 ||
  RETRYABLE_TYPES.has(error.name);

const BASE_DELAY_MS = 100;
const MAX_DELAY_MS = 20_000;
/** One attempt's limit: a secret is a few hundred bytes, so a slower answer is a stuck connection. */
const ATTEMPT_TIMEOUT_MS = 10_000;

const sleepFor = (milliseconds: number) =>
  new Promise<void>((resolve) => setTimeout(resolve, milliseconds));

function endpointOf(region: string): string {
  const domain = region.startsWith('cn-') ? 'amazonaws.com.cn' : 'amazonaws.com';
  return `https://secretsmanager.${region}.${domain}`;
}

/** The error an answer that is not 200 stands for. */
function errorOf(status: number, text: string): SecretsManagerError {
  let type = `Http${status}`;
  let message = text.slice(0, 200);
  try {
    const body = JSON.parse(text) as { __type?: unknown; message?: unknown; Message?: unknown };
    // `__type` may carry a namespace ("com.amazonaws.secretsmanager#ResourceNotFoundException").
    if (typeof body.__type === 'string') type = body.__type.split('#').pop() ?? type;
    const said = body.message ?? body.Message;
    if (typeof said === 'string') message = said;
  } catch {
    // Not JSON (a proxy's error page): the status and the start of the text say enough.
  }
  return new SecretsManagerError(status, type, message);
}

export function secretsManagerGetSecretString(
  options: SecretsManagerOptions = {},
): ReadSecretString {
  const region = options.region ?? process.env.AWS_REGION ?? 'eu-north-1';
  const url = new URL(options.endpoint ?? endpointOf(region));
  const maxAttempts = options.maxAttempts ?? 3;
  const sleep = options.sleep ?? sleepFor;
  const signer = new SignatureV4({
    service: 'secretsmanager',
    region,
    credentials: options.credentials ?? defaultProvider(),
    sha256: Sha256,
  });

  const attempt = async (secretId: string, number: number): Promise<Response> => {
    const body = JSON.stringify({ SecretId: secretId });
    const request = new HttpRequest({
      method: 'POST',
      protocol: url.protocol,
      hostname: url.hostname,
      ...(url.port ? { port: Number(url.port) } : {}),
      path: url.pathname,
      headers: {
        host: url.host,
        'content-type': 'application/x-amz-json-1.1',
        'x-amz-target': 'secretsmanager.GetSecretValue',
        'content-length': String(Buffer.byteLength(body)),
        'amz-sdk-invocation-id': randomUUID(),
        'amz-sdk-request': `attempt=${number}; max=${maxAttempts}`,
      },
      body,
    });
    const signed = await signer.sign(request);
    const headers = Object.fromEntries(
      Object.entries(signed.headers).filter(
        ([name]) => name !== 'host' && name !== 'content-length',
      ),
    );
    return fetch(url, {
      method: 'POST',
      headers,
      body,
      signal: AbortSignal.timeout(ATTEMPT_TIMEOUT_MS),
    });
  };

  const call = async (secretId: string, number: number): Promise<string | undefined> => {
    const response = await attempt(secretId, number);
    const text = await response.text();
    if (!response.ok) throw errorOf(response.status, text);
    const output = JSON.parse(text) as { SecretString?: unknown };
    return typeof output.SecretString === 'string' ? output.SecretString : undefined;
  };

  return async (secretId) => {
    for (let number = 1; ; number += 1) {
      try {
        return await call(secretId, number);
      } catch (error) {
        if (number >= maxAttempts || !isRetryable(error)) throw error;
      }
      // Full jitter under an exponentially growing ceiling, as the SDK's standard mode waits.
      await sleep(Math.random() * Math.min(MAX_DELAY_MS, BASE_DELAY_MS * 2 ** number));
    }
  };
}
