import {
  CognitoIdentityProviderClient,
  ListUsersCommand,
} from '@aws-sdk/client-cognito-identity-provider';
import { describe, expect, it } from 'vitest';
import { ALLOWED_COGNITO_TARGETS } from '../../infra/local/cognito-proxy';
import { useTestStack } from '../support/api';
import {
  claimsOf,
  nowSeconds,
  publishedCognitoKey,
  signRs256,
  stackSigningKey,
} from '../support/tokens';

// The embedded stand-ins are reachable through the app only as far as the SPA needs them: the
// Cognito proxy passes the calls Amplify makes and nothing else, and tokens are signed with a key
// of this data directory, not the one cognito-local publishes in its package. (The S3 stand-in's
// signature check is in images.test.ts.)

const stack = useTestStack({ seedDemoData: false });

const cognitoCall = (target: string, payload: unknown) =>
  stack.request('/local/cognito', {
    method: 'POST',
    headers: {
      'content-type': 'application/x-amz-json-1.1',
      'x-amz-target': `AWSCognitoIdentityProviderService.${target}`,
    },
    body: JSON.stringify(payload),
  });

async function userNames(): Promise<string[]> {
  const client = new CognitoIdentityProviderClient({
    endpoint: stack.cognito.endpoint,
    region: 'eu-north-1',
    credentials: { accessKeyId: 'local', secretAccessKey: 'local' },
  });
  try {
    const output = await client.send(
      new ListUsersCommand({ UserPoolId: stack.cognito.userPoolId }),
    );
    return (output.Users ?? []).map((user) => user.Username ?? '').sort();
  } finally {
    client.destroy();
  }
}

const password = () => ({
  USERNAME: stack.admin.userName,
  PASSWORD: stack.admin.password,
});

describe('the Cognito proxy at /local/cognito', () => {
  it('lets nobody sign up, confirm, create or list users, or use the admin flows', async () => {
    const before = await userNames();
    const { clientId, userPoolId } = stack.cognito;
    const attempts: [string, unknown][] = [
      ['SignUp', { ClientId: clientId, Username: 'mallory', Password: 'Mallory-2026!' }],
      ['AdminConfirmSignUp', { UserPoolId: userPoolId, Username: 'mallory' }],
      ['AdminCreateUser', { UserPoolId: userPoolId, Username: 'mallory', TemporaryPassword: 'x' }],
      ['AdminSetUserPassword', { UserPoolId: userPoolId, Username: 'admin', Password: 'x' }],
      ['ListUsers', { UserPoolId: userPoolId }],
      ['AdminInitiateAuth', { UserPoolId: userPoolId, ClientId: clientId }],
      ['InitiateAuth', { AuthFlow: 'ADMIN_USER_PASSWORD_AUTH', ClientId: clientId }],
      ['CreateUserPoolClient', { UserPoolId: userPoolId, ClientName: 'mine' }],
    ];
    for (const [target, payload] of attempts) {
      const response = await cognitoCall(target, payload);
      expect(response.status, target).toBe(400);
      expect(((await response.json()) as { __type: string }).__type, target).toBe(
        'AccessDeniedException',
      );
    }
    expect(await userNames()).toEqual(before);
  });

  it('passes sign-in and its refresh, the calls Amplify makes, without CORS for anyone', async () => {
    expect(ALLOWED_COGNITO_TARGETS).toContain('InitiateAuth');
    const signedIn = await cognitoCall('InitiateAuth', {
      AuthFlow: 'USER_PASSWORD_AUTH',
      ClientId: stack.cognito.clientId,
      AuthParameters: password(),
    });
    expect(signedIn.status).toBe(200);
    expect(signedIn.headers.get('access-control-allow-origin')).toBeNull();
    const { AuthenticationResult } = (await signedIn.json()) as {
      AuthenticationResult: { AccessToken: string; RefreshToken: string };
    };
    const refreshed = await cognitoCall('GetTokensFromRefreshToken', {
      ClientId: stack.cognito.clientId,
      RefreshToken: AuthenticationResult.RefreshToken,
    });
    expect(refreshed.status).toBe(200);
    expect(await refreshed.json()).toMatchObject({
      AuthenticationResult: { AccessToken: expect.any(String) },
    });
  });

  it('answers a preflight from another site with no CORS, and bad bodies with a 400', async () => {
    const preflight = await stack.request('/local/cognito', {
      method: 'OPTIONS',
      headers: { origin: 'https://evil.example', 'access-control-request-method': 'POST' },
    });
    expect(preflight.status).toBe(405);
    expect(preflight.headers.get('access-control-allow-origin')).toBeNull();
    const notJson = await stack.request('/local/cognito', {
      method: 'POST',
      headers: { 'x-amz-target': 'AWSCognitoIdentityProviderService.InitiateAuth' },
      body: '{not json',
    });
    expect(notJson.status).toBe(400);
  });
});

describe('tokens of the Cognito stand-in', () => {
  it('are not forgeable with the key cognito-local publishes in its package', async () => {
    const claims = { ...claimsOf(await stack.adminToken()), exp: nowSeconds() + 3600 };
    const forged = await stack.request('/api/user/getcurrent', {
      headers: { authorization: `Bearer ${signRs256(claims, publishedCognitoKey().pem)}` },
    });
    expect(forged.status).toBe(401);
    // The same claims signed with the stack's own key pass: the key is what was refused.
    const genuine = await stack.request('/api/user/getcurrent', {
      headers: { authorization: `Bearer ${signRs256(claims, stackSigningKey(stack).pem)}` },
    });
    expect(genuine.status).toBe(200);
  });
});
