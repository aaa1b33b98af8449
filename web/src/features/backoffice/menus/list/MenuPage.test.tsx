import { RECORD_CHANGED_MESSAGE, type MenuView } from '@inroom/shared';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Toaster } from 'react-hot-toast';
import { describe, expect, it, vi } from 'vitest';
import { CURRENT_USER_PATH, ownerUser, signedInState } from '../../../auth/access-fixtures';
import { jsonResponse, mockFetch, pathOf } from '../../../../testing/fetch';
import { fixtureId, makeLocation } from '../../../../testing/fixtures';
import { makeMenuView } from '../../../../testing/menus';
import { renderRoutes } from '../../../../testing/render';
import { withToasts } from '../../../../testing/toasts';
import { MenuPage } from '../../MenuPage';

const hotel = makeLocation({ name: 'Hotel Nyhavn', timeZone: 'Europe/Copenhagen' });
const deli = makeLocation({ name: 'Kajens Deli' });
const menuId = (n: number) => fixtureId('0000000d', n);
const breakfast = makeMenuView({ id: menuId(1), name: 'Breakfast', locationId: hotel.id });
const lunch = makeMenuView({
  id: menuId(2),
  name: 'Lunch',
  locationId: hotel.id,
  sortOrder: 1,
  isActive: false,
  availableFrom: '11:00',
  availableTo: '15:00',
  saturday: false,
  sunday: false,
});
const dinner = makeMenuView({ id: menuId(3), name: 'Dinner', locationId: hotel.id, sortOrder: 2 });

interface Sent {
  method: string;
  path: string;
  body: unknown;
}

/** A small fake of the menu API: it keeps the menus of each location and records what was sent. */
function serve(
  initial: Record<string, MenuView[]>,
  fail: { create?: boolean; update?: boolean; delete?: boolean } = {},
  /** updaterange answers once this settles. */
  rangeGate: Promise<void> = Promise.resolve(),
  /** Each getall after the first answers once this settles. */
  reloadGate: Promise<void> = Promise.resolve(),
) {
  const menus = new Map(Object.entries(initial).map(([id, list]) => [id, [...list]]));
  const sent: Sent[] = [];
  const fetch = mockFetch(async (request) => {
    const path = pathOf(request);
    if (path === CURRENT_USER_PATH) return jsonResponse(ownerUser);
    const text = request.method === 'GET' ? '' : await request.text();
    const body: unknown = text ? JSON.parse(text) : undefined;
    sent.push({ method: request.method, path, body });
    if (path === '/api/location/be/getall') return jsonResponse([hotel, deli]);
    const getAll = /^\/api\/menu\/getall\?locationId=(.+)$/.exec(path);
    if (getAll) {
      if (sent.filter((call) => call.path === path).length > 1) await reloadGate;
      return jsonResponse(menus.get(decodeURIComponent(getAll[1] ?? '')) ?? []);
    }
    if (path === '/api/menu/getnew') {
      return jsonResponse({
        ...makeMenuView({
          id: '00000000-0000-0000-0000-000000000000',
          name: '',
          locationId: '00000000-0000-0000-0000-000000000000',
        }),
        menuCategories: [],
      });
    }
    if (path === '/api/menu/create' || path === '/api/menu/update') {
      const failed = path.endsWith('create') ? fail.create : fail.update;
      if (failed) return jsonResponse({ error: { code: 'INTERNAL', message: 'Boom' } }, 500);
      const input = body as MenuView;
      const list = menus.get(input.locationId) ?? [];
      const stored = list.find((menu) => menu.id === input.id);
      if (input.version !== undefined && input.version !== stored?.version) {
        return jsonResponse({ error: { code: 'conflict', message: RECORD_CHANGED_MESSAGE } }, 409);
      }
      const saved = makeMenuView({
        ...input,
        id: input.id.startsWith('0000000d') ? input.id : menuId(9),
        ...(input.version === undefined ? {} : { version: input.version + 1 }),
      });
      menus.set(input.locationId, [...list.filter((menu) => menu.id !== saved.id), saved]);
      // As the server answers: the back office's view, what its items link beside it.
      return jsonResponse({ ...saved, optionsGroups: [], ingredients: [] });
    }
    if (path === '/api/menu/updaterange') {
      await rangeGate;
      const order = body as { id: string; sortOrder: number }[];
      for (const [locationId, list] of menus) {
        menus.set(
          locationId,
          list.map((menu) => ({
            ...menu,
            sortOrder: order.find((entry) => entry.id === menu.id)?.sortOrder ?? menu.sortOrder,
          })),
        );
      }
      return jsonResponse([]);
    }
    const remove = /^\/api\/menu\/delete\/(.+)$/.exec(path);
    if (remove && request.method === 'DELETE') {
      if (fail.delete) return jsonResponse({ error: { code: 'INTERNAL', message: 'Boom' } }, 500);
      const id = decodeURIComponent(remove[1] ?? '');
      for (const [locationId, list] of menus) {
        menus.set(
          locationId,
          list.filter((menu) => menu.id !== id),
        );
      }
      return jsonResponse({ id });
    }
    return jsonResponse({ error: { code: 'NOT_FOUND', message: 'Not found' } }, 404);
  });
  const calls = (method: string, path: string) =>
    sent.filter((call) => call.method === method && call.path === path);
  return { fetch, sent, calls };
}

function open(path: string) {
  return renderRoutes(
    [
      {
        path: '/be/menu/:locationId?',
        element: (
          <>
            <MenuPage />
            <Toaster />
          </>
        ),
      },
      { path: '/be/menu/:id/setup', element: <p>Setup page</p> },
    ],
    { initialEntries: [path], preloadedState: signedInState },
  );
}

const rowNames = () =>
  within(screen.getByRole('list'))
    .getAllByRole('listitem')
    .map((row) => row.querySelector('.menu-row__name')?.firstChild?.textContent);
const rowOf = (name: string) =>
  screen.getByRole('button', { name: `Reorder ${name}` }).closest('li') as HTMLElement;
const dialog = () => screen.getByRole('dialog');

withToasts();

describe('Menus page', () => {
  it('asks for a location and opens its menus when one is chosen', async () => {
    serve({ [hotel.id]: [breakfast] });
    const { router } = open('/be/menu');
    expect(screen.getByRole('heading', { level: 1, name: 'Menus' })).toBeTruthy();
    const picker = (await screen.findByRole('combobox', { name: 'Location' })) as HTMLSelectElement;
    expect([...picker.options].map((option) => option.text)).toEqual([
      'Select location',
      'Hotel Nyhavn',
      'Kajens Deli',
    ]);
    expect(screen.queryByRole('button', { name: 'Create menu' })).toBeNull();
    fireEvent.change(picker, { target: { value: hotel.id } });
    await waitFor(() => expect(router.state.location.pathname).toBe(`/be/menu/${hotel.id}`));
    expect(await screen.findByRole('button', { name: 'Reorder Breakfast' })).toBeTruthy();
  });

  it('lists the menus in their order with their buttons, inactive ones dimmed', async () => {
    serve({ [hotel.id]: [dinner, lunch, breakfast] });
    const { router } = open(`/be/menu/${hotel.id}`);
    await screen.findByRole('button', { name: 'Reorder Breakfast' });
    expect(rowNames()).toEqual(['Breakfast', 'Lunch', 'Dinner']);
    expect((screen.getByRole('combobox', { name: 'Location' }) as HTMLSelectElement).value).toBe(
      hotel.id,
    );
    const lunchRow = rowOf('Lunch');
    expect(lunchRow.className).toContain('menu-row--inactive');
    expect(rowOf('Breakfast').className).not.toContain('menu-row--inactive');
    expect(within(lunchRow).getByRole('button', { name: 'Activate' })).toBeTruthy();
    expect(within(rowOf('Breakfast')).getByRole('button', { name: 'Deactivate' })).toBeTruthy();
    for (const name of ['Settings', 'Delete']) {
      expect(within(lunchRow).getByRole('button', { name })).toBeTruthy();
    }
    // Rows are plain list items; the drag attributes sit on the handle button.
    expect(lunchRow.getAttribute('role')).toBeNull();
    expect(lunchRow.getAttribute('tabindex')).toBeNull();
    fireEvent.click(within(lunchRow).getByRole('link', { name: 'Setup' }));
    await waitFor(() => expect(router.state.location.pathname).toBe(`/be/menu/${lunch.id}/setup`));
  });

  it('says when the location has no menus yet', async () => {
    serve({});
    open(`/be/menu/${deli.id}`);
    expect(await screen.findByText('This location has no menus yet')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Create menu' })).toBeTruthy();
  });

  it('validates the new menu and then creates exactly the menu input, last in the list', async () => {
    const api = serve({ [hotel.id]: [breakfast, lunch] });
    open(`/be/menu/${hotel.id}`);
    await screen.findByRole('button', { name: 'Reorder Breakfast' });
    fireEvent.click(screen.getByRole('button', { name: 'Create menu' }));
    await screen.findByRole('heading', { name: 'Create menu' });
    const form = within(dialog());
    expect(
      form.getByText(/wall-clock times in the location’s time zone \(Europe\/Copenhagen\)/),
    ).toBeTruthy();
    const from = form.getByLabelText('Available from') as HTMLInputElement;
    const to = form.getByLabelText('Available to') as HTMLInputElement;
    // Text fields, not native time inputs, so no browser locale can turn them into AM/PM.
    expect(from.type).toBe('text');
    expect(from.inputMode).toBe('numeric');
    expect(from.placeholder).toBe('HH:MM');
    expect(from.value).toBe('00:00');
    expect(to.value).toBe('23:59');
    expect(form.getByText(/in 24-hour form \(HH:MM\)/)).toBeTruthy();
    expect(form.getAllByRole('checkbox').map((box) => box.closest('label')?.textContent)).toEqual([
      'Display name?',
      'Monday',
      'Tuesday',
      'Wednesday',
      'Thursday',
      'Friday',
      'Saturday',
      'Sunday',
    ]);

    fireEvent.change(from, { target: { value: '10:00' } });
    fireEvent.change(to, { target: { value: '10:00' } });
    fireEvent.click(form.getByRole('button', { name: 'Save' }));
    expect(await form.findByText('Name is required')).toBeTruthy();
    expect(form.getByText('Available to must differ from Available from')).toBeTruthy();
    expect(form.getByRole('textbox', { name: 'Name' }).getAttribute('aria-invalid')).toBe('true');
    expect(api.calls('POST', '/api/menu/create')).toHaveLength(0);

    fireEvent.change(form.getByRole('textbox', { name: 'Name' }), { target: { value: 'Brunch' } });
    fireEvent.change(to, { target: { value: '1430' } });
    fireEvent.blur(to);
    expect(to.value).toBe('14:30');
    fireEvent.click(form.getByRole('checkbox', { name: 'Display name?' }));
    fireEvent.click(form.getByRole('checkbox', { name: 'Sunday' }));
    fireEvent.click(form.getByRole('button', { name: 'Save' }));

    expect(await screen.findByText('Saved successfully')).toBeTruthy();
    expect(api.calls('POST', '/api/menu/create').map((call) => call.body)).toEqual([
      {
        id: '00000000-0000-0000-0000-000000000000',
        name: 'Brunch',
        locationId: hotel.id,
        isActive: true,
        isNameVisible: false,
        availableFrom: '10:00',
        availableTo: '14:30',
        monday: true,
        tuesday: true,
        wednesday: true,
        thursday: true,
        friday: true,
        saturday: true,
        sunday: false,
        sortOrder: 2,
      },
    ]);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(await screen.findByRole('button', { name: 'Reorder Brunch' })).toBeTruthy();
  });

  it('logs and toasts a failed create and keeps the form open', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    serve({}, { create: true });
    open(`/be/menu/${deli.id}`);
    fireEvent.click(await screen.findByRole('button', { name: 'Create menu' }));
    await screen.findByRole('heading', { name: 'Create menu' });
    fireEvent.change(within(dialog()).getByRole('textbox', { name: 'Name' }), {
      target: { value: 'Late bites' },
    });
    fireEvent.click(within(dialog()).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Something went wrong')).toBeTruthy();
    expect(error).toHaveBeenCalledWith('Error', expect.anything());
    expect(screen.getByRole('heading', { name: 'Create menu' })).toBeTruthy();
  });

  it('edits a menu through Settings without touching its languages or categories', async () => {
    const api = serve({ [hotel.id]: [breakfast, lunch] });
    open(`/be/menu/${hotel.id}`);
    await screen.findByRole('button', { name: 'Reorder Lunch' });
    fireEvent.click(within(rowOf('Lunch')).getByRole('button', { name: 'Settings' }));
    await screen.findByRole('heading', { name: 'Edit menu' });
    const form = within(dialog());
    const name = form.getByRole('textbox', { name: 'Name' }) as HTMLInputElement;
    expect(name.value).toBe('Lunch');
    expect((form.getByLabelText('Available from') as HTMLInputElement).value).toBe('11:00');
    expect((form.getByRole('checkbox', { name: 'Saturday' }) as HTMLInputElement).checked).toBe(
      false,
    );
    fireEvent.change(name, { target: { value: 'Lunch & brunch' } });
    fireEvent.click(form.getByRole('checkbox', { name: 'Saturday' }));
    fireEvent.click(form.getByRole('button', { name: 'Save' }));

    expect(await screen.findByText('Saved successfully')).toBeTruthy();
    expect(api.calls('POST', '/api/menu/update').map((call) => call.body)).toEqual([
      {
        id: lunch.id,
        name: 'Lunch & brunch',
        locationId: hotel.id,
        isActive: false,
        isNameVisible: true,
        availableFrom: '11:00',
        availableTo: '15:00',
        monday: true,
        tuesday: true,
        wednesday: true,
        thursday: true,
        friday: true,
        saturday: true,
        sunday: false,
        sortOrder: 1,
      },
    ]);
    expect(await screen.findByRole('button', { name: 'Reorder Lunch & brunch' })).toBeTruthy();
  });

  it('activates an inactive menu and deactivates an active one through update', async () => {
    const api = serve({ [hotel.id]: [breakfast, lunch] });
    open(`/be/menu/${hotel.id}`);
    await screen.findByRole('button', { name: 'Reorder Lunch' });
    fireEvent.click(within(rowOf('Lunch')).getByRole('button', { name: 'Activate' }));
    expect(await screen.findByText('Saved successfully')).toBeTruthy();
    const [body] = api.calls('POST', '/api/menu/update').map((call) => call.body);
    expect(body).toEqual({
      id: lunch.id,
      name: 'Lunch',
      locationId: hotel.id,
      isActive: true,
      isNameVisible: true,
      availableFrom: '11:00',
      availableTo: '15:00',
      monday: true,
      tuesday: true,
      wednesday: true,
      thursday: true,
      friday: true,
      saturday: false,
      sunday: false,
      sortOrder: 1,
    });
    await waitFor(() =>
      expect(within(rowOf('Lunch')).getByRole('button', { name: 'Deactivate' })).toBeTruthy(),
    );
    expect(rowOf('Lunch').className).not.toContain('menu-row--inactive');

    fireEvent.click(within(rowOf('Breakfast')).getByRole('button', { name: 'Deactivate' }));
    await waitFor(() => expect(api.calls('POST', '/api/menu/update')).toHaveLength(2));
    expect(api.calls('POST', '/api/menu/update')[1]?.body).toMatchObject({
      id: breakfast.id,
      isActive: false,
    });
  });

  it('sends back the version the last save answered, before the list has reloaded', async () => {
    let reload = () => {};
    const reloaded = new Promise<void>((resolve) => (reload = resolve));
    const api = serve(
      {
        [hotel.id]: [
          { ...breakfast, version: 3 },
          { ...lunch, version: 7 },
        ],
      },
      {},
      undefined,
      reloaded,
    );
    open(`/be/menu/${hotel.id}`);
    await screen.findByRole('button', { name: 'Reorder Lunch' });
    fireEvent.click(within(rowOf('Lunch')).getByRole('button', { name: 'Activate' }));
    // The saved menu shows at once, while the list is still reloading.
    fireEvent.click(await within(rowOf('Lunch')).findByRole('button', { name: 'Deactivate' }));
    await waitFor(() => expect(api.calls('POST', '/api/menu/update')).toHaveLength(2));
    expect(
      api.calls('POST', '/api/menu/update').map((call) => {
        const { isActive, version } = call.body as MenuView;
        return [isActive, version];
      }),
    ).toEqual([
      [true, 7],
      [false, 8],
    ]);
    reload();
    await waitFor(() =>
      expect(within(rowOf('Lunch')).getByRole('button', { name: 'Activate' })).toBeTruthy(),
    );
  });

  it('says so in the form when someone else saved the menu since it was loaded', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const api = serve({ [hotel.id]: [breakfast, { ...lunch, version: 2 }] });
    open(`/be/menu/${hotel.id}`);
    await screen.findByRole('button', { name: 'Reorder Lunch' });
    fireEvent.click(within(rowOf('Lunch')).getByRole('button', { name: 'Settings' }));
    await screen.findByRole('heading', { name: 'Edit menu' });
    // Meanwhile, in another browser:
    await fetch('/api/menu/update', {
      method: 'POST',
      body: JSON.stringify({ ...lunch, name: 'Brunch', version: 2 }),
    });
    fireEvent.click(within(dialog()).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Something went wrong')).toBeTruthy();
    expect(within(dialog()).getByRole('alert').textContent).toBe(RECORD_CHANGED_MESSAGE);
    expect(
      api.calls('POST', '/api/menu/update').map((call) => (call.body as MenuView).name),
    ).toEqual(['Brunch', 'Lunch']);
    // The list loads what the other person saved.
    expect(await screen.findByRole('button', { name: 'Reorder Brunch' })).toBeTruthy();
  });

  it('deletes a menu only after confirmation', async () => {
    const api = serve({ [hotel.id]: [breakfast, lunch] });
    open(`/be/menu/${hotel.id}`);
    await screen.findByRole('button', { name: 'Reorder Lunch' });

    fireEvent.click(within(rowOf('Lunch')).getByRole('button', { name: 'Delete' }));
    expect(within(dialog()).getByText('Are you sure you want to delete?')).toBeTruthy();
    fireEvent.click(within(dialog()).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByText('Are you sure you want to delete?')).toBeNull();
    expect(api.sent.filter((call) => call.method === 'DELETE')).toHaveLength(0);

    fireEvent.click(within(rowOf('Lunch')).getByRole('button', { name: 'Delete' }));
    fireEvent.click(within(dialog()).getByRole('button', { name: 'OK' }));
    expect(await screen.findByText('Deleted successfully')).toBeTruthy();
    expect(api.calls('DELETE', `/api/menu/delete/${lunch.id}`)).toHaveLength(1);
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Reorder Lunch' })).toBeNull());
    expect(rowNames()).toEqual(['Breakfast']);
  });

  it('toasts Error deleting when the delete fails and keeps the menu', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    serve({ [hotel.id]: [breakfast] }, { delete: true });
    open(`/be/menu/${hotel.id}`);
    await screen.findByRole('button', { name: 'Reorder Breakfast' });
    fireEvent.click(within(rowOf('Breakfast')).getByRole('button', { name: 'Delete' }));
    fireEvent.click(within(dialog()).getByRole('button', { name: 'OK' }));
    expect(await screen.findByText('Error deleting')).toBeTruthy();
    expect(screen.queryByText('Deleted successfully')).toBeNull();
    expect(rowNames()).toEqual(['Breakfast']);
  });

  it('reorders with the keyboard, shows the new order at once and saves the rewritten sort orders', async () => {
    // jsdom lays nothing out: give each row a place in a vertical list so dnd-kit can measure it.
    vi.spyOn(Element.prototype, 'getBoundingClientRect').mockImplementation(function (
      this: Element,
    ) {
      const row = this.closest('li.menu-row');
      const index = row ? [...(row.parentElement?.children ?? [])].indexOf(row) : 0;
      const top = index * 60;
      return {
        x: 0,
        y: top,
        top,
        left: 0,
        width: 400,
        height: 50,
        right: 400,
        bottom: top + 50,
        toJSON: () => ({}),
      } as DOMRect;
    });
    let release = () => {};
    const gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    const api = serve({ [hotel.id]: [breakfast, lunch, dinner] }, {}, gate);
    open(`/be/menu/${hotel.id}`);
    const handle = await screen.findByRole('button', { name: 'Reorder Breakfast' });
    expect(handle.getAttribute('aria-roledescription')).toBe('sortable');

    handle.focus();
    // The keyboard sensor starts listening for moves a tick after the drag starts.
    const tick = () => act(() => new Promise((resolve) => setTimeout(resolve, 0)));
    fireEvent.keyDown(handle, { code: 'Space', key: ' ' });
    await tick();
    fireEvent.keyDown(handle, { code: 'ArrowDown', key: 'ArrowDown' });
    await tick();
    fireEvent.keyDown(handle, { code: 'Space', key: ' ' });

    // Shown at once, before the server has answered.
    await waitFor(() => expect(rowNames()).toEqual(['Lunch', 'Breakfast', 'Dinner']));
    await waitFor(() => expect(api.calls('POST', '/api/menu/updaterange')).toHaveLength(1));
    expect(screen.queryByText('Saved successfully')).toBeNull();
    release();
    expect(await screen.findByText('Saved successfully')).toBeTruthy();
    expect(api.calls('POST', '/api/menu/updaterange').map((call) => call.body)).toEqual([
      [
        { id: lunch.id, sortOrder: 0 },
        { id: breakfast.id, sortOrder: 1 },
        { id: dinner.id, sortOrder: 2 },
      ],
    ]);
    // The reloaded list keeps the saved order.
    await waitFor(() =>
      expect(api.calls('GET', `/api/menu/getall?locationId=${hotel.id}`)).toHaveLength(2),
    );
    expect(rowNames()).toEqual(['Lunch', 'Breakfast', 'Dinner']);
  });
});
