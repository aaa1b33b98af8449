import { describe, expect, it } from 'vitest';
import { useFakeAwsEndpoint } from '../../testing/fake-aws-endpoint';
import { createCognitoUserDirectory } from './cognito-adapter';
import { UserExistsError } from './port';

// The request shapes the Cognito client sends for the users port (JSON 1.1: the call in the
// x-amz-target header, its input as JSON), checked without AWS; cognito-local answers them in the
// API tests.

const USER = {
  Username: 'dana@hotel.test',
  Enabled: true,
  UserStatus: 'FORCE_CHANGE_PASSWORD',
  Attributes: [
    { Name: 'sub', Value: '7d0c1a52-2f7e-4b8e-9a43-0d5b7f1a2c3d' },
    { Name: 'email', Value: 'dana@hotel.test' },
    { Name: 'name', Value: 'Dana Desk' },
  ],
};

const cognito = useFakeAwsEndpoint(() => ({
  status: 200,
  headers: { 'content-type': 'application/x-amz-json-1.1' },
  body: JSON.stringify({ User: USER }),
}));

const directory = () =>
  createCognitoUserDirectory({
    userPoolId: 'eu-north-1_pool',
    region: 'eu-north-1',
    endpoint: cognito.url,
    credentials: { accessKeyId: 'AKIATEST', secretAccessKey: 'test' },
  });

const calls = () =>
  cognito.requests.map((request) => ({
    target: String(request.headers['x-amz-target']).replace(
      'AWSCognitoIdentityProviderService.',
      '',
    ),
    input: JSON.parse(request.body) as Record<string, unknown>,
  }));

describe('createCognitoUserDirectory', () => {
  it('invites with AdminCreateUser, e-mailing the temporary password, and reads the user back', async () => {
    const invited = await directory().invite({
      userName: 'dana@hotel.test',
      email: 'dana@hotel.test',
      name: 'Dana Desk',
    });
    expect(calls()).toEqual([
      {
        target: 'AdminCreateUser',
        input: {
          UserPoolId: 'eu-north-1_pool',
          Username: 'dana@hotel.test',
          DesiredDeliveryMediums: ['EMAIL'],
          UserAttributes: [
            { Name: 'email', Value: 'dana@hotel.test' },
            { Name: 'email_verified', Value: 'true' },
            { Name: 'name', Value: 'Dana Desk' },
          ],
        },
      },
    ]);
    expect(String(cognito.requests[0]?.headers.authorization)).toMatch(
      /\/eu-north-1\/cognito-idp\/aws4_request/,
    );
    expect(invited).toEqual({
      id: '7d0c1a52-2f7e-4b8e-9a43-0d5b7f1a2c3d',
      userName: 'dana@hotel.test',
      email: 'dana@hotel.test',
      name: 'Dana Desk',
      enabled: true,
      passwordSet: false,
    });
  });

  it('answers a user name in use with UserExistsError', async () => {
    cognito.answer = {
      status: 400,
      headers: { 'content-type': 'application/x-amz-json-1.1' },
      body: JSON.stringify({
        __type: 'UsernameExistsException',
        message: 'User account already exists',
      }),
    };
    await expect(
      directory().invite({ userName: 'a@b.test', email: 'a@b.test', name: 'A' }),
    ).rejects.toBeInstanceOf(UserExistsError);
  });

  it("puts the user in the role's group and out of the other", async () => {
    cognito.answer = { status: 200, body: '{}' };
    await directory().setRole('dana@hotel.test', 'manager');
    const input = { UserPoolId: 'eu-north-1_pool', Username: 'dana@hotel.test' };
    expect(calls()).toEqual([
      { target: 'AdminAddUserToGroup', input: { ...input, GroupName: 'manager' } },
      { target: 'AdminRemoveUserFromGroup', input: { ...input, GroupName: 'owner' } },
    ]);
  });

  it('disables and enables, and lists the pool a page at a time', async () => {
    cognito.answer = { status: 200, body: '{}' };
    await directory().setEnabled('dana@hotel.test', false);
    await directory().setEnabled('dana@hotel.test', true);
    cognito.answer = {
      status: 200,
      body: JSON.stringify({ Users: [{ ...USER, UserStatus: 'CONFIRMED', Enabled: false }] }),
    };
    const listed = await directory().list();
    expect(calls().map((call) => call.target)).toEqual([
      'AdminDisableUser',
      'AdminEnableUser',
      'ListUsers',
    ]);
    expect(calls()[2]?.input).toEqual({ UserPoolId: 'eu-north-1_pool', Limit: 60 });
    expect(listed).toMatchObject([
      { userName: 'dana@hotel.test', enabled: false, passwordSet: true },
    ]);
  });

  it('answers an unknown user name with undefined', async () => {
    cognito.answer = {
      status: 400,
      body: JSON.stringify({ __type: 'UserNotFoundException', message: 'User does not exist.' }),
    };
    expect(await directory().get('nobody@hotel.test')).toBeUndefined();
  });
});
