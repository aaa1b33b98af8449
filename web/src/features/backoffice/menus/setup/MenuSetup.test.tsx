import {
  EMPTY_GUID,
  menuInputSchema,
  RECORD_CHANGED_MESSAGE,
  type MenuInput,
  type BackOfficeMenuView,
} from '@inroom/shared';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Toaster } from 'react-hot-toast';
import { describe, expect, it, vi } from 'vitest';
import { jsonResponse, mockFetch, notFoundResponse, pathOf } from '../../../../testing/fetch';
import { fixtureId } from '../../../../testing/fixtures';
import { renderRoutes } from '../../../../testing/render';
import { withToasts } from '../../../../testing/toasts';
import { MenuSetupPage } from '../../MenuSetupPage';
import type { MenuItemModalProps } from '../item/MenuItemModal';
import { DELETE_PROMPT } from './MenuSetupEditor';
import { menuInputOf } from './tree';
import {
  bigMenu,
  category,
  COLD_ID,
  HAM_ID,
  LANGUAGES,
  LOCATION_ID,
  MAINS_ID,
  MENU_ID,
  SALAD_ID,
  setupMenu,
  SOUP_ID,
  STARTERS_ID,
  STEAK_ID,
} from './fixtures';

// The item modal has its own tests: here it only shows what it was opened with.
vi.mock('../item/MenuItemModal', () => ({
  MenuItemModal: ({ open, itemId, menuCategoryId, languageId, onClose }: MenuItemModalProps) =>
    open ? (
      <div role="dialog" aria-label="Menu item">
        <p>{`item ${itemId} in ${menuCategoryId} (${languageId})`}</p>
        <button type="button" onClick={onClose}>
          Close item
        </button>
      </div>
    ) : null,
}));

interface Sent {
  method: string;
  path: string;
  body: unknown;
}

interface ServerOptions {
  menu?: BackOfficeMenuView;
  /** Holds menu/update until the returned promise is resolved by the test. */
  holdUpdate?: Promise<void>;
  /** menu/update saves the new top-level categories it is sent, each with an id of its own. */
  savesNewCategories?: boolean;
  /** Holds every load of the menu but the first until the returned promise is resolved. */
  holdReloads?: Promise<void>;
}

function serve(options: ServerOptions = {}) {
  const sent: Sent[] = [];
  let menus: Record<string, BackOfficeMenuView> = {
    en: options.menu ?? setupMenu('en'),
    da: setupMenu('da'),
  };
  mockFetch(async (request) => {
    const path = pathOf(request);
    const text = request.method === 'GET' ? '' : await request.text();
    const body: unknown = text ? JSON.parse(text) : undefined;
    sent.push({ method: request.method, path, body });
    const base = `/api/menu/be/get/${MENU_ID}`;
    if (request.method === 'GET' && path === base) {
      if (options.holdReloads && calls('GET', base).length > 1) await options.holdReloads;
      return jsonResponse(menus.en);
    }
    if (request.method === 'GET' && path.startsWith(`${base}/`)) {
      const language = path.slice(base.length + 1);
      const menu = menus[language];
      return menu ? jsonResponse(menu) : notFoundResponse();
    }
    switch (`${request.method} ${path}`) {
      case 'GET /api/language/getall':
        return jsonResponse(LANGUAGES);
      case 'POST /api/menu/update': {
        if (options.holdUpdate) await options.holdUpdate;
        // As the server keeps versions: a save from another version is refused, else moves it on.
        const { version } = body as MenuInput;
        const stored = menus.en!;
        if (version !== undefined) {
          if (version !== stored.version) {
            return jsonResponse(
              { error: { code: 'conflict', message: RECORD_CHANGED_MESSAGE } },
              409,
            );
          }
          menus = { ...menus, en: { ...stored, version: version + 1 } };
        }
        if (options.savesNewCategories) {
          const added = ((body as MenuInput).menuCategories ?? [])
            .filter((sent) => sent.id === EMPTY_GUID)
            .map((sent, index) =>
              category(
                fixtureId('5e7a00ff', index + 1),
                Object.fromEntries(
                  sent.translations.map((entry) => [entry.languageId, entry.name]),
                ),
                sent.sortOrder,
              ),
            );
          const en = menus.en!;
          menus = { ...menus, en: { ...en, menuCategories: [...en.menuCategories, ...added] } };
        }
        return jsonResponse(menus.en);
      }
      case 'DELETE /api/menucategory/delete':
      case 'DELETE /api/menuitem/delete':
        return jsonResponse({ id: (body as { id: string }).id });
      case `POST /api/menu/${MENU_ID}/addnewlanguage/de`: {
        const german = setupMenu('en');
        const languages = [
          ...german.languages,
          { languageId: 'de', isDefault: false, language: { id: 'de', name: 'German' } },
        ];
        menus = {
          en: { ...menus.en, languages } as BackOfficeMenuView,
          da: { ...menus.da, languages } as BackOfficeMenuView,
          de: { ...german, languages, currentLanguage: { id: 'de', name: 'German' } },
        };
        return jsonResponse(menus.de);
      }
      default:
        return notFoundResponse();
    }
  });
  const calls = (method: string, path: string) =>
    sent.filter((call) => call.method === method && call.path === path);
  const updates = () => calls('POST', '/api/menu/update').map((call) => call.body as MenuInput);
  return { sent, calls, updates };
}

function open() {
  return renderRoutes(
    [
      {
        path: '/be/menu/:id/setup',
        element: (
          <>
            <MenuSetupPage />
            <Toaster />
          </>
        ),
      },
      { path: '/be/menu/:locationId?', element: <p>Menus page</p> },
    ],
    { initialEntries: [`/be/menu/${MENU_ID}/setup`] },
  );
}

const nameInputs = () =>
  screen
    .queryAllByRole('textbox', { name: /^(Category|Subcategory) name$/ })
    .map((input) => (input as HTMLInputElement).value);
const categoryOf = (name: string) => screen.getByDisplayValue(name).closest('li') as HTMLLIElement;
/** The category's own buttons (not those of its subcategories or items). */
const headerOf = (name: string) =>
  categoryOf(name).querySelector('.setup-category__header') as HTMLElement;
const itemNames = (categoryName: string) =>
  Array.from(
    categoryOf(categoryName).querySelector('.setup-items')?.querySelectorAll('.setup-item__name') ??
      [],
  ).map((element) => element.textContent);
const button = (name: string) => screen.getByRole('button', { name }) as HTMLButtonElement;

/** A promise the test resolves with `release`, to hold a call of the stand-in server. */
function held() {
  let release = () => undefined as void;
  const promise = new Promise<void>((resolve) => {
    release = resolve;
  });
  return { promise, release };
}

/** Adds a category and returns its name's input. */
function addCategory(): HTMLInputElement {
  fireEvent.click(button('Add category'));
  return screen.getAllByRole('textbox', { name: 'Category name' }).at(-1) as HTMLInputElement;
}

/** Types `value` into a name and leaves it, as Tab would: a changed name saves. */
function leaveWith(input: HTMLElement, value: string) {
  fireEvent.focus(input);
  fireEvent.change(input, { target: { value } });
  fireEvent.blur(input);
}

/**
 * Focuses a drag handle and returns a key presser for it: each press waits the 20 ms after which
 * dnd-kit's keyboard sensor listens for the next key.
 */
function keysOnHandle(name: string) {
  const handle = button(name);
  handle.focus();
  return (code: string, key = code) =>
    act(async () => {
      fireEvent.keyDown(document.activeElement ?? handle, { code, key });
      await new Promise((resolve) => setTimeout(resolve, 20));
    });
}

async function ready() {
  await screen.findByDisplayValue('Starters');
}

withToasts();

describe('menu setup', () => {
  it('shows the tree in sort order with the menu name, language and back link', async () => {
    serve();
    open();
    await ready();
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Menu setup');
    expect(screen.getByText('Dinner')).toBeTruthy();
    expect(nameInputs()).toEqual(['Starters', 'Cold', 'Mains']);
    expect(itemNames('Starters')).toEqual(['Soup', 'Salad']);
    expect(itemNames('Cold')).toEqual(['Ham']);
    expect(itemNames('Mains')).toEqual(['Steak']);
    expect(within(categoryOf('Starters')).getByText('65.00')).toBeTruthy();
    expect(within(headerOf('Starters')).getByRole('button', { name: 'Subcategory' })).toBeTruthy();
    // Subcategories hold items but no further subcategories.
    expect(within(headerOf('Cold')).queryByRole('button', { name: 'Subcategory' })).toBeNull();
    expect(within(headerOf('Cold')).getByRole('button', { name: 'Item' })).toBeTruthy();
    const language = screen.getByRole('combobox', { name: 'Language' }) as HTMLSelectElement;
    expect(language.value).toBe('en');
    expect(Array.from(language.options).map((option) => option.text)).toEqual([
      'English',
      'Danish',
    ]);
    expect(screen.getByRole('link', { name: 'Back' }).getAttribute('href')).toBe(
      `/be/menu/${LOCATION_ID}`,
    );
  });

  it('shows NotFound when the menu cannot be loaded', async () => {
    mockFetch(() => notFoundResponse());
    open();
    expect((await screen.findByRole('heading', { level: 1 })).textContent).toBe('Menu setup');
    await waitFor(() =>
      expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Page not found'),
    );
  });

  it('adds a category and saves the whole tree with it as a new category', async () => {
    const server = serve();
    open();
    await ready();
    const added = addCategory();
    fireEvent.change(added, { target: { value: 'Desserts' } });
    // Not saved yet: no Item button.
    expect(within(headerOf('Desserts')).queryByRole('button', { name: 'Item' })).toBeNull();
    fireEvent.click(button('Save changes'));
    await screen.findByText('Changes saved');

    const [body] = server.updates();
    expect(menuInputSchema.safeParse(body).success).toBe(true);
    expect(body?.id).toBe(MENU_ID);
    expect(body?.locationId).toBe(LOCATION_ID);
    expect(body?.menuCategories).toEqual([
      {
        id: STARTERS_ID,
        translations: [
          { languageId: 'en', name: 'Starters' },
          { languageId: 'da', name: 'Forretter' },
        ],
        sortOrder: 0,
        subCategories: [
          {
            id: COLD_ID,
            translations: [
              { languageId: 'en', name: 'Cold' },
              { languageId: 'da', name: 'Kolde' },
            ],
            sortOrder: 0,
            subCategories: [],
            menuItems: [{ id: HAM_ID, sortOrder: 0 }],
          },
        ],
        menuItems: [
          { id: SOUP_ID, sortOrder: 0 },
          { id: SALAD_ID, sortOrder: 1 },
        ],
      },
      {
        id: MAINS_ID,
        translations: [
          { languageId: 'en', name: 'Mains' },
          { languageId: 'da', name: 'Hovedretter' },
        ],
        sortOrder: 1,
        subCategories: [],
        menuItems: [{ id: STEAK_ID, sortOrder: 0 }],
      },
      {
        id: EMPTY_GUID,
        translations: [{ languageId: 'en', name: 'Desserts' }],
        sortOrder: 2,
        subCategories: [],
        menuItems: [],
      },
    ]);
  });

  it("keeps a new category's row, and the focus on its button, when the save brings its id", async () => {
    const server = serve({ savesNewCategories: true });
    open();
    await ready();
    const added = addCategory();
    added.focus();
    fireEvent.change(added, { target: { value: 'Desserts' } });
    const row = categoryOf('Desserts');
    // Tab onwards: leaving the name saves it.
    const next = within(headerOf('Desserts')).getByRole('button', { name: 'Delete' });
    next.focus();
    await screen.findByText('Saved successfully');
    await waitFor(() => expect(server.calls('GET', `/api/menu/be/get/${MENU_ID}`)).toHaveLength(2));
    // The reload gave the category its id, and an Item button: the same row, still focused.
    await within(headerOf('Desserts')).findByRole('button', { name: 'Item' });
    expect(categoryOf('Desserts')).toBe(row);
    expect(document.activeElement).toBe(next);
  });

  it('blocks Save changes while a category or subcategory has no name, with a message beside it', async () => {
    const server = serve();
    open();
    await ready();
    fireEvent.click(button('Add category'));
    fireEvent.change(screen.getByDisplayValue('Cold'), { target: { value: '  ' } });
    fireEvent.click(button('Save changes'));

    expect(await screen.findByText('Category name is required')).toBeTruthy();
    const cold = screen.getByRole('textbox', { name: 'Subcategory name' });
    expect(cold.getAttribute('aria-invalid')).toBe('true');
    expect(document.getElementById(cold.getAttribute('aria-describedby')!)?.textContent).toBe(
      'Subcategory name is required',
    );
    expect(server.updates()).toHaveLength(0);

    // Typing a name clears its message.
    fireEvent.change(cold, { target: { value: 'Chilled' } });
    expect(screen.queryByText('Subcategory name is required')).toBeNull();
  });

  it('removes an unsaved category locally: no request and no question', async () => {
    const server = serve();
    open();
    await ready();
    fireEvent.click(within(headerOf('Starters')).getByRole('button', { name: 'Subcategory' }));
    fireEvent.change(screen.getAllByRole('textbox', { name: 'Subcategory name' }).at(-1)!, {
      target: { value: 'Warm' },
    });
    const before = server.sent.length;
    fireEvent.click(within(headerOf('Warm')).getByRole('button', { name: 'Delete' }));

    expect(screen.queryByDisplayValue('Warm')).toBeNull();
    expect(screen.queryByText('Are you sure you want to delete?')).toBeNull();
    expect(server.sent.length).toBe(before);
    expect(nameInputs()).toEqual(['Starters', 'Cold', 'Mains']);
  });

  it('asks before deleting a new category a save gave an id, though the reload has not come', async () => {
    const { promise: holdReloads, release } = held();
    const server = serve({ savesNewCategories: true, holdReloads });
    open();
    await ready();
    leaveWith(addCategory(), 'Desserts');
    await screen.findByText('Saved successfully');

    fireEvent.click(within(headerOf('Desserts')).getByRole('button', { name: 'Delete' }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.click(within(dialog).getByRole('button', { name: 'OK' }));
    await screen.findByText('Deleted successfully');
    expect(server.calls('DELETE', '/api/menucategory/delete').map((call) => call.body)).toEqual([
      { id: fixtureId('5e7a00ff', 1), menuId: MENU_ID },
    ]);
    release();
  });

  it('asks before deleting a saved category, then deletes it with { id, menuId }', async () => {
    const server = serve();
    open();
    await ready();
    fireEvent.click(within(headerOf('Mains')).getByRole('button', { name: 'Delete' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Are you sure you want to delete?')).toBeTruthy();
    expect(server.calls('DELETE', '/api/menucategory/delete')).toHaveLength(0);

    fireEvent.click(within(dialog).getByRole('button', { name: 'OK' }));
    await screen.findByText('Deleted successfully');
    expect(server.calls('DELETE', '/api/menucategory/delete').map((call) => call.body)).toEqual([
      { id: MAINS_ID, menuId: MENU_ID },
    ]);
    expect(screen.queryByDisplayValue('Mains')).toBeNull();
  });

  it('asks before deleting an item, then calls menuitem/delete', async () => {
    const server = serve();
    open();
    await ready();
    fireEvent.click(button('Delete Salad'));
    const dialog = await screen.findByRole('dialog');
    fireEvent.click(within(dialog).getByRole('button', { name: 'OK' }));
    await screen.findByText('Deleted successfully');
    expect(server.calls('DELETE', '/api/menuitem/delete').map((call) => call.body)).toEqual([
      { id: SALAD_ID },
    ]);
    expect(itemNames('Starters')).toEqual(['Soup']);
  });

  it('opens the item modal for a new item (saved categories only) and for an existing one', async () => {
    serve();
    open();
    await ready();
    fireEvent.click(within(headerOf('Mains')).getByRole('button', { name: 'Item' }));
    expect(screen.getByText(`item ${EMPTY_GUID} in ${MAINS_ID} (en)`)).toBeTruthy();
    fireEvent.click(button('Close item'));
    expect(screen.queryByRole('dialog', { name: 'Menu item' })).toBeNull();

    fireEvent.click(button('Edit Ham'));
    expect(screen.getByText(`item ${HAM_ID} in ${COLD_ID} (en)`)).toBeTruthy();
  });

  it('adds a language the menu does not have yet and switches to it', async () => {
    const server = serve();
    open();
    await ready();
    fireEvent.click(button('Add language'));
    const dialog = await screen.findByRole('dialog');
    const select = within(dialog).getByRole('combobox', { name: 'Language' }) as HTMLSelectElement;
    await waitFor(() => expect(select.options).toHaveLength(3));
    expect(Array.from(select.options).map((option) => option.text)).toEqual([
      'Select language',
      'German',
      'Swedish',
    ]);

    // Required.
    fireEvent.click(within(dialog).getByRole('button', { name: 'Add' }));
    expect(await within(dialog).findByText('Language is required')).toBeTruthy();
    expect(server.sent.some((call) => call.path.includes('addnewlanguage'))).toBe(false);

    fireEvent.change(select, { target: { value: 'de' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Add' }));
    await waitFor(() =>
      expect(server.calls('POST', `/api/menu/${MENU_ID}/addnewlanguage/de`)).toHaveLength(1),
    );
    await waitFor(() =>
      expect(server.calls('GET', `/api/menu/be/get/${MENU_ID}/de`).length).toBeGreaterThan(0),
    );
    const language = screen.getByRole('combobox', { name: 'Language' }) as HTMLSelectElement;
    await waitFor(() => expect(language.value).toBe('de'));
    expect(Array.from(language.options).map((option) => option.text)).toContain('German');
  });

  it('reloads the menu in the selected language and edits names in it, keeping the others', async () => {
    const server = serve();
    open();
    await ready();
    fireEvent.change(screen.getByRole('combobox', { name: 'Language' }), {
      target: { value: 'da' },
    });
    await screen.findByDisplayValue('Forretter');
    expect(server.calls('GET', `/api/menu/be/get/${MENU_ID}/da`)).toHaveLength(1);
    expect(itemNames('Forretter')).toEqual(['Suppe', 'Salat']);

    fireEvent.change(screen.getByDisplayValue('Forretter'), { target: { value: 'Små retter' } });
    fireEvent.click(button('Save changes'));
    await screen.findByText('Changes saved');
    expect(server.updates()[0]?.menuCategories?.[0]?.translations).toEqual([
      { languageId: 'en', name: 'Starters' },
      { languageId: 'da', name: 'Små retter' },
    ]);
  });

  it('saves a changed category name on blur and holds other actions until it is saved', async () => {
    stubLayout();
    const { promise: holdUpdate, release } = held();
    const server = serve({ holdUpdate });
    open();
    await ready();
    const starters = screen.getByDisplayValue('Starters');

    // Leaving a name unchanged saves nothing.
    fireEvent.focus(starters);
    fireEvent.blur(starters);
    expect(server.updates()).toHaveLength(0);

    leaveWith(starters, 'First');
    await waitFor(() => expect(server.updates()).toHaveLength(1));
    expect(server.updates()[0]?.menuCategories?.[0]?.translations[0]).toEqual({
      languageId: 'en',
      name: 'First',
    });
    // Every button and the language say they wait and take no press; they keep the focus
    // (WaitingButton).
    const language = screen.getByLabelText('Language');
    expect(button('Save changes').getAttribute('aria-disabled')).toBe('true');
    expect(button('Add category').getAttribute('aria-disabled')).toBe('true');
    expect(language.getAttribute('aria-disabled')).toBe('true');
    fireEvent.click(button('Add category'));
    fireEvent.click(button('Save changes'));
    fireEvent.change(language, { target: { value: 'da' } });
    expect(nameInputs()).toEqual(['First', 'Cold', 'Mains']);
    expect(server.calls('GET', `/api/menu/be/get/${MENU_ID}/da`)).toHaveLength(0);
    const deleteMains = within(headerOf('Mains')).getByRole('button', { name: 'Delete' });
    expect(deleteMains.getAttribute('aria-disabled')).toBe('true');
    expect(button('Edit Salad').getAttribute('aria-disabled')).toBe('true');
    expect(button('Move Salad').getAttribute('aria-disabled')).toBe('true');
    fireEvent.click(deleteMains);
    fireEvent.click(button('Edit Salad'));
    expect(screen.queryByText(DELETE_PROMPT)).toBeNull();
    expect(screen.queryByRole('dialog', { name: 'Menu item' })).toBeNull();
    // A drag does not start either: the keys move nothing.
    const press = keysOnHandle('Move Salad');
    await press('Space', ' ');
    await press('ArrowDown');
    await press('Space', ' ');
    expect(itemNames('First')).toEqual(['Soup', 'Salad']);

    release();
    await screen.findByText('Saved successfully');
    await waitFor(() => expect(button('Save changes').getAttribute('aria-disabled')).toBe('false'));
    expect(button('Edit Salad').getAttribute('aria-disabled')).toBe('false');
    expect(button('Move Salad').getAttribute('aria-disabled')).toBe('false');
    expect(server.updates()).toHaveLength(1);
    fireEvent.click(button('Edit Salad'));
    expect(screen.getByRole('dialog', { name: 'Menu item' })).toBeTruthy();
  });

  it('sends each save the version the save before it answered, one after another', async () => {
    const { promise: holdUpdate, release } = held();
    const server = serve({ menu: { ...setupMenu('en'), version: 4 }, holdUpdate });
    open();
    await ready();
    const rename = (from: string, to: string) => leaveWith(screen.getByDisplayValue(from), to);
    rename('Starters', 'First');
    // Left before the first name has saved: it waits for it rather than racing it.
    rename('Mains', 'Second');
    await waitFor(() => expect(server.updates()).toHaveLength(1));
    release();
    await waitFor(() => expect(server.updates()).toHaveLength(2));
    expect(server.updates().map((update) => update.version)).toEqual([4, 5]);
    await waitFor(() => expect(screen.getAllByText('Saved successfully')).toHaveLength(2));
    expect(screen.queryByText(RECORD_CHANGED_MESSAGE)).toBeNull();
  });

  it('sends a new category as new once, though a second save follows before the reload', async () => {
    const { promise: holdUpdate, release } = held();
    const server = serve({ holdUpdate, savesNewCategories: true });
    open();
    await ready();
    leaveWith(addCategory(), 'Desserts');
    leaveWith(screen.getByDisplayValue('Mains'), 'Main courses');
    release();
    await waitFor(() => expect(server.updates()).toHaveLength(2));

    const desserts = server.updates().map((update) => update.menuCategories?.[2]?.id);
    expect(desserts).toEqual([EMPTY_GUID, fixtureId('5e7a00ff', 1)]);
    await waitFor(() => expect(screen.getAllByText('Saved successfully')).toHaveLength(2));
    expect(nameInputs().filter((name) => name === 'Desserts')).toHaveLength(1);
  });

  it('says so and reloads the menu when someone else saved it since it loaded', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const server = serve({ menu: { ...setupMenu('en'), version: 4 } });
    open();
    await ready();
    const loads = () =>
      server.sent.filter((call) => call.path.startsWith(`/api/menu/be/get/${MENU_ID}`)).length;
    const loadsBefore = loads();
    // Meanwhile, in another browser:
    await fetch('/api/menu/update', {
      method: 'POST',
      body: JSON.stringify({ ...menuInputOf(setupMenu('en'), []), version: 4 }),
    });
    fireEvent.click(button('Save changes'));
    expect(await screen.findByText(RECORD_CHANGED_MESSAGE)).toBeTruthy();
    expect(server.updates().map((update) => update.version)).toEqual([4, 4]);
    await waitFor(() => expect(loads()).toBeGreaterThan(loadsBefore));
    // Reloaded at the other person's version, the next save goes through.
    fireEvent.click(button('Save changes'));
    await screen.findByText('Changes saved');
    expect(server.updates().map((update) => update.version)).toEqual([4, 4, 5]);
  });

  it('moves an item into another category by keyboard and saves the new place at once', async () => {
    stubLayout();
    const server = serve();
    open();
    await ready();
    const press = keysOnHandle('Move Salad');
    await press('Space', ' ');
    await press('ArrowDown');
    await waitFor(() => expect(itemNames('Cold')).toContain('Salad'));
    await press('Space', ' ');

    await screen.findByText('Saved successfully');
    const [body] = server.updates();
    const starters = body?.menuCategories?.[0];
    expect(starters?.menuItems).toEqual([{ id: SOUP_ID, sortOrder: 0 }]);
    const cold = starters?.subCategories[0];
    expect(cold?.id).toBe(COLD_ID);
    expect(cold?.menuItems.map((entry) => entry.id).sort()).toEqual([HAM_ID, SALAD_ID].sort());
    expect(cold?.menuItems.map((entry) => entry.sortOrder)).toEqual([0, 1]);
  });

  it('moves an item from a subcategory into the next category by keyboard', async () => {
    stubLayout();
    const server = serve();
    open();
    await ready();
    const press = keysOnHandle('Move Ham');
    await press('Space', ' ');
    await press('ArrowDown');
    await waitFor(() => expect(itemNames('Mains')).toContain('Ham'));
    await press('Space', ' ');

    await screen.findByText('Saved successfully');
    const [body] = server.updates();
    expect(body?.menuCategories?.[0]?.subCategories[0]?.menuItems).toEqual([]);
    const mains = body?.menuCategories?.[1];
    expect(mains?.id).toBe(MAINS_ID);
    expect(mains?.menuItems.map((entry) => entry.id).sort()).toEqual([HAM_ID, STEAK_ID].sort());
  });

  it('puts the tree back when a keyboard drag is cancelled, and saves nothing', async () => {
    stubLayout();
    const server = serve();
    open();
    await ready();
    const press = keysOnHandle('Move Salad');
    await press('Space', ' ');
    await press('ArrowDown');
    await waitFor(() => expect(itemNames('Cold')).toContain('Salad'));
    await press('Escape');
    await waitFor(() => expect(itemNames('Starters')).toEqual(['Soup', 'Salad']));
    expect(itemNames('Cold')).toEqual(['Ham']);
    expect(server.updates()).toHaveLength(0);
  });

  // The speed that matters is measured in Chromium (test/e2e/backoffice-menus.test.ts, under 3 s,
  // 0.5 s here); jsdom on a busy 2-core runner is several times slower, so this bound only catches
  // a runaway (such as one render per item per item).
  it('renders a 200-item menu, every item editable', async () => {
    serve({ menu: bigMenu(200) });
    const started = performance.now();
    open();
    await screen.findByText('Dish 200');
    await waitFor(() =>
      expect(button('Move Dish 200').getAttribute('aria-disabled')).toBe('false'),
    );
    const elapsed = performance.now() - started;
    console.info(`menu setup with 200 items interactive after ${elapsed.toFixed(0)} ms (jsdom)`);
    expect(screen.getAllByRole('button', { name: /^Edit Dish/ })).toHaveLength(200);
    expect(elapsed).toBeLessThan(15_000);
  });
});

/**
 * jsdom lays nothing out: give every element a 40 px high row in document order, so dnd-kit's
 * keyboard sensor finds the next item below the dragged one.
 */
function stubLayout() {
  vi.spyOn(Element.prototype, 'getBoundingClientRect').mockImplementation(function rect(
    this: Element,
  ) {
    const all = Array.from(document.body.querySelectorAll('[data-item-id], .setup-items'));
    const index = all.indexOf(this);
    const top = index < 0 ? 0 : index * 40;
    return {
      x: 0,
      y: top,
      top,
      left: 0,
      width: 300,
      height: index < 0 ? 0 : 40,
      right: 300,
      bottom: top + (index < 0 ? 0 : 40),
      toJSON: () => ({}),
    } as DOMRect;
  });
  Element.prototype.scrollIntoView = vi.fn();
}
