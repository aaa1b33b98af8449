import {
  IMAGE_DERIVATIVES,
  IMAGE_MAX_BYTES,
  type CurrentUser,
  type Location,
  type LocationInput,
  RECORD_CHANGED_MESSAGE,
} from '@inroom/shared';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { ReactNode } from 'react';
import { Toaster } from 'react-hot-toast';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { CURRENT_USER_PATH, ownerUser, signedInState } from '../../../auth/access-fixtures';
import { jsonResponse, mockFetch, notFoundResponse, pathOf } from '../../../../testing/fetch';
import { renderRoutes } from '../../../../testing/render';
import { withToasts } from '../../../../testing/toasts';
import { LocationCreatePage } from '../../LocationCreatePage';
import { LocationEditPage } from '../../LocationEditPage';
import type * as Downscale from './downscale';
import { prepareImage, type PreparedImage } from './downscale';
import {
  ALL_LOCATIONS,
  BAR_ID,
  CAFE_ID,
  CONTACT_ID,
  COUNTRIES,
  CREATED_ID,
  DELI_ID,
  HOTEL_ID,
  makeHotel,
  NEW_CONTACT,
  NEW_LOCATION,
} from './fixtures';
import { NOT_AN_IMAGE_MESSAGE, UPLOAD_FAILED_MESSAGE } from './ImageField';
import { RELOAD_LABEL } from './LocationForm';

// jsdom has no canvas: the downscaling module is replaced, its own test covers it.
vi.mock('./downscale', async (importOriginal) => ({
  ...(await importOriginal<typeof Downscale>()),
  prepareImage: vi.fn(),
}));

const UPLOAD_URL = 'http://s3.test/images/uploads/abc.webp?X-Amz-Signature=sig';
const copyUploadUrl = (width: number, height: number) =>
  `http://s3.test/images/uploads/abc.${width}x${height}.webp?X-Amz-Signature=sig`;
const UPLOADED_KEY = 'uploads/abc.webp';
/** A 1600 x 1200 photo made ready: the original and two of its WebP copies. */
const PREPARED: PreparedImage = {
  original: new Blob([new Uint8Array(1234)], { type: 'image/webp' }),
  width: 1600,
  height: 1200,
  derivatives: [
    { width: 192, height: 144, blob: new Blob([new Uint8Array(56)], { type: 'image/webp' }) },
    { width: 480, height: 360, blob: new Blob([new Uint8Array(78)], { type: 'image/webp' }) },
  ],
};

interface Sent {
  method: string;
  path: string;
  body: unknown;
  headers: Headers;
}

interface ServerOptions {
  /** `user/getcurrent` (issue 18): an owner unless a test says otherwise. */
  currentUser?: CurrentUser;
  hotel?: ReturnType<typeof makeHotel> | null;
  update?: (body: LocationInput) => Response;
  create?: (body: LocationInput) => Response;
  putStatus?: number;
}

/** The API as the form sees it; every request is recorded with its parsed body. */
function serve(options: ServerOptions = {}) {
  const sent: Sent[] = [];
  let hotel = options.hotel === undefined ? makeHotel() : options.hotel;
  const fetch = mockFetch(async (request) => {
    const path = pathOf(request);
    if (path === CURRENT_USER_PATH) return jsonResponse(options.currentUser ?? ownerUser);
    const text = request.method === 'GET' ? '' : await request.text();
    let body: unknown = text;
    try {
      body = text ? JSON.parse(text) : undefined;
    } catch {
      // The image PUT: raw bytes.
    }
    sent.push({
      method: request.method,
      path: request.url.startsWith('http://s3.test') ? request.url : path,
      body,
      headers: request.headers,
    });
    if (request.url.startsWith('http://s3.test/')) {
      return new Response(null, { status: options.putStatus ?? 200 });
    }
    switch (`${request.method} ${path}`) {
      case 'GET /api/country/getall':
        return jsonResponse(COUNTRIES);
      case 'GET /api/location/getnew':
        return jsonResponse(NEW_LOCATION);
      case 'GET /api/locationcontact/getnew':
        return jsonResponse(NEW_CONTACT);
      case 'GET /api/location/getall':
        return jsonResponse(ALL_LOCATIONS);
      case `GET /api/location/be/get/${HOTEL_ID}`:
        return hotel ? jsonResponse(hotel) : notFoundResponse();
      case `GET /api/location/be/get/${CREATED_ID}`:
        return jsonResponse(makeHotel({ id: CREATED_ID, name: 'Created' }));
      case 'POST /api/image/upload': {
        const { derivatives = [] } = body as { derivatives?: { width: number; height: number }[] };
        return jsonResponse({
          key: UPLOADED_KEY,
          uploadUrl: UPLOAD_URL,
          headers: { 'content-type': 'image/webp' },
          expiresAt: '2030-01-01T00:00:00.000Z',
          derivatives: derivatives.map(({ width, height }) => ({
            key: `uploads/abc.${width}x${height}.webp`,
            width,
            height,
            uploadUrl: copyUploadUrl(width, height),
            headers: { 'content-type': 'image/webp' },
          })),
        });
      }
      case 'POST /api/location/create': {
        const input = body as LocationInput;
        if (options.create) return options.create(input);
        return jsonResponse(
          makeHotel({ ...(input as object), id: CREATED_ID, childLocations: [] }),
        );
      }
      case 'POST /api/location/update': {
        const input = body as LocationInput;
        if (options.update) return options.update(input);
        hotel = makeHotel({
          name: input.name,
          contacts: [],
          ...(input.version === undefined ? {} : { version: input.version + 1 }),
        });
        return jsonResponse(hotel);
      }
      default:
        return notFoundResponse();
    }
  });
  const calls = (method: string, path: string) =>
    sent.filter((call) => call.method === method && call.path === path);
  /** What location/be/get answers from now on (someone else's save). */
  const setHotel = (next: Location) => {
    hotel = next;
  };
  return { fetch, sent, calls, setHotel };
}

function withToaster(page: ReactNode) {
  return (
    <>
      {page}
      <Toaster />
    </>
  );
}

function open(path: string) {
  return renderRoutes(
    [
      { path: '/be/location/create', element: withToaster(<LocationCreatePage />) },
      { path: '/be/location/:id/edit', element: withToaster(<LocationEditPage />) },
      { path: '/be/menu/:locationId?', element: <p>Menu page</p> },
    ],
    { initialEntries: [path], preloadedState: signedInState },
  );
}

const form = () => screen.getByRole('form') as HTMLFormElement;
/** The location's own field: it comes before any contact's field of the same name. */
const textbox = (name: string) => screen.getAllByRole('textbox', { name })[0] as HTMLInputElement;
const combobox = (name: string, container: HTMLElement = form()) =>
  within(container).getByRole('combobox', { name }) as HTMLSelectElement;
const imageInput = () => screen.getByLabelText('Image') as HTMLInputElement;
const save = () => fireEvent.click(screen.getByRole('button', { name: 'Save' }));
const type = (element: HTMLElement, value: string) =>
  fireEvent.change(element, { target: { value } });

async function waitForForm() {
  await screen.findByRole('form');
  // The country list arrives separately.
  await waitFor(() => expect(combobox('Country').options.length).toBeGreaterThan(1));
}

async function pickImage(file = new File(['raw photo'], 'photo.jpg', { type: 'image/jpeg' })) {
  fireEvent.change(imageInput(), { target: { files: [file] } });
}

async function fillNewLocation() {
  await pickImage();
  await screen.findByRole('img', { name: 'Location image preview' });
  type(textbox('Name'), 'Harbour Hotel');
  type(textbox('Description'), 'Rooms by the water');
  type(textbox('Address'), 'Havnegade 2');
  type(textbox('Zip'), '1058');
  type(textbox('City'), 'Copenhagen');
  fireEvent.change(combobox('Country'), { target: { value: 'DK' } });
  type(textbox('Phone'), '+45 33 12 00 44');
  type(textbox('Email'), 'desk@harbour.example');
}

withToasts();

beforeEach(() => {
  URL.createObjectURL = vi.fn(() => 'blob:preview');
  URL.revokeObjectURL = vi.fn();
  vi.mocked(prepareImage).mockReset();
  vi.mocked(prepareImage).mockResolvedValue(PREPARED);
});

describe('create location', () => {
  it('starts from the blank of location/getnew with every field required and no saved-only sections', async () => {
    serve();
    open('/be/location/create');
    await waitForForm();
    expect(screen.getByRole('heading', { level: 1, name: 'Create location' })).toBeTruthy();
    for (const name of ['Name', 'Description', 'Address', 'Zip', 'City', 'Phone', 'Email']) {
      expect(textbox(name).required, name).toBe(true);
    }
    expect(combobox('Country').required).toBe(true);
    expect(combobox('Country').options[0]!.text).toBe('Select country');
    expect([...combobox('Country').options].map((option) => option.text)).toEqual([
      'Select country',
      'Canada',
      'Denmark',
      'Sweden',
      'United States',
    ]);
    expect(textbox('Phone').inputMode).toBe('tel');
    expect(textbox('Email').type).toBe('email');
    expect(combobox('Time zone').required).toBe(true);
    expect(screen.getByRole('checkbox', { name: 'Active' })).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'Menus' })).toBeNull();
    expect(screen.queryByRole('heading', { name: 'Locations' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Add location' })).toBeNull();
  });

  it('sends nothing when the email is missing and marks the form validated', async () => {
    const server = serve();
    open('/be/location/create');
    await waitForForm();
    await fillNewLocation();
    type(textbox('Email'), '');
    save();
    expect(form().classList.contains('was-validated')).toBe(true);
    expect(await screen.findByText('Email is required')).toBeTruthy();
    expect(textbox('Email').getAttribute('aria-invalid')).toBe('true');
    expect(document.activeElement).toBe(textbox('Email'));
    expect(server.calls('POST', '/api/location/create')).toHaveLength(0);
  });

  it('sends nothing for a malformed email', async () => {
    const server = serve();
    open('/be/location/create');
    await waitForForm();
    await fillNewLocation();
    type(textbox('Email'), 'not-an-email');
    save();
    expect(await screen.findByText('Enter a valid email address')).toBeTruthy();
    expect(server.calls('POST', '/api/location/create')).toHaveLength(0);
  });

  it('sends nothing for a phone that is not a number', async () => {
    const server = serve();
    open('/be/location/create');
    await waitForForm();
    await fillNewLocation();
    type(textbox('Phone'), 'call us');
    save();
    expect(form().classList.contains('was-validated')).toBe(true);
    expect(textbox('Phone').validity.patternMismatch).toBe(true);
    expect(await screen.findByText('Phone must be a number (4 to 15 digits)')).toBeTruthy();
    expect(server.calls('POST', '/api/location/create')).toHaveLength(0);
  });

  it('sends nothing without an image and says it is required', async () => {
    const server = serve();
    open('/be/location/create');
    await waitForForm();
    await fillNewLocation();
    fireEvent.click(screen.getByRole('button', { name: 'Remove image' }));
    save();
    expect(await screen.findByText('Image is required')).toBeTruthy();
    expect(server.calls('POST', '/api/location/create')).toHaveLength(0);
  });

  it('creates the location, toasts and opens its edit page', async () => {
    const server = serve();
    const { router } = open('/be/location/create');
    await waitForForm();
    await fillNewLocation();
    fireEvent.click(screen.getByRole('button', { name: 'Add contact' }));
    const contact = await screen.findByRole('group', { name: 'Contact 1' });
    type(within(contact).getByRole('textbox', { name: 'Name' }), 'Night desk');
    type(within(contact).getByRole('textbox', { name: 'Phone number' }), '33 12 00 45');
    save();

    expect(await screen.findByText('Location created successfully')).toBeTruthy();
    await waitFor(() =>
      expect(router.state.location.pathname).toBe(`/be/location/${CREATED_ID}/edit`),
    );
    expect(await screen.findByRole('heading', { level: 1, name: 'Edit location' })).toBeTruthy();

    const [create] = server.calls('POST', '/api/location/create');
    expect(create!.body).toEqual({
      id: '00000000-0000-0000-0000-000000000000',
      name: 'Harbour Hotel',
      description: 'Rooms by the water',
      address: 'Havnegade 2',
      zip: '1058',
      city: 'Copenhagen',
      countryId: 'DK',
      phone: '+45 33 12 00 44',
      email: 'desk@harbour.example',
      image: UPLOADED_KEY,
      isActive: true,
      timeZone: 'Europe/Copenhagen',
      contacts: [
        {
          id: '00000000-0000-0000-0000-000000000000',
          name: 'Night desk',
          countryCode: '45',
          phoneNumber: '33 12 00 45',
          isActive: true,
        },
      ],
      childLocations: [],
    });
    // The edit page shows the saved location from the create answer, without a second load.
    expect(server.calls('GET', `/api/location/be/get/${CREATED_ID}`)).toHaveLength(0);
    expect(textbox('Name').value).toBe('Harbour Hotel');
  });

  it('defaults the time zone from the country until one is chosen', async () => {
    serve();
    open('/be/location/create');
    await waitForForm();
    expect(combobox('Time zone').value).toBe('');
    fireEvent.change(combobox('Country'), { target: { value: 'SE' } });
    expect(combobox('Time zone').value).toBe('Europe/Stockholm');
    fireEvent.change(combobox('Country'), { target: { value: 'DK' } });
    expect(combobox('Time zone').value).toBe('Europe/Copenhagen');
    fireEvent.change(combobox('Time zone'), { target: { value: 'UTC' } });
    fireEvent.change(combobox('Country'), { target: { value: 'SE' } });
    expect(combobox('Time zone').value).toBe('UTC');
  });
});

describe('edit location', () => {
  it('loads the location into the form with its contacts, menus and child locations', async () => {
    serve();
    open(`/be/location/${HOTEL_ID}/edit`);
    await waitForForm();
    expect(textbox('Name').value).toBe('Hotel Nyhavn');
    expect(combobox('Country').value).toBe('DK');
    expect(combobox('Time zone').value).toBe('Europe/Copenhagen');
    const contact = screen.getByRole('group', { name: 'Contact 1' });
    expect(within(contact).getByRole('textbox', { name: 'Name' })).toHaveProperty(
      'value',
      'Reception',
    );
    const code = combobox('Country code', contact);
    expect(code.value).toBe('45');
    expect(code.selectedOptions[0]!.text).toBe('+45');
    // '+1' is one option for the United States and Canada.
    expect([...code.options].map((option) => option.text)).toEqual([
      'Select code',
      '+1',
      '+45',
      '+46',
    ]);
    expect(screen.getByRole('heading', { name: 'Menus' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Breakfast' }).getAttribute('href')).toBe(
      `/be/menu/${HOTEL_ID}`,
    );
    expect(screen.getByRole('heading', { name: 'Locations' })).toBeTruthy();
    expect(screen.getByText('Nyhavn Deli')).toBeTruthy();
    expect(screen.getByRole('img', { name: 'Location image preview' }).getAttribute('src')).toBe(
      '/images/uploads/hotel.webp',
    );
  });

  it('saves exactly the location input, toasts and reloads the location', async () => {
    const server = serve();
    open(`/be/location/${HOTEL_ID}/edit`);
    await waitForForm();
    expect(server.calls('GET', `/api/location/be/get/${HOTEL_ID}`)).toHaveLength(1);
    type(textbox('Name'), 'Hotel Nyhavn 71');
    save();

    expect(await screen.findByText('Location updated successfully')).toBeTruthy();
    await waitFor(() =>
      expect(server.calls('GET', `/api/location/be/get/${HOTEL_ID}`)).toHaveLength(2),
    );
    const [update] = server.calls('POST', '/api/location/update');
    expect(update!.body).toEqual({
      id: HOTEL_ID,
      name: 'Hotel Nyhavn 71',
      description: 'Hotel Nyhavn description',
      address: 'Nyhavn 1',
      zip: '1051',
      city: 'Copenhagen',
      countryId: 'DK',
      phone: '+4533120044',
      email: 'info@example.com',
      image: 'uploads/hotel.webp',
      isActive: true,
      timeZone: 'Europe/Copenhagen',
      contacts: [
        {
          id: CONTACT_ID,
          name: 'Reception',
          countryCode: '45',
          phoneNumber: '33120044',
          isActive: true,
        },
      ],
      childLocations: [{ childLocationId: DELI_ID, sortOrder: 0 }],
    });
    // The form starts over from the reloaded location (whose contacts the fake server dropped).
    await waitFor(() => expect(screen.queryByRole('group', { name: 'Contact 1' })).toBeNull());
    expect(textbox('Name').value).toBe('Hotel Nyhavn 71');
  });

  it('sends back the version it loaded, and after a save the one the reload brings', async () => {
    const server = serve({ hotel: makeHotel({ version: 4 }) });
    open(`/be/location/${HOTEL_ID}/edit`);
    await waitForForm();
    type(textbox('Name'), 'Hotel Nyhavn 71');
    save();
    await waitFor(() =>
      expect(server.calls('GET', `/api/location/be/get/${HOTEL_ID}`)).toHaveLength(2),
    );
    await waitFor(() => expect(screen.queryByRole('group', { name: 'Contact 1' })).toBeNull());
    type(textbox('Name'), 'Hotel Nyhavn 72');
    save();
    await waitFor(() => expect(server.calls('POST', '/api/location/update')).toHaveLength(2));
    const versions = server
      .calls('POST', '/api/location/update')
      .map((call) => (call.body as LocationInput).version);
    expect(versions).toEqual([4, 5]);
  });

  it('toasts a failure and shows the server’s message beside its field', async () => {
    const server = serve({
      update: () =>
        jsonResponse(
          {
            error: {
              code: 'bad_request',
              message: 'Enter a valid phone number for Denmark',
              fields: {
                phone: 'Enter a valid phone number for Denmark',
                'contacts.0.phoneNumber': 'Enter a valid phone number',
              },
            },
          },
          400,
        ),
    });
    open(`/be/location/${HOTEL_ID}/edit`);
    await waitForForm();
    save();
    expect(await screen.findByText('Something went wrong')).toBeTruthy();
    expect(screen.getByText('Enter a valid phone number for Denmark')).toBeTruthy();
    expect(textbox('Phone').getAttribute('aria-invalid')).toBe('true');
    const contact = screen.getByRole('group', { name: 'Contact 1' });
    expect(within(contact).getByText('Enter a valid phone number')).toBeTruthy();
    expect(server.calls('POST', '/api/location/update')).toHaveLength(1);
    // Typing in the field clears its message.
    type(textbox('Phone'), '+45 33 12 00 45');
    expect(screen.queryByText('Enter a valid phone number for Denmark')).toBeNull();
  });

  it('shows a server message that belongs to no field', async () => {
    serve({
      update: () =>
        jsonResponse(
          { error: { code: 'conflict', message: 'The location changed meanwhile' } },
          409,
        ),
    });
    open(`/be/location/${HOTEL_ID}/edit`);
    await waitForForm();
    save();
    expect(await screen.findByText('Something went wrong')).toBeTruthy();
    expect(screen.getByRole('alert').textContent).toContain('The location changed meanwhile');
  });

  it('offers to reload a location someone else saved meanwhile, and starts over from it', async () => {
    const server = serve({
      hotel: makeHotel({ version: 1 }),
      update: () =>
        jsonResponse({ error: { code: 'conflict', message: RECORD_CHANGED_MESSAGE } }, 409),
    });
    open(`/be/location/${HOTEL_ID}/edit`);
    await waitForForm();
    type(textbox('Name'), 'Hotel Nyhavn 71');
    save();
    expect(await screen.findByText(RECORD_CHANGED_MESSAGE)).toBeTruthy();
    // Meanwhile the other person's save: the reload brings it.
    server.setHotel(makeHotel({ name: 'Hotel Nyhavn Strand', version: 2 }));
    fireEvent.click(screen.getByRole('button', { name: RELOAD_LABEL }));
    await waitFor(() => expect(textbox('Name').value).toBe('Hotel Nyhavn Strand'));
    expect(screen.queryByText(RECORD_CHANGED_MESSAGE)).toBeNull();
    expect(screen.queryByRole('button', { name: RELOAD_LABEL })).toBeNull();
  });

  it('offers no reload for a refusal that reloading cannot mend', async () => {
    serve({
      update: () =>
        jsonResponse({ error: { code: 'bad_request', message: 'Enter a valid phone' } }, 400),
    });
    open(`/be/location/${HOTEL_ID}/edit`);
    await waitForForm();
    save();
    expect(await screen.findByText('Enter a valid phone')).toBeTruthy();
    expect(screen.queryByRole('button', { name: RELOAD_LABEL })).toBeNull();
  });

  it('shows NotFound for an unknown location', async () => {
    serve({ hotel: null });
    open(`/be/location/${HOTEL_ID}/edit`);
    expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeTruthy();
    expect(screen.getByText('404')).toBeTruthy();
    expect(screen.queryByRole('form')).toBeNull();
  });
});

describe('image', () => {
  it('downscales, asks for presigned uploads, PUTs the file and its copies there and keeps the key', async () => {
    const server = serve({ hotel: makeHotel({ image: '' }) });
    open(`/be/location/${HOTEL_ID}/edit`);
    await waitForForm();
    const control = imageInput().closest('.image-field')!;
    expect(control.classList.contains('image-field--missing')).toBe(true);
    expect(imageInput().getAttribute('aria-invalid')).toBe('true');
    expect(imageInput().accept).toBe('image/jpeg,image/png,image/webp');

    const photo = new File(['raw photo'], 'photo.jpg', { type: 'image/jpeg' });
    await pickImage(photo);
    expect(await screen.findByRole('img', { name: 'Location image preview' })).toHaveProperty(
      'src',
      'blob:preview',
    );
    // A location's copies: the child list's box and the header's widths.
    expect(prepareImage).toHaveBeenCalledWith(photo, IMAGE_DERIVATIVES.location);
    expect(server.calls('POST', '/api/image/upload')[0]!.body).toEqual({
      contentType: 'image/webp',
      contentLength: 1234,
      width: 1600,
      height: 1200,
      derivatives: [
        { width: 192, height: 144, contentLength: 56 },
        { width: 480, height: 360, contentLength: 78 },
      ],
    });
    const [put] = server.calls('PUT', UPLOAD_URL);
    expect(put!.headers.get('content-type')).toBe('image/webp');
    // Each copy to its own URL (jsdom's Blob reaches the fake server unreadable: the browser test
    // checks the bytes).
    for (const [width, height] of [
      [192, 144],
      [480, 360],
    ] as const) {
      const [copy] = server.calls('PUT', copyUploadUrl(width, height));
      expect(copy!.headers.get('content-type')).toBe('image/webp');
    }
    expect(control.classList.contains('image-field--missing')).toBe(false);
    expect(imageInput().getAttribute('aria-invalid')).toBe('false');

    save();
    await screen.findByText('Location updated successfully');
    expect((server.calls('POST', '/api/location/update')[0]!.body as LocationInput).image).toBe(
      UPLOADED_KEY,
    );
  });

  it('previews a saved image from its smallest copy that fills the preview', async () => {
    const key = 'uploads/abc_1600x1200_192x144_480x360.webp';
    serve({ hotel: makeHotel({ image: key }) });
    open(`/be/location/${HOTEL_ID}/edit`);
    await waitForForm();
    const preview = screen.getByRole('img', { name: 'Location image preview' });
    expect(preview.getAttribute('src')).toBe(`/images/${key}`);
    expect(preview.getAttribute('srcset')).toBe(
      `/images/uploads/abc.192x144.webp 192w, /images/uploads/abc.480x360.webp 480w, /images/${key} 1600w`,
    );
    expect(preview.getAttribute('sizes')).toBe('384px');
  });

  it('removes the image and shows the red border again', async () => {
    serve();
    open(`/be/location/${HOTEL_ID}/edit`);
    await waitForForm();
    const control = imageInput().closest('.image-field')!;
    expect(control.classList.contains('image-field--missing')).toBe(false);
    fireEvent.click(screen.getByRole('button', { name: 'Remove image' }));
    expect(screen.queryByRole('img', { name: 'Location image preview' })).toBeNull();
    expect(control.classList.contains('image-field--missing')).toBe(true);
    expect(imageInput().getAttribute('aria-invalid')).toBe('true');
    expect(imageInput().required).toBe(true);
  });

  it('refuses a file that is not an image without uploading anything', async () => {
    const server = serve();
    open('/be/location/create');
    await waitForForm();
    await pickImage(new File(['hello'], 'notes.txt', { type: 'text/plain' }));
    expect(await screen.findByText(NOT_AN_IMAGE_MESSAGE)).toBeTruthy();
    expect(prepareImage).not.toHaveBeenCalled();
    expect(server.calls('POST', '/api/image/upload')).toHaveLength(0);
  });

  it('refuses an image still over 5 MB after downscaling', async () => {
    const server = serve();
    vi.mocked(prepareImage).mockResolvedValue({
      ...PREPARED,
      original: new Blob([new Uint8Array(IMAGE_MAX_BYTES + 1)], { type: 'image/webp' }),
    });
    open('/be/location/create');
    await waitForForm();
    await pickImage();
    expect(await screen.findByText('Images must be at most 5 MB')).toBeTruthy();
    expect(server.calls('POST', '/api/image/upload')).toHaveLength(0);
  });

  it('says so when the upload fails, and the location still has no image', async () => {
    serve({ putStatus: 403 });
    open('/be/location/create');
    await waitForForm();
    await pickImage();
    expect(await screen.findByText(UPLOAD_FAILED_MESSAGE)).toBeTruthy();
    expect(screen.queryByRole('img', { name: 'Location image preview' })).toBeNull();
    expect(imageInput().closest('.image-field')!.classList.contains('image-field--missing')).toBe(
      true,
    );
  });

  it('disables the picker and Save while the image uploads', async () => {
    serve();
    let finish: (prepared: PreparedImage) => void = () => undefined;
    vi.mocked(prepareImage).mockReturnValue(new Promise((resolve) => (finish = resolve)));
    open('/be/location/create');
    await waitForForm();
    await pickImage();
    expect(await screen.findByText('Preparing image…')).toBeTruthy();
    expect(imageInput().disabled).toBe(true);
    expect(screen.getByRole('button', { name: 'Save' })).toHaveProperty('disabled', true);
    await act(async () => finish(PREPARED));
    await screen.findByRole('img', { name: 'Location image preview' });
    expect(imageInput().disabled).toBe(false);
    expect(screen.getByRole('button', { name: 'Save' })).toHaveProperty('disabled', false);
  });
});

describe('contacts', () => {
  it('adds a blank contact from locationcontact/getnew with the country’s code, and removes it', async () => {
    const server = serve();
    open(`/be/location/${HOTEL_ID}/edit`);
    await waitForForm();
    fireEvent.click(screen.getByRole('button', { name: 'Add contact' }));
    const added = await screen.findByRole('group', { name: 'Contact 2' });
    expect(server.calls('GET', '/api/locationcontact/getnew')).toHaveLength(1);
    expect(combobox('Country code', added).value).toBe('45');
    expect(within(added).getByRole('textbox', { name: 'Name' })).toBe(document.activeElement);
    expect(within(added).getByRole('checkbox', { name: 'Active' })).toHaveProperty('checked', true);
    const phone = within(added).getByRole('textbox', { name: 'Phone number' });
    expect(phone).toHaveProperty('inputMode', 'numeric');
    expect(phone).toHaveProperty('required', true);

    fireEvent.click(screen.getByRole('button', { name: 'Remove contact 1' }));
    expect(screen.queryByRole('group', { name: 'Contact 2' })).toBeNull();
    const remaining = screen.getByRole('group', { name: 'Contact 1' });
    expect(within(remaining).getByRole('textbox', { name: 'Name' })).toHaveProperty('value', '');
  });

  it('sends nothing while a contact’s phone number is not numeric', async () => {
    const server = serve();
    open(`/be/location/${HOTEL_ID}/edit`);
    await waitForForm();
    const contact = screen.getByRole('group', { name: 'Contact 1' });
    type(within(contact).getByRole('textbox', { name: 'Phone number' }), 'reception');
    save();
    expect(form().classList.contains('was-validated')).toBe(true);
    expect(
      await within(contact).findByText('Phone number must be digits only (4 to 15)'),
    ).toBeTruthy();
    expect(server.calls('POST', '/api/location/update')).toHaveLength(0);
  });

  it('sends the active flag and leaves out removed contacts', async () => {
    const server = serve();
    open(`/be/location/${HOTEL_ID}/edit`);
    await waitForForm();
    fireEvent.click(screen.getByRole('button', { name: 'Add contact' }));
    const added = await screen.findByRole('group', { name: 'Contact 2' });
    type(within(added).getByRole('textbox', { name: 'Name' }), 'Kitchen');
    fireEvent.change(combobox('Country code', added), { target: { value: '46' } });
    type(within(added).getByRole('textbox', { name: 'Phone number' }), '701234567');
    fireEvent.click(within(added).getByRole('checkbox', { name: 'Active' }));
    fireEvent.click(screen.getByRole('button', { name: 'Remove contact 1' }));
    save();
    await screen.findByText('Location updated successfully');
    expect(
      (server.calls('POST', '/api/location/update')[0]!.body as LocationInput).contacts,
    ).toEqual([
      {
        id: '00000000-0000-0000-0000-000000000000',
        name: 'Kitchen',
        countryCode: '46',
        phoneNumber: '701234567',
        isActive: false,
      },
    ]);
  });
});

describe('child locations', () => {
  it('adds the locations ticked in the modal, never the location itself or one already added', async () => {
    const server = serve();
    open(`/be/location/${HOTEL_ID}/edit`);
    await waitForForm();
    fireEvent.click(screen.getByRole('button', { name: 'Add location' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add location' });
    await within(dialog).findByRole('checkbox', { name: 'Select Harbour Bar' });
    expect(within(dialog).queryByRole('checkbox', { name: 'Select Hotel Nyhavn' })).toBeNull();
    expect(within(dialog).queryByRole('checkbox', { name: 'Select Nyhavn Deli' })).toBeNull();
    fireEvent.click(within(dialog).getByRole('checkbox', { name: 'Select Harbour Bar' }));
    fireEvent.click(within(dialog).getByRole('checkbox', { name: 'Select Corner Cafe' }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'OK' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    const section = screen.getByRole('region', { name: 'Locations' });
    expect(
      within(section)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Nyhavn DeliRemove', 'Harbour BarRemove', 'Corner CafeRemove']);
    // Removing one and saving sends the rest in their order.
    fireEvent.click(within(section).getByRole('button', { name: 'Remove Nyhavn Deli' }));
    save();
    await screen.findByText('Location updated successfully');
    expect(
      (server.calls('POST', '/api/location/update')[0]!.body as LocationInput).childLocations,
    ).toEqual([
      { childLocationId: BAR_ID, sortOrder: 0 },
      { childLocationId: CAFE_ID, sortOrder: 1 },
    ]);
  });

  it('adds nothing when the modal is cancelled', async () => {
    serve();
    open(`/be/location/${HOTEL_ID}/edit`);
    await waitForForm();
    fireEvent.click(screen.getByRole('button', { name: 'Add location' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add location' });
    fireEvent.click(await within(dialog).findByRole('checkbox', { name: 'Select Harbour Bar' }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(screen.queryByText('Harbour Bar')).toBeNull();
  });
});
