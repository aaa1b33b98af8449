import { randomUUID } from 'node:crypto';
import {
  AdminSetUserPasswordCommand,
  CognitoIdentityProviderClient,
} from '@aws-sdk/client-cognito-identity-provider';
import type { BackOfficeRole, BackOfficeUser } from '@inroom/shared';
import { adminClient, apiClient, expectOk, type ApiClient } from './api';
import type { CognitoEmail } from '../../infra/local/cognito-emails';
import type { TestStack } from './stack';

// Back-office users besides the admin (issue 18): invited by the admin (an owner) through the API,
// as the users page invites them, then given a password of their own so a test can sign in as them.

/** A password that meets the pool's policy. */
export const TEST_USER_PASSWORD = 'Manager-pass-2026';

export interface TestUser extends BackOfficeUser {
  password: string;
  /** Calls with the user's access token (a fresh sign-in each time it is asked for). */
  client: ApiClient;
  /** Signs in again: a new access token. */
  token: () => Promise<string>;
}

/** Sets a user's password as an operator would (AdminSetUserPassword), skipping the invitation's. */
export async function setPassword(stack: TestStack, userName: string, password: string) {
  const client = new CognitoIdentityProviderClient({
    endpoint: stack.cognito.endpoint,
    region: 'eu-north-1',
    credentials: { accessKeyId: 'local', secretAccessKey: 'local' },
  });
  try {
    await client.send(
      new AdminSetUserPasswordCommand({
        UserPoolId: stack.cognito.userPoolId,
        Username: userName,
        Password: password,
        Permanent: true,
      }),
    );
  } finally {
    client.destroy();
  }
}

/** A user the admin invites with this role and these locations, signed in and ready to call. */
export async function invitedUser(
  stack: TestStack,
  access: { role: BackOfficeRole; locationIds?: string[]; name?: string },
): Promise<TestUser> {
  const email = `user-${randomUUID().slice(0, 8)}@hotel.test`;
  const invited = await expectOk<BackOfficeUser>(
    adminClient(stack).post('/api/user/be/invite', {
      email,
      name: access.name ?? `Test ${access.role}`,
      role: access.role,
      locationIds: access.locationIds ?? [],
    }),
  );
  await setPassword(stack, invited.userName, TEST_USER_PASSWORD);
  const token = () => stack.tokenFor(invited.userName, TEST_USER_PASSWORD);
  let signedIn: Promise<string> | undefined;
  return {
    ...invited,
    password: TEST_USER_PASSWORD,
    token,
    client: apiClient(stack, () => (signedIn ??= token())),
  };
}

/** A manager of these locations. */
export const managerOf = (stack: TestStack, ...locationIds: string[]) =>
  invitedUser(stack, { role: 'manager', locationIds });

/** The e-mails the Cognito stand-in "sent" (invitations, reset codes), newest first. */
export async function cognitoEmails(stack: TestStack): Promise<CognitoEmail[]> {
  return expectOk<CognitoEmail[]>(stack.request('/local/outbox/email.json'));
}
