import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  AuthFlowType,
  CognitoIdentityProviderClient,
  InitiateAuthCommand,
} from '@aws-sdk/client-cognito-identity-provider';
import { configFromEnvironment, type LocalStackConfig } from '../../infra/local/config';
import { startLocalStack, type LocalStack } from '../../infra/local/stack';
import { seededCopy } from './seeded-template';

// Lambda runs Node 24; the SDK's notice about Node 20 support only adds noise to test output. The
// same value for every file of a worker, so sharing it is harmless.
// eslint-disable-next-line no-restricted-syntax
process.env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED ??= 'true';

export interface TestStack extends LocalStack {
  /** http://127.0.0.1:<port>, what tests call. */
  baseUrl: string;
  /** fetch against the stack, relative to its base URL. */
  request: (path: string, init?: RequestInit) => Promise<Response>;
  /** An access token for the admin user, from the Cognito stand-in. */
  adminToken: () => Promise<string>;
  /** An access token for any user of the stand-in's pool, signed in with their password. */
  tokenFor: (userName: string, password: string) => Promise<string>;
  /** Stops the stack; removes its data directory unless `keepData`. */
  close: (options?: { keepData?: boolean }) => Promise<void>;
}

export interface StackOptions {
  /**
   * Serve a stand-in SPA (an index.html and one asset, in the data directory) instead of web/dist,
   * so SPA paths answer the same whether or not the web is built (npm test builds it after the API
   * tests).
   */
  standInWeb?: boolean;
  /** Where the stack's log lines go (npm start prints them); none by default, to keep tests quiet. */
  log?: (line: string) => void;
}

export const STAND_IN_INDEX_HTML =
  '<!doctype html><title>Inroom</title><script>document.title = "Inroom";</script>';

function standInWebRoot(dataDir: string): string {
  const root = join(dataDir, 'web');
  mkdirSync(join(root, 'assets'), { recursive: true });
  // With an inline script, as the built SPA has its boot script: the server allows it by its hash.
  writeFileSync(join(root, 'index.html'), STAND_IN_INDEX_HTML);
  writeFileSync(join(root, 'assets', 'app-1234.js'), 'console.log(1)');
  return root;
}

export function tempDataDir(): string {
  return mkdtempSync(join(tmpdir(), 'inroom-test-'));
}

/**
 * The embedded stack on free loopback ports with a temporary data directory, exactly as `npm start`
 * runs it, quiet unless a test fails. In the api and e2e projects the directory starts as a copy of
 * demo data the worker seeded once (seeded-template.ts) unless the overrides change what is seeded.
 * Any config can be overridden, e.g. `startTestStack({ orderResponseWindowSeconds: 1 })` for orders
 * that expire a second after they are paid. To restart on the same data (secrets, fake Stripe
 * sessions, pending expiries and all): `await stack.close({ keepData: true }); stack = await
 * startTestStack({ dataDir: stack.dataDir })`.
 *
 * Besides HTTP, a test can read `stack.outbox()` (the SMS sent, newest first; the same as
 * GET /local/outbox.json), `stack.pendingExpiries()`, and call services against the stack's table
 * with `stack.dependencies`, e.g. `expireOrder(stack.dependencies, orderId)`.
 */
export async function startTestStack(
  overrides: Partial<LocalStackConfig> = {},
  { standInWeb = false, log }: StackOptions = {},
): Promise<TestStack> {
  const dataDir = overrides.dataDir ?? (await seededCopy(overrides, tempDataDir)) ?? tempDataDir();
  const config: LocalStackConfig = {
    ...configFromEnvironment({}),
    dataDir,
    port: 0,
    host: '127.0.0.1',
    logLevel: 'WARN',
    ...(standInWeb ? { webRoot: standInWebRoot(dataDir) } : {}),
    ...overrides,
  };
  const stack = await startLocalStack(config, log);
  const baseUrl = `http://127.0.0.1:${stack.port}`;
  const tokenFor = async (userName: string, password: string): Promise<string> => {
    const client = new CognitoIdentityProviderClient({
      endpoint: stack.cognito.endpoint,
      region: config.region,
      credentials: { accessKeyId: 'local', secretAccessKey: 'local' },
    });
    try {
      const output = await client.send(
        new InitiateAuthCommand({
          AuthFlow: AuthFlowType.USER_PASSWORD_AUTH,
          ClientId: stack.cognito.clientId,
          AuthParameters: { USERNAME: userName, PASSWORD: password },
        }),
      );
      const token = output.AuthenticationResult?.AccessToken;
      if (!token) throw new Error('The Cognito stand-in returned no access token');
      return token;
    } finally {
      client.destroy();
    }
  };
  return {
    ...stack,
    baseUrl,
    request: (path, init) => fetch(`${baseUrl}${path}`, init),
    tokenFor,
    adminToken: () => tokenFor(config.admin.userName, config.admin.password),
    async close(options = {}) {
      await stack.stop();
      if (!options.keepData) rmSync(config.dataDir, { recursive: true, force: true });
    },
  };
}
