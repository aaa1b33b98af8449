import { randomBytes } from 'node:crypto';
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

export interface LocalSecrets {
  /** Signs staff links (an HMAC of order id and phone). */
  linkSecret: string;
  /** The fake Stripe's webhook signing secret ('whsec_...'). */
  webhookSecret: string;
  /**
   * The S3 stand-in's secret access key: the stack checks every request to it is signed with this
   * (infra/local/s3-signature.ts), so only the server and the uploads it presigned can write.
   */
  s3SecretAccessKey: string;
}

type SecretName = keyof LocalSecrets;

/** How each secret is made, and what a valid stored one looks like. */
const SECRETS: Record<SecretName, { make: () => string; valid: (value: string) => boolean }> = {
  linkSecret: { make: () => randomBytes(32).toString('base64url'), valid: () => true },
  webhookSecret: {
    make: () => `whsec_${randomBytes(24).toString('base64url')}`,
    valid: (value) => value.startsWith('whsec_'),
  },
  s3SecretAccessKey: { make: () => randomBytes(30).toString('base64url'), valid: () => true },
};

const fresh = (): LocalSecrets =>
  Object.fromEntries(
    Object.entries(SECRETS).map(([name, secret]) => [name, secret.make()]),
  ) as unknown as LocalSecrets;

/**
 * The stack's secrets, made once per data directory and kept in <dataDir>/secrets.json (mode
 * 0600), so staff links and checkout sessions still verify after a restart. AWS keeps the first two
 * in Secrets Manager (S3 checks its own signatures there).
 */
export function loadLocalSecrets(dataDir: string): LocalSecrets {
  const file = join(dataDir, 'secrets.json');
  try {
    // 'wx': only the first start writes it, even if two raced.
    writeFileSync(file, `${JSON.stringify(fresh(), null, 2)}\n`, { mode: 0o600, flag: 'wx' });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  }
  let stored: Partial<Record<SecretName, unknown>>;
  try {
    stored = JSON.parse(readFileSync(file, 'utf8')) as typeof stored;
  } catch (error) {
    throw new Error(
      `${file} is not readable JSON (${String(error)}); delete it to make new secrets (staff links and unpaid checkouts made before then stop working)`,
      { cause: error },
    );
  }
  // A file missing one of them (an older stack wrote it): keep what is there, add the rest.
  const made = fresh();
  let complete = true;
  const secrets = { ...made };
  for (const name of Object.keys(SECRETS) as SecretName[]) {
    const value = stored[name];
    if (typeof value === 'string' && value !== '' && SECRETS[name].valid(value))
      secrets[name] = value;
    else complete = false;
  }
  if (!complete) writeFileSync(file, `${JSON.stringify(secrets, null, 2)}\n`, { mode: 0o600 });
  return secrets;
}
