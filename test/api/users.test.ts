import type { BackOfficeUser, CurrentUser, LocationSummary } from '@inroom/shared';
import { describe, expect, it } from 'vitest';
import { DEMO_IDS } from '../../infra/local/seed/demo-data';
import {
  adminClient,
  cognitoProxyCall,
  expectError,
  expectFields,
  expectOk,
  guestClient,
  useTestStack,
} from '../support/api';
import { cognitoEmails, invitedUser, managerOf } from '../support/users';

// The users page's API (issue 18): owners invite, change and turn away back-office users; a
// manager sees and changes only their own locations and can do nothing about users.

const stack = useTestStack({ rateLimit: false });
const { hotel, deli, ankeret } = DEMO_IDS.location;

/** A sign-in as the login page makes it, through the local server's Cognito proxy. */
const signInThroughProxy = (userName: string, password: string) =>
  cognitoProxyCall(stack, 'InitiateAuth', {
    AuthFlow: 'USER_PASSWORD_AUTH',
    ClientId: stack.cognito.clientId,
    AuthParameters: { USERNAME: userName, PASSWORD: password },
  });

const usersOf = async () =>
  expectOk<BackOfficeUser[]>(adminClient(stack).get('/api/user/be/getall'));

describe('inviting', () => {
  it('creates the user in the pool, e-mails a temporary password and lists them as invited', async () => {
    const invite = {
      email: '  Desk.Manager@Hotel.test ',
      name: 'Dana Desk',
      role: 'manager',
      locationIds: [deli, deli],
    };
    const invited = await expectOk<BackOfficeUser>(
      adminClient(stack).post('/api/user/be/invite', invite),
    );
    expect(invited).toMatchObject({
      userName: 'desk.manager@hotel.test',
      email: 'desk.manager@hotel.test',
      name: 'Dana Desk',
      role: 'manager',
      locationIds: [deli],
      status: 'invited',
    });
    expect(await usersOf()).toContainEqual(invited);

    const email = (await cognitoEmails(stack)).find((each) => each.userName === invited.userName);
    expect(email?.subject).toBe('Your Inroom back-office invitation');
    expect(email?.text).toContain(`temporary password is ${email?.code}`);
    // The temporary password signs in to the new-password step, as the login page shows it.
    const challenge = await signInThroughProxy(invited.userName, String(email?.code));
    expect(((await challenge.json()) as { ChallengeName?: string }).ChallengeName).toBe(
      'NEW_PASSWORD_REQUIRED',
    );

    const again = await expectError(
      adminClient(stack).post('/api/user/be/invite', { ...invite, name: 'Someone else' }),
      409,
    );
    expect(again.message).toBe('A user with this e-mail address already exists');
  });

  it('refuses a bad e-mail, a manager without locations and an unknown location, field by field', async () => {
    const invite = { email: 'new@hotel.test', name: 'New', role: 'manager', locationIds: [hotel] };
    const post = (changes: Record<string, unknown>) =>
      adminClient(stack).post('/api/user/be/invite', { ...invite, ...changes });
    expect(await expectFields(post({ email: 'not-an-address' }))).toEqual({
      email: 'Enter a valid email address',
    });
    expect(await expectFields(post({ locationIds: [] }))).toEqual({
      locationIds: 'Choose at least one location for a manager',
    });
    expect(await expectFields(post({ role: 'admin' }))).toEqual({ role: 'Choose a role' });
    expect(
      await expectFields(post({ locationIds: [hotel, '4b1c8a52-2f7e-4b8e-9a43-0d5b7f1a2c3d'] })),
    ).toEqual({ 'locationIds.1': 'Location not found' });
    expect((await usersOf()).map((user) => user.email)).not.toContain('new@hotel.test');
  });

  it('gives an owner every location, whatever was chosen', async () => {
    const owner = await invitedUser(stack, { role: 'owner', locationIds: [deli] });
    expect(owner.locationIds).toEqual([]);
    const current = await expectOk<CurrentUser>(owner.client.get('/api/user/getcurrent'));
    expect(current).toMatchObject({ id: owner.id, role: 'owner', locationIds: [] });
    const listed = await expectOk<LocationSummary[]>(owner.client.get('/api/location/be/getall'));
    expect(listed.map((location) => location.id).sort()).toEqual([hotel, deli, ankeret].sort());
  });
});

describe('a manager', () => {
  it('is told their role and locations, and lists only their locations', async () => {
    const manager = await managerOf(stack, deli);
    expect(await expectOk<CurrentUser>(manager.client.get('/api/user/getcurrent'))).toEqual({
      id: manager.id,
      userName: manager.userName,
      role: 'manager',
      locationIds: [deli],
    });
    const listed = await expectOk<LocationSummary[]>(manager.client.get('/api/location/be/getall'));
    expect(listed.map((location) => location.id)).toEqual([deli]);
    // The guest list is the same for everyone.
    const guests = await expectOk<LocationSummary[]>(
      guestClient(stack).get('/api/location/getall'),
    );
    expect(guests.length).toBeGreaterThan(1);
  });

  it('cannot raise their own role, give themselves locations or see the users', async () => {
    const manager = await managerOf(stack, deli);
    const refusals = [
      manager.client.post('/api/user/be/update', {
        id: manager.id,
        role: 'owner',
        locationIds: [],
      }),
      manager.client.post('/api/user/be/update', {
        id: manager.id,
        role: 'manager',
        locationIds: [deli, hotel],
      }),
      manager.client.post('/api/user/be/invite', {
        email: 'friend@hotel.test',
        name: 'Friend',
        role: 'owner',
        locationIds: [],
      }),
      manager.client.get('/api/user/be/getall'),
      manager.client.post('/api/user/be/enable', { id: manager.id }),
      manager.client.post('/api/location/create', {}),
    ];
    for (const refused of refusals)
      expect(await expectError(refused, 403)).toEqual({
        code: 'forbidden',
        message: 'Only an owner can do this',
      });
    expect(await expectOk<CurrentUser>(manager.client.get('/api/user/getcurrent'))).toMatchObject({
      role: 'manager',
      locationIds: [deli],
    });
    expect((await usersOf()).map((user) => user.email)).not.toContain('friend@hotel.test');
  });
});

describe('changing a user', () => {
  it("takes effect at the user's next call, with the token they already hold", async () => {
    const manager = await managerOf(stack, deli);
    await expectError(manager.client.get(`/api/location/be/get/${hotel}`), 403);

    const changed = await expectOk<BackOfficeUser>(
      adminClient(stack).post('/api/user/be/update', {
        id: manager.id,
        role: 'manager',
        locationIds: [hotel],
      }),
    );
    expect(changed).toMatchObject({ role: 'manager', locationIds: [hotel] });
    await expectOk(manager.client.get(`/api/location/be/get/${hotel}`));
    await expectError(manager.client.get(`/api/location/be/get/${deli}`), 403);

    await expectOk(
      adminClient(stack).post('/api/user/be/update', {
        id: manager.id,
        role: 'owner',
        locationIds: [],
      }),
    );
    await expectOk(manager.client.get(`/api/location/be/get/${deli}`));
    await expectOk(manager.client.get('/api/user/be/getall'));
  });

  it('refuses an owner changing or disabling themselves', async () => {
    const admin = await expectOk<CurrentUser>(adminClient(stack).get('/api/user/getcurrent'));
    expect(admin.role).toBe('owner');
    const ownChange = await expectError(
      adminClient(stack).post('/api/user/be/update', {
        id: admin.id,
        role: 'manager',
        locationIds: [hotel],
      }),
      400,
    );
    expect(ownChange.message).toBe('You cannot change your own role or locations');
    const ownDisable = await expectError(
      adminClient(stack).post('/api/user/be/disable', { id: admin.id }),
      400,
    );
    expect(ownDisable.message).toBe('You cannot disable yourself');
  });

  it('answers 404 for a user the pool does not have', async () => {
    const unknown = { id: '4b1c8a52-2f7e-4b8e-9a43-0d5b7f1a2c3d' };
    for (const path of ['/api/user/be/disable', '/api/user/be/enable'])
      expect(await expectError(adminClient(stack).post(path, unknown), 404)).toMatchObject({
        message: 'User not found',
      });
    await expectError(
      adminClient(stack).post('/api/user/be/update', {
        ...unknown,
        role: 'owner',
        locationIds: [],
      }),
      404,
    );
  });
});

describe('disabling', () => {
  it('stops the tokens the user holds at their next call and their sign-in, until enabled', async () => {
    const manager = await managerOf(stack, deli);
    const token = await manager.token();
    const call = (bearer: string) =>
      stack.request('/api/user/getcurrent', { headers: { authorization: `Bearer ${bearer}` } });
    await expectOk(call(token));

    const disabled = await expectOk<BackOfficeUser>(
      adminClient(stack).post('/api/user/be/disable', { id: manager.id }),
    );
    expect(disabled.status).toBe('disabled');
    expect(await expectError(call(token), 401)).toEqual({
      code: 'unauthorized',
      message: 'This account is disabled',
    });
    // Their board and menus too, not only the user call.
    await expectError(
      stack.request(`/api/menu/getall?locationId=${deli}`, {
        headers: { authorization: `Bearer ${token}` },
      }),
      401,
    );
    const signIn = await signInThroughProxy(manager.userName, manager.password);
    expect(signIn.status).toBe(400);
    expect(await signIn.json()).toMatchObject({ __type: 'NotAuthorizedException' });
    expect((await usersOf()).find((user) => user.id === manager.id)?.status).toBe('disabled');

    const enabled = await expectOk<BackOfficeUser>(
      adminClient(stack).post('/api/user/be/enable', { id: manager.id }),
    );
    expect(enabled.status).toBe('active');
    await expectOk(call(await manager.token()));
    await expectOk(call(token));
  });
});
