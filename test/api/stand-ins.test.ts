import {
  CognitoIdentityProviderClient,
  ListUsersCommand,
} from '@aws-sdk/client-cognito-identity-provider';
import { request as httpRequest } from 'node:http';
import { describe, expect, it } from 'vitest';
import { ALLOWED_COGNITO_TARGETS } from '../../infra/local/cognito-proxy';
import { KEEP_ALIVE_SECONDS } from '../../infra/local/server';
import { cognitoProxyCall, useTestStack } from '../support/api';
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

const cognitoCall = (target: string, payload: unknown) => cognitoProxyCall(stack, target, payload);

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

/** A request with the headers as given, Host and Origin included (fetch will not send a Host). */
function rawRequest(
  url: string,
  method: string,
  headers: Record<string, string>,
): Promise<{ status: number; headers: Record<string, unknown> }> {
  return new Promise((resolve, reject) => {
    const request = httpRequest(url, { method, headers }, (response) => {
      response.resume();
      response.on('end', () =>
        resolve({ status: response.statusCode ?? 0, headers: response.headers }),
      );
    });
    request.on('error', reject);
    request.end(method === 'GET' || method === 'OPTIONS' ? undefined : '{}');
  });
}

describe('the stand-ins on their loopback ports', () => {
  const evil = { origin: 'https://evil.example' };
  const dynamo = {
    'x-amz-target': 'DynamoDB_20120810.ListTables',
    'content-type': 'application/x-amz-json-1.0',
  };

  it("answer a web page's request (it carries an Origin) with 403 and no CORS", async () => {
    const pageRequests: [string, string, Record<string, string>][] = [
      [stack.dynamoEndpoint, 'POST', { ...evil, ...dynamo }],
      [stack.dynamoEndpoint, 'OPTIONS', { ...evil, 'access-control-request-method': 'POST' }],
      [
        stack.cognito.endpoint,
        'POST',
        { ...evil, 'x-amz-target': 'AWSCognitoIdentityProviderService.SignUp' },
      ],
      [stack.cognito.endpoint, 'OPTIONS', { ...evil, 'access-control-request-method': 'POST' }],
      [`${stack.s3Endpoint}/inroom-images/images/demo/hotel.png`, 'GET', evil],
      [
        `${stack.stripeApiUrl}/v1/checkout/sessions`,
        'POST',
        { ...evil, authorization: 'Bearer sk_test_local' },
      ],
    ];
    for (const [url, method, headers] of pageRequests) {
      const answer = await rawRequest(url, method, headers);
      expect(answer.status, `${method} ${url}`).toBe(403);
      expect(answer.headers['access-control-allow-origin'], `${method} ${url}`).toBeUndefined();
    }
  });

  it('answer a host name rebound to this machine with 403, and the server itself as before', async () => {
    const port = new URL(stack.dynamoEndpoint).port;
    const rebound = await rawRequest(stack.dynamoEndpoint, 'POST', {
      ...dynamo,
      host: `evil.example:${port}`,
    });
    expect(rebound.status).toBe(403);
    const own = await rawRequest(stack.dynamoEndpoint, 'POST', dynamo);
    expect(own.status).toBe(400); // dynalite's answer to an unsigned call: it was let through
  });
});

describe('the local server', () => {
  it('answers to localhost and IP addresses, not to a name rebound to this machine', async () => {
    const url = `${stack.baseUrl}/api/language/getall`;
    expect((await rawRequest(url, 'GET', { host: `localhost:${stack.port}` })).status).toBe(200);
    expect((await rawRequest(url, 'GET', { host: `192.168.1.20:${stack.port}` })).status).toBe(200);
    const rebound = await rawRequest(`${stack.baseUrl}/local/cognito`, 'POST', {
      host: `evil.example:${stack.port}`,
      'x-amz-target': 'AWSCognitoIdentityProviderService.InitiateAuth',
    });
    expect(rebound.status).toBe(403);
  });

  it('keeps an idle connection open longer than the client that made it', async () => {
    const response = await stack.request('/local/health');
    expect(response.status).toBe(200);
    // Undici (fetch) and browsers drop theirs before the hinted time; Node's default was 5 s.
    expect(response.headers.get('keep-alive')).toBe(`timeout=${KEEP_ALIVE_SECONDS}`);
  });
});
