import {
  AdminAddUserToGroupCommand,
  AdminCreateUserCommand,
  AdminDisableUserCommand,
  AdminEnableUserCommand,
  AdminGetUserCommand,
  AdminRemoveUserFromGroupCommand,
  CognitoIdentityProviderClient,
  ListUsersCommand,
  type AttributeType,
  type UserType,
} from '@aws-sdk/client-cognito-identity-provider';
import { BACK_OFFICE_ROLES, type BackOfficeRole } from '@inroom/shared';
import type { Environment } from '../../dependencies';
import {
  unconfiguredUserDirectory,
  UserExistsError,
  type DirectoryUser,
  type UserDirectory,
} from './port';

export interface CognitoDirectoryOptions {
  userPoolId: string;
  region: string;
  /** Only for the embedded stack (cognito-local); on AWS the SDK finds Cognito itself. */
  endpoint?: string;
  credentials?: { accessKeyId: string; secretAccessKey: string };
}

const attribute = (attributes: AttributeType[] | undefined, name: string): string =>
  attributes?.find((each) => each.Name === name)?.Value ?? '';

function directoryUserOf(user: UserType | undefined): DirectoryUser {
  const id = attribute(user?.Attributes, 'sub');
  if (!user?.Username || !id) throw new Error('The user pool returned a user without a sub');
  return {
    id,
    userName: user.Username,
    email: attribute(user.Attributes, 'email'),
    name: attribute(user.Attributes, 'name'),
    enabled: user.Enabled !== false,
    passwordSet: user.UserStatus !== 'FORCE_CHANGE_PASSWORD',
  };
}

/** The users port over Cognito's admin API (the admin function's role allows these calls only). */
export function createCognitoUserDirectory(
  options: CognitoDirectoryOptions,
  traced: (client: CognitoIdentityProviderClient) => CognitoIdentityProviderClient = (c) => c,
): UserDirectory {
  const client = traced(
    new CognitoIdentityProviderClient({
      region: options.region,
      ...(options.endpoint ? { endpoint: options.endpoint } : {}),
      ...(options.credentials ? { credentials: options.credentials } : {}),
    }),
  );
  const UserPoolId = options.userPoolId;

  return {
    async invite({ userName, email, name }) {
      try {
        const output = await client.send(
          new AdminCreateUserCommand({
            UserPoolId,
            Username: userName,
            // The pool's invitation template (infra/lib/auth.ts) carries the temporary password.
            DesiredDeliveryMediums: ['EMAIL'],
            UserAttributes: [
              { Name: 'email', Value: email },
              // Invited by an owner who typed it: a password reset may go there.
              { Name: 'email_verified', Value: 'true' },
              { Name: 'name', Value: name },
            ],
          }),
        );
        return directoryUserOf(output.User);
      } catch (error) {
        if ((error as { name?: string }).name === 'UsernameExistsException')
          throw new UserExistsError();
        throw error;
      }
    },

    async get(userName: string) {
      try {
        const output = await client.send(
          new AdminGetUserCommand({ UserPoolId, Username: userName }),
        );
        return directoryUserOf({ ...output, Attributes: output.UserAttributes });
      } catch (error) {
        if ((error as { name?: string }).name === 'UserNotFoundException') return undefined;
        throw error;
      }
    },

    async list() {
      const users: DirectoryUser[] = [];
      let PaginationToken: string | undefined;
      do {
        const page = await client.send(
          new ListUsersCommand({ UserPoolId, Limit: 60, PaginationToken }),
        );
        users.push(...(page.Users ?? []).map(directoryUserOf));
        PaginationToken = page.PaginationToken;
      } while (PaginationToken);
      return users;
    },

    async setRole(userName: string, role: BackOfficeRole) {
      await client.send(
        new AdminAddUserToGroupCommand({ UserPoolId, Username: userName, GroupName: role }),
      );
      for (const other of BACK_OFFICE_ROLES.filter((each) => each !== role)) {
        await client.send(
          new AdminRemoveUserFromGroupCommand({
            UserPoolId,
            Username: userName,
            GroupName: other,
          }),
        );
      }
    },

    async setEnabled(userName: string, enabled: boolean) {
      const input = { UserPoolId, Username: userName };
      await client.send(
        enabled ? new AdminEnableUserCommand(input) : new AdminDisableUserCommand(input),
      );
    },
  };
}

/** The admin function's directory: its user pool from USER_POOL_ID. */
export function userDirectoryFromEnvironment(
  env: Environment = process.env,
  traced?: (client: CognitoIdentityProviderClient) => CognitoIdentityProviderClient,
): UserDirectory {
  if (!env.USER_POOL_ID) return unconfiguredUserDirectory();
  return createCognitoUserDirectory(
    { userPoolId: env.USER_POOL_ID, region: env.AWS_REGION ?? 'eu-north-1' },
    traced,
  );
}
