import type { Location, LocationContact, LocationSummary } from '@inroom/shared';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { useParams } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CURRENT_USER_PATH, ownerUser, signedInState } from '../../../auth/access-fixtures';
import { jsonResponse, mockFetch, pathOf } from '../../../../testing/fetch';
import { DENMARK, makeLocation } from '../../../../testing/fixtures';
import { renderRoutes } from '../../../../testing/render';
import { stubScreen } from '../../../../testing/match-media';
import { LOCATIONS_LIST_COLUMNS } from '../../../../testing/spec';
import { LocationsPage } from '../../LocationsPage';
import { NARROW_WINDOW_QUERY } from './useMediaQuery';

// The demo data (infra/local/seed/demo-data.ts).
const copenhagen = {
  address: 'Nyhavn 44',
  zip: '1051',
  city: 'København K',
  country: DENMARK,
};
const hotel = makeLocation({
  name: 'Hotel Nyhavn',
  description: 'A harbourside hotel in an 18th-century warehouse on Nyhavn.',
  phone: '+4533120044',
  email: 'reception@hotelnyhavn.example',
  ...copenhagen,
});
const deli = makeLocation({
  name: 'Kajens Deli',
  description: 'The deli on the quay.',
  phone: '+4533120045',
  email: 'deli@hotelnyhavn.example',
  ...copenhagen,
});
const ankeret = makeLocation({
  name: 'Restaurant Ankeret',
  description: 'Classic Danish cooking.',
  phone: '+4533120046',
  email: 'ankeret@hotelnyhavn.example',
  ...copenhagen,
});
const demo = [hotel, deli, ankeret];

const contact = (locationId: string, name: string, phoneNumber: string): LocationContact => ({
  id: `${locationId}-${name}`,
  locationId,
  name,
  countryCode: '45',
  phoneNumber,
  isActive: true,
});

function adminView(location: LocationSummary, contacts: LocationContact[]): Location {
  return {
    ...location,
    country: DENMARK,
    contacts,
    childLocations: [],
    ingredients: [],
    optionsGroups: [],
    menus: [],
    isAvailable: true,
  };
}

const adminViews = new Map<string, Location>([
  [
    hotel.id,
    adminView(hotel, [
      contact(hotel.id, 'Reception', '20112233'),
      contact(hotel.id, 'Room service', '30445566'),
    ]),
  ],
  [deli.id, adminView(deli, [])],
]);

function serve(locations: LocationSummary[] | (() => Response)) {
  return mockFetch((request) => {
    const path = pathOf(request);
    if (path === CURRENT_USER_PATH) return jsonResponse(ownerUser);
    if (path === '/api/location/be/getall') {
      return typeof locations === 'function' ? locations() : jsonResponse(locations);
    }
    const admin = /^\/api\/location\/be\/get\/([^/]+)$/.exec(path);
    const view = admin && adminViews.get(decodeURIComponent(admin[1] ?? ''));
    if (view) return jsonResponse(view);
    return jsonResponse({ error: { code: 'NOT_FOUND', message: 'Not found' } }, 404);
  });
}

function EditProbe() {
  return <p>Editing {useParams().id}</p>;
}

function render() {
  return renderRoutes(
    [
      { path: '/be/locations', Component: LocationsPage },
      { path: '/be/location/create', element: <p>Create page</p> },
      { path: '/be/location/:id/edit', Component: EditProbe },
    ],
    { initialEntries: ['/be/locations'], preloadedState: signedInState },
  );
}

const many = Array.from({ length: 20 }, (_, i) =>
  makeLocation({
    name: `Place ${String(i + 1).padStart(2, '0')}`,
    city: 'Odense',
    country: DENMARK,
  }),
);

const search = (text: string) =>
  fireEvent.change(screen.getByLabelText('Search locations'), { target: { value: text } });
const names = () => screen.queryAllByRole('rowheader').map((cell) => cell.textContent);

beforeEach(() => {
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
});

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

describe('LocationsPage (spec §2 back-office locations list)', () => {
  it('lists the locations with every column', async () => {
    serve(demo);
    render();
    expect(screen.getByRole('heading', { level: 1, name: 'Locations' })).toBeDefined();
    expect(screen.getByRole('status').textContent).toBe('Loading locations…');
    await screen.findByRole('table');
    expect(screen.getAllByRole('columnheader').map((cell) => cell.textContent)).toEqual([
      ...LOCATIONS_LIST_COLUMNS,
    ]);
    expect(names()).toEqual(['Hotel Nyhavn', 'Kajens Deli', 'Restaurant Ankeret']);
    const row = screen.getByRole('row', { name: /Hotel Nyhavn/ });
    const cells = within(row)
      .getAllByRole('cell')
      .map((cell) => cell.textContent);
    expect(cells).toEqual([
      'Nyhavn 44',
      '1051',
      'København K',
      'Denmark',
      '+4533120044',
      'reception@hotelnyhavn.example',
      'A harbourside hotel in an 18th-century warehouse on Nyhavn.',
      'Contacts',
      'Edit',
    ]);
    // The stylesheet hides these two below 768 px.
    expect(within(row).getByText('Denmark').className).toContain('location-table__wide');
    expect(
      within(row)
        .getByText(/harbourside/)
        .closest('td')?.className,
    ).toContain('location-table__wide');
    const hiddenOnSmall = screen
      .getAllByRole('columnheader')
      .filter((cell) => cell.className.includes('location-table__wide'))
      .map((cell) => cell.textContent);
    expect(hiddenOnSmall).toEqual(['Country', 'Description']);
  });

  it('finds the hotel by a misspelt city with the fuzzy search', async () => {
    serve([...demo, makeLocation({ name: 'Fjord Kro', city: 'Vejle', country: DENMARK })]);
    render();
    await screen.findByRole('table');
    expect(screen.getByPlaceholderText('Search locations')).toBeDefined();
    search('Kobenhavn');
    expect(names()).toContain('Hotel Nyhavn');
    expect(names()).not.toContain('Fjord Kro');
    search('Copenhagn');
    expect(names()).toContain('Hotel Nyhavn');
    search('hotel kobenhavn');
    expect(names()).toEqual(['Hotel Nyhavn']);
  });

  it("shows 'No locations found' for unrelated text", async () => {
    serve(demo);
    render();
    await screen.findByRole('table');
    search('Pizza Hut');
    expect(screen.getByText('No locations found')).toBeDefined();
    expect(screen.queryByRole('table')).toBeNull();
    search('');
    expect(names()).toHaveLength(3);
  });

  it("shows a location's contacts in a pop-up, fetched when it opens", async () => {
    const fetch = serve(demo);
    render();
    await screen.findByRole('table');
    const adminCalls = () =>
      fetch.mock.calls.filter(([input]) =>
        pathOf(input as Request).startsWith('/api/location/be/get/'),
      );
    expect(adminCalls()).toHaveLength(0);

    fireEvent.click(screen.getByRole('button', { name: 'Contacts for Hotel Nyhavn' }));
    const dialog = await screen.findByRole('dialog', { name: 'Contacts for Hotel Nyhavn' });
    await within(dialog).findByText('Reception');
    expect(pathOf(adminCalls()[0]?.[0] as Request)).toBe(`/api/location/be/get/${hotel.id}`);
    const items = within(dialog)
      .getAllByRole('listitem')
      .map((item) => item.textContent);
    expect(items).toEqual(['Reception+45 20112233', 'Room service+45 30445566']);
    expect(within(dialog).getAllByText('+45')).toHaveLength(2);

    fireEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    expect(screen.queryByText('Reception')).toBeNull();

    fireEvent.click(screen.getByRole('button', { name: 'Contacts for Kajens Deli' }));
    const second = await screen.findByRole('dialog', { name: 'Contacts for Kajens Deli' });
    expect(await within(second).findByText('No contacts available')).toBeDefined();
  });

  it('says so when the contacts cannot be loaded', async () => {
    serve(demo);
    render();
    await screen.findByRole('table');
    fireEvent.click(screen.getByRole('button', { name: 'Contacts for Restaurant Ankeret' }));
    const dialog = await screen.findByRole('dialog');
    expect((await within(dialog).findByRole('alert')).textContent).toContain(
      'Could not load contacts',
    );
  });

  it('links Add location to the create page and Edit to the edit page', async () => {
    serve(demo);
    const { router } = render();
    await screen.findByRole('table');
    const add = screen.getByRole('link', { name: 'Add location' });
    expect(add.getAttribute('href')).toBe('/be/location/create');
    const edit = screen.getByRole('link', { name: 'Edit Kajens Deli' });
    expect(edit.getAttribute('href')).toBe(`/be/location/${deli.id}/edit`);
    fireEvent.click(edit);
    expect(router.state.location.pathname).toBe(`/be/location/${deli.id}/edit`);
    expect(screen.getByText(`Editing ${deli.id}`)).toBeDefined();
  });

  it('cuts long values with their whole text in the title, and keeps an e-mail address whole for screen readers', async () => {
    const long = makeLocation({
      name: 'Grand Hotel Kongens Nytorv and Conference Centre',
      description: 'A very long description. '.repeat(12).trim(),
      email: 'reservations.desk@grand-hotel-kongens-nytorv.example',
      address: 'Kongens Nytorv 34, Bygning B',
      city: 'København K',
      country: DENMARK,
    });
    serve([long]);
    render();
    await screen.findByRole('table');
    const row = screen.getByRole('row', { name: /Grand Hotel/ });
    for (const text of [long.name, long.description, long.address, long.city]) {
      expect(within(row).getByText(text).getAttribute('title'), text).toBe(text);
    }
    const email = within(row).getByRole('link', { name: long.email });
    expect(email.getAttribute('href')).toBe(`mailto:${long.email}`);
    expect(email.getAttribute('title')).toBe(long.email);
    // It may break only before the @, not anywhere inside a part.
    expect([...email.querySelectorAll('span')].map((part) => part.textContent)).toEqual([
      'reservations.desk',
      '@grand-hotel-kongens-nytorv.example',
    ]);
    expect(email.querySelector('wbr')).not.toBeNull();
  });

  it('opens the edit page when a row is clicked, but not from its links and buttons', async () => {
    serve(demo);
    const { router } = render();
    await screen.findByRole('table');

    fireEvent.click(screen.getByRole('button', { name: 'Contacts for Hotel Nyhavn' }));
    expect(router.state.location.pathname).toBe('/be/locations');
    fireEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Close' }));

    const hotelRow = screen.getByRole('row', { name: /Hotel Nyhavn/ });
    const mail = within(hotelRow).getByRole('link', { name: hotel.email });
    // Cancelled only after React has seen the click, so that jsdom does not try to follow mailto:.
    const keepDocument = (event: Event) => event.preventDefault();
    window.addEventListener('click', keepDocument);
    fireEvent.click(mail);
    window.removeEventListener('click', keepDocument);
    expect(router.state.location.pathname).toBe('/be/locations');

    // A modified click (opening in a new tab, extending a selection) is not a request for the row.
    fireEvent.click(within(hotelRow).getByText('København K'), { ctrlKey: true });
    expect(router.state.location.pathname).toBe('/be/locations');

    fireEvent.click(
      within(screen.getByRole('row', { name: /Restaurant Ankeret/ })).getByText(
        'Restaurant Ankeret',
      ),
    );
    expect(router.state.location.pathname).toBe(`/be/location/${ankeret.id}/edit`);
    expect(screen.getByText(`Editing ${ankeret.id}`)).toBeDefined();
  });

  it('shows 15 a page in a wide window, with pagination only when there are more', async () => {
    const media = stubScreen(NARROW_WINDOW_QUERY, false);
    serve(many);
    render();
    await screen.findByRole('table');
    expect(media.matchMedia).toHaveBeenCalledWith('(max-width: 1000px)');
    expect(names()).toHaveLength(15);
    const nav = screen.getByRole('navigation', { name: 'Pagination' });
    fireEvent.click(within(nav).getByRole('button', { name: 'Page 2' }));
    expect(names()).toEqual(['Place 16', 'Place 17', 'Place 18', 'Place 19', 'Place 20']);
    expect(within(nav).getByRole('button', { name: 'Page 2' }).getAttribute('aria-current')).toBe(
      'page',
    );

    // A new search starts again on page 1.
    search('place');
    expect(names()[0]).toBe('Place 01');

    search('place 1');
    expect(names().length).toBeLessThanOrEqual(15);
    expect(screen.queryByRole('navigation', { name: 'Pagination' })).toBeNull();
  });

  it('shows 4 a page in a window 1000 px wide or less, following resizes', async () => {
    const media = stubScreen(NARROW_WINDOW_QUERY, true);
    serve(many);
    render();
    await screen.findByRole('table');
    expect(names()).toEqual(['Place 01', 'Place 02', 'Place 03', 'Place 04']);
    expect(
      within(screen.getByRole('navigation', { name: 'Pagination' })).getAllByRole('button', {
        name: /^Page /,
      }),
    ).toHaveLength(5);
    media.resize(false);
    expect(names()).toHaveLength(15);
    media.resize(true);
    expect(names()).toHaveLength(4);
  });

  it('has no pagination when everything fits on a page', async () => {
    stubScreen(NARROW_WINDOW_QUERY, true);
    serve(demo);
    render();
    await screen.findByRole('table');
    expect(names()).toHaveLength(3);
    expect(screen.queryByRole('navigation', { name: 'Pagination' })).toBeNull();
  });

  it('shows 15 a page where matchMedia does not exist', async () => {
    serve(many);
    render();
    await screen.findByRole('table');
    expect(names()).toHaveLength(15);
  });

  it('logs a failed load and offers a retry', async () => {
    let fail = true;
    serve(() => (fail ? jsonResponse({ error: { code: 'INTERNAL' } }, 500) : jsonResponse(demo)));
    render();
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Could not load locations');
    expect(console.error).toHaveBeenCalledWith('Failed to fetch locations');
    fail = false;
    fireEvent.click(within(alert).getByRole('button', { name: 'Retry' }));
    await waitFor(() => expect(names()).toHaveLength(3));
  });
});
