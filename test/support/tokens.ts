import { createHmac, createSign } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { COGNITO_KEY_FILE, type CognitoSigningKey } from '../../infra/local/cognito-key';
import type { TestStack } from './stack';

// Access tokens made by hand, for the authorisation tests: the stack's real ones with a claim or
// the signature changed, to prove each change is refused (and, by minting a good one the same
// way, that the refusal is for the change and not for the minting).

type Claims = Record<string, unknown>;
type Header = Record<string, unknown>;

const part = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');

/** The claims of a JWT, unverified. */
export const claimsOf = (token: string): Claims =>
  JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString('utf8')) as Claims;

/** The stack's own signing key (cognito-local signs with it; see infra/local/cognito-key.ts). */
export const stackSigningKey = (stack: TestStack): CognitoSigningKey =>
  JSON.parse(
    readFileSync(join(stack.dataDir, 'cognito', COGNITO_KEY_FILE), 'utf8'),
  ) as CognitoSigningKey;

/** The key pair cognito-local ships in its package, which anyone can read. */
export function publishedCognitoKey(): CognitoSigningKey {
  const require = createRequire(import.meta.url);
  const file = require.resolve('cognito-local/lib/keys/cognitoLocal.private.json');
  return JSON.parse(readFileSync(file, 'utf8')) as CognitoSigningKey;
}

/** A token signed RS256 with `pem`. */
export function signRs256(claims: Claims, pem: string, header: Header = {}): string {
  const unsigned = `${part({ alg: 'RS256', kid: 'CognitoLocal', typ: 'JWT', ...header })}.${part(claims)}`;
  const signer = createSign('RSA-SHA256');
  signer.update(unsigned);
  return `${unsigned}.${signer.sign(pem).toString('base64url')}`;
}

/** The algorithm-confusion attack: HS256 with the RSA public key (as PEM) for the HMAC secret. */
export function signHs256WithPublicKey(claims: Claims, publicPem: string): string {
  const unsigned = `${part({ alg: 'HS256', kid: 'CognitoLocal', typ: 'JWT' })}.${part(claims)}`;
  return `${unsigned}.${createHmac('sha256', publicPem).update(unsigned).digest('base64url')}`;
}

/** `alg: none`, no signature. */
export const unsigned = (claims: Claims): string =>
  `${part({ alg: 'none', typ: 'JWT' })}.${part(claims)}.`;

/** Seconds since the epoch. */
export const nowSeconds = (): number => Math.floor(Date.now() / 1000);
