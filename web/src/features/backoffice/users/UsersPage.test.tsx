import type { BackOfficeUser, CurrentUser } from '@inroom/shared';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Toaster } from 'react-hot-toast';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import {
  CURRENT_USER_PATH,
  managerUser,
  ownerUser,
  signedInState,
  TEST_USER_ID,
} from '../../auth/access-fixtures';
import { jsonResponse, mockFetch, notFoundResponse, pathOf } from '../../../testing/fetch';
import { makeLocation } from '../../../testing/fixtures';
import { renderRoutes } from '../../../testing/render';
import { stubMatchMedia } from '../../../testing/match-media';
import { withToasts } from '../../../testing/toasts';
import { USERS_TABLE_QUERY } from './UsersList';
import { OWNER_ONLY_USERS, UsersPage } from './UsersPage';

const hotel = makeLocation({ name: 'Hotel Nyhavn' });
const deli = makeLocation({ name: 'Kajens Deli' });

const me: BackOfficeUser = {
  id: TEST_USER_ID,
  userName: 'admin',
  email: 'owner@hotel.example',
  name: 'Olivia Owner',
  role: 'owner',
  locationIds: [],
  status: 'active',
};
const maria: BackOfficeUser = {
  id: 'user-maria',
  userName: 'maria',
  email: 'maria@deli.example',
  name: 'Maria Manager',
  role: 'manager',
  locationIds: [deli.id, hotel.id],
  status: 'invited',
};
const carl: BackOfficeUser = {
  id: 'user-carl',
  userName: 'carl',
  email: 'carl@hotel.example',
  name: 'Carl Cook',
  role: 'manager',
  locationIds: [deli.id],
  status: 'disabled',
};

type Handler = (body: unknown) => Response;

let users: BackOfficeUser[];
/** POST bodies by path. */
let sent: Record<string, unknown[]>;
let requests: string[];

function serve(current: CurrentUser = ownerUser, handlers: Record<string, Handler> = {}) {
  mockFetch(async (request) => {
    const path = pathOf(request);
    requests.push(`${request.method} ${path}`);
    if (path === CURRENT_USER_PATH) return jsonResponse(current);
    if (path === '/api/location/be/getall') return jsonResponse([hotel, deli]);
    if (path === '/api/user/be/getall') return jsonResponse(users);
    if (request.method === 'POST') {
      const text = await request.text();
      const body: unknown = text ? JSON.parse(text) : undefined;
      (sent[path] ??= []).push(body);
      const handler = handlers[path];
      if (handler) return handler(body);
    }
    return notFoundResponse();
  });
}

/** A handler that stores the changed user, as the server would, and answers with it. */
const saving = (change: (body: { id: string }) => BackOfficeUser) => (body: unknown) => {
  const next = change(body as { id: string });
  users = users.some(({ id }) => id === next.id)
    ? users.map((user) => (user.id === next.id ? next : user))
    : [...users, next];
  return jsonResponse(next);
};

function open() {
  return renderRoutes(
    [
      {
        path: '/be/users',
        element: (
          <>
            <UsersPage />
            <Toaster />
          </>
        ),
      },
      { path: '/be/locations', element: <h1>Locations</h1> },
    ],
    { initialEntries: ['/be/users'], preloadedState: signedInState },
  );
}

const table = () => screen.findByRole('table', { name: 'Users' });
const row = (name: string) => screen.getByRole('rowheader', { name }).closest('tr')!;
const cells = (name: string) =>
  [...row(name).querySelectorAll('th, td')].map((cell) => cell.textContent);

/** Whether the window is wide enough for the table (USERS_TABLE_QUERY). */
let wide: boolean;

withToasts();

beforeEach(() => {
  wide = true;
  // UsersList asks for the table's width.
  stubMatchMedia((query) => query === USERS_TABLE_QUERY && wide);
  users = [carl, me, maria];
  sent = {};
  requests = [];
  vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
});

describe('UsersPage for an owner', () => {
  it('lists the users by name with their e-mail, role, locations by name and status', async () => {
    serve();
    open();
    await table();
    const names = screen.getAllByRole('rowheader').map((header) => header.textContent);
    expect(names).toEqual(['Carl Cook', 'Maria Manager', 'Olivia Owner']);
    expect(cells('Maria Manager')).toEqual([
      'Maria Manager',
      'maria@deli.example',
      'Manager',
      'Hotel Nyhavn, Kajens Deli',
      'Invited',
      'EditDisable',
    ]);
    expect(cells('Carl Cook').slice(4)).toEqual(['Disabled', 'EditEnable']);
    expect(cells('Olivia Owner').slice(2, 5)).toEqual(['Owner', 'All locations', 'Active']);
  });

  it("has no actions on the user's own row, only the note 'You'", async () => {
    serve();
    open();
    await table();
    const own = within(row('Olivia Owner'));
    expect(own.getByText('You')).toBeTruthy();
    expect(own.queryAllByRole('button')).toHaveLength(0);
    expect(screen.queryByRole('button', { name: 'Edit Olivia Owner' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Disable Olivia Owner' })).toBeNull();
  });

  it('says when the users cannot be loaded, and retries', async () => {
    let fail = true;
    mockFetch((request) => {
      const path = pathOf(request);
      if (path === CURRENT_USER_PATH) return jsonResponse(ownerUser);
      if (path === '/api/user/be/getall')
        return fail
          ? jsonResponse({ error: { code: 'x', message: 'x' } }, 500)
          : jsonResponse([me]);
      return jsonResponse([]);
    });
    open();
    expect(await screen.findByText('Could not load users')).toBeTruthy();
    fail = false;
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await table()).toBeTruthy();
  });

  it('invites a manager with the locations chosen, and shows a field error of a 400 beside its field', async () => {
    let refuse = true;
    serve(ownerUser, {
      '/api/user/be/invite': (body) =>
        refuse
          ? jsonResponse(
              {
                error: {
                  code: 'validation',
                  message: 'Invalid request',
                  fields: { email: 'This address cannot receive e-mail' },
                },
              },
              400,
            )
          : saving(() => ({
              ...(body as Omit<BackOfficeUser, 'id' | 'userName' | 'status'>),
              id: 'user-new',
              userName: 'new',
              status: 'invited',
            }))(body),
    });
    open();
    await table();
    const invite = screen.getByRole('button', { name: 'Invite user' });
    fireEvent.click(invite);
    const dialog = await screen.findByRole('dialog', { name: 'Invite user' });
    const email = within(dialog).getByRole('textbox', { name: 'E-mail' });
    await waitFor(() => expect(document.activeElement).toBe(email));
    fireEvent.change(email, { target: { value: 'New@Deli.example' } });
    fireEvent.change(within(dialog).getByRole('textbox', { name: 'Name' }), {
      target: { value: 'Nora New' },
    });
    expect(
      (within(dialog).getByRole('combobox', { name: 'Role' }) as HTMLSelectElement).value,
    ).toBe('manager');

    // A manager needs a location: the shared schema says so before anything is sent.
    fireEvent.click(within(dialog).getByRole('button', { name: 'Send invitation' }));
    expect(
      await within(dialog).findByText('Choose at least one location for a manager'),
    ).toBeTruthy();
    expect(sent['/api/user/be/invite']).toBeUndefined();

    const locations = within(dialog).getByRole('group', { name: 'Locations' });
    fireEvent.click(within(locations).getByRole('checkbox', { name: 'Kajens Deli' }));
    expect(within(dialog).queryByText('Choose at least one location for a manager')).toBeNull();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Send invitation' }));

    const message = await within(dialog).findByText('This address cannot receive e-mail');
    expect(email.getAttribute('aria-invalid')).toBe('true');
    expect(email.getAttribute('aria-describedby')).toBe(message.id);
    expect(sent['/api/user/be/invite']).toEqual([
      { email: 'new@deli.example', name: 'Nora New', role: 'manager', locationIds: [deli.id] },
    ]);

    refuse = false;
    fireEvent.change(email, { target: { value: 'nora@deli.example' } });
    expect(within(dialog).queryByText('This address cannot receive e-mail')).toBeNull();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Send invitation' }));
    expect(await screen.findByText('Invitation sent to nora@deli.example')).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(await screen.findByRole('rowheader', { name: 'Nora New' })).toBeTruthy();
    await waitFor(() => expect(document.activeElement).toBe(invite));
  });

  it('shows a 409 as a message in the form', async () => {
    serve(ownerUser, {
      '/api/user/be/invite': () =>
        jsonResponse(
          {
            error: { code: 'conflict', message: 'A user with this e-mail address already exists' },
          },
          409,
        ),
    });
    open();
    await table();
    fireEvent.click(screen.getByRole('button', { name: 'Invite user' }));
    const dialog = await screen.findByRole('dialog', { name: 'Invite user' });
    fireEvent.change(within(dialog).getByRole('textbox', { name: 'E-mail' }), {
      target: { value: 'maria@deli.example' },
    });
    fireEvent.change(within(dialog).getByRole('textbox', { name: 'Name' }), {
      target: { value: 'Maria' },
    });
    fireEvent.change(within(dialog).getByRole('combobox', { name: 'Role' }), {
      target: { value: 'owner' },
    });
    // An owner manages every location: no list to choose from.
    expect(within(dialog).queryByRole('group', { name: 'Locations' })).toBeNull();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Send invitation' }));
    const alert = await within(dialog).findByRole('alert');
    expect(alert.textContent).toBe('A user with this e-mail address already exists');
    expect(screen.getByRole('dialog', { name: 'Invite user' })).toBeTruthy();
  });

  it("changes a user's role, dropping the locations of a new owner", async () => {
    serve(ownerUser, {
      '/api/user/be/update': saving((body) => ({
        ...maria,
        ...(body as unknown as Pick<BackOfficeUser, 'role' | 'locationIds'>),
      })),
    });
    open();
    await table();
    fireEvent.click(screen.getByRole('button', { name: 'Edit Maria Manager' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit Maria Manager' });
    const locations = within(dialog).getByRole('group', { name: 'Locations' });
    await waitFor(() =>
      expect(
        (within(locations).getByRole('checkbox', { name: 'Kajens Deli' }) as HTMLInputElement)
          .checked,
      ).toBe(true),
    );
    expect(within(dialog).queryByRole('textbox', { name: 'E-mail' })).toBeNull();
    fireEvent.change(within(dialog).getByRole('combobox', { name: 'Role' }), {
      target: { value: 'owner' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('User updated successfully')).toBeTruthy();
    expect(sent['/api/user/be/update']).toEqual([{ id: maria.id, role: 'owner', locationIds: [] }]);
    await waitFor(() =>
      expect(cells('Maria Manager').slice(2, 4)).toEqual(['Owner', 'All locations']),
    );
    await waitFor(() =>
      expect(document.activeElement).toBe(
        screen.getByRole('button', { name: 'Edit Maria Manager' }),
      ),
    );
  });

  it('disables a user only after confirming, and enables one at once', async () => {
    serve(ownerUser, {
      '/api/user/be/disable': saving(({ id }) => ({
        ...users.find((user) => user.id === id)!,
        status: 'disabled',
      })),
      '/api/user/be/enable': saving(({ id }) => ({
        ...users.find((user) => user.id === id)!,
        status: 'active',
      })),
    });
    open();
    await table();
    fireEvent.click(screen.getByRole('button', { name: 'Disable Maria Manager' }));
    const question = await screen.findByRole('dialog', { name: 'Disable user' });
    expect(question.textContent).toContain('Maria Manager (maria@deli.example)');
    fireEvent.click(within(question).getByRole('button', { name: 'Cancel' }));
    expect(sent['/api/user/be/disable']).toBeUndefined();

    fireEvent.click(screen.getByRole('button', { name: 'Disable Maria Manager' }));
    const again = await screen.findByRole('dialog', { name: 'Disable user' });
    fireEvent.click(within(again).getByRole('button', { name: 'Disable' }));
    expect(await screen.findByText('Maria Manager can no longer sign in')).toBeTruthy();
    expect(sent['/api/user/be/disable']).toEqual([{ id: maria.id }]);
    await waitFor(() => expect(cells('Maria Manager')[4]).toBe('Disabled'));

    fireEvent.click(screen.getByRole('button', { name: 'Enable Carl Cook' }));
    expect(await screen.findByText('Carl Cook can sign in again')).toBeTruthy();
    expect(sent['/api/user/be/enable']).toEqual([{ id: carl.id }]);
    await waitFor(() => expect(cells('Carl Cook')[4]).toBe('Active'));
  });

  it('toasts the reason when the server refuses to disable', async () => {
    serve(ownerUser, {
      '/api/user/be/disable': () =>
        jsonResponse(
          { error: { code: 'bad_request', message: 'You cannot disable yourself' } },
          400,
        ),
    });
    open();
    await table();
    fireEvent.click(screen.getByRole('button', { name: 'Disable Maria Manager' }));
    fireEvent.click(
      within(await screen.findByRole('dialog', { name: 'Disable user' })).getByRole('button', {
        name: 'Disable',
      }),
    );
    expect(await screen.findByText('You cannot disable yourself')).toBeTruthy();
  });

  it('shows users as cards on a phone, without the table', async () => {
    wide = false;
    serve();
    open();
    const list = await screen.findByRole('list', { name: 'Users' });
    expect(screen.queryByRole('table')).toBeNull();
    const maria = within(list).getByRole('heading', { name: 'Maria Manager' }).closest('li')!;
    expect(maria.textContent).toContain('Hotel Nyhavn, Kajens Deli');
    expect(within(maria).getByRole('button', { name: 'Edit Maria Manager' })).toBeTruthy();
  });
});

describe('UsersPage for a manager', () => {
  it('says only an owner can manage users, and asks for no users', async () => {
    serve(managerUser(deli.id));
    open();
    expect(screen.getByRole('heading', { level: 1, name: 'Users' })).toBeTruthy();
    const notice = await screen.findByRole('alert');
    expect(notice.textContent).toContain(OWNER_ONLY_USERS);
    expect(screen.queryByRole('button', { name: 'Invite user' })).toBeNull();
    expect(requests).not.toContain('GET /api/user/be/getall');
  });
});
