import { spawn, type ChildProcess } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  AdminAddUserToGroupCommand,
  AdminCreateUserCommand,
  AdminGetUserCommand,
  AdminSetUserPasswordCommand,
  AdminUpdateUserAttributesCommand,
  CognitoIdentityProviderClient,
  CreateGroupCommand,
  CreateUserPoolClientCommand,
  CreateUserPoolCommand,
  ListUserPoolClientsCommand,
  ListGroupsCommand,
  ListUserPoolsCommand,
  UserNotFoundException,
} from '@aws-sdk/client-cognito-identity-provider';
import { BACK_OFFICE_ROLES } from '@inroom/shared';
import { cognitoEmailFile, readCognitoEmails, type CognitoEmail } from './cognito-emails';
import { loadCognitoSigningKey } from './cognito-key';
import { freePort } from './ports';

export const USER_POOL_NAME = 'inroom';
export const WEB_CLIENT_NAME = 'inroom-web';

export interface LocalCognito {
  endpoint: string;
  userPoolId: string;
  clientId: string;
  /** Tokens are issued as `iss = http://host:port/<poolId>`. */
  issuer: string;
  /** The admin user's `sub`, which their owner access record is kept under. */
  adminId: string;
  /** The e-mails Cognito would have sent (password reset codes), newest first. */
  emails: (limit?: number) => CognitoEmail[];
  stop: () => Promise<void>;
}

/**
 * The admin's e-mail address: "Forgot password?" sends the code there (cognito-local, like the pool
 * on AWS, resets only a user with one). A reserved name (RFC 2606) nothing is ever delivered to;
 * locally the code is on the outbox page.
 */
export const adminEmail = (userName: string): string => `${userName}@inroom.invalid`;

const require = createRequire(import.meta.url);

async function waitUntilAnswering(
  client: CognitoIdentityProviderClient,
  child: ChildProcess,
  output: () => string,
) {
  const deadline = Date.now() + 30_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`cognito-local exited early:\n${output()}`);
    try {
      await client.send(new ListUserPoolsCommand({ MaxResults: 1 }));
      return;
    } catch (error) {
      if (Date.now() > deadline)
        throw new Error(`cognito-local did not start in 30 s: ${String(error)}\n${output()}`, {
          cause: error,
        });
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
}

async function ensureUserPool(client: CognitoIdentityProviderClient): Promise<string> {
  const pools = await client.send(new ListUserPoolsCommand({ MaxResults: 60 }));
  const existing = pools.UserPools?.find((pool) => pool.Name === USER_POOL_NAME);
  if (existing?.Id) return existing.Id;
  const created = await client.send(new CreateUserPoolCommand({ PoolName: USER_POOL_NAME }));
  if (!created.UserPool?.Id) throw new Error('cognito-local created no user pool');
  return created.UserPool.Id;
}

async function ensureClient(
  client: CognitoIdentityProviderClient,
  userPoolId: string,
): Promise<string> {
  const clients = await client.send(
    new ListUserPoolClientsCommand({ UserPoolId: userPoolId, MaxResults: 60 }),
  );
  const existing = clients.UserPoolClients?.find(
    (appClient) => appClient.ClientName === WEB_CLIENT_NAME,
  );
  if (existing?.ClientId) return existing.ClientId;
  const created = await client.send(
    new CreateUserPoolClientCommand({
      UserPoolId: userPoolId,
      ClientName: WEB_CLIENT_NAME,
      ExplicitAuthFlows: [
        'ALLOW_USER_PASSWORD_AUTH',
        'ALLOW_REFRESH_TOKEN_AUTH',
        'ALLOW_USER_SRP_AUTH',
      ],
    }),
  );
  if (!created.UserPoolClient?.ClientId) throw new Error('cognito-local created no app client');
  return created.UserPoolClient.ClientId;
}

/** The role groups of the pool on AWS (infra/lib/auth.ts), so a user's token names their role. */
async function ensureGroups(
  client: CognitoIdentityProviderClient,
  userPoolId: string,
): Promise<void> {
  const existing = await client.send(new ListGroupsCommand({ UserPoolId: userPoolId }));
  const names = new Set(existing.Groups?.map((group) => group.GroupName));
  for (const role of BACK_OFFICE_ROLES.filter((each) => !names.has(each)))
    await client.send(new CreateGroupCommand({ UserPoolId: userPoolId, GroupName: role }));
}

/**
 * Creates the admin user when missing and sets the configured password, so the printed login works,
 * and gives it a verified e-mail address (adminEmail) when it has none, so its password can be reset.
 */
export async function ensureAdminUser(
  client: CognitoIdentityProviderClient,
  userPoolId: string,
  userName: string,
  password: string,
): Promise<string> {
  const emailAttributes = [
    { Name: 'email', Value: adminEmail(userName) },
    { Name: 'email_verified', Value: 'true' },
  ];
  try {
    const existing = await client.send(
      new AdminGetUserCommand({ UserPoolId: userPoolId, Username: userName }),
    );
    // An admin made by an older version of the stack has no address yet.
    if (!existing.UserAttributes?.some((attribute) => attribute.Name === 'email'))
      await client.send(
        new AdminUpdateUserAttributesCommand({
          UserPoolId: userPoolId,
          Username: userName,
          UserAttributes: emailAttributes,
        }),
      );
  } catch (error) {
    if (
      !(error instanceof UserNotFoundException) &&
      (error as { name?: string }).name !== 'UserNotFoundException'
    )
      throw error;
    await client.send(
      new AdminCreateUserCommand({
        UserPoolId: userPoolId,
        Username: userName,
        TemporaryPassword: password,
        MessageAction: 'SUPPRESS',
        UserAttributes: emailAttributes,
      }),
    );
  }
  await client.send(
    new AdminSetUserPasswordCommand({
      UserPoolId: userPoolId,
      Username: userName,
      Password: password,
      Permanent: true,
    }),
  );
  // `npm start`'s admin is an owner (its access record: ./stack.ts).
  await client.send(
    new AdminAddUserToGroupCommand({
      UserPoolId: userPoolId,
      Username: userName,
      GroupName: 'owner',
    }),
  );
  const admin = await client.send(
    new AdminGetUserCommand({ UserPoolId: userPoolId, Username: userName }),
  );
  const id = admin.UserAttributes?.find((attribute) => attribute.Name === 'sub')?.Value;
  if (!id) throw new Error('cognito-local gave the admin user no sub');
  return id;
}

export function cognitoClient(endpoint: string, region: string): CognitoIdentityProviderClient {
  return new CognitoIdentityProviderClient({
    endpoint,
    region,
    credentials: { accessKeyId: 'local', secretAccessKey: 'local' },
  });
}

/**
 * cognito-local always keeps its data in `.cognito` under its working directory, so it runs as a
 * child process whose working directory is the data directory.
 */
export async function startCognito(options: {
  directory: string;
  region: string;
  admin: { userName: string; password: string };
}): Promise<LocalCognito> {
  // cognito-local's own default makes every pool sign in by email; back-office users have plain
  // usernames, as the Cognito pool on AWS does.
  mkdirSync(join(options.directory, '.cognito'), { recursive: true });
  writeFileSync(
    join(options.directory, '.cognito', 'config.json'),
    JSON.stringify({ UserPoolDefaults: { UsernameAttributes: [] } }),
  );
  const port = await freePort();
  const endpoint = `http://127.0.0.1:${port}`;
  const entry = join(require.resolve('cognito-local/package.json'), '..', 'lib', 'bin', 'start.js');
  const signingKey = loadCognitoSigningKey(options.directory);
  const preload = fileURLToPath(new URL('./cognito-preload.cjs', import.meta.url));
  const emailFile = cognitoEmailFile(options.directory);
  const child = spawn(process.execPath, ['--require', preload, entry], {
    cwd: options.directory,
    env: {
      ...process.env,
      INROOM_COGNITO_KEY_FILE: signingKey.file,
      INROOM_COGNITO_EMAIL_FILE: emailFile,
      PORT: String(port),
      HOST: '127.0.0.1',
      NODE_NO_WARNINGS: '1',
      DEBUG: '',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const collect = (chunk: Buffer) => {
    output = (output + chunk.toString()).slice(-4000);
  };
  child.stdout?.on('data', collect);
  child.stderr?.on('data', collect);
  // If this process dies without stopping the stack, do not leave the child behind.
  const killChild = () => child.kill('SIGTERM');
  process.once('exit', killChild);

  const stop = async () => {
    process.removeListener('exit', killChild);
    if (child.exitCode !== null || child.signalCode !== null) return;
    const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
    child.kill('SIGTERM');
    await exited;
  };

  const client = cognitoClient(endpoint, options.region);
  try {
    await waitUntilAnswering(client, child, () => output);
    const userPoolId = await ensureUserPool(client);
    const clientId = await ensureClient(client, userPoolId);
    await ensureGroups(client, userPoolId);
    const adminId = await ensureAdminUser(
      client,
      userPoolId,
      options.admin.userName,
      options.admin.password,
    );
    return {
      adminId,
      endpoint,
      userPoolId,
      clientId,
      issuer: `${endpoint}/${userPoolId}`,
      emails: (limit) => readCognitoEmails(emailFile, limit),
      stop,
    };
  } catch (error) {
    await stop();
    throw error;
  } finally {
    client.destroy();
  }
}
