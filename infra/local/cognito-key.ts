import { generateKeyPairSync } from 'node:crypto';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

/**
 * cognito-local signs every token with a key pair shipped inside its npm package, so anyone could
 * mint a valid back-office token for it. The embedded stack gives it a key of its own instead, made
 * once per data directory (mode 0600, so tokens survive a restart); cognito-preload.cjs puts
 * it in place of the packaged one inside the cognito-local process.
 */
export interface CognitoSigningKey {
  /** The private key as cognito-local's key file holds it: the JWK and its PEM. */
  jwk: Record<string, unknown>;
  pem: string;
}

/** cognito-local names its key so; the tokens' `kid` header and its JWKS use the same. */
export const COGNITO_KEY_ID = 'CognitoLocal';
export const COGNITO_KEY_FILE = 'signing-key.json';

export function loadCognitoSigningKey(directory: string): { file: string; key: CognitoSigningKey } {
  const file = join(directory, COGNITO_KEY_FILE);
  if (!existsSync(file)) {
    const { privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
    const fresh: CognitoSigningKey = {
      jwk: {
        ...privateKey.export({ format: 'jwk' }),
        kid: COGNITO_KEY_ID,
        alg: 'RS256',
        use: 'sig',
      },
      pem: privateKey.export({ format: 'pem', type: 'pkcs8' }).toString(),
    };
    try {
      // 'wx': only the first start writes it.
      writeFileSync(file, `${JSON.stringify(fresh)}\n`, { mode: 0o600, flag: 'wx' });
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    }
  }
  return { file, key: JSON.parse(readFileSync(file, 'utf8')) as CognitoSigningKey };
}
