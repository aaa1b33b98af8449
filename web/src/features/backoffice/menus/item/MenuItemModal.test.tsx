import {
  EMPTY_GUID,
  IMAGE_DERIVATIVES,
  OPTIONS_GROUP_TYPE,
  type LocationIngredient,
  type MenuItemInput,
  type MenuItemView,
  type OptionsGroupView,
  RECORD_CHANGED_MESSAGE,
} from '@inroom/shared';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Toaster } from 'react-hot-toast';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, mockFetch, notFoundResponse, pathOf } from '../../../../testing/fetch';
import { fixtureId, makeLocationView } from '../../../../testing/fixtures';
import { renderWithProviders } from '../../../../testing/render';
import { withToasts } from '../../../../testing/toasts';
import type * as Downscale from '../../locations/form/downscale';
import { prepareImage } from '../../locations/form/downscale';
import { MenuItemModal } from './index';

// jsdom has no canvas: the image field's downscaling is replaced, its own test covers it.
vi.mock('../../locations/form/downscale', async (importOriginal) => ({
  ...(await importOriginal<typeof Downscale>()),
  prepareImage: vi.fn(),
}));

const LOCATION_ID = fixtureId('10ca0001', 1);
const MENU_ID = fixtureId('3e100001', 1);
const CATEGORY_ID = fixtureId('ca7e0001', 1);
const ITEM_ID = fixtureId('17e30001', 1);
const TOMATO_ID = fixtureId('1a6e0001', 1);
const BASIL_ID = fixtureId('1a6e0001', 2);
const SAUCES_ID = fixtureId('6a0f0001', 1);
const SIDES_ID = fixtureId('6a0f0001', 2);
const OWN_GROUP_ID = fixtureId('6a0f0001', 3);
const CREATED_GROUP_ID = fixtureId('6a0f0001', 9);
const OPTION_ID = fixtureId('0b710001', 1);

const ingredient = (id: string, name: string, version?: number): LocationIngredient => ({
  id,
  locationId: LOCATION_ID,
  translations: [{ languageId: 'en', name }],
  ...(version === undefined ? {} : { version }),
});

const group = (
  id: string,
  name: string,
  overrides: Partial<OptionsGroupView> = {},
): OptionsGroupView => ({
  id,
  locationId: LOCATION_ID,
  type: OPTIONS_GROUP_TYPE.optional,
  typeString: 'Optional',
  quantity: 0,
  isReusable: true,
  isDeleted: false,
  translations: [{ languageId: 'en', name }],
  options: [
    {
      id: fixtureId('0b710002', name.length),
      sortOrder: 0,
      priceDifference: 500,
      translations: [{ languageId: 'en', name: `${name} option` }],
    },
  ],
  ...overrides,
});

const LOCATION = makeLocationView({
  id: LOCATION_ID,
  name: 'Hotel Nyhavn',
  ingredients: [ingredient(TOMATO_ID, 'Tomato', 2)],
  optionsGroups: [group(SAUCES_ID, 'Sauces', { version: 5 }), group(SIDES_ID, 'Sides')],
});

const NEW_ITEM = {
  id: EMPTY_GUID,
  menuId: EMPTY_GUID,
  menuCategoryId: EMPTY_GUID,
  price: 0,
  image: '',
  sortOrder: 0,
  translations: [],
  ingredients: [],
  optionsGroups: [],
};

const NEW_GROUP = {
  id: EMPTY_GUID,
  locationId: EMPTY_GUID,
  type: OPTIONS_GROUP_TYPE.required,
  typeString: 'Required',
  quantity: 1,
  isReusable: false,
  isDeleted: false,
  translations: [],
  options: [],
};

/** A saved item: Danish texts too, a reusable group and a group of its own. */
function savedItem(): MenuItemView {
  return {
    id: ITEM_ID,
    menuId: MENU_ID,
    menuCategoryId: CATEGORY_ID,
    price: 4500,
    image: 'uploads/burger.webp',
    sortOrder: 3,
    version: 6,
    translations: [
      { languageId: 'en', name: 'Burger', description: 'With fries' },
      { languageId: 'da', name: 'Burger', description: 'Med pommes frites' },
    ],
    ingredients: [
      {
        locationIngredientId: TOMATO_ID,
        sortOrder: 0,
        locationIngredient: LOCATION.ingredients[0]!,
      },
    ],
    optionsGroups: [
      { optionsGroupId: SAUCES_ID, sortOrder: 0, optionsGroup: LOCATION.optionsGroups[0]! },
      {
        optionsGroupId: OWN_GROUP_ID,
        sortOrder: 1,
        optionsGroup: group(OWN_GROUP_ID, 'Doneness', {
          isReusable: false,
          type: OPTIONS_GROUP_TYPE.required,
          typeString: 'Required',
          quantity: 1,
          options: [
            {
              id: OPTION_ID,
              sortOrder: 0,
              priceDifference: 0,
              translations: [
                { languageId: 'en', name: 'Medium' },
                { languageId: 'da', name: 'Medium' },
              ],
            },
          ],
          translations: [
            { languageId: 'en', name: 'Doneness' },
            { languageId: 'da', name: 'Stegning' },
          ],
        }),
      },
    ],
  };
}

interface Sent {
  method: string;
  path: string;
  body: unknown;
}

/** `changed`: every update is refused, as when someone else saved the record meanwhile. */
function serve(options: { failSave?: boolean; changed?: boolean; gone?: boolean } = {}) {
  const sent: Sent[] = [];
  mockFetch(async (request) => {
    if (request.url.startsWith('http://s3.test/')) {
      sent.push({ method: request.method, path: request.url, body: undefined });
      return new Response(null, { status: 200 });
    }
    const path = pathOf(request);
    const text = request.method === 'GET' ? '' : await request.text();
    const body: unknown = text ? JSON.parse(text) : undefined;
    sent.push({ method: request.method, path, body });
    if (options.changed && request.method === 'POST' && path.endsWith('/update')) {
      return jsonResponse({ error: { code: 'conflict', message: RECORD_CHANGED_MESSAGE } }, 409);
    }
    switch (`${request.method} ${path}`) {
      case `GET /api/location/be/get/${LOCATION_ID}`:
        return jsonResponse(LOCATION);
      case 'GET /api/menuitem/getnew':
        return jsonResponse(NEW_ITEM);
      case `GET /api/menuitem/get/${ITEM_ID}/en`:
        return jsonResponse(savedItem());
      case 'POST /api/image/upload':
        return jsonResponse({
          key: 'uploads/new-burger.webp',
          uploadUrl: 'http://s3.test/images/uploads/new-burger.webp?X-Amz-Signature=sig',
          headers: { 'content-type': 'image/webp' },
          expiresAt: '2030-01-01T00:00:00.000Z',
          derivatives: [],
        });
      case 'GET /api/optionsgroup/getnew':
        return jsonResponse(NEW_GROUP);
      case 'POST /api/menuitem/create':
      case 'POST /api/menuitem/update':
        if (options.failSave) {
          return jsonResponse({ error: { code: 'INTERNAL', message: 'Boom' } }, 500);
        }
        if (options.gone) {
          return jsonResponse(
            { error: { code: 'not_found', message: 'Menu item not found' } },
            404,
          );
        }
        return jsonResponse({ ...savedItem(), ...(body as object) });
      case 'POST /api/optionsgroup/create':
        return jsonResponse({ ...(body as object), id: CREATED_GROUP_ID, typeString: 'Optional' });
      case 'POST /api/optionsgroup/update':
        return jsonResponse({ ...(body as object), typeString: 'Optional', isDeleted: false });
      case `DELETE /api/optionsgroup/delete/${SAUCES_ID}`:
        return jsonResponse({ id: SAUCES_ID });
      case 'POST /api/locationingredient/create':
        return jsonResponse({ ...(body as object), id: BASIL_ID });
      case 'POST /api/locationingredient/update':
        return jsonResponse(body);
      default:
        return notFoundResponse();
    }
  });
  const calls = (method: string, path: string) =>
    sent.filter((call) => call.method === method && call.path === path);
  return { sent, calls };
}

function open(itemId = EMPTY_GUID) {
  const onClose = vi.fn();
  renderWithProviders(
    <>
      <MenuItemModal
        open
        menuId={MENU_ID}
        locationId={LOCATION_ID}
        menuCategoryId={CATEGORY_ID}
        itemId={itemId}
        languageId="en"
        onClose={onClose}
      />
      <Toaster />
    </>,
  );
  return { onClose };
}

const textbox = (name: string) => screen.getByRole('textbox', { name }) as HTMLInputElement;
const type = (element: HTMLElement, value: string) =>
  fireEvent.change(element, { target: { value } });
const click = (name: string | RegExp) => fireEvent.click(screen.getByRole('button', { name }));
const showTab = (name: string) => fireEvent.click(screen.getByRole('tab', { name }));
const save = () => click('Save');

/** On the Ingredients tab, picks one of the location's ingredients and adds it to the item. */
function addIngredient(id: string) {
  showTab('Ingredients');
  fireEvent.change(screen.getByRole('combobox', { name: 'Ingredient' }), { target: { value: id } });
  click('Add');
}

async function waitForForm() {
  await screen.findByRole('form', { name: 'Menu item' });
}

async function fillItem(name = 'Burger', price = '12.50') {
  await waitForForm();
  type(textbox('Name'), name);
  type(textbox('Price'), price);
}

/** The body of the one call made to the route. */
async function sentBody<T>(server: ReturnType<typeof serve>, method: string, path: string) {
  await waitFor(() => expect(server.calls(method, path)).toHaveLength(1));
  return server.calls(method, path)[0]!.body as T;
}

async function fillNewGroup(
  name: string,
  options: [string, string][],
  { reusable = false, typeName = 'Optional' } = {},
) {
  showTab('Options Groups');
  click('New group');
  const form = await screen.findByRole('group', { name: 'New options group' });
  type(within(form).getByRole('textbox', { name: 'Name' }), name);
  fireEvent.change(within(form).getByRole('combobox', { name: 'Type' }), {
    target: { value: String(typeName === 'Optional' ? 2 : 1) },
  });
  type(within(form).getByRole('spinbutton', { name: 'Quantity' }), '1');
  if (reusable) fireEvent.click(within(form).getByRole('checkbox', { name: 'Reusable' }));
  options.forEach(([optionName, price], index) => {
    click('Add option');
    type(within(form).getAllByRole('textbox', { name: 'Option name' })[index]!, optionName);
    type(within(form).getAllByRole('textbox', { name: 'Price difference' })[index]!, price);
  });
  return form;
}

withToasts();

beforeEach(() => {
  URL.createObjectURL = vi.fn(() => 'blob:preview');
  URL.revokeObjectURL = vi.fn();
  vi.mocked(prepareImage).mockReset();
  vi.mocked(prepareImage).mockResolvedValue({
    original: new Blob([new Uint8Array(1234)], { type: 'image/webp' }),
    width: 640,
    height: 480,
    derivatives: [],
  });
});

describe('menu item modal: create', () => {
  it('shows the three tabs with the Menu item tab selected', async () => {
    serve();
    open();
    await waitForForm();
    expect(screen.getByRole('heading', { name: 'Menu item' })).toBeTruthy();
    const tabs = within(screen.getByRole('tablist')).getAllByRole('tab');
    expect(tabs.map((tab) => tab.textContent)).toEqual([
      'Menu item',
      'Ingredients',
      'Options Groups',
    ]);
    expect(tabs[0]!.getAttribute('aria-selected')).toBe('true');
    fireEvent.keyDown(tabs[0]!, { key: 'ArrowRight' });
    expect(screen.getByRole('tab', { name: 'Ingredients' }).getAttribute('aria-selected')).toBe(
      'true',
    );
    expect(screen.getByRole('tabpanel', { name: 'Ingredients' })).toBeTruthy();
  });

  it('creates the item with the price in minor units and the texts in the language', async () => {
    const server = serve();
    const { onClose } = open();
    await fillItem('Burger', '12.50');
    type(screen.getByRole('textbox', { name: 'Description' }), 'With fries');
    save();
    const body = await sentBody<MenuItemInput>(server, 'POST', '/api/menuitem/create');
    expect(body).toEqual({
      id: EMPTY_GUID,
      menuId: MENU_ID,
      menuCategoryId: CATEGORY_ID,
      price: 1250,
      image: '',
      translations: [{ languageId: 'en', name: 'Burger', description: 'With fries' }],
      ingredients: [],
      optionsGroups: [],
    });
    expect('sortOrder' in body).toBe(false);
    expect(await screen.findByText('saved')).toBeTruthy();
    expect(onClose).toHaveBeenCalled();
  });

  it('uploads a picked image and sends its key', async () => {
    const server = serve();
    open();
    await fillItem();
    fireEvent.change(screen.getByLabelText('Image'), {
      target: { files: [new File(['raw photo'], 'photo.jpg', { type: 'image/jpeg' })] },
    });
    await screen.findByRole('button', { name: 'Remove image' });
    save();
    const body = await sentBody<MenuItemInput>(server, 'POST', '/api/menuitem/create');
    expect(body.image).toBe('uploads/new-burger.webp');
    // A menu item's copies: the row's square and the item modal's widths.
    expect(prepareImage).toHaveBeenCalledExactlyOnceWith(
      expect.any(File),
      IMAGE_DERIVATIVES.menuItem,
    );
  });

  it('blocks the save with messages when name and price are missing or the price is not an amount', async () => {
    const server = serve();
    const { onClose } = open();
    await waitForForm();
    save();
    expect(await screen.findByText('Name is required')).toBeTruthy();
    expect(screen.getByText('Price is required')).toBeTruthy();
    expect(textbox('Name').getAttribute('aria-invalid')).toBe('true');
    type(textbox('Name'), 'Burger');
    type(textbox('Price'), '12.5.0');
    save();
    expect(await screen.findByText('Enter the price as an amount such as 12.50')).toBeTruthy();
    expect(screen.queryByText('Name is required')).toBeNull();
    expect(server.calls('POST', '/api/menuitem/create')).toHaveLength(0);
    expect(onClose).not.toHaveBeenCalled();
  });

  it('toasts and stays open when the save fails', async () => {
    serve({ failSave: true });
    const { onClose } = open();
    await fillItem();
    save();
    expect(await screen.findByText('Something went wrong')).toBeTruthy();
    expect(onClose).not.toHaveBeenCalled();
  });

  it('says why when the item was deleted meanwhile, and stays open', async () => {
    // Deleted by someone else, or with its category at the moment of the save (docs/data.md).
    serve({ gone: true });
    const { onClose } = open();
    await fillItem();
    save();
    const problems = await screen.findByRole('alert');
    expect(problems.textContent).toContain('Menu item not found');
    expect(await screen.findByText('Something went wrong')).toBeTruthy();
    expect(onClose).not.toHaveBeenCalled();
  });

  it('adds a picked ingredient and one created by name in the language', async () => {
    const server = serve();
    open();
    await fillItem();
    addIngredient(TOMATO_ID);
    type(screen.getByRole('textbox', { name: 'New ingredient' }), 'Basil');
    click('Create and add');
    expect(await sentBody(server, 'POST', '/api/locationingredient/create')).toEqual({
      id: EMPTY_GUID,
      locationId: LOCATION_ID,
      translations: [{ languageId: 'en', name: 'Basil' }],
    });
    const list = await screen.findByRole('list', { name: 'Ingredients of the item' });
    await waitFor(() =>
      expect(
        within(list)
          .getAllByRole('listitem')
          .map((row) => row.textContent),
      ).toEqual([expect.stringContaining('Tomato'), expect.stringContaining('Basil')]),
    );
    save();
    const body = await sentBody<MenuItemInput>(server, 'POST', '/api/menuitem/create');
    expect(body.ingredients).toEqual([
      { locationIngredientId: TOMATO_ID, sortOrder: 0 },
      { locationIngredientId: BASIL_ID, sortOrder: 1 },
    ]);
  });

  it('renames an ingredient in the language being edited, keeping its other names', async () => {
    const server = serve();
    open();
    await fillItem();
    addIngredient(TOMATO_ID);
    click('Rename Tomato');
    type(screen.getByRole('textbox', { name: 'Name in this language' }), 'Cherry tomato');
    click('Save name');
    expect(await sentBody(server, 'POST', '/api/locationingredient/update')).toEqual({
      id: TOMATO_ID,
      locationId: LOCATION_ID,
      translations: [{ languageId: 'en', name: 'Cherry tomato' }],
      version: 2,
    });
    const list = await screen.findByRole('list', { name: 'Ingredients of the item' });
    await waitFor(() => expect(list.textContent).toContain('Cherry tomato'));
  });

  it('needs a name before creating an ingredient', async () => {
    const server = serve();
    open();
    await waitForForm();
    showTab('Ingredients');
    click('Create and add');
    expect(await screen.findByText('Ingredient name is required')).toBeTruthy();
    expect(server.calls('POST', '/api/locationingredient/create')).toHaveLength(0);
  });
});

describe('menu item modal: options groups', () => {
  it('keeps a group for this item alone and sends it whole inside the link, never on its own', async () => {
    const server = serve();
    open();
    await fillItem();
    await fillNewGroup('Extras', [
      ['Cheese', '5'],
      ['No bun', '-2.50'],
    ]);
    // The second option goes first.
    click('Move No bun up');
    click('Save group');
    const list = await screen.findByRole('list', { name: 'Options groups of the item' });
    expect(within(list).getByText('Extras')).toBeTruthy();
    save();
    const body = await sentBody<MenuItemInput>(server, 'POST', '/api/menuitem/create');
    expect(body.optionsGroups).toEqual([
      {
        optionsGroupId: EMPTY_GUID,
        sortOrder: 0,
        optionsGroup: {
          id: EMPTY_GUID,
          locationId: LOCATION_ID,
          type: OPTIONS_GROUP_TYPE.optional,
          quantity: 1,
          isReusable: false,
          translations: [{ languageId: 'en', name: 'Extras' }],
          options: [
            {
              id: EMPTY_GUID,
              sortOrder: 0,
              priceDifference: -250,
              translations: [{ languageId: 'en', name: 'No bun' }],
            },
            {
              id: EMPTY_GUID,
              sortOrder: 1,
              priceDifference: 500,
              translations: [{ languageId: 'en', name: 'Cheese' }],
            },
          ],
        },
      },
    ]);
    expect(server.calls('POST', '/api/optionsgroup/create')).toHaveLength(0);
  });

  it('does not save the item over an open group form', async () => {
    const server = serve();
    open();
    await fillItem();
    const form = await fillNewGroup('Extras', [['Cheese', '5']]);
    save();
    expect(await screen.findByText('Save or cancel the options group first')).toBeTruthy();
    fireEvent.click(within(form).getByRole('button', { name: 'Cancel' }));
    await waitFor(() =>
      expect(screen.queryByText('Save or cancel the options group first')).toBeNull(),
    );
    save();
    const body = await sentBody<MenuItemInput>(server, 'POST', '/api/menuitem/create');
    expect(body.optionsGroups).toEqual([]);
  });

  it('creates a new reusable group through the server and links it by id', async () => {
    const server = serve();
    open();
    await fillItem();
    await fillNewGroup('Dips', [['Aioli', '4.00']], { reusable: true });
    click('Save group');
    const created = await sentBody<{ isReusable: boolean; locationId: string }>(
      server,
      'POST',
      '/api/optionsgroup/create',
    );
    expect(created).toMatchObject({ isReusable: true, locationId: LOCATION_ID, id: EMPTY_GUID });
    await screen.findByRole('list', { name: 'Options groups of the item' });
    save();
    const body = await sentBody<MenuItemInput>(server, 'POST', '/api/menuitem/create');
    expect(body.optionsGroups).toEqual([{ optionsGroupId: CREATED_GROUP_ID, sortOrder: 0 }]);
  });

  it('links a reusable group of the location by picking it', async () => {
    const server = serve();
    open();
    await fillItem();
    showTab('Options Groups');
    const picker = screen.getByRole('combobox', { name: 'Reusable group' }) as HTMLSelectElement;
    expect([...picker.options].map((option) => option.text)).toEqual([
      'Select group',
      'Sauces',
      'Sides',
    ]);
    fireEvent.change(picker, { target: { value: SIDES_ID } });
    click('Add group');
    save();
    const body = await sentBody<MenuItemInput>(server, 'POST', '/api/menuitem/create');
    expect(body.optionsGroups).toEqual([{ optionsGroupId: SIDES_ID, sortOrder: 0 }]);
  });

  it('shows the group form messages and adds nothing while they stand', async () => {
    const server = serve();
    open();
    await fillItem();
    const form = await fillNewGroup('', [['', '']]);
    click('Save group');
    expect(await within(form).findByText('Name is required')).toBeTruthy();
    expect(within(form).getByText('Option name is required')).toBeTruthy();
    expect(within(form).getByText('Price difference is required')).toBeTruthy();
    type(within(form).getAllByRole('textbox', { name: 'Price difference' })[0]!, 'abc');
    click('Save group');
    expect(
      await within(form).findByText(
        'Enter the price difference as an amount such as 2.50 or -1.00',
      ),
    ).toBeTruthy();
    click('Remove Option 1');
    type(within(form).getByRole('textbox', { name: 'Name' }), 'Extras');
    click('Save group');
    expect(await within(form).findByText('Add at least one option')).toBeTruthy();
    expect(server.calls('POST', '/api/optionsgroup/create')).toHaveLength(0);
  });

  it('deletes a reusable group everywhere after a confirmation', async () => {
    const server = serve();
    open(ITEM_ID);
    await waitForForm();
    showTab('Options Groups');
    click('Delete group Sauces');
    const confirm = screen.getByRole('alertdialog', { name: 'Delete group' });
    expect(within(confirm).getByText(/Are you sure you want to delete\?/)).toBeTruthy();
    expect(server.calls('DELETE', `/api/optionsgroup/delete/${SAUCES_ID}`)).toHaveLength(0);
    fireEvent.click(within(confirm).getByRole('button', { name: 'OK' }));
    expect(await screen.findByText('Deleted')).toBeTruthy();
    expect(server.calls('DELETE', `/api/optionsgroup/delete/${SAUCES_ID}`)).toHaveLength(1);
    const list = screen.getByRole('list', { name: 'Options groups of the item' });
    expect(within(list).queryByText('Sauces')).toBeNull();
  });
});

/** Opens the saved item, and saves its reusable Sauces group as Dips; the group's form. */
async function renameSaucesToDips() {
  open(ITEM_ID);
  await waitForForm();
  showTab('Options Groups');
  click('Edit Sauces');
  const form = await screen.findByRole('group', { name: 'Edit options group' });
  type(within(form).getByRole('textbox', { name: 'Name' }), 'Dips');
  click('Save group');
  return form;
}

describe('menu item modal: edit', () => {
  it('loads the item, keeps other languages and posts an update', async () => {
    const server = serve();
    const { onClose } = open(ITEM_ID);
    await waitForForm();
    expect(server.calls('GET', `/api/menuitem/get/${ITEM_ID}/en`)).toHaveLength(1);
    expect(textbox('Name').value).toBe('Burger');
    expect(textbox('Price').value).toBe('45.00');
    expect(
      (screen.getByRole('textbox', { name: 'Description' }) as HTMLTextAreaElement).value,
    ).toBe('With fries');
    type(textbox('Name'), 'Cheeseburger');
    type(textbox('Price'), '49,50');
    save();
    const body = await sentBody<MenuItemInput>(server, 'POST', '/api/menuitem/update');
    expect(body).toMatchObject({
      id: ITEM_ID,
      menuId: MENU_ID,
      menuCategoryId: CATEGORY_ID,
      price: 4950,
      image: 'uploads/burger.webp',
      sortOrder: 3,
      version: 6,
      translations: [
        { languageId: 'en', name: 'Cheeseburger', description: 'With fries' },
        { languageId: 'da', name: 'Burger', description: 'Med pommes frites' },
      ],
      ingredients: [{ locationIngredientId: TOMATO_ID, sortOrder: 0 }],
    });
    expect(body.optionsGroups[0]).toEqual({ optionsGroupId: SAUCES_ID, sortOrder: 0 });
    expect(body.optionsGroups[1]).toMatchObject({
      optionsGroupId: OWN_GROUP_ID,
      sortOrder: 1,
      optionsGroup: {
        id: OWN_GROUP_ID,
        isReusable: false,
        translations: [
          { languageId: 'en', name: 'Doneness' },
          { languageId: 'da', name: 'Stegning' },
        ],
      },
    });
    expect(server.calls('POST', '/api/menuitem/create')).toHaveLength(0);
    expect(await screen.findByText('saved')).toBeTruthy();
    expect(onClose).toHaveBeenCalled();
  });

  it('saves an edited reusable group through optionsgroup/update', async () => {
    const server = serve();
    await renameSaucesToDips();
    const body = await sentBody<{ id: string; translations: unknown }>(
      server,
      'POST',
      '/api/optionsgroup/update',
    );
    expect(body).toMatchObject({
      id: SAUCES_ID,
      translations: [{ languageId: 'en', name: 'Dips' }],
      version: 5,
    });
    expect(await screen.findByText('Dips')).toBeTruthy();
  });
});

describe('menu item modal: saved by someone else meanwhile', () => {
  it('says so above Save and stays open', async () => {
    serve({ changed: true });
    const { onClose } = open(ITEM_ID);
    await waitForForm();
    type(textbox('Name'), 'Cheeseburger');
    save();
    expect(await screen.findByText('Something went wrong')).toBeTruthy();
    expect(screen.getByRole('alert').textContent).toBe(RECORD_CHANGED_MESSAGE);
    expect(onClose).not.toHaveBeenCalled();
  });

  it('says so in the options group form', async () => {
    serve({ changed: true });
    const form = await renameSaucesToDips();
    expect(await within(form).findByText(RECORD_CHANGED_MESSAGE)).toBeTruthy();
  });

  it('says so beside a renamed ingredient', async () => {
    serve({ changed: true });
    open(ITEM_ID);
    await waitForForm();
    showTab('Ingredients');
    click('Rename Tomato');
    type(screen.getByRole('textbox', { name: 'Name in this language' }), 'Cherry tomato');
    click('Save name');
    expect(await screen.findByText(RECORD_CHANGED_MESSAGE)).toBeTruthy();
  });
});
