import { JwtRsaVerifier } from 'aws-jwt-verify';
import { SimpleJwksCache } from 'aws-jwt-verify/jwk';
import type { LocalCognito } from './cognito';

export type ClaimsVerifier = (
  authorization: string | undefined,
) => Promise<Record<string, unknown> | undefined>;

/**
 * Verifies back-office access tokens as API Gateway's JWT authorizer does on AWS. cognito-local's
 * issuer is plain http, which aws-jwt-verify's default fetcher refuses, so the JWKS is fetched with
 * the global fetch. This verifier trusts the local issuer only and exists only in the local stack.
 */
export function createTokenVerifier(
  cognito: Pick<LocalCognito, 'issuer' | 'clientId'>,
): ClaimsVerifier {
  const verifier = JwtRsaVerifier.create(
    {
      issuer: cognito.issuer,
      jwksUri: `${cognito.issuer}/.well-known/jwks.json`,
      // Access tokens carry client_id instead of aud; it is checked below.
      audience: null,
    },
    {
      jwksCache: new SimpleJwksCache({
        fetcher: { fetch: async (uri: string) => (await fetch(uri)).arrayBuffer() },
      }),
    },
  );

  return async (authorization) => {
    const match = /^Bearer\s+(\S+)$/i.exec(authorization ?? '');
    if (!match) return undefined;
    try {
      const payload = (await verifier.verify(match[1] as string)) as Record<string, unknown>;
      if (payload.token_use !== 'access' || payload.client_id !== cognito.clientId)
        return undefined;
      return payload;
    } catch {
      return undefined;
    }
  };
}
