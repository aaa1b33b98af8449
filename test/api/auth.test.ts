import { describe, expect, it } from 'vitest';
import { useTestStack } from '../support/api';

const stack = useTestStack({
  seedDemoData: false,
  admin: { userName: 'ops-admin', password: 'Test-password-1' },
});

describe('GET /api/user/getcurrent', () => {
  it('is 401 with a JSON error without a token', async () => {
    const response = await stack.request('/api/user/getcurrent');
    expect(response.status).toBe(401);
    expect(await response.json()).toEqual({
      error: { code: 'unauthorized', message: 'Sign-in required' },
    });
  });

  it('is 401 with a forged or malformed token', async () => {
    const token = await stack.adminToken();
    const [header, payload] = token.split('.');
    const forgedPayload = Buffer.from(
      JSON.stringify({
        ...JSON.parse(Buffer.from(payload as string, 'base64url').toString()),
        username: 'intruder',
      }),
    ).toString('base64url');
    for (const bad of [`${header}.${forgedPayload}.${token.split('.')[2]}`, 'not-a-jwt', '']) {
      const response = await stack.request('/api/user/getcurrent', {
        headers: { authorization: `Bearer ${bad}` },
      });
      expect(response.status, bad.slice(0, 20)).toBe(401);
    }
  });

  it("gives the admin's id and userName with the admin's access token from the stand-in", async () => {
    const token = await stack.adminToken();
    const response = await stack.request('/api/user/getcurrent', {
      headers: { authorization: `Bearer ${token}` },
    });
    expect(response.status).toBe(200);
    const user = (await response.json()) as { id: string; userName: string };
    expect(user.userName).toBe('ops-admin');
    expect(user.id).toMatch(/^[0-9a-f-]{36}$/);
    const claims = JSON.parse(
      Buffer.from(token.split('.')[1] as string, 'base64url').toString(),
    ) as { sub: string };
    expect(user.id).toBe(claims.sub);
  });

  it('answers the refresh call Amplify makes through the local Cognito proxy', async () => {
    const login = await fetch(`${stack.baseUrl}/local/cognito`, {
      method: 'POST',
      headers: {
        'content-type': 'application/x-amz-json-1.1',
        'x-amz-target': 'AWSCognitoIdentityProviderService.InitiateAuth',
      },
      body: JSON.stringify({
        AuthFlow: 'USER_PASSWORD_AUTH',
        ClientId: stack.cognito.clientId,
        AuthParameters: { USERNAME: 'ops-admin', PASSWORD: 'Test-password-1' },
      }),
    });
    expect(login.status).toBe(200);
    const { AuthenticationResult } = (await login.json()) as {
      AuthenticationResult: { RefreshToken: string };
    };
    const refreshed = await fetch(`${stack.baseUrl}/local/cognito`, {
      method: 'POST',
      headers: {
        'content-type': 'application/x-amz-json-1.1',
        'x-amz-target': 'AWSCognitoIdentityProviderService.GetTokensFromRefreshToken',
      },
      body: JSON.stringify({
        ClientId: stack.cognito.clientId,
        RefreshToken: AuthenticationResult.RefreshToken,
      }),
    });
    expect(refreshed.status).toBe(200);
    const body = (await refreshed.json()) as { AuthenticationResult: { AccessToken: string } };
    const response = await stack.request('/api/user/getcurrent', {
      headers: { authorization: `Bearer ${body.AuthenticationResult.AccessToken}` },
    });
    expect(response.status).toBe(200);
  });
});
