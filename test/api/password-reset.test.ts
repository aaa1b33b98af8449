import {
  AdminDeleteUserAttributesCommand,
  AdminGetUserCommand,
} from '@aws-sdk/client-cognito-identity-provider';
import { describe, expect, it } from 'vitest';
import { cognitoClient, ensureAdminUser } from '../../infra/local/cognito';
import type { CognitoEmail } from '../../infra/local/cognito-emails';
import { cognitoProxyCall, useTestStack } from '../support/api';

// "Forgot password?" against the Cognito stand-in, through the proxy the SPA uses (issue 16): the
// code goes to the outbox page instead of an e-mail, a wrong code and a weak password are refused as
// the pool on AWS refuses them, and an unknown user is answered like a known one.

const stack = useTestStack({ seedDemoData: false });

const cognitoCall = (target: string, payload: unknown) => cognitoProxyCall(stack, target, payload);

const errorType = async (response: Response) =>
  ((await response.json()) as { __type?: string }).__type;

async function emails(): Promise<CognitoEmail[]> {
  const response = await stack.request('/local/outbox/email.json');
  expect(response.status).toBe(200);
  return (await response.json()) as CognitoEmail[];
}

const signIn = (password: string) =>
  cognitoCall('InitiateAuth', {
    AuthFlow: 'USER_PASSWORD_AUTH',
    ClientId: stack.cognito.clientId,
    AuthParameters: { USERNAME: stack.admin.userName, PASSWORD: password },
  });

describe('password reset on the embedded stack', () => {
  it('answers an unknown user as a known one, and e-mails nobody', async () => {
    const asked = await cognitoCall('ForgotPassword', {
      ClientId: stack.cognito.clientId,
      Username: 'nobody-here',
    });
    expect(asked.status).toBe(200);
    expect(await asked.json()).toEqual({
      CodeDeliveryDetails: expect.objectContaining({ DeliveryMedium: 'EMAIL' }),
    });
    const confirmed = await cognitoCall('ConfirmForgotPassword', {
      ClientId: stack.cognito.clientId,
      Username: 'nobody-here',
      ConfirmationCode: '123456',
      Password: 'New-password-2027',
    });
    expect(confirmed.status).toBe(400);
    expect(await errorType(confirmed)).toBe('CodeMismatchException');
    expect(await emails()).toEqual([]);
  });

  it("puts the admin's code on the outbox, refuses a wrong code and a weak password, then resets", async () => {
    const asked = await cognitoCall('ForgotPassword', {
      ClientId: stack.cognito.clientId,
      Username: stack.admin.userName,
    });
    expect(asked.status).toBe(200);
    const [email] = await emails();
    expect(email).toMatchObject({
      userName: stack.admin.userName,
      destination: `${stack.admin.userName}@inroom.invalid`,
      code: expect.stringMatching(/^\d{6}$/),
    });
    const page = await (await stack.request('/local/outbox')).text();
    expect(page).toContain(`<code>${email!.code}</code>`);

    const confirm = (code: string, password: string) =>
      cognitoCall('ConfirmForgotPassword', {
        ClientId: stack.cognito.clientId,
        Username: stack.admin.userName,
        ConfirmationCode: code,
        Password: password,
      });
    const wrongCode = email!.code === '000000' ? '111111' : '000000';
    const wrong = await confirm(wrongCode, 'New-password-2027');
    expect(wrong.status).toBe(400);
    expect(await errorType(wrong)).toBe('CodeMismatchException');
    const weak = await confirm(email!.code, 'weak');
    expect(weak.status).toBe(400);
    expect(await weak.json()).toEqual({
      __type: 'InvalidPasswordException',
      message: 'Password does not conform to policy: Password not long enough',
    });
    expect((await signIn(stack.admin.password)).status).toBe(200);

    expect((await confirm(email!.code, 'New-password-2027')).status).toBe(200);
    expect((await signIn('New-password-2027')).status).toBe(200);
    expect((await signIn(stack.admin.password)).status).toBe(400);
    // The code is spent.
    expect(await errorType(await confirm(email!.code, 'Other-password-2028'))).toBe(
      'CodeMismatchException',
    );
  });

  it('gives an admin made by an older stack, with no address, one at start', async () => {
    const client = cognitoClient(stack.cognito.endpoint, 'eu-north-1');
    const user = { UserPoolId: stack.cognito.userPoolId, Username: stack.admin.userName };
    const emailOf = async () =>
      (await client.send(new AdminGetUserCommand(user))).UserAttributes?.find(
        (attribute) => attribute.Name === 'email',
      )?.Value;
    try {
      await client.send(
        new AdminDeleteUserAttributesCommand({ ...user, UserAttributeNames: ['email'] }),
      );
      expect(await emailOf()).toBeUndefined();
      await ensureAdminUser(client, user.UserPoolId, user.Username, stack.admin.password);
      expect(await emailOf()).toBe(`${stack.admin.userName}@inroom.invalid`);
      expect((await signIn(stack.admin.password)).status).toBe(200);
    } finally {
      client.destroy();
    }
  });
});
